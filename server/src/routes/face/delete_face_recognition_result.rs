//! `GET /api/rem-registrationbizweb/nonds/deleteFaceRecognitionResult?bizToken=&tenantId=`:
//! the platform forgets a check, its captured photo with it (a dialog closed, a person who
//! asks for their data to go). The same reading rule as the result: a signed-in user's check
//! only by that user.

use actix_web::{get, web, HttpRequest};

use super::support::TokenQuery;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    face::checks,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/deleteFaceRecognitionResult", tag = "account",
    params(TokenQuery),
    responses(
        (status = 200, description = "data true: forgotten", body = Envelope<bool>),
        (status = 400, description = "人脸核身记录不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/deleteFaceRecognitionResult")]
pub async fn delete_face_recognition_result(
    state: web::Data<AppState>,
    req: HttpRequest,
    me: Option<CurrentUser>,
    query: web::Query<TokenQuery>,
) -> ApiResult {
    let token = query.token()?;
    let tenant = crate::routes::public::support::request_tenant(&req, query.tenant_id.as_deref())?;
    let user = me.map(|me| me.user.id);
    state
        .db(move |conn| {
            checks::find(conn, &token)?
                .filter(|c| c.readable_by(user.as_deref(), &tenant))
                .ok_or_else(|| ApiError::bad_request(checks::UNKNOWN))?;
            Ok(checks::forget(conn, &token)?)
        })
        .await?;
    Ok(ok(true))
}
