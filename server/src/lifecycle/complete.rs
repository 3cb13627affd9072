//! An approver's decision on a task: approve, return (to a node, by default the applicant's
//! UpdateApplyApprove) or reject, with the memo.

use engine::{
    flow::Assignee,
    instance::{Action, Task, TaskId},
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::{act::Prepared, Scope};
use crate::error::ApiError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Decision {
    Approve,
    Return,
    Reject,
}

/// What the approver sent.
pub struct Decided {
    pub task: Option<u32>,
    pub decision: Decision,
    pub memo: String,
    pub return_to: Option<String>,
}

pub fn complete(scope: &mut Scope, uuid: &str, decided: Decided) -> Result<Prepared, ApiError> {
    let app = scope.application(uuid)?;
    let (def, instance) = scope.definition_of(&app)?;
    // A pledgee who signed counts at the last approval even if nobody read the rows since.
    crate::econtract::pledgee::refresh_before_decision(scope.conn, scope.state, &def, &app)?;
    if !instance.is_running() {
        return Err(ApiError::task_taken());
    }
    let role = &scope.me.user.role_name;
    let mine = |t: &&Task| matches!(&t.assignee, Assignee::Roles(r) if r.contains(role));
    let task = match decided.task {
        Some(id) => TaskId(id),
        None => match instance.open_tasks().find(mine) {
            Some(open) => open.id,
            // A task of this role that someone else completed first.
            None if instance.tasks.iter().any(|t| mine(&t)) => return Err(ApiError::task_taken()),
            None => return Err(ApiError::not_your_task()),
        },
    };
    let memo = decided.memo.trim().to_owned();
    let action = match decided.decision {
        Decision::Approve => Action::Approve { task, memo },
        Decision::Reject => Action::Reject { task, memo },
        Decision::Return => Action::Return {
            task,
            to: decided
                .return_to
                .unwrap_or_else(|| "UpdateApplyApprove".into()),
            memo,
        },
    };
    scope.act_on(app, (def, instance), action)
}
