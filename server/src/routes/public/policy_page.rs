//! `GET /api/rem-registrationbizweb/nonds/policy/page?tenantId=&current=&size=&key=`: the
//! policies on display (/policiesShow), newest first. No login.

use actix_web::{get, web};

use super::support::{self, KeyPageQuery, ListArgs};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::{Policy, PolicyView},
    paging::Page,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/policy/page", tag = "public",
    params(KeyPageQuery),
    responses((status = 200, body = Envelope<Page<PolicyView>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/policy/page")]
pub async fn policy_page(state: web::Data<AppState>, list: ListArgs) -> ApiResult {
    support::list(&state, list.paging, move |conn, paging| {
        Policy::page(conn, &list.tenant, list.key.as_deref(), paging)
    })
    .await
}
