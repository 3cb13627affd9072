//! `POST /api/rem-registrationbizweb/application/withdraw`: the applicant withdraws an
//! application that waits on them.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    lifecycle::{self, Command, CommandAnswer},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawRequest {
    pub uuid: String,
    pub idempotency_key: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/withdraw", tag = "flow", request_body = WithdrawRequest,
    responses((status = 200, body = Envelope<CommandAnswer>), (status = 404, description = "no such application", body = Failure), (status = 409, body = Failure),
        (status = 422, description = "a rule of the flow failed when it ran: named in data (appId, nodeId, script)", body = Failure))
)]
#[post("/rem-registrationbizweb/application/withdraw")]
pub async fn application_withdraw(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<WithdrawRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let command = Command::Withdraw { uuid: request.uuid };
    let answer = lifecycle::execute(&state, me, command, request.idempotency_key).await?;
    Ok(ok(answer))
}
