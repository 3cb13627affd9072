//! `POST /api/blade-user/reset-password?userIds=a,b`: the administrator gives users of its
//! tenant a new random password each, answered once; every session they had ends (their next
//! request is told 密码已被管理员重置，请重新登录) and a lock from failed sign-ins is lifted.
//! The audit log records that the password changed, never the password.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::{audit_password_reset, existing, ids, require_user_admin, PASSWORD_RESET};
use crate::{
    auth::{current_user::CurrentUser, password},
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{session::Session, sign_in_attempt::SignInAttempt, user_admin},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordQuery {
    /// The users' ids, comma-separated.
    pub user_ids: String,
}

/// A user's new password, shown once.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewPassword {
    pub id: String,
    pub account: String,
    pub password: String,
}

#[utoipa::path(
    post, path = "/api/blade-user/reset-password", tag = "system", params(ResetPasswordQuery),
    responses((status = 200, body = Envelope<Vec<NewPassword>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-user/reset-password")]
pub async fn user_reset_password(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ResetPasswordQuery>,
) -> ApiResult {
    require_user_admin(&me)?;
    let ids = ids(&query.into_inner().user_ids)?;
    // Argon2 is slow on purpose: hashed off the async workers, before the transaction.
    let fresh = web::block(move || {
        ids.into_iter()
            .map(|id| {
                let plain = password::initial();
                password::hash(&plain).map(|hash| (id, plain, hash))
            })
            .collect::<anyhow::Result<Vec<_>>>()
    })
    .await?
    .map_err(ApiError::internal)?;
    let now = state.clock.now();
    let actor = me.user;
    let answered = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let mut answered = Vec::new();
                for (id, plain, hash) in fresh {
                    let user = existing(conn, &actor.tenant_id, &id)?;
                    user_admin::set_password_hash(conn, &id, &hash)?;
                    Session::revoke_all_of(conn, &id, PASSWORD_RESET)?;
                    SignInAttempt::forget(conn, (&actor.tenant_id, &user.account))?;
                    audit_password_reset(conn, &actor, now, &id, &user.account)?;
                    answered.push(NewPassword {
                        id,
                        account: user.account,
                        password: plain,
                    });
                }
                Ok(answered)
            })
        })
        .await?;
    Ok(ok(answered))
}
