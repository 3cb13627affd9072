//! `GET /api/rem-registrationbizweb/holder/queryAccountOverview`: 账户总览, the investor's
//! current registration account and the totals of what it holds.

use actix_web::{get, web};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{bound_account, current_holder_uuid, ShareAccountInfo};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::holding::Holding,
    state::AppState,
};

/// The sums over every product the account holds; `marketValue` is decimal text in yuan.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingTotals {
    /// How many products the account holds shares of.
    pub product_count: i64,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
    pub free_volume: i64,
    pub market_value: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountOverview {
    pub account: ShareAccountInfo,
    pub totals: HoldingTotals,
}

fn totals(holdings: &[Holding]) -> Result<HoldingTotals, ApiError> {
    let overflow = || ApiError::internal(anyhow::anyhow!("holding totals overflow"));
    let mut t = HoldingTotals::default();
    let mut value = Decimal::ZERO;
    for h in holdings {
        t.product_count += 1;
        t.volume = t.volume.checked_add(h.volume).ok_or_else(overflow)?;
        t.pledged = t.pledged.checked_add(h.pledged).ok_or_else(overflow)?;
        t.frozen = t.frozen.checked_add(h.frozen).ok_or_else(overflow)?;
        t.free_volume = t.free_volume.checked_add(h.free()).ok_or_else(overflow)?;
        let market = h.market_value().ok_or_else(|| {
            ApiError::internal(anyhow::anyhow!(
                "product {} has face value {:?}",
                h.product_id,
                h.face_value
            ))
        })?;
        value = value.checked_add(market).ok_or_else(overflow)?;
    }
    t.market_value = value.normalize().to_string();
    Ok(t)
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
