//! `POST /api/rem-registrationbizweb/user/updateCapitalPassword {password, oldCapitalPassword,
//! code, capitalPassword, confirmCapitalPassword}`: the signed-in user sets the capital password
//! (资金密码, `account::capital_password`) with the login password, or changes it with the old
//! capital password or the code sent to the bound mobile (`sms/sendValidationCode`, purpose
//! `verify`), spent in the change's transaction. Nothing of it is ever answered.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    account::capital_password::{self as capital, Stored},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    error::ApiError,
    routes::{
        account::support::{hashed, verified},
        sms::support as sms,
    },
    sms::codes::{self, Purpose},
    state::AppState,
};

pub const WRONG_LOGIN_PASSWORD: &str = "登录密码不正确";
pub const PROOF_NEEDED: &str = "请输入原资金密码或短信验证码";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapitalPasswordBody {
    /// The login password: the proof of a first setting.
    pub password: Option<String>,
    /// The capital password being changed: one proof of a change.
    pub old_capital_password: Option<String>,
    /// The code sent to the bound mobile: the other proof of a change.
    pub code: Option<String>,
    #[serde(default)]
    pub capital_password: String,
    #[serde(default)]
    pub confirm_capital_password: String,
}

fn given(value: Option<String>) -> Option<String> {
    value.filter(|v| !v.trim().is_empty())
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/user/updateCapitalPassword", tag = "account",
    request_body = CapitalPasswordBody,
    responses(
        (status = 200, description = "资金密码设置成功 / 资金密码修改成功", body = Envelope<bool>),
        (status = 400, description = "资金密码须为6位数字, 资金密码不能为6位相同的数字, 资金密码不能为连续的数字（如123456、654321）, 两次输入的资金密码不一致, 请输入登录密码, 登录密码不正确, 请输入原资金密码或短信验证码, 原资金密码不正确, 原资金密码错误次数过多，请使用短信验证码修改, 新资金密码不能与原资金密码相同, a code's refusal", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/user/updateCapitalPassword")]
pub async fn update_capital_password(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<CapitalPasswordBody>,
) -> ApiResult {
    let body = body.or_default();
    capital::check(&body.capital_password, &body.confirm_capital_password)?;
    let user = me.user;
    let user_id = user.id.clone();
    let stored = state
        .db(move |conn| Ok(capital::find(conn, &user_id)?))
        .await?;
    let mut code_id = None;
    match &stored {
        None => {
            let password =
                given(body.password).ok_or_else(|| ApiError::bad_request("请输入登录密码"))?;
            if !verified(password, user.password_hash.clone()).await? {
                return Err(ApiError::bad_request(WRONG_LOGIN_PASSWORD));
            }
        }
        Some(stored) => {
            if let Some(old) = given(body.old_capital_password) {
                old_capital_password(&state, &user.id, stored, old).await?;
            } else if let Some(code) = given(body.code) {
                let mobile = user
                    .mobile
                    .clone()
                    .filter(|m| codes::check_phone(m).is_ok())
                    .ok_or_else(|| ApiError::bad_request("当前用户未绑定手机号码"))?;
                let tenant = user.tenant_id.clone();
                code_id =
                    Some(sms::check(&state, tenant, mobile, Purpose::Verify, code, false).await?);
            } else {
                return Err(ApiError::bad_request(PROOF_NEEDED));
            }
            if verified(body.capital_password.clone(), stored.password_hash.clone()).await? {
                return Err(ApiError::bad_request(capital::SAME_AS_OLD));
            }
        }
    }
    let hash = hashed(body.capital_password).await?;
    let now = state.clock.now();
    let user_id = user.id;
    state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                if let Some(code_id) = &code_id {
                    codes::spend(conn, code_id, now)?;
                }
                Ok(capital::store(conn, &user_id, &hash, now)?)
            })
        })
        .await?;
    let msg = if stored.is_some() {
        capital::CHANGED
    } else {
        capital::SET
    };
    Ok(ok_with_msg(true, msg))
}

/// The old capital password given for a change: each try is counted before it is verified
/// (so that tries at once cannot pass the limit) and forgotten when right; refused after
/// [`capital::MAX_TRIES`] wrong ones in a row.
async fn old_capital_password(
    state: &AppState,
    user_id: &str,
    stored: &Stored,
    old: String,
) -> Result<(), ApiError> {
    let counted = user_id.to_owned();
    let tries = state
        .db(move |conn| Ok(capital::count_try(conn, &counted)?))
        .await?
        .ok_or_else(|| ApiError::bad_request(capital::LOCKED))?;
    if verified(old, stored.password_hash.clone()).await? {
        let user_id = user_id.to_owned();
        return state
            .db(move |conn| Ok(capital::forget_tries(conn, &user_id)?))
            .await;
    }
    Err(ApiError::bad_request(if tries >= capital::MAX_TRIES {
        capital::LOCKED
    } else {
        capital::WRONG_OLD
    }))
}
