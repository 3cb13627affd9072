//! `GET /api/rem-registrationbizweb/sms/sendValidationCode`: a signed-in user asks for a code
//! to their own number (the security centre's confirmations); a user without one is told so.

use actix_web::{get, web, HttpRequest};

use super::support;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    sms::codes::{Purpose, Sent},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/sms/sendValidationCode", tag = "account",
    responses(
        (status = 200, description = "验证码发送成功", body = Envelope<Sent>),
        (status = 400, description = "当前用户未绑定手机号码", body = Failure),
        (status = 401, body = Failure), (status = 429, body = Failure), (status = 503, body = Failure))
)]
#[get("/rem-registrationbizweb/sms/sendValidationCode")]
pub async fn send_validation_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    me: CurrentUser,
) -> ApiResult {
    let phone = me
        .user
        .mobile
        .clone()
        .filter(|m| !m.trim().is_empty())
        .ok_or_else(|| ApiError::bad_request("当前用户未绑定手机号码"))?;
    let tenant = me.user.tenant_id.clone();
    support::send(
        &state,
        tenant,
        phone,
        Purpose::Verify,
        support::client(&req),
    )
    .await
}
