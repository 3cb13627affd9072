//! The `biz_account_switch` grant (01 §7 `oauth/token` grant kinds; `user/queryBoundUserRefAccounts`
//! lists the choices): a person with several business accounts bound to one verified mobile
//! (an investor who is also an enterprise's handler) moves from the signed-in account to
//! another without typing its password. The mobile is the link, proved at registration or by
//! the administrator; staff accounts never switch nor are switched to, so a shared mobile can
//! never lead into the back office. The session switched from ends.

use diesel::prelude::*;

use crate::{
    auth::{
        current_user::CurrentUser,
        issue::{issue, open_session, TokenAnswer},
        mobile_sign_in::accounts_of,
        role::LandingMode,
    },
    db::{transaction, DbConn},
    error::ApiError,
    models::{session::Session, user::User},
    state::AppState,
};

pub const NOT_SWITCHABLE: &str = "该账号不可切换";

/// The accounts the signed-in user may switch to: enabled, of the tenant, bound to the same
/// mobile, neither staff.
pub fn switchable(conn: &mut DbConn, me: &CurrentUser) -> QueryResult<Vec<User>> {
    let Some(mobile) = me.user.mobile.as_deref().filter(|m| !m.is_empty()) else {
        return Ok(Vec::new());
    };
    if me.landing_mode() == LandingMode::Mgr {
        return Ok(Vec::new());
    }
    Ok(accounts_of(conn, &me.user.tenant_id, mobile)?
        .into_iter()
        .filter(|u| u.id != me.user.id && u.landing_mode != LandingMode::Mgr.as_str())
        .collect())
}

pub async fn switch_account(
    state: &AppState,
    me: CurrentUser,
    target: Option<String>,
) -> Result<TokenAnswer, ApiError> {
    let target = target
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择要切换的账号"))?;
    let now = state.clock.now();
    let auth = state.config.auth.clone();
    let keys = state.tokens.clone();
    state
        .db(move |conn| {
            let user = switchable(conn, &me)?
                .into_iter()
                .find(|u| u.account == target)
                .ok_or_else(|| ApiError::bad_request(NOT_SWITCHABLE))?;
            transaction::write(conn, |conn| {
                Session::revoke(conn, &me.session.id)?;
                let session =
                    open_session(conn, &user, now, auth.refresh_token_ttl.as_secs() as i64)?;
                issue(&keys, &auth, &user, &session, now)
            })
        })
        .await
}
