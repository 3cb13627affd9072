//! `GET /api/rem-registrationbizweb/nonds/company/specializationNewPage`: the custodied
//! enterprises recognised as specialised and new (专精特新), paged. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::{self, ShowcaseCompany, ShowcaseFilter, ShowcaseKind},
    paging::Page,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SpecialisationQuery {
    pub tenant_id: Option<String>,
    pub key: Option<String>,
    pub industry: Option<String>,
    pub current: Option<i64>,
    pub size: Option<i64>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/company/specializationNewPage", tag = "public",
    params(SpecialisationQuery),
    responses((status = 200, body = Envelope<Page<ShowcaseCompany>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/company/specializationNewPage")]
pub async fn specialisation_page(
    state: web::Data<AppState>,
    query: web::Query<SpecialisationQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let list =
        support::ListArgs::parse(q.tenant_id.as_deref(), q.current, q.size, q.key.as_deref())?;
    let filter = ShowcaseFilter {
        key: list.key,
        industry: support::text(q.industry.as_deref()),
        specialised_only: true,
        ..ShowcaseFilter::default()
    };
    support::list(&state, list.paging, move |conn, paging| {
        showcase::page(conn, &list.tenant, ShowcaseKind::Custodied, &filter, paging)
    })
    .await
}
