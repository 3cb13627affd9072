//! `GET /api/blade-system/region/detail?code=`: one administrative region, for the
//! administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_admin, NO_SUCH_REGION};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{region::Region, region_admin::RegionRecord},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RegionDetailQuery {
    /// 区划编号.
    pub code: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/region/detail", tag = "system", params(RegionDetailQuery),
    responses((status = 200, body = Envelope<RegionRecord>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-system/region/detail")]
pub async fn region_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<RegionDetailQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let code = query.into_inner().code.unwrap_or_default();
    let region = state
        .db(move |conn| Ok(Region::find(conn, code.trim())?))
        .await?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_REGION))?;
    Ok(ok(RegionRecord::from(region)))
}
