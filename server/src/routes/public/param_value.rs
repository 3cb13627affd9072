//! `GET /api/blade-system/nonDSClient/param-biz-value?paramKey=&tenantId=`: the value of a
//! public business parameter (`freeze.notice.switch` …), null when the tenant has none. Only
//! parameters under the public prefixes are answered; other keys are refused. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::param::Param,
    state::AppState,
};

/// Parameters visitors may read.
pub const PUBLIC_PREFIXES: [&str; 4] =
    ["freeze.notice.", "pledge.notice.", "topMenu.", "platform."];

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ParamValueQuery {
    pub param_key: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/nonDSClient/param-biz-value", tag = "public",
    params(TenantQuery, ParamValueQuery),
    responses((status = 200, body = Envelope<Option<String>>), (status = 400, body = Failure))
)]
#[get("/blade-system/nonDSClient/param-biz-value")]
pub async fn param_value(
    state: web::Data<AppState>,
    tenant: SiteTenant,
    query: web::Query<ParamValueQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let key = support::text(q.param_key.as_deref())
        .ok_or_else(|| ApiError::bad_request("请传入参数键"))?;
    if !PUBLIC_PREFIXES.iter().any(|p| key.starts_with(p)) {
        return Err(ApiError::bad_request("该参数不对外公开"));
    }
    support::lookup(&state, tenant, move |conn, tenant| {
        Ok(Param::find(conn, tenant, &key)?.map(|p| p.param_value))
    })
    .await
}
