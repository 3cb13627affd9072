//! `POST /api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd {account, phone, code,
//! name, idNumber, tenantId}`: the reset-password dialog's 开始人脸识别 (01 §2). As the
//! no-code variant, the account and the reset code to its mobile are the visitor's proof; the
//! passed check's token goes with the reset (`userNonDs/updateBizUserAccountInfo`), which
//! needs it when the tenant's `account.resetPasswordFace` is 1.

use actix_web::{post, web, HttpRequest};

use super::support::{self, StartAnswer, VisitorBody};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    face::checks::Purpose,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd", tag = "account",
    request_body = VisitorBody,
    responses(
        (status = 200, description = "the check started: bizToken and the URL to open", body = Envelope<StartAnswer>),
        (status = 400, description = "请输入账号, a code's refusal, 账号与手机号码不匹配, 请输入姓名, 身份证号码格式不正确", body = Failure),
        (status = 503, description = "人脸核身服务暂不可用，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd")]
pub async fn get_face_recognition_url_update_pwd(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<VisitorBody>,
) -> ApiResult {
    support::start_for_visitor(&state, &req, body.or_default(), Purpose::UpdatePassword).await
}
