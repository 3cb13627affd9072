//! `GET /api/blade-system/region/lazy-tree?parentCode=`: the regions under a region, one
//! level at a time (provinces under `00`).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::region::{Region, RegionNode, ROOT},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct LazyTreeQuery {
    /// Default `00`: the provinces.
    pub parent_code: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/region/lazy-tree", tag = "system", params(LazyTreeQuery),
    responses((status = 200, body = Envelope<Vec<RegionNode>>), (status = 401, body = Failure))
)]
#[get("/blade-system/region/lazy-tree")]
pub async fn region_lazy_tree(
    state: web::Data<AppState>,
    _me: CurrentUser,
    query: web::Query<LazyTreeQuery>,
) -> ApiResult {
    let parent = query
        .into_inner()
        .parent_code
        .filter(|p| !p.trim().is_empty())
        .unwrap_or_else(|| ROOT.into());
    let nodes = state
        .db(move |conn| Ok(Region::children(conn, parent.trim())?))
        .await?;
    Ok(ok(nodes))
}
