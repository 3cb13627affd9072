//! `GET /api/rem-registrationbizweb/holder/queryBondHoldings`: the bonds the investor's current
//! registration account holds (issue 18), shown on 我的持股信息 beside the shares: units, par
//! value and the bond's interest period. Bond units are a register of their own and never count
//! in a share total.

use actix_web::{get, web};

use super::support::{bound_account, current_holder_uuid};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::bond_position::{BondHolding, BondPosition},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/holder/queryBondHoldings", tag = "registration",
    responses(
        (status = 200, body = Envelope<Vec<BondHolding>>),
        (status = 400, description = "请选择登记账号: no registration account chosen", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not an investor", body = Failure))
)]
#[get("/rem-registrationbizweb/holder/queryBondHoldings")]
pub async fn holder_query_bond_holdings(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let uuid = current_holder_uuid(&me)?;
    let user_id = me.user.id;
    let holdings = state
        .db(move |conn| {
            let account = bound_account(conn, &user_id, &uuid)?;
            Ok(BondPosition::holdings(conn, &account.uuid)?)
        })
        .await?;
    Ok(ok(holdings))
}
