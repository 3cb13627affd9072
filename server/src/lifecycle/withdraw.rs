//! The applicant takes back an application still waiting at their own node.

use engine::instance::Action;
use serde_json::Value;

use super::{
    access::actor,
    act::{act, Prepared, Step},
    applicant::applicants_task,
    context, Scope,
};
use crate::error::ApiError;

pub fn withdraw(scope: &mut Scope, uuid: &str) -> Result<Prepared, ApiError> {
    let app = scope.application(uuid)?;
    if app.applicant_id != scope.me.user.id {
        return Err(ApiError::forbidden("无权撤回该申请"));
    }
    let (def, instance) = scope.definition_of(&app)?;
    let task = applicants_task(&instance, "该申请已进入审核，不能撤回")?;
    let action = Action::Withdraw { task: task.id };
    let ctx = context::build(scope.conn, scope.me, &Value::Object(instance.form.clone()))?;
    let actor = actor(scope.me);
    let step = Step {
        def: &def,
        instance: &instance,
        actor: &actor,
        ctx: &ctx,
        now: scope.now,
    };
    act(step, action, Some(app), None)
}
