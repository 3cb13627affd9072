pub mod current_user_info;
pub mod holder_query_by_page;
pub mod query_all_ref_company;
pub mod switch_company;
pub mod switch_holder;
pub mod user_accounts;
