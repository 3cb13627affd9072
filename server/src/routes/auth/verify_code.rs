//! `GET /otcweb/verifyCode` (any query or suffix, e.g. `?0.123`, so the browser never shows a
//! cached image): the public shell's login captcha as a PNG (01 §7 "Public shell login").
//!
//! The image is loaded by an `<img>`/fetch that cannot read a key out of a JSON answer, and
//! the login form posts only username, password and code; so the captcha's key travels in a
//! cookie the browser sends back with `POST /api/login`. The cookie is HttpOnly (no script of
//! the page needs it, so an injected one cannot read or plant it), SameSite=Strict (another
//! site's form cannot post a login with it) and lives as long as the captcha. A new image
//! replaces the key; the old captcha simply expires. Served outside `/api`, as the spec names
//! it, and mounted before the frontend's client-side routes so the SPA fallback never answers it.

use actix_web::{http::header, web, HttpRequest, HttpResponse};

use crate::{
    auth::captcha::{new_captcha, NewCaptcha, CAPTCHA_COOKIE},
    envelope::ApiResult,
    state::AppState,
};

#[utoipa::path(
    get, path = "/otcweb/verifyCode", tag = "auth",
    responses(
        (status = 200, description = "the captcha image; its key in the HttpOnly cookie verifyCodeKey", content_type = "image/png", body = Vec<u8>),
        (status = 204, description = "captcha is switched off by configuration: no image, no cookie"))
)]
pub async fn verify_code(state: web::Data<AppState>, req: HttpRequest) -> ApiResult {
    if !state.config.auth.captcha_enabled {
        return Ok(HttpResponse::NoContent()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .finish());
    }
    let NewCaptcha { key, png } = new_captcha(&state).await?;
    // Secure only where the page itself came over TLS: a plain-HTTP deployment (the demo, the
    // tests) would otherwise never send it back. The key is 32 hex digits: nothing to escape.
    let secure = if req.connection_info().scheme() == "https" {
        "; Secure"
    } else {
        ""
    };
    let cookie = format!(
        "{CAPTCHA_COOKIE}={key}; Path=/; Max-Age={}; HttpOnly; SameSite=Strict{secure}",
        state.config.auth.captcha_ttl.as_secs()
    );
    Ok(HttpResponse::Ok()
        .content_type("image/png")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::SET_COOKIE, cookie))
        .body(png))
}
