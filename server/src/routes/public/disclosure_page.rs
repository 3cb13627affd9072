//! `GET /api/rem-registrationbizweb/nonds/disclosure/page?tenantId=&current=&size=&key=&category=`:
//! published information disclosures, newest first. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, KeyPageQuery, ListArgs};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::{Disclosure, DisclosureView},
    paging::Page,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DisclosureFilter {
    /// A key of the dictionary `disclosureCategory`.
    pub category: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/disclosure/page", tag = "public",
    params(KeyPageQuery, DisclosureFilter),
    responses((status = 200, body = Envelope<Page<DisclosureView>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/disclosure/page")]
pub async fn disclosure_page(
    state: web::Data<AppState>,
    list: ListArgs,
    query: web::Query<DisclosureFilter>,
) -> ApiResult {
    let q = query.into_inner();
    let category = support::text(q.category.as_deref());
    support::list(&state, list.paging, move |conn, paging| {
        Disclosure::page(
            conn,
            &list.tenant,
            list.key.as_deref(),
            category.as_deref(),
            paging,
        )
    })
    .await
}
