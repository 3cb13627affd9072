//! `POST /api/rem-registrationbizweb/taskItem/approvalContext`: what the approve page shows
//! beside the read-only form: the applicant and every account the application names by holder
//! name with its current balances, every earlier decision with its memo, the fields changed
//! since the last return, and the charge. Staff and the candidates of its review tasks only.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    review::{self, ApprovalContext},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalContextRequest {
    /// The application (its uuid).
    pub uuid: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/taskItem/approvalContext", tag = "flow", request_body = ApprovalContextRequest,
    responses((status = 200, body = Envelope<ApprovalContext>),
        (status = 400, description = "no uuid", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "neither staff nor a candidate of its review tasks", body = Failure),
        (status = 404, body = Failure))
)]
#[post("/rem-registrationbizweb/taskItem/approvalContext")]
pub async fn approval_context(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<ApprovalContextRequest>,
) -> ApiResult {
    let uuid = body.into_inner().uuid.trim().to_owned();
    if uuid.is_empty() {
        return Err(ApiError::bad_request("请传入申请编号"));
    }
    let shared = state.clone();
    let answer = state
        .db(move |conn| review::context(conn, &shared, &me, &uuid))
        .await?;
    Ok(ok(answer))
}
