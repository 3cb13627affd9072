//! The refresh token kept in an HttpOnly cookie (01 §9: "access and refresh tokens in
//! cookies"), for the browser client that asks for it with `Token-Transport: cookie`.
//!
//! Why this split: the refresh token is the long-lived credential (days), so no script of the
//! page may read it: an injected script can then steal at most an access token that lives
//! `tokenTime` (600 s). The cookie is `SameSite=Strict` and scoped to `/api/blade-auth/oauth`,
//! so it travels only with the platform's own token and logout calls, never cross-site; the
//! token call also needs the client's Basic credentials, which a foreign page cannot send.
//! The access token stays with the page and travels in the `Blade-Auth` header: the server
//! never authenticates a call by a cookie, so no call can be forged cross-site (no CSRF), which
//! an access token in a cookie would invite. Clients that do not ask (scripts, the API tests,
//! other back ends) keep getting the refresh token in the body, as the OAuth answer has it.

use actix_web::{http::header, HttpRequest, HttpResponse};

use super::issue::TokenAnswer;
use crate::envelope::Envelope;

pub const REFRESH_COOKIE: &str = "platform_refresh";
const COOKIE_PATH: &str = "/api/blade-auth/oauth";
/// The request header with which the browser client asks for the cookie.
pub const TRANSPORT_HEADER: &str = "Token-Transport";

/// A named cookie's value the request carries, if any.
pub fn cookie_value(req: &HttpRequest, name: &str) -> Option<String> {
    req.headers()
        .get_all(header::COOKIE)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim().to_owned())
        .filter(|value| !value.is_empty())
}

/// Whether the caller asked to keep the refresh token in the cookie.
pub fn wants_cookie(req: &HttpRequest) -> bool {
    req.headers()
        .get(TRANSPORT_HEADER)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("cookie"))
}

/// The refresh token the cookie carries.
pub fn presented(req: &HttpRequest) -> Option<String> {
    cookie_value(req, REFRESH_COOKIE)
}

/// `Secure` only where the page came over TLS: a plain-HTTP deployment (the demo, the tests)
/// would otherwise never send it back.
fn secure(req: &HttpRequest) -> &'static str {
    if req.connection_info().scheme() == "https" {
        "; Secure"
    } else {
        ""
    }
}

/// The token answer: for a cookie client, the refresh token moves from the body into the
/// cookie (the body's is empty); for any other, the body keeps it.
pub fn answer(req: &HttpRequest, mut tokens: TokenAnswer, max_age_secs: u64) -> HttpResponse {
    if !wants_cookie(req) {
        return HttpResponse::Ok().json(Envelope::success(tokens));
    }
    // a signed token: base64url and dots, nothing to escape
    let cookie = format!(
        "{REFRESH_COOKIE}={}; Path={COOKIE_PATH}; Max-Age={max_age_secs}; HttpOnly; SameSite=Strict{}",
        std::mem::take(&mut tokens.refresh_token),
        secure(req)
    );
    HttpResponse::Ok()
        .insert_header((header::SET_COOKIE, cookie))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(Envelope::success(tokens))
}

/// The Set-Cookie value that removes the cookie (sign-out).
pub fn cleared(req: &HttpRequest) -> String {
    format!(
        "{REFRESH_COOKIE}=; Path={COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict{}",
        secure(req)
    )
}
