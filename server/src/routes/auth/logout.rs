//! `GET|POST /api/blade-auth/oauth/logout`: ends the session; its tokens stop working at once.

use actix_web::{http::header, web, HttpRequest};

use crate::{
    auth::{current_user::CurrentUser, refresh_cookie},
    envelope::{ApiResult, Envelope, Failure},
    models::session::Session,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/blade-auth/oauth/logout", tag = "auth",
    responses((status = 200, body = Envelope<bool>), (status = 401, body = Failure))
)]
pub async fn logout(state: web::Data<AppState>, me: CurrentUser, req: HttpRequest) -> ApiResult {
    let session_id = me.session.id;
    state
        .db(move |conn| Ok(Session::revoke(conn, &session_id)?))
        .await?;
    // the browser forgets its refresh token too
    Ok(actix_web::HttpResponse::Ok()
        .insert_header((header::SET_COOKIE, refresh_cookie::cleared(&req)))
        .json(Envelope::success(true)))
}
