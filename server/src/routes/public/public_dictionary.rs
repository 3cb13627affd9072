//! `GET /api/blade-system/nonds/dict-biz/dictionary?tenantId=&code=`: a business dictionary
//! of a tenant, for visitors (id types, company types, disclosure categories …). No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, SiteTenant, TenantQuery};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::dictionary::{DictEntry, DictItem},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PublicDictionaryQuery {
    pub code: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/nonds/dict-biz/dictionary", tag = "public",
    params(TenantQuery, PublicDictionaryQuery),
    responses((status = 200, body = Envelope<Vec<DictItem>>), (status = 400, body = Failure))
)]
#[get("/blade-system/nonds/dict-biz/dictionary")]
pub async fn public_dictionary(
    state: web::Data<AppState>,
    tenant: SiteTenant,
    query: web::Query<PublicDictionaryQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let code =
        support::text(q.code.as_deref()).ok_or_else(|| ApiError::bad_request("请传入字典编码"))?;
    support::lookup(&state, tenant, move |conn, tenant| {
        DictEntry::items(conn, tenant, &code)
    })
    .await
}
