//! What the password calls share: hashing off the async workers, the sessions' reasons, and a
//! password reset itself (by mobile code, by account, by the staff at the counter).

use actix_web::web;

use crate::{
    auth::password,
    db::DbConn,
    error::ApiError,
    models::{session::Session, sign_in_attempt::SignInAttempt, user::User, user_admin},
};

/// Why a user's sessions ended after a reset by mobile code.
pub const RESET_BY_CODE: &str = "密码已重置，请使用新密码重新登录";
/// Why a user's other sessions ended after a change.
pub const CHANGED: &str = "密码已修改，请使用新密码重新登录";
/// What a visitor is told once the password is reset.
pub const RESET: &str = "密码重置成功，请使用新密码登录";

/// Argon2 is slow on purpose: hashed and verified on the blocking pool.
pub async fn hashed(plain: String) -> Result<String, ApiError> {
    web::block(move || password::hash(&plain))
        .await?
        .map_err(ApiError::internal)
}

pub async fn verified(plain: String, stored: String) -> Result<bool, ApiError> {
    Ok(web::block(move || password::verify(&plain, &stored)).await?)
}

/// A signed-in user proves a sensitive step with their login password: 请输入密码 when none is
/// given, 密码不正确 when it is wrong.
pub async fn require_password(plain: String, user: &User) -> Result<(), ApiError> {
    if plain.is_empty() {
        return Err(ApiError::bad_request("请输入密码"));
    }
    if !verified(plain, user.password_hash.clone()).await? {
        return Err(ApiError::bad_request("密码不正确"));
    }
    Ok(())
}

/// Gives `user` the password hashed as `hash`, inside the caller's transaction: every session
/// of the user ends (the next request is told `reason`) and a lock from failed sign-ins is
/// lifted, whoever proved the reset.
pub fn reset_to(conn: &mut DbConn, user: &User, hash: &str, reason: &str) -> Result<(), ApiError> {
    user_admin::set_password_hash(conn, &user.id, hash)?;
    Session::revoke_all_of(conn, &user.id, reason)?;
    SignInAttempt::forget(conn, (&user.tenant_id, &user.account))?;
    Ok(())
}
