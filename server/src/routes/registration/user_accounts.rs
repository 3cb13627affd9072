//! `GET /api/rem-registrationbizweb/user/getCurrentUserAllAcount`: every registration account
//! of the signed-in user.

use actix_web::{get, web};

use super::support::ShareAccountInfo;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::holder_account::HolderAccount,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/getCurrentUserAllAcount", tag = "registration",
    responses((status = 200, body = Envelope<Vec<ShareAccountInfo>>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/user/getCurrentUserAllAcount")]
pub async fn user_accounts(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let user_id = me.user.id;
    let accounts = state
        .db(move |conn| Ok(HolderAccount::of_user(conn, &user_id)?))
        .await?;
    Ok(ok(accounts
        .into_iter()
        .map(ShareAccountInfo::from)
        .collect::<Vec<_>>()))
}
