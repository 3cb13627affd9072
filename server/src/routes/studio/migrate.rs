//! `POST studio/migrate {appId, toVersion, uuids?}`: running applications moved to a newer
//! version where their replayed history shows no difference.

use actix_web::{post, web};
use serde::Deserialize;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{self, ensure_analyst},
};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MigrateRequest {
    pub app_id: String,
    pub to_version: u32,
    pub uuids: Option<Vec<String>>,
}

#[post("/rem-registrationbizweb/otc-flow/studio/migrate")]
pub async fn migrate(
    state: web::Data<AppState>,
    me: CurrentUser,
    request: web::Json<MigrateRequest>,
) -> ApiResult {
    ensure_analyst(&me)?;
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
