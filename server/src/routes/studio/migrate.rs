//! `POST studio/migrate {appId, toVersion, uuids?}`: running applications moved to a newer
//! version where their replayed history shows no difference.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{self, Analyst},
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MigrateRequest {
    pub app_id: String,
    pub to_version: u32,
    pub uuids: Option<Vec<String>>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/migrate", tag = "studio", request_body = MigrateRequest,
    responses(
        (status = 200, description = "{migrated, refused}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/migrate")]
pub async fn migrate(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    request: web::Json<MigrateRequest>,
) -> ApiResult {
    let MigrateRequest {
        app_id,
        to_version,
        uuids,
    } = request.into_inner();
    let shared = state.clone();
    let report = state
        .db(move |conn| studio::migrate::migrate(conn, &shared, &me, &app_id, to_version, uuids))
        .await?;
    Ok(ok(report))
}
