//! `POST /api/rem-registrationbizweb/sms/validateMessage {code}`: a signed-in user's code to
//! their own number is checked and spent (a confirmation passes once).

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    sms::codes::Purpose,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CodeBody {
    #[serde(default)]
    pub code: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/sms/validateMessage", tag = "account",
    request_body = CodeBody,
    responses(
        (status = 200, description = "data true", body = Envelope<bool>),
        (status = 400, description = "请输入验证码, 验证码不正确, 验证码已失效，请重新获取, 验证码错误次数过多，请重新获取", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/sms/validateMessage")]
pub async fn validate_message(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<CodeBody>,
) -> ApiResult {
    let phone = me
        .user
        .mobile
        .clone()
        .ok_or_else(|| ApiError::bad_request("当前用户未绑定手机号码"))?;
    let tenant = me.user.tenant_id.clone();
    support::check(
        &state,
        tenant,
        phone,
        Purpose::Verify,
        body.or_default().code,
        true,
    )
    .await?;
    Ok(ok(true))
}
