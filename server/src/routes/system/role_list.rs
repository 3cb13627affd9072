//! `GET /api/blade-system/role/list`: the platform's roles, each with its code (roleAlias), the
//! name it is shown by (roleName) and how many users hold it: of every tenant for the platform
//! administrator, who sets each role's menus and buttons; of its own tenant for a tenant's
//! administrator, who gives its users their roles (issue 20).

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::require_admin;
use crate::{
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{menu_admin::users_by_role, tenant::DEFAULT_TENANT},
    state::AppState,
};

/// A role as the role list shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoleRow {
    /// The role's code, as stored on users and grants.
    pub id: String,
    /// The name it is shown by (e.g. 初审岗).
    pub role_name: String,
    /// The role's code (BladeX's roleAlias).
    pub role_alias: String,
    pub sort: i32,
    /// How many users (of every tenant) hold the role.
    pub users: i64,
}

#[utoipa::path(
    get, path = "/api/blade-system/role/list", tag = "system",
    responses((status = 200, body = Envelope<Vec<RoleRow>>), (status = 403, body = Failure))
)]
#[get("/blade-system/role/list")]
pub async fn role_list(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    require_admin(&me)?;
    let tenant = (me.tenant_id() != DEFAULT_TENANT).then(|| me.tenant_id().to_owned());
    let counts = state
        .db(move |conn| Ok(users_by_role(conn, tenant.as_deref())?))
        .await?;
    let rows: Vec<RoleRow> = roles::ALL
        .iter()
        .zip(1..)
        .map(|(role, sort)| RoleRow {
            id: (*role).to_owned(),
            role_name: roles::alias(role).to_owned(),
            role_alias: (*role).to_owned(),
            sort,
            users: counts.get(*role).copied().unwrap_or(0),
        })
        .collect();
    Ok(ok(rows))
}
