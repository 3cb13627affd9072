//! `GET /api/rem-registrationbizweb/nonds/policy/page?tenantId=&current=&size=&key=`: the
//! policies on display (/policiesShow), newest first. No login.

use actix_web::{get, web};

use super::support::{self, cached, KeyPageQuery, Page, Paging, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::{Policy, PolicyView},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/policy/page", tag = "public",
    params(KeyPageQuery),
    responses((status = 200, body = Envelope<Page<PolicyView>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/policy/page")]
pub async fn policy_page(state: web::Data<AppState>, query: web::Query<KeyPageQuery>) -> ApiResult {
    let q = query.into_inner();
    let tenant = support::tenant(q.tenant_id.as_deref())?;
    let paging = Paging::parse(q.current, q.size, 10)?;
    let key = support::key(q.key.as_deref())?;
    let found = state
        .db(move |conn| {
            Ok(Policy::page(
                conn,
                &tenant,
                key.as_deref(),
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    Ok(cached(paging.page(found), LIST_MAX_AGE))
}
