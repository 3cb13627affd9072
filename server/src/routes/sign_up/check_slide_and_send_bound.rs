//! `POST /api/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode
//! {key, x, account, tenantId}`: a user who forgot the password names the account; once the
//! slide is solved, a reset code goes to the mobile bound to the account, which the answer
//! shows masked (138****0000) so the user knows where to look without learning the number.

use actix_web::{post, web, HttpRequest};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::{solve_slide, NO_BOUND_MOBILE};
use crate::{
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    models::user::User,
    routes::sms::support as sms,
    sms::codes::{self, Purpose},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoundSendBody {
    #[serde(default)]
    pub key: String,
    #[serde(default)]
    pub x: f64,
    #[serde(default)]
    pub account: String,
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoundSent {
    /// The bound mobile, its middle four digits hidden.
    pub mobile: String,
    pub resend_after: i64,
    pub expires_in: i64,
}

/// 13800000000 → 138****0000.
pub fn masked(mobile: &str) -> String {
    let digits: Vec<char> = mobile.chars().collect();
    if digits.len() != 11 {
        return "*".repeat(digits.len());
    }
    let head: String = digits[..3].iter().collect();
    let tail: String = digits[7..].iter().collect();
    format!("{head}****{tail}")
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode", tag = "account",
    request_body = BoundSendBody,
    responses(
        (status = 200, description = "验证码发送成功", body = Envelope<BoundSent>),
        (status = 400, description = "请输入账号, 滑块验证未通过，请重新验证, 账号不存在或未绑定手机号码", body = Failure),
        (status = 429, description = "the code limits", body = Failure),
        (status = 503, description = "验证码发送失败", body = Failure))
)]
#[post("/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode")]
pub async fn check_slide_and_send_bound(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<BoundSendBody>,
) -> ApiResult {
    let body = body.or_default();
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    let account = body.account.trim().to_owned();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    solve_slide(&state, body.key, body.x).await?;
    let asked = tenant.clone();
    let mobile = state
        .db(move |conn| Ok(User::find_by_account(conn, &asked, &account)?))
        .await?
        .filter(|u| u.status == User::ENABLED)
        .and_then(|u| u.mobile)
        .filter(|m| codes::check_phone(m).is_ok())
        .ok_or_else(|| ApiError::bad_request(NO_BOUND_MOBILE))?;
    let sent = sms::send_code(
        &state,
        tenant,
        mobile.clone(),
        Purpose::Reset,
        sms::client(&req),
    )
    .await?;
    Ok(ok_with_msg(
        BoundSent {
            mobile: masked(&mobile),
            resend_after: sent.resend_after,
            expires_in: sent.expires_in,
        },
        codes::SENT,
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_middle_four_digits_are_hidden() {
        assert_eq!(super::masked("13800000000"), "138****0000");
        assert_eq!(super::masked("1380"), "****");
    }
}
