//! `POST /api/rem-registrationbizweb/smsNonds/sendValidCode {phone, purpose, tenantId}`: a
//! visitor asks for a code (no sign-in): to register, to reset a forgotten password, to sign in
//! by mobile, or to prove a new mobile before the security centre binds it (`bind`: the number
//! is not yet anyone's, so no session names it). The code goes to the phone only; the answer says when another may be asked for.

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    sms::codes::Sent,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendCodeBody {
    #[serde(default)]
    pub phone: String,
    /// register, reset, login or bind.
    pub purpose: Option<String>,
    /// The site's tenant when no `Tenant-Id` header names it; 000000 by default.
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/smsNonds/sendValidCode", tag = "account",
    request_body = SendCodeBody,
    responses(
        (status = 200, description = "验证码发送成功", body = Envelope<Sent>),
        (status = 400, description = "手机号码长度不为11位, 请输入正确的手机号码, 验证码用途不正确", body = Failure),
        (status = 429, description = "验证码已发送，请N秒后再试; the number's daily or the address's hourly limit", body = Failure),
        (status = 503, description = "验证码发送失败", body = Failure))
)]
#[post("/rem-registrationbizweb/smsNonds/sendValidCode")]
pub async fn send_valid_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<SendCodeBody>,
) -> ApiResult {
    let body = body.or_default();
    let purpose = support::visitor_purpose(body.purpose.as_deref())?;
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    support::send(&state, tenant, body.phone, purpose, support::client(&req)).await
}
