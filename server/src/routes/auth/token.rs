//! `POST /api/blade-auth/oauth/token`: sign in with a password (grant `password`) or with a
//! code sent to the mobile (`mobile`), trade a refresh token for a new pair (`refresh_token`),
//! or move to another business account bound to the same mobile (`biz_account_switch`, with
//! the current access token in `Blade-Auth`). The handler reads the request; the grants are
//! `auth::sign_in`, `auth::mobile_sign_in`, `auth::refresh` and `auth::account_switch`.
//!
//! The parameters come as a form body or, as the original client sends them, in the query
//! string. The client authenticates with the basic header; the captcha travels in the
//! `Captcha-Key` and `Captcha-Code` headers; the tenant in `Tenant-Id`.

use actix_web::{post, web, FromRequest, HttpRequest};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{
        account_switch::switch_account,
        client,
        current_user::CurrentUser,
        issue::TokenAnswer,
        mobile_sign_in::{sign_in_by_mobile, MobileCredentials},
        refresh::refresh,
        refresh_cookie,
        sign_in::{sign_in, Credentials},
    },
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    routes::public::support::request_tenant,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct TokenParams {
    /// `password`, `mobile`, `refresh_token` or `biz_account_switch`.
    pub grant_type: Option<String>,
    /// The account (`password`; `mobile` when the mobile opens several; the account switched
    /// to for `biz_account_switch`).
    pub username: Option<String>,
    pub password: Option<String>,
    /// `mobile`: the mobile and the code sent to it (`oauth/mobile`).
    pub phone: Option<String>,
    pub code: Option<String>,
    pub refresh_token: Option<String>,
    #[serde(rename = "tenantId")]
    pub tenant_id: Option<String>,
    pub scope: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-auth/oauth/token", tag = "auth",
    params(TokenParams,
        ("Tenant-Id" = Option<String>, Header, description = "tenant, default 000000"),
        ("Token-Transport" = Option<String>, Header, description = "cookie: the refresh token is set in the HttpOnly cookie platform_refresh (Path /api/blade-auth/oauth) instead of the body, and the refresh grant reads it from there"),
        ("Captcha-Key" = Option<String>, Header), ("Captcha-Code" = Option<String>, Header),
        ("Authorization" = String, Header, description = "Basic client credentials")),
    request_body(content = TokenParams, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, body = Envelope<TokenAnswer>),
        (status = 400, description = "wrong captcha, wrong credentials, unknown grant, 租户编号不正确 (a Tenant-Id or tenantId not of six digits); mobile: a code's refusal, 该手机号码未绑定账号, 该手机号码绑定了多个账号，请选择要登录的账号 (the accounts in data); switch: 该账号不可切换", body = Failure),
        (status = 401, description = "bad client, a refresh token that no longer counts, a switch without a live session", body = Failure),
        (status = 423, description = "account locked after repeated failures", body = Failure),
        (status = 429, description = "too many calls from one client address", body = Failure))
)]
#[post("/blade-auth/oauth/token")]
pub async fn token(state: web::Data<AppState>, req: HttpRequest, body: web::Bytes) -> ApiResult {
    // Before anything else, so a flood costs the server as little as possible.
    state
        .sign_in_limiter
        .check(req.peer_addr().map(|addr| addr.ip()))?;
    client::check(header(&req, "Authorization"), &state.config.auth)?;
    let params = read_params(&req, &body)?;
    let tokens = match params.grant_type.as_deref() {
        Some("password") => sign_in(&state, credentials(&state, &req, params)?).await?,
        Some("mobile") => {
            sign_in_by_mobile(
                &state,
                MobileCredentials {
                    tenant_id: request_tenant(&req, params.tenant_id.as_deref())?,
                    phone: params.phone.unwrap_or_default(),
                    code: params.code.unwrap_or_default(),
                    account: params.username,
                },
            )
            .await?
        }
        // a browser client's refresh token is in its cookie, any other's in the parameters
        Some("refresh_token") => {
            let presented = params
                .refresh_token
                .filter(|t| !t.trim().is_empty())
                .or_else(|| refresh_cookie::presented(&req));
            refresh(&state, presented).await?
        }
        Some("biz_account_switch") => {
            let me = CurrentUser::extract(&req).await?;
            switch_account(&state, me, params.username).await?
        }
        _ => return Err(ApiError::bad_request("不支持的授权类型")),
    };
    let max_age = state.config.auth.refresh_token_ttl.as_secs();
    Ok(refresh_cookie::answer(&req, tokens, max_age))
}

/// The tenant from the header, else the parameter, else the default one; the captcha when
/// the platform asks for one.
fn credentials(
    state: &AppState,
    req: &HttpRequest,
    params: TokenParams,
) -> Result<Credentials, ApiError> {
    Ok(Credentials {
        tenant_id: request_tenant(req, params.tenant_id.as_deref())?,
        username: params.username.unwrap_or_default(),
        password: params.password.unwrap_or_default(),
        captcha: state.config.auth.captcha_enabled.then(|| {
            (
                header(req, "Captcha-Key").map(str::to_owned),
                header(req, "Captcha-Code").map(str::to_owned),
            )
        }),
    })
}

fn header<'r>(req: &'r HttpRequest, name: &str) -> Option<&'r str> {
    req.headers()
        .get(name)?
        .to_str()
        .ok()
        .map(str::trim)
        .filter(|v| !v.is_empty())
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
            phone: form.phone.or(params.phone),
            code: form.code.or(params.code),
            refresh_token: form.refresh_token.or(params.refresh_token),
            tenant_id: form.tenant_id.or(params.tenant_id),
            scope: form.scope.or(params.scope),
        };
    }
    Ok(params)
}
