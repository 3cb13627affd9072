//! `GET /api/rem-registrationbizweb/nonds/company/specializationNewPage`: the custodied
//! enterprises recognised as specialised and new (专精特新), paged. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, KeyPageQuery, ListArgs};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::{self, ShowcaseCompany, ShowcaseFilter, ShowcaseKind},
    paging::Page,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SpecialisationFilter {
    /// An industry code of `nonds/getIndustry`.
    pub industry: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/company/specializationNewPage", tag = "public",
    params(KeyPageQuery, SpecialisationFilter),
    responses((status = 200, body = Envelope<Page<ShowcaseCompany>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/company/specializationNewPage")]
pub async fn specialisation_page(
    state: web::Data<AppState>,
    list: ListArgs,
    query: web::Query<SpecialisationFilter>,
) -> ApiResult {
    let q = query.into_inner();
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
