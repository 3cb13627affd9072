//! `POST /api/blade-system/role/grant` {roleIds, menuIds}: the platform administrator replaces
//! the menus and buttons granted to each role, in one transaction with an audit entry per role
//! (the grants before and after; issue 20). A granted child brings its parents, so that the
//! sidebar shows it; an unknown role (角色不存在) or menu (菜单不存在) changes nothing. Users see
//! the change in their menu (`menu/routes`, `menu/buttons`) at their next sign-in.

use std::collections::BTreeSet;

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{require_menu_admin, unknown_role, NO_SUCH_MENU, ROLE_GRANT_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        menu::Menu,
        menu_admin::{with_ancestors, RoleGrant},
        user::User,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoleGrantRequest {
    /// The roles' codes.
    #[serde(default)]
    pub role_ids: Vec<String>,
    /// The menus and buttons each of the roles is granted from now on (none: nothing).
    #[serde(default)]
    pub menu_ids: Vec<String>,
}

fn grant(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    roles: &[String],
    wanted: &BTreeSet<String>,
) -> Result<Vec<String>, ApiError> {
    let all = Menu::all(conn)?;
    if wanted.iter().any(|id| !all.iter().any(|m| &m.id == id)) {
        return Err(ApiError::bad_request(NO_SUCH_MENU));
    }
    let ids: Vec<String> = with_ancestors(&all, wanted).into_iter().collect();
    for role in roles {
        let before = RoleGrant {
            role_name: role.clone(),
            menu_ids: Menu::granted_ids(conn, std::slice::from_ref(role))?,
        };
        Menu::replace_grants(conn, role, &ids)?;
        let after = RoleGrant {
            role_name: role.clone(),
            menu_ids: ids.clone(),
        };
        audit::record(
            conn,
            me,
            now,
            Change {
                entity: ROLE_GRANT_ENTITY,
                entity_id: role,
                action: Action::Update,
                before: Some(&before),
                after: Some(&after),
            },
        )?;
    }
    Ok(ids)
}

#[utoipa::path(
    post, path = "/api/blade-system/role/grant", tag = "system", request_body = RoleGrantRequest,
    responses((status = 200, body = Envelope<Vec<String>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[post("/blade-system/role/grant")]
pub async fn role_grant(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<RoleGrantRequest>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let body = body.into_inner();
    let roles: BTreeSet<String> = body
        .role_ids
        .iter()
        .map(|r| r.trim().to_owned())
        .filter(|r| !r.is_empty())
        .collect();
    let roles: Vec<String> = roles.into_iter().collect();
    if roles.is_empty() {
        return Err(ApiError::bad_request("请选择角色"));
    }
    unknown_role(&roles)?;
    let wanted: BTreeSet<String> = body
        .menu_ids
        .iter()
        .map(|m| m.trim().to_owned())
        .filter(|m| !m.is_empty())
        .collect();
    let now = state.clock.now();
    let user = me.user;
    let granted = state
        .db(move |conn| transaction::write(conn, |conn| grant(conn, &user, now, &roles, &wanted)))
        .await?;
    Ok(ok(granted))
}
