//! What the password calls share: hashing off the async workers, and the sessions' reasons.

use actix_web::web;

use crate::{auth::password, error::ApiError};

/// Why a user's sessions ended after a reset by mobile code.
pub const RESET_BY_CODE: &str = "密码已重置，请使用新密码重新登录";
/// Why a user's other sessions ended after a change.
pub const CHANGED: &str = "密码已修改，请使用新密码重新登录";

/// Argon2 is slow on purpose: hashed and verified on the blocking pool.
pub async fn hashed(plain: String) -> Result<String, ApiError> {
    web::block(move || password::hash(&plain))
        .await?
        .map_err(ApiError::internal)
}

pub async fn verified(plain: String, stored: String) -> Result<bool, ApiError> {
    Ok(web::block(move || password::verify(&plain, &stored)).await?)
}
