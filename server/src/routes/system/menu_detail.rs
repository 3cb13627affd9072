//! `GET /api/blade-system/menu/detail?id=`: one menu or button, for the platform administrator
//! (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{require_menu_admin, NO_SUCH_MENU};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{menu::Menu, menu_admin::MenuRecord},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MenuDetailQuery {
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/menu/detail", tag = "system", params(MenuDetailQuery),
    responses((status = 200, body = Envelope<MenuRecord>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/blade-system/menu/detail")]
pub async fn menu_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<MenuDetailQuery>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let id = query.into_inner().id.unwrap_or_default();
    let menu = state
        .db(move |conn| Ok(Menu::find(conn, id.trim())?))
        .await?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_MENU))?;
    Ok(ok(MenuRecord::from(menu)))
}
