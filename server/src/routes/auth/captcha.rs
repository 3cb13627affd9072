//! `GET /api/blade-auth/oauth/captcha`: a 4-character image captcha for the login page.

use ::captcha::{filters::Noise, Captcha as CaptchaImage};
use actix_web::{get, web};
use base64::Engine;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult, Envelope},
    error::ApiError,
    models::captcha::Captcha,
    state::AppState,
};

/// Spec 01 §9: the login captcha has 4 characters.
const CAPTCHA_LENGTH: u32 = 4;

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
    let (code, png) = web::block(draw).await?.map_err(ApiError::internal)?;
    let key = uuid::Uuid::new_v4().simple().to_string();
    let now = state.clock.now();
    let row = Captcha {
        captcha_key: key.clone(),
        code: code.to_lowercase(),
        expires_at: now + state.config.auth.captcha_ttl.as_secs() as i64,
    };
    state.db(move |conn| Ok(row.insert(conn, now)?)).await?;
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
