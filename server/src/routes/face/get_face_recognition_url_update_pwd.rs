//! `POST /api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd {account, phone, code,
//! name, idNumber, tenantId}`: the reset-password dialog's 开始人脸识别 (01 §2). As the
//! no-code variant, the account and the reset code to its mobile are the visitor's proof; the
//! passed check's token goes with the reset (`userNonDs/updateBizUserAccountInfo`), which
//! needs it when the tenant's `account.resetPasswordFace` is 1.
//!
//! Without a phone and a code (the bound mobile lost, 按账号找回) the name and id number must be
//! the account's person's on the register; the check is made against the register and its
//! pass is the whole proof of `nonds/bizAccountManage/resetAccountPassword`.

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
        (status = 400, description = "请输入账号, a code's refusal, 账号与手机号码不匹配, 请输入姓名, 身份证号码格式不正确; without a code 姓名或证件号码与账号绑定的身份信息不一致, 该账号未登记实名信息…", body = Failure),
        (status = 429, description = "请求过于频繁，请稍后再试 (without a code)", body = Failure),
        (status = 503, description = "人脸核身服务暂不可用，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd")]
pub async fn get_face_recognition_url_update_pwd(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<VisitorBody>,
) -> ApiResult {
    let body = body.or_default();
    if body.phone.trim().is_empty() && body.code.trim().is_empty() {
        return support::start_for_person(&state, &req, body).await;
    }
    support::start_for_visitor(&state, &req, body, Purpose::UpdatePassword).await
}
