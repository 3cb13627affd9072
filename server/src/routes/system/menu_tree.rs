//! `GET /api/blade-system/menu/tree`: every menu (no buttons) as a tree, to choose a parent
//! from; for the platform administrator (issue 20).

use actix_web::{get, web};

use super::support::require_menu_admin;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{
        menu::Menu,
        menu_admin::{menus_only, tree, MenuTreeNode},
    },
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/menu/tree", tag = "system",
    responses((status = 200, body = Envelope<Vec<MenuTreeNode>>), (status = 403, body = Failure))
)]
#[get("/blade-system/menu/tree")]
pub async fn menu_tree(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    require_menu_admin(&me)?;
    let all = state.db(|conn| Ok(Menu::all(conn)?)).await?;
    Ok(ok(tree(&menus_only(all))))
}
