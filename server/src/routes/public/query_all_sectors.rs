//! `GET /api/rem-registrationbizweb/sectorNonds/queryAllSectors?tenantId=`: the first-level
//! listing sectors with `parentSector`, `status` and `productType`; the page shows those with
//! parentSector 0, status 1 and productType 1. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, cached, LOOKUP_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::Sector,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TenantQuery {
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/sectorNonds/queryAllSectors", tag = "public",
    params(TenantQuery),
    responses((status = 200, body = Envelope<Vec<Sector>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/sectorNonds/queryAllSectors")]
pub async fn query_all_sectors(
    state: web::Data<AppState>,
    query: web::Query<TenantQuery>,
) -> ApiResult {
    let tenant = support::tenant(query.tenant_id.as_deref())?;
    let sectors = state
        .db(move |conn| Ok(Sector::first_level(conn, &tenant)?))
        .await?;
    Ok(cached(sectors, LOOKUP_MAX_AGE))
}
