//! `POST /api/rem-registrationbizweb/queryConfig/draft/discard {pageKey}`: drops a page's draft;
//! the published versions stay as they are.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::definition::{DefinitionDraft, QUERY},
    state::AppState,
    studio::Analyst,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiscardRequest {
    pub page_key: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryConfig/draft/discard", tag = "query-page", request_body = DiscardRequest,
    responses(
        (status = 200, description = "the draft is gone", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst", body = Failure),
        (status = 404, description = "没有草稿", body = Failure))
)]
#[post("/rem-registrationbizweb/queryConfig/draft/discard")]
pub async fn config_draft_discard(
    state: web::Data<AppState>,
    _: Analyst,
    request: web::Json<DiscardRequest>,
) -> ApiResult {
    let key = request.into_inner().page_key;
    state
        .db(
            move |conn| match DefinitionDraft::discard(conn, QUERY, &key)? {
                0 => Err(ApiError::not_found("没有草稿")),
                _ => Ok(()),
            },
        )
        .await?;
    Ok(ok(serde_json::Value::Null))
}
