//! The client's own credentials: every grant comes from a known client, which authenticates
//! with the basic `Authorization` header.

use base64::Engine;

use crate::{config::AuthConfig, error::ApiError};

const BAD_CLIENT: &str = "客户端认证失败";

/// `header` is the `Authorization` header's value, if any.
pub fn check(header: Option<&str>, auth: &AuthConfig) -> Result<(), ApiError> {
    let presented = header
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
