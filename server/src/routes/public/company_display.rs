//! `GET /api/rem-registrationbizweb/nonds/company/getCompanyDisplay?tenantId=&uuid=`: one
//! enterprise of the showcase with its listing and display records, for the detail pages
//! /gplistT, /gplistG and /gplistZ (the spec names the pages, not this call). No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::showcase::{self, ShowcaseCompany},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CompanyDisplayQuery {
    pub tenant_id: Option<String>,
    pub uuid: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/company/getCompanyDisplay", tag = "public",
    params(CompanyDisplayQuery),
    responses(
        (status = 200, body = Envelope<ShowcaseCompany>),
        (status = 400, body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/company/getCompanyDisplay")]
pub async fn company_display(
    state: web::Data<AppState>,
    query: web::Query<CompanyDisplayQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let tenant = support::tenant(q.tenant_id.as_deref())?;
    let uuid =
        support::text(q.uuid.as_deref()).ok_or_else(|| ApiError::bad_request("请传入企业编号"))?;
    let wanted = support::Wanted { tenant, id: uuid };
    support::detail(&state, wanted, "企业不存在", showcase::find).await
}
