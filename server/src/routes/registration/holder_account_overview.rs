//! `GET /api/rem-registrationbizweb/holder/queryAccountOverview`: 账户总览, the investor's
//! current registration account and the totals of what it holds.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{bound_account, current_holder_uuid, totals, HoldingTotals, ShareAccountInfo};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::holding::Holding,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountOverview {
    pub account: ShareAccountInfo,
    pub totals: HoldingTotals,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/holder/queryAccountOverview", tag = "registration",
    responses(
        (status = 200, body = Envelope<AccountOverview>),
        (status = 400, description = "请选择登记账号: no registration account chosen", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not an investor", body = Failure))
)]
#[get("/rem-registrationbizweb/holder/queryAccountOverview")]
pub async fn holder_account_overview(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let uuid = current_holder_uuid(&me)?;
    let user_id = me.user.id;
    let (account, holdings) = state
        .db(move |conn| {
            let account = bound_account(conn, &user_id, &uuid)?;
            let holdings = Holding::all_of_account(conn, &account.uuid)?;
            Ok((account, holdings))
        })
        .await?;
    Ok(ok(AccountOverview {
        totals: totals(&holdings)?,
        account: account.into(),
    }))
}
