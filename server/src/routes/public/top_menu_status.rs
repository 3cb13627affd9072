//! `GET /api/blade-system/nonds/param/getBizTopMenuStatus?tenantId=`: the switches of the
//! front top menu, a list of `{paramKey, paramValue}` (keys `topMenu.*`, value `1` shown,
//! anything else hidden). No login.

use actix_web::{get, web};

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::param::Param,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/nonds/param/getBizTopMenuStatus", tag = "public",
    params(TenantQuery),
    responses((status = 200, body = Envelope<Vec<Param>>), (status = 400, body = Failure))
)]
#[get("/blade-system/nonds/param/getBizTopMenuStatus")]
pub async fn top_menu_status(state: web::Data<AppState>, tenant: SiteTenant) -> ApiResult {
    support::lookup(&state, tenant, |conn, tenant| {
        Param::with_prefix(conn, tenant, "topMenu.")
    })
    .await
}
