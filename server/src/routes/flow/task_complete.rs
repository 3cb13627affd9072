//! `POST /api/rem-registrationbizweb/taskItem/complete`: an approver approves, returns or
//! rejects a task, with the memo (审批意见为必填项 when it is empty).

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    lifecycle::{self, Command, CommandAnswer, Decided, Decision},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompleteRequest {
    pub uuid: String,
    /// The task; by default the open task of the caller's role.
    pub task_no: Option<u32>,
    pub action: Decision,
    #[serde(default)]
    pub memo: String,
    /// For a return: the node to return to, default UpdateApplyApprove.
    pub return_to: Option<String>,
    pub idempotency_key: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/taskItem/complete", tag = "flow", request_body = CompleteRequest,
    responses(
        (status = 200, body = Envelope<CommandAnswer>),
        (status = 400, description = "memo missing, or the register refuses", body = Failure),
        (status = 403, description = "the node does not name the caller's role", body = Failure),
        (status = 404, description = "no such task or application", body = Failure),
        (status = 409, description = "the task was completed already", body = Failure),
        (status = 422, description = "a rule of the flow failed when it ran: named in data (appId, nodeId, script)", body = Failure))
)]
#[post("/rem-registrationbizweb/taskItem/complete")]
pub async fn task_complete(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<CompleteRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let command = Command::Complete {
        uuid: request.uuid,
        decided: Decided {
            task: request.task_no,
            decision: request.action,
            memo: request.memo,
            return_to: request.return_to,
        },
    };
    let answer = lifecycle::execute(&state, me, command, request.idempotency_key).await?;
    Ok(ok(answer))
}
