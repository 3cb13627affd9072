//! `POST /api/rem-registrationbizweb/companyShowNonds/queryPageInfo`: the display enterprises
//! (展示企业) of the showcase, paged on the server. No login.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{self, Codes, Loose};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::{ShowcaseCompany, ShowcaseFilter, ShowcaseKind},
    paging::{Page, Paging},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShowPageBody {
    pub key: Option<String>,
    /// 1-based, default 1.
    pub page_no: Option<i64>,
    /// 1-100, default 5.
    pub page_size: Option<i64>,
    /// Accepted for the spec's shape; display enterprises have no listing sector.
    pub sector: Option<String>,
    pub industry: Option<String>,
    /// 万元, inclusive.
    pub registered_capital_start: Option<Loose>,
    /// 万元, exclusive.
    pub registered_capital_end: Option<Loose>,
    /// City codes, a list or comma-separated.
    pub city: Option<Codes>,
    pub tenant_id: Option<String>,
    /// A key of `nonds/getShowPlateByParam`.
    pub show_plate: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/companyShowNonds/queryPageInfo", tag = "public",
    request_body = ShowPageBody,
    responses((status = 200, body = Envelope<Page<ShowcaseCompany>>), (status = 400, body = Failure))
)]
#[post("/rem-registrationbizweb/companyShowNonds/queryPageInfo")]
pub async fn company_show_page(
    state: web::Data<AppState>,
    body: web::Json<ShowPageBody>,
) -> ApiResult {
    let body = body.into_inner();
    let tenant = support::tenant(body.tenant_id.as_deref())?;
    let paging = Paging::strict(body.page_no, body.page_size, 5)?;
    let filter = ShowcaseFilter {
        key: support::key(body.key.as_deref())?,
        industry: support::text(body.industry.as_deref()),
        capital_from_fen: support::wan_to_fen(body.registered_capital_start.as_ref())?,
        capital_below_fen: support::wan_to_fen(body.registered_capital_end.as_ref())?,
        city_codes: body.city.map(Codes::list).unwrap_or_default(),
        show_plate: support::text(body.show_plate.as_deref()),
        ..ShowcaseFilter::default()
    };
    support::showcase_page(
        state,
        "queryPageInfo",
        tenant,
        ShowcaseKind::Displayed,
        filter,
        paging,
    )
    .await
}
