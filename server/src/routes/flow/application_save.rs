//! `POST /api/rem-registrationbizweb/application/save`: keep an application as a draft at the
//! applicant's node (start it when it has no `uuid` yet). Nothing is validated but the fields
//! the node lets the applicant edit; the draft is submitted later with `application/submit`.

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
pub struct SaveRequest {
    pub app_id: String,
    /// The draft to save again; none to start one.
    pub uuid: Option<String>,
    #[schema(value_type = Object)]
    pub form_data: Value,
    /// A retried save with the same key answers the first answer.
    pub idempotency_key: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/save", tag = "flow", request_body = SaveRequest,
    responses(
        (status = 200, body = Envelope<CommandAnswer>),
        (status = 400, description = "refused by an entry rule", body = Failure),
        (status = 404, description = "no such flow, or no such application", body = Failure),
        (status = 409, description = "the application is no longer the applicant's to edit", body = Failure),
        (status = 422, description = "a rule of the flow failed when it ran: named in data (appId, nodeId, script)", body = Failure))
)]
#[post("/rem-registrationbizweb/application/save")]
pub async fn application_save(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<SaveRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let command = Command::Save {
        app_id: request.app_id,
        uuid: request.uuid,
        data: request.form_data,
    };
    let answer = lifecycle::execute(&state, me, command, request.idempotency_key).await?;
    Ok(ok(answer))
}
