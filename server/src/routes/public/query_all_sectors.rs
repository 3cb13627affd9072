//! `GET /api/rem-registrationbizweb/sectorNonds/queryAllSectors?tenantId=`: the first-level
//! listing sectors with `parentSector`, `status` and `productType`; the page shows those with
//! parentSector 0, status 1 and productType 1. No login.

use actix_web::{get, web};

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::Sector,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/sectorNonds/queryAllSectors", tag = "public",
    params(TenantQuery),
    responses((status = 200, body = Envelope<Vec<Sector>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/sectorNonds/queryAllSectors")]
pub async fn query_all_sectors(state: web::Data<AppState>, tenant: SiteTenant) -> ApiResult {
    support::lookup(&state, tenant, Sector::first_level).await
}
