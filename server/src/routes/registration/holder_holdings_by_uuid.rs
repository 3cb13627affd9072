//! `POST /api/rem-registrationmgrweb/holder/queryHoldings`: what one holder holds, product by
//! product, paged like the investor's own holdings (`pageNo`, `pageSize` default 10, at most
//! 100). Staff see any holder of their tenant; anyone else only the accounts bound to them.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{holdings_page, viewable_account, HoldingsPage};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderHoldingsQuery {
    pub holder_uuid: Option<String>,
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/holder/queryHoldings", tag = "registration",
    request_body = HolderHoldingsQuery,
    responses(
        (status = 200, body = Envelope<HoldingsPage>),
        (status = 400, description = "请选择股东: no holderUuid", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该股东", body = Failure),
        (status = 404, description = "股东不存在", body = Failure))
)]
#[post("/rem-registrationmgrweb/holder/queryHoldings")]
pub async fn holder_holdings_by_uuid(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<HolderHoldingsQuery>,
) -> ApiResult {
    let query = body.into_inner();
    let uuid = query
        .holder_uuid
        .filter(|u| !u.trim().is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择股东"))?;
    let paging = crate::paging::Paging::lenient(
        query.page_no,
        query.page_size,
        crate::paging::TEN_UP_TO_HUNDRED,
    )?;
    let page = state
        .db(move |conn| {
            let account = viewable_account(conn, &me, &uuid)?;
            holdings_page(conn, &account.uuid, paging)
        })
        .await?;
    Ok(ok(page))
}
