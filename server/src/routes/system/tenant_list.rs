//! `GET /api/blade-system/tenant/list?current=&size=`: the tenants, for platform
//! administrators only.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::tenant::Tenant,
    paging::Paging,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TenantPage {
    pub records: Vec<Tenant>,
    pub total: i64,
    pub current: i64,
    pub size: i64,
}

#[utoipa::path(
    get, path = "/api/blade-system/tenant/list", tag = "system", params(PageQuery),
    responses((status = 200, body = Envelope<TenantPage>), (status = 403, body = Failure))
)]
#[get("/blade-system/tenant/list")]
pub async fn tenant_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<PageQuery>,
) -> ApiResult {
    me.require_role(&[roles::ADMINISTRATOR])?;
    let paging = Paging::lenient(query.current, query.size, crate::paging::TEN_UP_TO_HUNDRED)?;
    let (current, size) = (paging.page, paging.size);
    let (records, total) = state
        .db(move |conn| Ok(Tenant::page(conn, paging.offset(), size)?))
        .await?;
    Ok(ok(TenantPage {
        records,
        total,
        current,
        size,
    }))
}
