//! `POST /api/rem-registrationbizweb/company/currentCompany`: the current enterprise's dossier
//! (企业管理, 登记托管, 挂牌业务): its card (codes, type, industry, capital, dates), its
//! service rows (custody, display, specialised-new, with status and dates), its listing and
//! display records, and its products with the sums of their registers.

use actix_web::{post, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{company_in_scope, CompanyRequest};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        company_service::CompanyService,
        shareholder_register::{product_totals, ProductTotals},
        showcase::{self, ShowcaseCompany},
        standing::Standing,
    },
    optional_json::OptionalJson,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyDossier {
    pub company: ShowcaseCompany,
    pub services: Vec<CompanyService>,
    pub products: Vec<ProductTotals>,
    /// Where the enterprise stands: in custody, listed, on display, on the specialised-new
    /// board, with a product (the flags the entry rules read).
    pub standing: Standing,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/company/currentCompany", tag = "company", request_body = CompanyRequest,
    responses(
        (status = 200, body = Envelope<CompanyDossier>),
        (status = 400, description = "请先选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[post("/rem-registrationbizweb/company/currentCompany")]
pub async fn current_company(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<CompanyRequest>,
) -> ApiResult {
    let request = body.or_default();
    let dossier = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, request.company_id.as_deref())?;
            let card = showcase::find(conn, &company.tenant_id, &company.id)?
                .ok_or_else(|| ApiError::not_found("企业不存在"))?;
            let standing = Standing::of(conn, &company.id)?
                .ok_or_else(|| ApiError::not_found("企业不存在"))?;
            Ok(CompanyDossier {
                services: CompanyService::of_company(conn, &company.id)?,
                products: product_totals(conn, &company.id)?,
                company: card,
                standing,
            })
        })
        .await?;
    Ok(ok(dossier))
}
