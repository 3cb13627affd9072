//! One error of a form field as the API answers it: in a validation answer and in the `data`
//! of a 400 whose refusal concerns a field. Shared by the error type, the lifecycle and the
//! form handlers, so it belongs to none of them.

use engine::form::FieldError;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct FieldErrorView {
    pub field: String,
    pub rule: String,
    pub message: String,
    pub label: String,
}

impl From<FieldError> for FieldErrorView {
    fn from(e: FieldError) -> Self {
        FieldErrorView {
            field: e.field,
            rule: e.rule,
            message: e.message,
            label: e.label,
        }
    }
}
