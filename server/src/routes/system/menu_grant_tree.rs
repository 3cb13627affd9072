//! `GET /api/blade-system/menu/grant-tree`: every menu and button as a tree, to check a role's
//! grants in (权限设置); for the platform administrator (issue 20).

use actix_web::{get, web};

use super::support::require_menu_admin;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{
        menu::Menu,
        menu_admin::{tree, MenuTreeNode},
    },
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/menu/grant-tree", tag = "system",
    responses((status = 200, body = Envelope<Vec<MenuTreeNode>>), (status = 403, body = Failure))
)]
#[get("/blade-system/menu/grant-tree")]
pub async fn menu_grant_tree(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    require_menu_admin(&me)?;
    let all = state.db(|conn| Ok(Menu::all(conn)?)).await?;
    Ok(ok(tree(&all)))
}
