//! `GET /api/rem-registrationbizweb/nonds/getArea?tenantId=&provinceCode=`: the cities of the
//! 市级 filter, each with its districts (区级). Tenant 116000 shows only 大连市; otherwise
//! the cities under the province (the tenant's parameter `showcase.province`, else 陕西省).
//! No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, cached, LOOKUP_MAX_AGE};
use crate::state::AppState;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        param::Param,
        region::{area_cities, AreaCity},
    },
    seed::DALIAN_TENANT,
};

/// The province when neither the call nor the tenant names one: 陕西省.
pub const DEFAULT_PROVINCE: &str = "610000";
/// Spec §6: tenant 116000 shows only this city, 大连市.
pub const DALIAN_CITY: &str = "210200";
const DALIAN_PROVINCE: &str = "210000";

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
            if tenant == DALIAN_TENANT {
                return Ok(area_cities(conn, DALIAN_PROVINCE, Some(DALIAN_CITY))?);
            }
            let province = match province {
                Some(p) => p,
                None => Param::find(conn, &tenant, "showcase.province")?
                    .map(|p| p.param_value)
                    .unwrap_or_else(|| DEFAULT_PROVINCE.to_owned()),
            };
            Ok(area_cities(conn, &province, None)?)
        })
        .await?;
    Ok(cached(cities, LOOKUP_MAX_AGE))
}
