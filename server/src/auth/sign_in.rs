//! The password grant: the captcha, the lockout after repeated failures, the password and a
//! new session. Every refusal says as little as the spec's message: a locked name, an unknown
//! one and a wrong password cost the same time and differ only where the spec says so.

use actix_web::web;

use crate::{
    auth::{
        issue::{issue, open_session, TokenAnswer},
        password,
    },
    db::transaction,
    error::ApiError,
    models::{
        captcha::Captcha,
        sign_in_attempt::{Lockout, Reservation, SignInAttempt},
        tenant::{Tenant, TENANT_EXPIRED},
        user::User,
    },
    state::AppState,
};

pub const CAPTCHA_EMPTY: &str = "请输入图形验证码";
pub const CAPTCHA_WRONG: &str = "验证码不正确";
pub const BAD_CREDENTIALS: &str = "用户名或密码不正确";
/// The answer to a disabled user (/system/user), at sign-in and on the sessions it loses.
pub const USER_DISABLED: &str = "账号已被禁用，请联系管理员";
/// Longer than any account name the platform gives out.
const MAX_ACCOUNT_CHARS: usize = 64;

/// What the user typed on the sign-in screen.
pub struct Credentials {
    pub tenant_id: String,
    pub username: String,
    pub password: String,
    /// The captcha's key and code, when the platform asks for one.
    pub captcha: Option<(Option<String>, Option<String>)>,
}

pub async fn sign_in(state: &AppState, credentials: Credentials) -> Result<TokenAnswer, ApiError> {
    let Credentials {
        tenant_id,
        username,
        password,
        captcha,
    } = credentials;
    let username = username.trim().to_owned();
    // A name no account can have is refused before it is counted, so the table of attempts
    // does not store whatever a caller sends as a name.
    if username.is_empty() || password.is_empty() || username.chars().count() > MAX_ACCOUNT_CHARS {
        return Err(ApiError::bad_request(BAD_CREDENTIALS));
    }
    if let Some((key, code)) = captcha {
        check_captcha(state, key, code).await?;
    }
    let now = state.clock.now();
    // A tenant whose authorisation has ended lets nobody in (tenant/setting, issue 20).
    let tenant = tenant_id.clone();
    if state
        .db(move |conn| Ok(Tenant::expired(conn, &tenant, now)?))
        .await?
    {
        return Err(ApiError::bad_request(TENANT_EXPIRED));
    }
    let rule = Lockout {
        max_failures: state.config.auth.max_failed_logins,
        lock_secs: state.config.auth.lock_duration.as_secs() as i64,
    };
    // The attempt reserves its failure slot before anything is checked (see
    // `models::sign_in_attempt`), keyed by the name as typed, known or not.
    let (reservation, found) = state
        .db({
            let (tenant_id, username) = (tenant_id.clone(), username.clone());
            move |conn| {
                let key = (tenant_id.as_str(), username.as_str());
                let reservation = transaction::write(conn, |conn| {
                    Ok(SignInAttempt::reserve(conn, key, now, rule)?)
                })?;
                let user = match reservation {
                    Reservation::Slot(_) => User::find_by_account(conn, &tenant_id, &username)?,
                    Reservation::Locked { .. } => None,
                };
                Ok((reservation, user))
            }
        })
        .await?;
    let slot = match reservation {
        // The same answer, without a password check, for a locked name that exists and for
        // one that does not.
        Reservation::Locked { until } => return Err(locked(until - now)),
        Reservation::Slot(slot) => slot,
    };
    // Argon2 is deliberately slow: keep it off the async workers. An unknown account spends
    // the same time on a decoy, so the answer's delay does not tell which accounts exist.
    let stored_hash = found.as_ref().map_or_else(
        || password::decoy_hash().to_owned(),
        |u| u.password_hash.clone(),
    );
    let matches = web::block(move || password::verify(&password, &stored_hash)).await?;

    let auth = state.config.auth.clone();
    let keys = state.tokens.clone();
    state
        .db(move |conn| {
            let key = (tenant_id.as_str(), username.as_str());
            let Some(user) = found.filter(|_| matches) else {
                // Committed on its own: the refusal below must not roll the lock back.
                let lock = transaction::write(conn, |conn| {
                    Ok(SignInAttempt::record_failure(conn, key, slot, now, rule)?)
                })?;
                return Err(match lock {
                    Some(until) => locked(until - now),
                    None => ApiError::bad_request(BAD_CREDENTIALS),
                });
            };
            let answer = transaction::write(conn, |conn| {
                // Even the right password waits for the lock to end.
                if let Some(until) = SignInAttempt::release(conn, key, slot, now)? {
                    return Err(locked(until - now));
                }
                // A disabled user with the right password gives the slot back (committed) and
                // is told why the door stays shut; a wrong password never learns it.
                if user.status == User::DISABLED {
                    return Ok(None);
                }
                let session =
                    open_session(conn, &user, now, auth.refresh_token_ttl.as_secs() as i64)?;
                issue(&keys, &auth, &user, &session, now).map(Some)
            })?;
            answer.ok_or_else(|| ApiError::bad_request(USER_DISABLED))
        })
        .await
}

/// A captcha counts once, whatever the answer.
async fn check_captcha(
    state: &AppState,
    key: Option<String>,
    code: Option<String>,
) -> Result<(), ApiError> {
    let code = code.ok_or_else(|| ApiError::bad_request(CAPTCHA_EMPTY))?;
    let key = key.ok_or_else(|| ApiError::bad_request(CAPTCHA_WRONG))?;
    let now = state.clock.now();
    let stored = state
        .db(move |conn| Ok(Captcha::take(conn, &key, now)?))
        .await?;
    if stored.is_none_or(|c| c.code != code.to_lowercase()) {
        return Err(ApiError::bad_request(CAPTCHA_WRONG));
    }
    Ok(())
}

fn locked(remaining_secs: i64) -> ApiError {
    let minutes = (remaining_secs + 59) / 60;
    ApiError::Locked(format!(
        "登录失败次数过多，账号已锁定，请{minutes}分钟后再试"
    ))
}
