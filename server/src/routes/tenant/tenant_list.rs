//! `GET /api/blade-system/tenant/list?current=&size=&tenantId=&tenantName=&domain=`: one page
//! of the tenants with their settings, for the platform's administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::require_platform_admin;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::tenant::{Tenant, TenantFilter},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TenantListQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
    /// Part of the tenant's id.
    pub tenant_id: Option<String>,
    /// Part of the tenant's name.
    pub tenant_name: Option<String>,
    /// Part of the tenant's domain.
    pub domain: Option<String>,
}

fn text(t: Option<String>) -> Option<String> {
    t.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

#[utoipa::path(
    get, path = "/api/blade-system/tenant/list", tag = "system", params(TenantListQuery),
    responses((status = 200, body = Envelope<Page<Tenant>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-system/tenant/list")]
pub async fn tenant_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<TenantListQuery>,
) -> ApiResult {
    require_platform_admin(&me)?;
    let q = query.into_inner();
    let paging = Paging::lenient(q.current, q.size, TEN_UP_TO_HUNDRED)?;
    let filter = TenantFilter {
        tenant_id: text(q.tenant_id),
        tenant_name: text(q.tenant_name),
        domain: text(q.domain),
    };
    let counted = state
        .db(move |conn| Ok(Tenant::page(conn, &filter, paging.offset(), paging.size)?))
        .await?;
    Ok(ok(paging.page(counted)))
}
