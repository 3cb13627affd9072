//! The image captcha both sign-in screens show: drawn here, its lower-case code stored under a
//! random key until it expires (`auth.captcha_ttl`), and checked once by `auth::sign_in`. The
//! logged-in `/login` reads the key from the `oauth/captcha` answer; the public shell's image
//! (`/otcweb/verifyCode`) carries it in a cookie.

use ::captcha::{filters::Noise, Captcha as CaptchaImage};
use actix_web::web;

use crate::{error::ApiError, models::captcha::Captcha, state::AppState};

/// Spec 01 §9: the login captcha has 4 characters.
const CAPTCHA_LENGTH: u32 = 4;

/// A captcha the server has stored and the user is to read.
pub struct NewCaptcha {
    pub key: String,
    pub png: Vec<u8>,
}

/// Draws a captcha and stores its code under a new key.
pub async fn new_captcha(state: &AppState) -> Result<NewCaptcha, ApiError> {
    let (code, png) = web::block(draw).await?.map_err(ApiError::internal)?;
    let key = uuid::Uuid::new_v4().simple().to_string();
    let now = state.clock.now();
    let row = Captcha {
        captcha_key: key.clone(),
        code: code.to_lowercase(),
        expires_at: now + state.config.auth.captcha_ttl.as_secs() as i64,
    };
    state.db(move |conn| Ok(row.insert(conn, now)?)).await?;
    Ok(NewCaptcha { key, png })
}

fn draw() -> anyhow::Result<(String, Vec<u8>)> {
    let mut image = CaptchaImage::new();
    image
        .add_chars(CAPTCHA_LENGTH)
        .apply_filter(Noise::new(0.1))
        .view(160, 56);
    let png = image
        .as_png()
        .ok_or_else(|| anyhow::anyhow!("the captcha could not be drawn"))?;
    Ok((image.chars_as_string(), png))
}

/// The cookie that ties the public shell's captcha image to its login (see
/// `routes::auth::verify_code`).
pub const CAPTCHA_COOKIE: &str = "verifyCodeKey";

/// The captcha key the request's `Cookie` header carries, if any.
pub fn key_in_cookies(req: &actix_web::HttpRequest) -> Option<String> {
    super::refresh_cookie::cookie_value(req, CAPTCHA_COOKIE)
}
