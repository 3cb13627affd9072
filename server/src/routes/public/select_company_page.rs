//! `POST /api/rem-registrationbizweb/nonds/company/selectCompanyPage`: custodied (`1`) or
//! listed (`2`) enterprises of the showcase, with every filter of spec §7, paged on the
//! server. No login.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{self, Codes, Loose};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::showcase::{ShowcaseCompany, ShowcaseFilter, ShowcaseKind},
    paging::{Page, Paging},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PageParams {
    /// 1-based, default 1.
    pub current: Option<i64>,
    /// 1-100, default 5.
    pub size: Option<i64>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyFilter {
    /// `1` custodied (default), `2` listed.
    pub register_or_listing: Option<Loose>,
    /// An industry code of `nonds/getIndustry`.
    pub industry: Option<String>,
    /// 万元, inclusive.
    pub registered_capital_greater_than: Option<Loose>,
    /// 万元, exclusive.
    pub registered_capital_less_than: Option<Loose>,
    /// Enterprise name, short name or code contains it.
    pub key: Option<String>,
    pub city_codes: Option<Codes>,
    pub district_codes: Option<Codes>,
    /// Listed only: the first-level sector, by name or id.
    pub sector_name: Option<String>,
    /// Listed only: the sub-sector (特色板块), by id or name.
    pub featured_sector: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelectCompanyPageBody {
    pub query: Option<PageParams>,
    pub company: Option<CompanyFilter>,
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage", tag = "public",
    request_body = SelectCompanyPageBody,
    responses((status = 200, body = Envelope<Page<ShowcaseCompany>>), (status = 400, body = Failure))
)]
#[post("/rem-registrationbizweb/nonds/company/selectCompanyPage")]
pub async fn select_company_page(
    state: web::Data<AppState>,
    body: web::Json<SelectCompanyPageBody>,
) -> ApiResult {
    let body = body.into_inner();
    let tenant = support::tenant(body.tenant_id.as_deref())?;
    let page = body.query.unwrap_or_default();
    let paging = Paging::strict(page.current, page.size, 5)?;
    let company = body.company.unwrap_or_default();
    let kind = match company
        .register_or_listing
        .as_ref()
        .map(Loose::text)
        .as_deref()
    {
        None | Some("") | Some("1") => ShowcaseKind::Custodied,
        Some("2") => ShowcaseKind::Listed,
        Some(_) => {
            return Err(ApiError::bad_request(
                "registerOrListing只能为1（托管）或2（挂牌）",
            ))
        }
    };
    let filter = ShowcaseFilter {
        key: support::key(company.key.as_deref())?,
        industry: support::text(company.industry.as_deref()),
        capital_from_fen: support::wan_to_fen(company.registered_capital_greater_than.as_ref())?,
        capital_below_fen: support::wan_to_fen(company.registered_capital_less_than.as_ref())?,
        city_codes: company.city_codes.map(Codes::list).unwrap_or_default(),
        district_codes: company.district_codes.map(Codes::list).unwrap_or_default(),
        sector: support::text(company.sector_name.as_deref()),
        featured_sector: support::text(company.featured_sector.as_deref()),
        ..ShowcaseFilter::default()
    };
    support::showcase_page(state, "selectCompanyPage", tenant, kind, filter, paging).await
}
