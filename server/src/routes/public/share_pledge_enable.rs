//! `GET /api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=`: whether the pledge
//! notice is enabled (the tenant's `pledge.notice.switch` is `1`). No login.

use actix_web::{get, web};

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::param::Param,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/sharePledge/enable", tag = "public",
    params(TenantQuery),
    responses((status = 200, body = Envelope<bool>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/sharePledge/enable")]
pub async fn share_pledge_enable(state: web::Data<AppState>, tenant: SiteTenant) -> ApiResult {
    support::lookup(&state, tenant, |conn, tenant| {
        Param::is_on(conn, tenant, "pledge.notice.switch")
    })
    .await
}
