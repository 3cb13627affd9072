//! `GET /api/blade-auth/oauth/captcha`: a 4-character image captcha for the login page.

use actix_web::{get, web};
use base64::Engine;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::captcha::{new_captcha, NewCaptcha},
    envelope::{ok, ApiResult, Envelope},
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
pub struct CaptchaAnswer {
    /// False when captcha is switched off by configuration; key and image are then empty.
    pub enabled: bool,
    /// Sent back in the `Captcha-Key` header with the answer in `Captcha-Code`.
    pub key: String,
    /// `data:image/png;base64,…`
    pub image: String,
}

#[utoipa::path(
    get, path = "/api/blade-auth/oauth/captcha", tag = "auth",
    responses((status = 200, body = Envelope<CaptchaAnswer>))
)]
#[get("/blade-auth/oauth/captcha")]
pub async fn captcha(state: web::Data<AppState>) -> ApiResult {
    if !state.config.auth.captcha_enabled {
        return Ok(ok(CaptchaAnswer {
            enabled: false,
            key: String::new(),
            image: String::new(),
        }));
    }
    let NewCaptcha { key, png } = new_captcha(&state).await?;
    let image = format!(
        "data:image/png;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(png)
    );
    Ok(ok(CaptchaAnswer {
        enabled: true,
        key,
        image,
    }))
}
