//! `POST /api/rem-registrationbizweb/application/submit`: start an application and submit it,
//! or resubmit one returned to the applicant (with `uuid`).

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    lifecycle::{self, Command, CommandAnswer},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitRequest {
    pub app_id: String,
    /// The application to resubmit; none to start a new one.
    pub uuid: Option<String>,
    #[schema(value_type = Object)]
    pub form_data: Value,
    /// The user confirmed the question a rule of the flow asked (428 before).
    #[serde(default)]
    pub confirmed: bool,
    /// The financial tables' sums that do not hold which the user confirmed, by the texts the
    /// 428 answer listed in `data.warnings`.
    #[serde(default)]
    pub confirmed_warnings: Vec<String>,
    /// A retried submit with the same key answers the first answer.
    pub idempotency_key: Option<String>,
    /// Where the user submitted from: `todo` from the to-do list (the rules read `ctx.source`).
    pub source: Option<SubmitSource>,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum SubmitSource {
    Todo,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/submit", tag = "flow", request_body = SubmitRequest,
    responses(
        (status = 200, body = Envelope<CommandAnswer>),
        (status = 400, description = "refused by a rule, or the form's errors in data.errors", body = Failure),
        (status = 404, description = "no such flow, or no such application", body = Failure),
        (status = 428, description = "a rule asks the user to confirm: resend with confirmed, or the sums in data.warnings with confirmedWarnings", body = Failure),
        (status = 422, description = "a rule of the flow failed when it ran: named in data (appId, nodeId, script)", body = Failure))
)]
#[post("/rem-registrationbizweb/application/submit")]
pub async fn application_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<SubmitRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let command = Command::Submit {
        app_id: request.app_id,
        uuid: request.uuid,
        data: request.form_data,
        confirmed: request.confirmed,
        confirmed_warnings: request.confirmed_warnings,
        source: request.source.map(|SubmitSource::Todo| "todo"),
    };
    let answer = lifecycle::execute(&state, me, command, request.idempotency_key).await?;
    Ok(ok(answer))
}
