//! `GET /api/blade-system/menu/lazy-menu-list?parentId=&name=&code=`: as `menu/lazy-list`, the
//! menus only (category 1, no buttons). The platform administrator's (issue 20).

use actix_web::{get, web};

use super::support::{require_menu_admin, MenuLazyQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{
        menu::Menu,
        menu_admin::{lazy_rows, MenuRow},
    },
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/menu/lazy-menu-list", tag = "system", params(MenuLazyQuery),
    responses((status = 200, body = Envelope<Vec<MenuRow>>), (status = 403, body = Failure))
)]
#[get("/blade-system/menu/lazy-menu-list")]
pub async fn menu_lazy_menu_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<MenuLazyQuery>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let filter = query.into_inner().filter(true);
    let all = state.db(|conn| Ok(Menu::all(conn)?)).await?;
    Ok(ok(lazy_rows(&all, &filter)))
}
