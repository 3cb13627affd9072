pub mod application_detail;
pub mod application_submit;
pub mod application_withdraw;
pub mod chain_verify;
pub mod form_compiled;
pub mod form_validate;
pub mod task_complete;
pub mod user_tasks;
