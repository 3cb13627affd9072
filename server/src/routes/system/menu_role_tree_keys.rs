//! `GET /api/blade-system/menu/role-tree-keys?roleIds=a,b`: the ids of the menus and buttons
//! granted to the roles, the checked keys of 权限设置; for the platform administrator (issue 20).
//! An unknown role: 400 角色不存在.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{id_list, require_menu_admin, unknown_role};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::menu::Menu,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct RoleTreeKeysQuery {
    /// The roles' codes, separated by commas.
    pub role_ids: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/menu/role-tree-keys", tag = "system", params(RoleTreeKeysQuery),
    responses((status = 200, body = Envelope<Vec<String>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-system/menu/role-tree-keys")]
pub async fn menu_role_tree_keys(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<RoleTreeKeysQuery>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let roles = id_list(query.into_inner().role_ids);
    if roles.is_empty() {
        return Err(ApiError::bad_request("请选择角色"));
    }
    unknown_role(&roles)?;
    let ids = state
        .db(move |conn| Ok(Menu::granted_ids(conn, &roles)?))
        .await?;
    Ok(ok(ids))
}
