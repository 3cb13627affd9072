//! `GET /api/rem-registrationbizweb/nonds/company/regionStats?tenantId=`: the tenant's
//! custodied, listed and display enterprises by city of its province (the official site's map
//! chart and tables). The province is the tenant's (else 陕西省, as the area filter's). No login.

use actix_web::{get, web};

use super::support::{cached, SiteTenant, TenantQuery, DEFAULT_PROVINCE, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::{
        showcase::{region_stats as stats_of, RegionStats},
        tenant::Tenant,
    },
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/company/regionStats", tag = "public",
    params(TenantQuery),
    responses((status = 200, body = Envelope<RegionStats>), (status = 400, description = "租户编号不正确", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/company/regionStats")]
pub async fn region_stats(state: web::Data<AppState>, SiteTenant(tenant): SiteTenant) -> ApiResult {
    let found = state
        .db(move |conn| {
            let settings = Tenant::find(conn, &tenant)?;
            let (province, city) = settings
                .map(|t| (t.province_code, t.city_code))
                .unwrap_or_default();
            let province = province.unwrap_or_else(|| DEFAULT_PROVINCE.to_owned());
            Ok(stats_of(conn, &tenant, &province, city)?)
        })
        .await?;
    Ok(cached(found, LIST_MAX_AGE))
}
