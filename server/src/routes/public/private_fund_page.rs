//! `GET /api/rem-registrationbizweb/nonds/privateFund/page?tenantId=&current=&size=&key=`:
//! the private-equity funds on display (/privateEquityFund), newest first. No login.

use actix_web::{get, web};

use super::support::{self, cached, KeyPageQuery, Page, Paging, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::{PrivateFund, PrivateFundView},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/privateFund/page", tag = "public",
    params(KeyPageQuery),
    responses((status = 200, body = Envelope<Page<PrivateFundView>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/privateFund/page")]
pub async fn private_fund_page(
    state: web::Data<AppState>,
    query: web::Query<KeyPageQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let tenant = support::tenant(q.tenant_id.as_deref())?;
    let paging = Paging::parse(q.current, q.size, 10)?;
    let key = support::key(q.key.as_deref())?;
    let found = state
        .db(move |conn| {
            Ok(PrivateFund::page(
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
