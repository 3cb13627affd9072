//! `GET /api/rem-registrationbizweb/nonds/getShowPlateByParam?tenantId=`: the display plates
//! (展示板块) as `{key, value}`. No login.

use actix_web::{get, web};

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::{PlateOption, ShowPlate},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/getShowPlateByParam", tag = "public",
    params(TenantQuery),
    responses((status = 200, body = Envelope<Vec<PlateOption>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/getShowPlateByParam")]
pub async fn get_show_plates(state: web::Data<AppState>, tenant: SiteTenant) -> ApiResult {
    support::lookup(&state, tenant, ShowPlate::options).await
}
