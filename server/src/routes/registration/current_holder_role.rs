//! `GET /api/rem-registrationbizweb/user/queryCurrentHolderRoleId`: the role the user acts
//! with in the session's current registration account (chosen with 切换登记账号), or null when
//! the session has none, or one no longer bound to the user.

use actix_web::{get, web};

use super::support::CurrentRole;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::holder_account::HolderAccount,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/queryCurrentHolderRoleId", tag = "registration",
    responses(
        (status = 200, description = "the role, or null without a current registration account of the user's", body = Envelope<Option<CurrentRole>>),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/user/queryCurrentHolderRoleId")]
pub async fn current_holder_role(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let Some(holder_uuid) = me.session.current_holder_uuid.clone() else {
        return Ok(ok(None::<CurrentRole>));
    };
    let user_id = me.user.id.clone();
    let bound = state
        .db(move |conn| Ok(HolderAccount::bound_to_user(conn, &user_id, &holder_uuid)?.is_some()))
        .await?;
    Ok(ok(bound.then(|| CurrentRole::of(&me))))
}
