//! The refresh grant: a live session's refresh token traded for a new pair. Each refresh
//! token counts once; an old one coming back ends the session.

use crate::{
    auth::{
        current_user::SESSION_EXPIRED,
        issue::{issue, TokenAnswer},
        sign_in::USER_DISABLED,
        token::TokenKind,
    },
    error::ApiError,
    models::{
        session::Session,
        tenant::{Tenant, TENANT_EXPIRED},
        user::User,
    },
    state::AppState,
};

pub async fn refresh(state: &AppState, presented: Option<String>) -> Result<TokenAnswer, ApiError> {
    let expired = || ApiError::Unauthorized(SESSION_EXPIRED.into());
    let now = state.clock.now();
    let presented = presented.ok_or_else(expired)?;
    let claims = state
        .tokens
        .verify(&presented, TokenKind::Refresh, now)
        .map_err(|_| expired())?;
    let auth = state.config.auth.clone();
    let keys = state.tokens.clone();
    state
        .db(move |conn| {
            let session = Session::find_live(conn, &claims.sid, now)?.ok_or_else(expired)?;
            let user = User::find(conn, &session.user_id)?.ok_or_else(expired)?;
            if user.status == User::DISABLED {
                Session::revoke(conn, &session.id)?;
                return Err(ApiError::Unauthorized(USER_DISABLED.into()));
            }
            if Tenant::expired(conn, &user.tenant_id, now)? {
                Session::revoke(conn, &session.id)?;
                return Err(ApiError::Unauthorized(TENANT_EXPIRED.into()));
            }
            let next_jti = uuid::Uuid::new_v4().to_string();
            let expires_at = now + auth.refresh_token_ttl.as_secs() as i64;
            if !Session::rotate_refresh(conn, &session.id, &claims.jti, &next_jti, expires_at)? {
                // An old refresh token came back: someone kept a copy. End the session.
                Session::revoke(conn, &session.id)?;
                return Err(expired());
            }
            let session = Session {
                refresh_jti: next_jti,
                expires_at,
                ..session
            };
            issue(&keys, &auth, &user, &session, now)
        })
        .await
}
