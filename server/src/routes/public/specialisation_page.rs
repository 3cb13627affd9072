//! `GET /api/rem-registrationbizweb/nonds/company/specializationNewPage`: the custodied
//! enterprises recognised as specialised and new (专精特新), paged. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, cached, Page, Paging, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::showcase::{self, ShowcaseCompany, ShowcaseFilter, ShowcaseKind},
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
    let tenant = support::tenant(q.tenant_id.as_deref())?;
    let paging = Paging::parse(q.current, q.size, 10)?;
    let filter = ShowcaseFilter {
        key: support::key(q.key.as_deref())?,
        industry: support::text(q.industry.as_deref()),
        specialised_only: true,
        ..ShowcaseFilter::default()
    };
    let found = state
        .db(move |conn| {
            Ok(showcase::page(
                conn,
                &tenant,
                ShowcaseKind::Custodied,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    Ok(cached(paging.page(found), LIST_MAX_AGE))
}
