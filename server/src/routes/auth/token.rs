//! `POST /api/blade-auth/oauth/token`: sign in with a password (grant `password`) or trade a
//! refresh token for a new pair (grant `refresh_token`).
//!
//! The parameters come as a form body or, as the original client sends them, in the query
//! string. The client authenticates with the basic header; the captcha travels in the
//! `Captcha-Key` and `Captcha-Code` headers; the tenant in `Tenant-Id`.

use actix_web::{post, web, HttpRequest};
use base64::Engine;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{
        password,
        token::{Claims, TokenKind},
    },
    clock::Timestamp,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        captcha::Captcha,
        company::Company,
        holder_account::HolderAccount,
        session::Session,
        sign_in_attempt::{Lockout, Reservation, SignInAttempt},
        tenant::DEFAULT_TENANT,
        user::User,
    },
    state::AppState,
};

pub const CAPTCHA_EMPTY: &str = "请输入图形验证码";
pub const CAPTCHA_WRONG: &str = "验证码不正确";
pub const BAD_CREDENTIALS: &str = "用户名或密码不正确";
const BAD_CLIENT: &str = "客户端认证失败";
/// Longer than any account name the platform gives out.
const MAX_ACCOUNT_CHARS: usize = 64;

#[derive(Debug, Default, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct TokenParams {
    /// `password` or `refresh_token`.
    pub grant_type: Option<String>,
    pub username: Option<String>,
    pub password: Option<String>,
    pub refresh_token: Option<String>,
    #[serde(rename = "tenantId")]
    pub tenant_id: Option<String>,
    pub scope: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenAnswer {
    pub access_token: String,
    pub refresh_token: String,
    pub token_type: &'static str,
    /// Seconds the access token lives (the spec's tokenTime).
    pub expires_in: u64,
    pub tenant_id: String,
    pub user_id: String,
    pub account: String,
    pub user_name: String,
    pub role_name: String,
    pub landing_mode: String,
}

#[utoipa::path(
    post, path = "/api/blade-auth/oauth/token", tag = "auth",
    params(TokenParams,
        ("Tenant-Id" = Option<String>, Header, description = "tenant, default 000000"),
        ("Captcha-Key" = Option<String>, Header), ("Captcha-Code" = Option<String>, Header),
        ("Authorization" = String, Header, description = "Basic client credentials")),
    request_body(content = TokenParams, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, body = Envelope<TokenAnswer>),
        (status = 400, description = "wrong captcha, wrong credentials, unknown grant", body = Failure),
        (status = 401, description = "bad client, or a refresh token that no longer counts", body = Failure),
        (status = 423, description = "account locked after repeated failures", body = Failure),
        (status = 429, description = "too many calls from one client address", body = Failure))
)]
#[post("/blade-auth/oauth/token")]
pub async fn token(state: web::Data<AppState>, req: HttpRequest, body: web::Bytes) -> ApiResult {
    // Before anything else, so a flood costs the server as little as possible.
    state
        .sign_in_limiter
        .check(req.peer_addr().map(|addr| addr.ip()))?;
    check_client(&req, &state)?;
    let params = read_params(&req, &body)?;
    match params.grant_type.as_deref() {
        Some("password") => password_grant(state, &req, params).await,
        Some("refresh_token") => refresh_grant(state, params).await,
        _ => Err(ApiError::bad_request("不支持的授权类型")),
    }
}

fn header<'r>(req: &'r HttpRequest, name: &str) -> Option<&'r str> {
    req.headers()
        .get(name)?
        .to_str()
        .ok()
        .map(str::trim)
        .filter(|v| !v.is_empty())
}

fn check_client(req: &HttpRequest, state: &AppState) -> Result<(), ApiError> {
    let auth = &state.config.auth;
    let presented = header(req, "Authorization")
        .and_then(|h| {
            h.strip_prefix("Basic ")
                .or_else(|| h.strip_prefix("basic "))
        })
        .and_then(|b64| {
            base64::engine::general_purpose::STANDARD
                .decode(b64.trim())
                .ok()
        })
        .and_then(|raw| String::from_utf8(raw).ok());
    match presented.as_deref().and_then(|p| p.split_once(':')) {
        Some((id, secret)) if id == auth.client_id && secret == auth.client_secret => Ok(()),
        _ => Err(ApiError::Unauthorized(BAD_CLIENT.into())),
    }
}

fn read_params(req: &HttpRequest, body: &[u8]) -> Result<TokenParams, ApiError> {
    let malformed = |_| ApiError::bad_request("请求参数格式不正确");
    let mut params: TokenParams =
        serde_urlencoded::from_str(req.query_string()).map_err(malformed)?;
    if !body.is_empty() {
        let form: TokenParams = serde_urlencoded::from_bytes(body).map_err(malformed)?;
        params = TokenParams {
            grant_type: form.grant_type.or(params.grant_type),
            username: form.username.or(params.username),
            password: form.password.or(params.password),
            refresh_token: form.refresh_token.or(params.refresh_token),
            tenant_id: form.tenant_id.or(params.tenant_id),
            scope: form.scope.or(params.scope),
        };
    }
    Ok(params)
}

