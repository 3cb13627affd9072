//! A draft: the fields the applicant's node lets them edit are kept, unchecked (a draft may be
//! incomplete); the application waits at that node. A new one is started first, its entry
//! guards included.

use engine::{flow::ActionKind, form::TaskState as FormTaskState, instance::Action};
use serde_json::{Map, Value};

use super::{
    access::actor,
    act::{act, Prepared, Step},
    applicant::applicants_instance,
    Scope,
};
use crate::error::ApiError;

pub fn save_draft(
    scope: &mut Scope,
    app_id: &str,
    uuid: Option<String>,
    data: Value,
) -> Result<Prepared, ApiError> {
    let actor = actor(scope.me);
    let Value::Object(data) = data else {
        return Err(ApiError::malformed_form_data());
    };
    let form = Value::Object(data.clone());
    let applicant = applicants_instance(
        scope,
        (app_id, uuid),
        (&form, None),
        (ActionKind::Save, false),
    )?;
    let task = applicant.applicants_task("该申请已进入审核，不能保存")?;
    let (node, task_id) = (task.node.clone(), task.id);
    let def = &applicant.def;
    let compiled = scope
        .state
        .forms
        .compiled(&def.form.id, def.form.version, &node, FormTaskState::Todo)
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("form {} is missing", def.form.id)))?;
    let kept: Map<String, Value> = data
        .into_iter()
        .filter(|(field, _)| compiled.editable.iter().any(|e| e == field))
        .collect();
    let action = Action::Save {
        task: task_id,
        data: kept,
    };
    let step = Step {
        def,
        instance: &applicant.instance,
        actor: &actor,
        ctx: &applicant.ctx,
        now: scope.now,
    };
    act(step, action, applicant.existing, applicant.started)
}
