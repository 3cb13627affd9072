//! `GET /api/rem-registrationbizweb/nonds/getArea?tenantId=&provinceCode=`: the cities of the
//! 市级 filter, each with its districts (区级): the cities under the province asked for, else
//! the tenant's province (else 陕西省); a tenant with a city of its own shows only that city
//! (spec §6: 116000 shows only 大连市, its `city_code`, set on the tenant). No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, cached, DEFAULT_PROVINCE, LOOKUP_MAX_AGE};
use crate::state::AppState;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        region::{area_cities, AreaCity},
        tenant::Tenant,
    },
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct AreaQuery {
    pub tenant_id: Option<String>,
    /// Six digits; default the tenant's province.
    pub province_code: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/getArea", tag = "public", params(AreaQuery),
    responses((status = 200, body = Envelope<Vec<AreaCity>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/getArea")]
pub async fn get_area(state: web::Data<AppState>, query: web::Query<AreaQuery>) -> ApiResult {
    let q = query.into_inner();
    let tenant = support::tenant(q.tenant_id.as_deref())?;
    let province = support::text(q.province_code.as_deref());
    if province
        .as_ref()
        .is_some_and(|p| p.len() != 6 || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(ApiError::bad_request("省份编码不正确"));
    }
    let cities = state
        .db(move |conn| {
            let settings = Tenant::find(conn, &tenant)?;
            let (own_province, own_city) = settings
                .map(|t| (t.province_code, t.city_code))
                .unwrap_or_default();
            if let (Some(province), Some(city)) = (&own_province, &own_city) {
                return Ok(area_cities(conn, province, Some(city))?);
            }
            let province = province
                .or(own_province)
                .unwrap_or_else(|| DEFAULT_PROVINCE.to_owned());
            Ok(area_cities(conn, &province, None)?)
        })
        .await?;
    Ok(cached(cities, LOOKUP_MAX_AGE))
}
