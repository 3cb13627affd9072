pub mod form_compiled;
pub mod form_validate;
