//! `GET /api/blade-system/tenant/info?domain=`: which tenant a host name belongs to, before
//! anyone signs in, with what its own domain's shell looks like (its theme, a locked shell).
//! Unknown hosts belong to the default tenant.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult, Envelope},
    error::ApiError,
    models::tenant::{Tenant, TenantInfo, DEFAULT_TENANT},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TenantInfoQuery {
    pub domain: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/tenant/info", tag = "system", params(TenantInfoQuery),
    responses((status = 200, body = Envelope<TenantInfo>))
)]
#[get("/blade-system/tenant/info")]
pub async fn tenant_info(
    state: web::Data<AppState>,
    query: web::Query<TenantInfoQuery>,
) -> ApiResult {
    let domain = query.into_inner().domain.unwrap_or_default();
    let tenant = state
        .db(move |conn| {
            let by_domain = match domain.trim() {
                "" => None,
                host => Tenant::find_by_domain(conn, host)?,
            };
            match by_domain {
                Some(tenant) => Ok(tenant),
                None => Tenant::find(conn, DEFAULT_TENANT)?
                    .ok_or_else(|| ApiError::not_found("租户不存在")),
            }
        })
        .await?;
    Ok(ok(TenantInfo::from(tenant)))
}
