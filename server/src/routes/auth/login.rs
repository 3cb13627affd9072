//! `POST /api/login` (form body `username`, `password`, `code`): the public shell's login card
//! (01 §2 "Public shell and login", §7). The password grant of `oauth/token` behind another
//! door: the same captcha check (tried once, expiring), the same attempt counting and lockout
//! (`auth::sign_in`, keyed by tenant and name, so failures here and there add up) and the same
//! token pair in the envelope; a refusal's msg is the one `oauth/token` gives. The captcha's
//! key comes from the HttpOnly cookie `/otcweb/verifyCode` set (see there why a cookie).

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::{
        captcha::key_in_cookies,
        issue::TokenAnswer,
        refresh_cookie,
        sign_in::{sign_in, Credentials},
    },
    envelope::{ApiResult, Envelope, Failure},
    routes::public::support::request_tenant,
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginForm {
    pub username: Option<String>,
    pub password: Option<String>,
    /// What the user read off the captcha image.
    pub code: Option<String>,
    /// The tenant when no `Tenant-Id` header names it; default 000000.
    #[serde(rename = "tenantId")]
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    post, path = "/api/login", tag = "auth",
    params(("Tenant-Id" = Option<String>, Header, description = "tenant, default 000000")),
    request_body(content = LoginForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, body = Envelope<TokenAnswer>),
        (status = 400, description = "请输入图形验证码, 验证码不正确 (wrong, spent, expired or no captcha cookie), 用户名或密码不正确, 账号已被禁用，请联系管理员, an expired tenant, 租户编号不正确", body = Failure),
        (status = 423, description = "登录失败次数过多，账号已锁定，请N分钟后再试 (shared with oauth/token)", body = Failure),
        (status = 429, description = "too many calls from one client address", body = Failure))
)]
#[post("/login")]
pub async fn login(
    state: web::Data<AppState>,
    req: HttpRequest,
    form: web::Form<LoginForm>,
) -> ApiResult {
    // The same per-address limit as oauth/token: two doors do not double a caller's tries.
    state
        .sign_in_limiter
        .check(req.peer_addr().map(|addr| addr.ip()))?;
    let form = form.into_inner();
    let tenant_id = request_tenant(&req, form.tenant_id.as_deref())?;
    let code = form
        .code
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty());
    let captcha = state
        .config
        .auth
        .captcha_enabled
        .then(|| (key_in_cookies(&req), code));
    let answer = sign_in(
        &state,
        Credentials {
            tenant_id,
            username: form.username.unwrap_or_default(),
            password: form.password.unwrap_or_default(),
            captcha,
        },
    )
    .await?;
    let max_age = state.config.auth.refresh_token_ttl.as_secs();
    Ok(refresh_cookie::answer(&req, answer, max_age))
}
