//! `GET /api/rem-registrationbizweb/sectorNonds/getTwoSectors?tenantId=&oneSectorId=`: the
//! enabled sub-sectors (特色板块) of a first-level sector; empty when it has none. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::showcase::Sector,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TwoSectorsQuery {
    /// The first-level sector's id.
    pub one_sector_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/sectorNonds/getTwoSectors", tag = "public",
    params(TenantQuery, TwoSectorsQuery),
    responses((status = 200, body = Envelope<Vec<Sector>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/sectorNonds/getTwoSectors")]
pub async fn get_two_sectors(
    state: web::Data<AppState>,
    tenant: SiteTenant,
    query: web::Query<TwoSectorsQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let parent = support::text(q.one_sector_id.as_deref())
        .ok_or_else(|| ApiError::bad_request("请传入板块编号"))?;
    support::lookup(&state, tenant, move |conn, tenant| {
        Sector::children(conn, tenant, &parent)
    })
    .await
}
