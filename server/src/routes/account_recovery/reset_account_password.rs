//! `POST /api/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword {account,
//! code | faceToken, password, confirmPassword, tenantId}`: the new password of an account
//! proved by
//!
//! - the code sent to its bound mobile (`userNonDs/checkSlideAndSendBoundUserMobileValidCode`,
//!   purpose `reset`), spent in the reset's transaction; when the tenant's
//!   `account.resetPasswordFace` is 1 the account's passed face check (`faceToken`) as well,
//!   as the reset by mobile requires;
//! - or, the mobile lost, the passed face check of the account's person made against the
//!   register (`getFaceRecognitionUrlUpdatePwd` without a code), spent likewise;
//! - or neither, when a signed-in administrator of the account's tenant calls it at the counter
//!   having checked the person's papers: the audit log records who reset whose password.
//!
//! The password follows the policy; every session of the user ends and a lock from failed
//! sign-ins is lifted, as with every reset (`routes::account::support::reset_to`).

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::count_look_up;
use crate::{
    account::recovery::live_account,
    auth::{
        current_user::{bearer_token, CurrentUser, NOT_SIGNED_IN},
        password_policy,
    },
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    face::checks::{self as face, RESET_NEEDS_FACE},
    models::{param::Param, user::User},
    routes::{
        account::support::{hashed, reset_to, RESET, RESET_BY_CODE},
        sign_up::support::NO_BOUND_MOBILE,
        sms::support as sms,
        system::support::require_admin,
        user::support::{audit_password_reset, NO_SUCH_USER, PASSWORD_RESET},
    },
    sms::codes::{self, Purpose},
    state::AppState,
};

pub const PROOF_NEEDED: &str = "请输入验证码或完成人脸识别";
pub const OTHER_TENANT: &str = "不能重置其他租户账号的密码";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetAccountBody {
    #[serde(default)]
    pub account: String,
    /// The code sent to the account's bound mobile.
    pub code: Option<String>,
    /// The passed face check: of the account's person (no code), or the reset's second factor
    /// when the tenant asks for one.
    pub face_token: Option<String>,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub confirm_password: String,
    pub tenant_id: Option<String>,
}

fn given(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword", tag = "account",
    request_body = ResetAccountBody,
    responses(
        (status = 200, description = "密码重置成功，请使用新密码登录", body = Envelope<bool>),
        (status = 400, description = "请输入账号, 请输入验证码或完成人脸识别, the password policy's messages, 两次输入的密码不一致, 账号不存在或未绑定手机号码, a code's refusal, 请先完成人脸识别, 人脸识别未通过或已失效，请重新进行人脸识别", body = Failure),
        (status = 401, description = "a token that is no live session", body = Failure),
        (status = 403, description = "无权访问该功能 (no code or face check, not an administrator); 不能重置其他租户账号的密码", body = Failure),
        (status = 404, description = "用户不存在 (the administrator's tenant has no such account)", body = Failure),
        (status = 429, description = "请求过于频繁，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword")]
pub async fn reset_account_password(
    state: web::Data<AppState>,
    req: HttpRequest,
    me: Option<CurrentUser>,
    body: crate::optional_json::OptionalJson<ResetAccountBody>,
) -> ApiResult {
    let body = body.or_default();
    let account = body.account.trim().to_owned();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let (code, face_token) = (given(body.code), given(body.face_token));
    if code.is_none() && face_token.is_none() {
        if bearer_token(&req).is_none() {
            return Err(ApiError::bad_request(PROOF_NEEDED));
        }
        // a token was sent: it must be a live session, of an administrator
        let me = me.ok_or_else(|| ApiError::Unauthorized(NOT_SIGNED_IN.into()))?;
        require_admin(&me)?;
        let header = req.headers().get("Tenant-Id").and_then(|h| h.to_str().ok());
        let asked = header.or(body.tenant_id.as_deref()).map(str::trim);
        if asked.is_some_and(|t| !t.is_empty() && t != me.user.tenant_id) {
            return Err(ApiError::forbidden(OTHER_TENANT));
        }
        return at_the_counter(&state, me, account, body.password, body.confirm_password).await;
    }
    count_look_up(&state, &req)?;
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    password_policy::check(&body.password, &body.confirm_password, &account)?;
    let in_tenant = tenant.clone();
    let user = state
        .db(move |conn| Ok(live_account(conn, &in_tenant, &account)?))
        .await?;
    let code_id = match code {
        Some(code) => {
            let mobile = user
                .as_ref()
                .and_then(|u| u.mobile.clone())
                .filter(|m| codes::check_phone(m).is_ok())
                .ok_or_else(|| ApiError::bad_request(NO_BOUND_MOBILE))?;
            Some(sms::check(&state, tenant.clone(), mobile, Purpose::Reset, code, false).await?)
        }
        None => None,
    };
    // an unknown account has no passed check: told as any check that does not serve
    let user = user.ok_or_else(|| ApiError::bad_request(face::FACE_STALE))?;
    let hash = hashed(body.password).await?;
    let now = state.clock.now();
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let token = face_token.as_deref();
                match &code_id {
                    Some(code_id) => {
                        codes::spend(conn, code_id, now)?;
                        if Param::is_on(conn, &tenant, RESET_NEEDS_FACE)? {
                            face::spend_for_reset(conn, &tenant, &user.account, token, now)?;
                        }
                    }
                    None => face::spend_for_recovery(conn, &tenant, &user.account, token, now)?,
                }
                reset_to(conn, &user, &hash, RESET_BY_CODE)
            })
        })
        .await?;
    Ok(ok_with_msg(true, RESET))
}

/// The staff's reset (the caller an administrator): an account of its own tenant, recorded.
async fn at_the_counter(
    state: &AppState,
    me: CurrentUser,
    account: String,
    password: String,
    confirm: String,
) -> ApiResult {
    let tenant = me.user.tenant_id.clone();
    password_policy::check(&password, &confirm, &account)?;
    let hash = hashed(password).await?;
    let now = state.clock.now();
    let actor = me.user;
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let user = User::find_by_account(conn, &tenant, &account)?
                    .ok_or_else(|| ApiError::not_found(NO_SUCH_USER))?;
                reset_to(conn, &user, &hash, PASSWORD_RESET)?;
                audit_password_reset(conn, &actor, now, &user.id, &user.account)
            })
        })
        .await?;
    Ok(ok_with_msg(true, RESET))
}
