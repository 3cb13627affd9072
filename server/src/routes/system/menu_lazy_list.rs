//! `GET /api/blade-system/menu/lazy-list?parentId=&name=&code=`: the menus and buttons under a
//! parent (none or `0`: the top level), each saying whether it has children; with a name or code
//! and no parent, the matching entries at every level. The platform administrator's (issue 20).

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
    get, path = "/api/blade-system/menu/lazy-list", tag = "system", params(MenuLazyQuery),
    responses((status = 200, body = Envelope<Vec<MenuRow>>), (status = 403, body = Failure))
)]
#[get("/blade-system/menu/lazy-list")]
pub async fn menu_lazy_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<MenuLazyQuery>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let filter = query.into_inner().filter(false);
    let all = state.db(|conn| Ok(Menu::all(conn)?)).await?;
    Ok(ok(lazy_rows(&all, &filter)))
}
