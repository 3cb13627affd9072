//! `POST studio/draft/discard {kind, key}`: drops the draft.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    models::definition::DefinitionDraft,
    state::AppState,
    studio::{self, Analyst},
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct DefinitionKey {
    pub kind: String,
    pub key: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/draft/discard", tag = "studio", request_body = DefinitionKey,
    responses(
        (status = 200, description = "null", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/draft/discard")]
pub async fn draft_discard(
    state: web::Data<AppState>,
    _: Analyst,
    request: web::Json<DefinitionKey>,
) -> ApiResult {
    let DefinitionKey { kind, key } = request.into_inner();
    let kind = studio::kind(&kind)?;
    state
        .db(move |conn| Ok(DefinitionDraft::discard(conn, kind, &key)?))
        .await?;
    Ok(ok(serde_json::Value::Null))
}
