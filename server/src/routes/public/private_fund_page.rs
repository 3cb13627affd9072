//! `GET /api/rem-registrationbizweb/nonds/privateFund/page?tenantId=&current=&size=&key=`:
//! the private-equity funds on display (/privateEquityFund), newest first. No login.

use actix_web::{get, web};

use super::support::{self, KeyPageQuery, ListArgs};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::{PrivateFund, PrivateFundView},
    paging::Page,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/privateFund/page", tag = "public",
    params(KeyPageQuery),
    responses((status = 200, body = Envelope<Page<PrivateFundView>>), (status = 400, body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/privateFund/page")]
pub async fn private_fund_page(state: web::Data<AppState>, list: ListArgs) -> ApiResult {
    support::list(&state, list.paging, move |conn, paging| {
        PrivateFund::page(conn, &list.tenant, list.key.as_deref(), paging)
    })
    .await
}
