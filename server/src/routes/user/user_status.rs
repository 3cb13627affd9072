//! `POST /api/blade-user/update-status?ids=a,b&status=0|1`: the administrator disables users of
//! its tenant (they sign in no more, and the sessions they had end at their next request with
//! 账号已被禁用，请联系管理员) or enables them again. Never the caller itself. All the users
//! change, with their audit entries, or none.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{existing, ids, require_user_admin, USER_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::{current_user::CurrentUser, sign_in::USER_DISABLED},
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        session::Session,
        user::User,
        user_admin::{self, UserRow},
    },
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserStatusQuery {
    /// The users' ids, comma-separated.
    pub ids: String,
    /// 1 启用, 0 禁用.
    pub status: String,
}

#[utoipa::path(
    post, path = "/api/blade-user/update-status", tag = "system", params(UserStatusQuery),
    responses((status = 200, body = Envelope<Vec<UserRow>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-user/update-status")]
pub async fn user_status(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<UserStatusQuery>,
) -> ApiResult {
    require_user_admin(&me)?;
    let q = query.into_inner();
    let status = match q.status.trim() {
        "1" => User::ENABLED,
        "0" => User::DISABLED,
        _ => return Err(ApiError::bad_request("状态只能是0或1")),
    };
    let ids = ids(&q.ids)?;
    if status == User::DISABLED && ids.contains(&me.user.id) {
        return Err(ApiError::bad_request("不能禁用当前登录用户"));
    }
    let now = state.clock.now();
    let actor = me.user;
    let changed = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let mut changed = Vec::new();
                for id in &ids {
                    let before = existing(conn, &actor.tenant_id, id)?;
                    user_admin::set_status(conn, id, status)?;
                    if status == User::DISABLED {
                        Session::revoke_all_of(conn, id, USER_DISABLED)?;
                    }
                    let after = UserRow {
                        status,
                        ..before.clone()
                    };
                    audit::record(
                        conn,
                        &actor,
                        now,
                        Change {
                            entity: USER_ENTITY,
                            entity_id: id,
                            action: Action::Update,
                            before: Some(&before),
                            after: Some(&after),
                        },
                    )?;
                    changed.push(after);
                }
                Ok(changed)
            })
        })
        .await?;
    Ok(ok(changed))
}
