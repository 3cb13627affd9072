//! `POST /api/rem-registrationbizweb/getFaceRecognitionUrlNoValidCode {account, phone, code,
//! name, idNumber, tenantId}`: a visitor who forgot the password starts a face check without
//! a session. The reset code sent to the account's mobile is the proof of the number; it is
//! checked, not spent (the reset that follows spends it). A passed check serves that reset as
//! its second factor.

use actix_web::{post, web, HttpRequest};

use super::support::{self, StartAnswer, VisitorBody};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    face::checks::Purpose,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/getFaceRecognitionUrlNoValidCode", tag = "account",
    request_body = VisitorBody,
    responses(
        (status = 200, description = "the check started: bizToken and the URL to open", body = Envelope<StartAnswer>),
        (status = 400, description = "请输入账号, a code's refusal, 账号与手机号码不匹配, 请输入姓名, 身份证号码格式不正确", body = Failure),
        (status = 503, description = "人脸核身服务暂不可用，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/getFaceRecognitionUrlNoValidCode")]
pub async fn get_face_recognition_url_no_valid_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<VisitorBody>,
) -> ApiResult {
    support::start_for_visitor(&state, &req, body.or_default(), Purpose::ResetPassword).await
}
