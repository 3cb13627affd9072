//! What a successful grant answers: a session (new at sign-in, rotated at refresh) and the
//! pair of signed tokens for it.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::token::{Claims, TokenKeys, TokenKind},
    clock::Timestamp,
    config::AuthConfig,
    db::DbConn,
    error::ApiError,
    models::{company::Company, holder_account::HolderAccount, session::Session, user::User},
};

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenAnswer {
    pub access_token: String,
    pub refresh_token: String,
    pub token_type: &'static str,
    /// Seconds the access token lives (the spec's tokenTime).
    pub expires_in: u64,
    pub tenant_id: String,
    pub user_id: String,
    pub account: String,
    pub user_name: String,
    pub role_name: String,
    pub landing_mode: String,
}

/// A new session; a user bound to exactly one enterprise or one registration account starts
/// in it (spec 01 §4).
pub fn open_session(
    conn: &mut DbConn,
    user: &User,
    now: Timestamp,
    ttl: i64,
) -> Result<Session, ApiError> {
    let companies = Company::of_user(conn, &user.id)?;
    let accounts = HolderAccount::of_user(conn, &user.id)?;
    let only_account = (accounts.len() == 1).then(|| &accounts[0]);
    let session = Session {
        id: uuid::Uuid::new_v4().to_string(),
        user_id: user.id.clone(),
        refresh_jti: uuid::Uuid::new_v4().to_string(),
        current_company_id: match (companies.len(), only_account) {
            (1, _) => Some(companies[0].id.clone()),
            (_, Some(account)) => account.company_id.clone(),
            _ => None,
        },
        current_holder_uuid: only_account.map(|a| a.uuid.clone()),
        current_product_id: only_account.and_then(|a| a.current_product().map(str::to_owned)),
        created_at: now,
        expires_at: now + ttl,
        revoked: false,
    };
    session.insert(conn)?;
    Ok(session)
}

/// The access token (a fresh id) and the refresh token (the session's current one).
pub fn issue(
    keys: &TokenKeys,
    auth: &AuthConfig,
    user: &User,
    session: &Session,
    now: Timestamp,
) -> Result<TokenAnswer, ApiError> {
    let claims = |typ, jti: String, exp| Claims {
        sub: user.id.clone(),
        tid: user.tenant_id.clone(),
        sid: session.id.clone(),
        jti,
        typ,
        iat: now,
        exp,
    };
    let access_ttl = auth.access_token_ttl.as_secs();
    let access = claims(
        TokenKind::Access,
        uuid::Uuid::new_v4().to_string(),
        now + access_ttl as i64,
    );
    let refresh = claims(
        TokenKind::Refresh,
        session.refresh_jti.clone(),
        session.expires_at,
    );
    Ok(TokenAnswer {
        access_token: keys.sign(&access).map_err(ApiError::internal)?,
        refresh_token: keys.sign(&refresh).map_err(ApiError::internal)?,
        token_type: "bearer",
        expires_in: access_ttl,
        tenant_id: user.tenant_id.clone(),
        user_id: user.id.clone(),
        account: user.account.clone(),
        user_name: user.name.clone(),
        role_name: user.role_name.clone(),
        landing_mode: user.landing_mode.clone(),
    })
}
