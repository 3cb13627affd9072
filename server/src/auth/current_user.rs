//! The signed-in caller, taken from the `Blade-Auth: bearer <token>` header. A handler that
//! names `CurrentUser` among its arguments cannot run without a live session.

use std::{future::Future, pin::Pin};

use actix_web::{dev::Payload, web, FromRequest, HttpRequest};

use crate::{
    auth::{
        role::LandingMode,
        token::{TokenError, TokenKind},
    },
    error::ApiError,
    models::{session::Session, user::User},
    state::AppState,
};

pub const TOKEN_HEADER: &str = "Blade-Auth";
pub const NOT_SIGNED_IN: &str = "用户未登录，请重新登录";
pub const SESSION_EXPIRED: &str = "登录已过期，请重新登录。";

#[derive(Clone)]
pub struct CurrentUser {
    pub user: User,
    pub session: Session,
}

impl CurrentUser {
    pub fn landing_mode(&self) -> LandingMode {
        // Users are only ever written with a valid mode; an unknown one gets the least power.
        LandingMode::parse(&self.user.landing_mode).unwrap_or(LandingMode::PersonalHolder)
    }

    pub fn tenant_id(&self) -> &str {
        &self.user.tenant_id
    }

    pub fn require_role(&self, allowed: &[&str]) -> Result<(), ApiError> {
        if allowed.contains(&self.user.role_name.as_str()) {
            Ok(())
        } else {
            Err(ApiError::forbidden("无权访问该功能"))
        }
    }
}

/// The bearer token of a request, if it carries one.
pub fn bearer_token(req: &HttpRequest) -> Option<&str> {
    let value = req.headers().get(TOKEN_HEADER)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then_some(token.trim())
        .filter(|t| !t.is_empty())
}

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer_token(req).map(str::to_owned);
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::internal(anyhow::anyhow!("no app state")))?;
            let token = token.ok_or_else(|| ApiError::Unauthorized(NOT_SIGNED_IN.into()))?;
            let now = state.clock.now();
            let claims = state
                .tokens
                .verify(&token, TokenKind::Access, now)
                .map_err(|e| {
                    ApiError::Unauthorized(
                        match e {
                            TokenError::Expired => SESSION_EXPIRED,
                            _ => NOT_SIGNED_IN,
                        }
                        .into(),
                    )
                })?;
            state
                .db(move |conn| {
                    let Some((session, user)) =
                        Session::find_live_with_user(conn, &claims.sid, now)?
                    else {
                        let reason = Session::revoked_reason(conn, &claims.sid)?;
                        return Err(ApiError::Unauthorized(
                            reason.unwrap_or_else(|| SESSION_EXPIRED.into()),
                        ));
                    };
                    Ok(CurrentUser { user, session })
                })
                .await
        })
    }
}
