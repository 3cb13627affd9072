//! `POST /api/blade-user/bind {userId, companyIds, holderUuids}`: the administrator sets the
//! enterprises and registration accounts a user of its tenant acts for (they replace the old
//! ones); each must be of the tenant (企业不存在 / 登记账号不存在). The user's menus of
//! enterprises and accounts follow at its next call. Written with its audit entry in one
//! transaction.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{existing, require_user_admin, USER_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::user_admin::{self, UserRow},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserBindRequest {
    pub user_id: String,
    #[serde(default)]
    pub company_ids: Vec<String>,
    #[serde(default)]
    pub holder_uuids: Vec<String>,
}

/// The ids trimmed, blanks dropped, each once, in the order given.
fn distinct(ids: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for id in ids.into_iter().map(|id| id.trim().to_owned()) {
        if !id.is_empty() && !out.contains(&id) {
            out.push(id);
        }
    }
    out
}

#[utoipa::path(
    post, path = "/api/blade-user/bind", tag = "system", request_body = UserBindRequest,
    responses((status = 200, body = Envelope<UserRow>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-user/bind")]
pub async fn user_bind(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<UserBindRequest>,
) -> ApiResult {
    require_user_admin(&me)?;
    let body = body.into_inner();
    let companies = distinct(body.company_ids);
    let accounts = distinct(body.holder_uuids);
    let now = state.clock.now();
    let actor = me.user;
    let user_id = body.user_id;
    let after = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let tenant = actor.tenant_id.clone();
                let before = existing(conn, &tenant, &user_id)?;
                let known = user_admin::tenant_companies(conn, &tenant, &companies)?;
                if let Some(missing) = companies.iter().find(|id| !known.contains(id)) {
                    return Err(ApiError::bad_request(format!("企业不存在：{missing}")));
                }
                let known = user_admin::tenant_accounts(conn, &tenant, &accounts)?;
                if let Some(missing) = accounts.iter().find(|id| !known.contains(id)) {
                    return Err(ApiError::bad_request(format!("登记账号不存在：{missing}")));
                }
                user_admin::replace_bindings(conn, &user_id, &companies, &accounts)?;
                let after = existing(conn, &tenant, &user_id)?;
                audit::record(
                    conn,
                    &actor,
                    now,
                    Change {
                        entity: USER_ENTITY,
                        entity_id: &user_id,
                        action: Action::Update,
                        before: Some(&before),
                        after: Some(&after),
                    },
                )?;
                Ok(after)
            })
        })
        .await?;
    Ok(ok(after))
}
