//! `POST /api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo {account, phone, code,
//! password, confirmPassword, tenantId}`: a user who forgot the password sets a new one with a
//! code sent to the account's mobile (purpose `reset`, `smsNonds/sendValidCode`). No sign-in:
//! the code is the proof. The code is spent, every session of the user ends (their next
//! request is told 密码已重置，请使用新密码重新登录) and a lock from failed sign-ins is lifted.
//! When the tenant's `account.resetPasswordFace` is 1 a phone is not enough: the reset also
//! needs the account's passed face check (`bizToken`), spent in the same transaction.

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{hashed, reset_to, RESET, RESET_BY_CODE};
use crate::{
    auth::password_policy,
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    face::checks::{self as face, RESET_NEEDS_FACE},
    models::{param::Param, user::User},
    routes::sms::support as sms,
    sms::codes::{self, Purpose},
    state::AppState,
};

pub const NOT_THE_ACCOUNTS: &str = "账号与手机号码不匹配";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetBody {
    #[serde(default)]
    pub account: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub code: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub confirm_password: String,
    pub tenant_id: Option<String>,
    /// The passed face check of the reset dialog (`getFaceRecognitionUrlUpdatePwd`).
    pub biz_token: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo", tag = "account",
    request_body = ResetBody,
    responses(
        (status = 200, description = "密码重置成功，请使用新密码登录", body = Envelope<bool>),
        (status = 400, description = "the password policy's messages, 两次输入的密码不一致, a code's refusal, 账号与手机号码不匹配, 请先完成人脸识别, 人脸识别未通过或已失效，请重新进行人脸识别", body = Failure))
)]
#[post("/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo")]
pub async fn reset_password(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<ResetBody>,
) -> ApiResult {
    let body = body.or_default();
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    let account = body.account.trim().to_owned();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    password_policy::check(&body.password, &body.confirm_password, &account)?;
    let phone = codes::check_phone(&body.phone)?.to_owned();
    let code_id = sms::check(
        &state,
        tenant.clone(),
        phone.clone(),
        Purpose::Reset,
        body.code,
        false,
    )
    .await?;
    let biz_token = body.biz_token;
    let hash = hashed(body.password).await?;
    let now = state.clock.now();
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let user = User::find_by_account(conn, &tenant, &account)?
                    .filter(|u| u.mobile.as_deref() == Some(phone.as_str()))
                    .ok_or_else(|| ApiError::bad_request(NOT_THE_ACCOUNTS))?;
                codes::spend(conn, &code_id, now)?;
                if Param::is_on(conn, &tenant, RESET_NEEDS_FACE)? {
                    face::spend_for_reset(conn, &tenant, &user.account, biz_token.as_deref(), now)?;
                }
                reset_to(conn, &user, &hash, RESET_BY_CODE)
            })
        })
        .await?;
    Ok(ok_with_msg(true, RESET))
}