async fn password_grant(
    state: web::Data<AppState>,
    req: &HttpRequest,
    params: TokenParams,
) -> ApiResult {
    let tenant_id = header(req, "Tenant-Id")
        .map(str::to_owned)
        .or(params.tenant_id)
        .unwrap_or_else(|| DEFAULT_TENANT.into());
    let captcha = state.config.auth.captcha_enabled.then(|| {
        (
            header(req, "Captcha-Key").map(str::to_owned),
            header(req, "Captcha-Code").map(str::to_owned),
        )
    });
    let username = params.username.unwrap_or_default().trim().to_owned();
    let password = params.password.unwrap_or_default();
    // A name no account can have is refused before it is counted, so the table of attempts
    // does not store whatever a caller sends as a name.
    if username.is_empty() || password.is_empty() || username.chars().count() > MAX_ACCOUNT_CHARS {
        return Err(ApiError::bad_request(BAD_CREDENTIALS));
    }
    let now = state.clock.now();

    if let Some((key, code)) = captcha {
        let code = code.ok_or_else(|| ApiError::bad_request(CAPTCHA_EMPTY))?;
        let key = key.ok_or_else(|| ApiError::bad_request(CAPTCHA_WRONG))?;
        let stored = state
            .db(move |conn| Ok(Captcha::take(conn, &key, now)?))
            .await?;
        if stored.is_none_or(|c| c.code != code.to_lowercase()) {
            return Err(ApiError::bad_request(CAPTCHA_WRONG));
        }
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
            transaction::write(conn, |conn| {
                // Even the right password waits for the lock to end.
                if let Some(until) = SignInAttempt::release(conn, key, slot, now)? {
                    return Err(locked(until - now));
                }
                let session =
                    open_session(conn, &user, now, auth.refresh_token_ttl.as_secs() as i64)?;
                issue(&keys, &auth, &user, &session, now)
            })
        })
        .await
        .map(ok)
}

fn locked(remaining_secs: i64) -> ApiError {
    let minutes = (remaining_secs + 59) / 60;
    ApiError::Locked(format!(
        "登录失败次数过多，账号已锁定，请{minutes}分钟后再试"
    ))
}

/// A new session; a user bound to exactly one enterprise or one registration account starts
/// in it (spec 01 §4).
fn open_session(
    conn: &mut DbConn,
    user: &User,
    now: Timestamp,
    ttl: i64,
) -> Result<Session, ApiError> {
    let companies = Company::of_user(conn, &user.id)?;
    let accounts = HolderAccount::of_user(conn, &user.id)?;
    let only_account = (accounts.len() == 1).then(|| &accounts[0]);
    let session = Session {
        id: uuid::Uuid::new_v4().to_string(),
        user_id: user.id.clone(),
        refresh_jti: uuid::Uuid::new_v4().to_string(),
        current_company_id: match (companies.len(), only_account) {
            (1, _) => Some(companies[0].id.clone()),
            (_, Some(account)) => account.company_id.clone(),
            _ => None,
        },
        current_holder_uuid: only_account.map(|a| a.uuid.clone()),
        current_product_id: only_account.and_then(|a| a.current_product().map(str::to_owned)),
        created_at: now,
        expires_at: now + ttl,
        revoked: false,
    };
    session.insert(conn)?;
    Ok(session)
}

fn issue(
    keys: &crate::auth::token::TokenKeys,
    auth: &crate::config::AuthConfig,
    user: &User,
    session: &Session,
    now: Timestamp,
) -> Result<TokenAnswer, ApiError> {
    let claims = |typ, jti: String, exp| Claims {
        sub: user.id.clone(),
        tid: user.tenant_id.clone(),
        sid: session.id.clone(),
        jti,
        typ,
        iat: now,
        exp,
    };
    let access_ttl = auth.access_token_ttl.as_secs();
    let access = claims(
        TokenKind::Access,
        uuid::Uuid::new_v4().to_string(),
        now + access_ttl as i64,
    );
    let refresh = claims(
        TokenKind::Refresh,
        session.refresh_jti.clone(),
        session.expires_at,
    );
    Ok(TokenAnswer {
        access_token: keys.sign(&access).map_err(ApiError::internal)?,
        refresh_token: keys.sign(&refresh).map_err(ApiError::internal)?,
        token_type: "bearer",
        expires_in: access_ttl,
        tenant_id: user.tenant_id.clone(),
        user_id: user.id.clone(),
        account: user.account.clone(),
        user_name: user.name.clone(),
        role_name: user.role_name.clone(),
        landing_mode: user.landing_mode.clone(),
    })
}

async fn refresh_grant(state: web::Data<AppState>, params: TokenParams) -> ApiResult {
    let expired = || ApiError::Unauthorized(crate::auth::current_user::SESSION_EXPIRED.into());
    let now = state.clock.now();
    let presented = params.refresh_token.ok_or_else(expired)?;
    let claims = state
        .tokens
        .verify(&presented, TokenKind::Refresh, now)
        .map_err(|_| expired())?;
    let auth = state.config.auth.clone();
    let keys = state.tokens.clone();
    state
        .db(move |conn| {
            let session = Session::find_live(conn, &claims.sid, now)?.ok_or_else(expired)?;
            let user =
                crate::models::user::User::find(conn, &session.user_id)?.ok_or_else(expired)?;
            let next_jti = uuid::Uuid::new_v4().to_string();
            let expires_at = now + auth.refresh_token_ttl.as_secs() as i64;
            if !Session::rotate_refresh(conn, &session.id, &claims.jti, &next_jti, expires_at)? {
                // An old refresh token came back: someone kept a copy. End the session.
                Session::revoke(conn, &session.id)?;
                return Err(expired());
            }
            let session = Session {
                refresh_jti: next_jti,
                expires_at,
                ..session
            };
            issue(&keys, &auth, &user, &session, now)
        })
        .await
        .map(ok)
}
