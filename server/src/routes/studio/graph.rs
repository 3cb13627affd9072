//! `GET studio/graph?appId=&version=<n|draft>`: a flow version drawn, with its problems.

use actix_web::{get, web};
use serde::Deserialize;

use super::flow_check;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult},
    state::AppState,
    studio::ensure_analyst,
};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GraphQuery {
    pub app_id: String,
    pub version: String,
}

#[get("/rem-registrationbizweb/otc-flow/studio/graph")]
pub async fn graph(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<GraphQuery>,
) -> ApiResult {
    ensure_analyst(&me)?;
    let GraphQuery { app_id, version } = query.into_inner();
    let shared = state.clone();
    let checked = state
        .db(move |conn| flow_check(conn, &shared, &app_id, &version))
        .await?;
    Ok(ok(checked))
}
