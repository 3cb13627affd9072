//! `POST /api/rem-registrationbizweb/holder/queryHoldings`: 我的持股信息, what the investor's
//! current registration account holds, product by product, paged (`pageNo`, `pageSize`,
//! default 10, at most 100) with `total`.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{bound_account, current_holder_uuid, holdings_page, HoldingsPage};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingsQuery {
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/holder/queryHoldings", tag = "registration",
    request_body = HoldingsQuery,
    responses(
        (status = 200, body = Envelope<HoldingsPage>),
        (status = 400, description = "请选择登记账号: no registration account chosen", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not an investor", body = Failure))
)]
#[post("/rem-registrationbizweb/holder/queryHoldings")]
pub async fn holder_query_holdings(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<HoldingsQuery>,
) -> ApiResult {
    let uuid = current_holder_uuid(&me)?;
    let query = body.or_default();
    let paging = crate::paging::Paging::lenient(
        query.page_no,
        query.page_size,
        crate::paging::TEN_UP_TO_HUNDRED,
    )?;
    let user_id = me.user.id;
    let page = state
        .db(move |conn| {
            let account = bound_account(conn, &user_id, &uuid)?;
            holdings_page(conn, &account.uuid, paging)
        })
        .await?;
    Ok(ok(page))
}
