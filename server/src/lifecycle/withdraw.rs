//! The applicant takes back an application still waiting at their own node.

use engine::instance::Action;

use super::{act::Prepared, applicant::applicants_task, Scope};
use crate::error::ApiError;

pub fn withdraw(scope: &mut Scope, uuid: &str) -> Result<Prepared, ApiError> {
    let app = scope.application(uuid)?;
    if app.applicant_id != scope.me.user.id {
        return Err(ApiError::forbidden("无权撤回该申请"));
    }
    let (def, instance) = scope.definition_of(&app)?;
    let task = applicants_task(&instance, "该申请已进入审核，不能撤回")?;
    let action = Action::Withdraw { task: task.id };
    scope.act_on(app, (def, instance), action)
}
