//! `GET /api/rem-registrationbizweb/nonds/getFaceRecognitionResult?bizToken=&tenantId=`: the
//! page polls a check's outcome. Pending until the person finishes on the provider's page;
//! passed (人脸识别通过, with the similarity); a failed or expired check is answered 获取人脸核身结果失败
//! (01 §8) with its reason. No session is needed for a visitor's check; a signed-in user's
//! check is answered to that user only.

use actix_web::{get, web, HttpRequest};

use super::support::{self, TokenQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ok_with_msg, ApiResult, Envelope, Failure},
    face::checks::{self, FaceResult},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/getFaceRecognitionResult", tag = "account",
    params(TokenQuery),
    responses(
        (status = 200, description = "status pending, or passed with 人脸识别通过", body = Envelope<FaceResult>),
        (status = 400, description = "获取人脸核身结果失败 (data: status failed, reason), 人脸核身记录不存在", body = Failure),
        (status = 503, description = "获取人脸核身结果失败: the provider did not answer", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/getFaceRecognitionResult")]
pub async fn get_face_recognition_result(
    state: web::Data<AppState>,
    req: HttpRequest,
    me: Option<CurrentUser>,
    query: web::Query<TokenQuery>,
) -> ApiResult {
    let token = query.token()?;
    let tenant = crate::routes::public::support::request_tenant(&req, query.tenant_id.as_deref())?;
    let user = me.map(|me| me.user.id);
    let answer = support::outcome(&state, tenant, user, token)
        .await?
        .answer()?;
    Ok(if answer.status == "passed" {
        ok_with_msg(answer, checks::PASSED)
    } else {
        ok(answer)
    })
}
