//! `GET|POST /api/blade-auth/oauth/logout`: ends the session; its tokens stop working at once.

use actix_web::web;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::session::Session,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/blade-auth/oauth/logout", tag = "auth",
    responses((status = 200, body = Envelope<bool>), (status = 401, body = Failure))
)]
pub async fn logout(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let session_id = me.session.id;
    state
        .db(move |conn| Ok(Session::revoke(conn, &session_id)?))
        .await?;
    Ok(ok(true))
}
