//! `GET /api/rem-registrationbizweb/eContract/seal/list?companyId=`: the enterprise's
//! electronic seals (印章管理 `/sealAdmin`), oldest first, with the kinds a seal may be of;
//! default the current enterprise.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::{readable_company, SealView};
use crate::{
    auth::current_user::CurrentUser,
    econtract::seals::{registered_certificate, SEAL_TYPES},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company_seal::CompanySeal,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SealListQuery {
    pub company_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SealKind {
    pub dict_key: &'static str,
    pub dict_value: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SealList {
    pub company_id: String,
    pub company_name: String,
    /// The e-contract provider the seals are registered with.
    pub provider: &'static str,
    /// The register holds no certificate of the enterprise: registering a seal asks for it.
    pub needs_certificate: bool,
    pub seal_types: Vec<SealKind>,
    pub records: Vec<SealView>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/eContract/seal/list", tag = "econtract",
    params(SealListQuery),
    responses((status = 200, body = Envelope<SealList>),
              (status = 400, description = "请先选择企业", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "无权访问该功能 / 无权查看该企业", body = Failure))
)]
#[get("/rem-registrationbizweb/eContract/seal/list")]
pub async fn seal_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<SealListQuery>,
) -> ApiResult {
    let asked = query.into_inner().company_id;
    let provider = state.econtracts.name();
    let list = state
        .db(move |conn| {
            let company = readable_company(conn, &me, asked.as_deref())?;
            let needs_certificate = registered_certificate(conn, &company)?.is_none();
            let records = CompanySeal::of_company(conn, &company.id)?
                .into_iter()
                .map(SealView::from)
                .collect();
            Ok(SealList {
                company_id: company.id,
                company_name: company.name,
                provider,
                needs_certificate,
                seal_types: SEAL_TYPES
                    .iter()
                    .map(|(k, v)| SealKind {
                        dict_key: k,
                        dict_value: v,
                    })
                    .collect(),
                records,
            })
        })
        .await?;
    Ok(ok(list))
}
