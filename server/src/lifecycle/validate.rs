//! The form data checked with the same compiled schema the browser used; what the applicant
//! must confirm (the financial tables' sums that do not hold, 02 §3) asked with 428 until the
//! submission confirms each of them by its text (`confirmedWarnings`): a sum that breaks after
//! the applicant confirmed the others is asked again, and the flow's own questions
//! (`confirmed`) are a separate answer.

use engine::{form::TaskState as FormTaskState, instance::Instance, FlowDef};
use serde_json::{Map, Value};

use super::Scope;
use crate::{
    error::ApiError,
    forms::{today, FormAt},
    models::dictionary::DictEntry,
};

pub fn checked(
    scope: &mut Scope,
    def: &FlowDef,
    node: &str,
    data: &Value,
    instance: &Instance,
    confirmed_warnings: &[String],
) -> Result<Map<String, Value>, ApiError> {
    let tenant = scope.me.user.tenant_id.clone();
    let dictionaries = DictEntry::keys_by_code(scope.conn, &tenant)?;
    let validator = scope
        .state
        .forms
        .validator(
            &FormAt {
                form_id: &def.form.id,
                version: def.form.version,
                node_id: node,
                state: FormTaskState::Todo,
            },
            &tenant,
            today(scope.now),
            dictionaries,
        )
        .map_err(ApiError::internal)?
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("form {} is missing", def.form.id)))?;
    let stored = Value::Object(instance.form.clone());
    let value = validator
        .check_submission(data, Some(&stored))
        .map_err(|errors| ApiError::Invalid(errors.into_iter().map(Into::into).collect()))?;
    let warnings = validator.warnings(&value);
    if warnings.iter().any(|w| !confirmed_warnings.contains(w)) {
        return Err(ApiError::ConfirmWarnings(warnings));
    }
    match value {
        Value::Object(map) => Ok(map),
        _ => Err(ApiError::malformed_form_data()),
    }
}
