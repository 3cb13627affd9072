//! `GET /api/rem-registrationbizweb/nonds/disclosure/page?tenantId=&current=&size=&key=&category=&companyId=`:
//! published information disclosures, newest first. No login: a visitor reads the public ones
//! (scope 1); a signed-in one also those whose disclosure scope they are in (02 §3: the
//! enterprise's shareholders, creditors or cooperating members, or the designated ones).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, KeyPageQuery, ListArgs};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    models::{
        disclosure_scope,
        publication::{Disclosure, DisclosureView},
    },
    paging::Page,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DisclosureFilter {
    /// A key of the dictionary `disclosureCategory`.
    pub category: Option<String>,
    /// One enterprise's disclosures only (its uuid), e.g. its annual reports (/temporary).
    pub company_id: Option<String>,
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
    me: Option<CurrentUser>,
) -> ApiResult {
    let q = query.into_inner();
    let category = support::text(q.category.as_deref());
    let company = support::text(q.company_id.as_deref());
    let paging = list.paging;
    let found = state
        .db(move |conn| {
            let reader = support::reader(conn, me.as_ref(), &list.tenant)?;
            let readable =
                disclosure_scope::readable_restricted(conn, &list.tenant, reader.as_ref())?;
            Ok(Disclosure::page(
                conn,
                &list.tenant,
                list.key.as_deref(),
                category.as_deref(),
                company.as_deref(),
                &readable,
                paging,
            )?)
        })
        .await?;
    Ok(support::private(paging.page(found)))
}
