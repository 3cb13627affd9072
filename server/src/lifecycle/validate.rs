//! The form data checked with the same compiled schema the browser used.

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
    match validator.check_submission(data, Some(&stored)) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(ApiError::malformed_form_data()),
        Err(errors) => Err(ApiError::Invalid(
            errors.into_iter().map(Into::into).collect(),
        )),
    }
}
