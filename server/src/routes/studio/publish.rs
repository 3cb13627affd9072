//! `POST studio/publish {kind, key, reason}`: the draft becomes the next version.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{self, Analyst},
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct PublishRequest {
    pub kind: String,
    pub key: String,
    #[serde(default)]
    pub reason: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/publish", tag = "studio", request_body = PublishRequest,
    responses(
        (status = 200, description = "{version, republished}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/publish")]
pub async fn publish(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    request: web::Json<PublishRequest>,
) -> ApiResult {
    let PublishRequest { kind, key, reason } = request.into_inner();
    let kind = studio::kind(&kind)?;
    let shared = state.clone();
    let published = state
        .db(move |conn| studio::publish::publish(conn, &shared, &me, kind, &key, &reason))
        .await?;
    Ok(ok(published))
}
