//! `GET /api/blade-system/menu/routes`: the signed-in user's menu tree.

use actix_web::{get, web};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::menu::{Menu, MenuNode, CATEGORY_MENU},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/menu/routes", tag = "system",
    responses((status = 200, body = Envelope<Vec<MenuNode>>), (status = 401, body = Failure))
)]
#[get("/blade-system/menu/routes")]
pub async fn menu_routes(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let role = me.user.role_name;
    let menus = state
        .db(move |conn| Ok(Menu::granted(conn, &role, CATEGORY_MENU)?))
        .await?;
    Ok(ok(Menu::into_tree(menus)))
}
