//! `POST /api/rem-registrationbizweb/user/queryBoundUserRefAccounts`: the other business
//! accounts bound to the signed-in user's mobile, which the top bar offers to switch to
//! (the `biz_account_switch` grant).

use actix_web::{post, web};

use crate::{
    auth::{
        account_switch::switchable, current_user::CurrentUser, mobile_sign_in::MobileAccount,
        role::roles,
    },
    envelope::{ok, ApiResult, Envelope, Failure},
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/queryBoundUserRefAccounts", tag = "account",
    responses((status = 200, body = Envelope<Vec<MobileAccount>>), (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/queryBoundUserRefAccounts")]
pub async fn bound_accounts(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let users = state.db(move |conn| Ok(switchable(conn, &me)?)).await?;
    Ok(ok(users
        .into_iter()
        .map(|u| MobileAccount {
            role_alias: roles::alias(&u.role_name),
            account: u.account,
            name: u.name,
        })
        .collect::<Vec<_>>()))
}
