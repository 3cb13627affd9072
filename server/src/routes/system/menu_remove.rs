//! `POST /api/blade-system/menu/remove?ids=a,b`: the platform administrator removes menus or
//! buttons with their grants to roles, each recorded in the audit log (with the roles it was
//! granted to) in the same transaction (issue 20). A menu that still has children is refused
//! (请先删除子菜单), and an unknown id removes nothing at all.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{id_list, require_menu_admin, MENU_ENTITY, NO_SUCH_MENU};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        menu::Menu,
        menu_admin::{MenuRecord, RemovedMenu},
        user::User,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MenuRemoveQuery {
    /// The entries' ids, separated by commas.
    pub ids: Option<String>,
}

fn remove(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    ids: &[String],
) -> Result<Vec<MenuRecord>, ApiError> {
    let mut found = Vec::with_capacity(ids.len());
    for id in ids {
        found.push(Menu::find(conn, id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_MENU))?);
    }
    for menu in &found {
        if Menu::child_count(conn, &menu.id)? > 0 {
            return Err(ApiError::bad_request("请先删除子菜单"));
        }
    }
    let mut removed = Vec::with_capacity(found.len());
    for menu in found {
        let roles = Menu::roles_of(conn, &menu.id)?;
        menu.delete(conn)?;
        let record = RemovedMenu {
            menu: MenuRecord::from(menu),
            roles,
        };
        audit::record(
            conn,
            me,
            now,
            Change {
                entity: MENU_ENTITY,
                entity_id: &record.menu.id,
                action: Action::Remove,
                before: Some(&record),
                after: None,
            },
        )?;
        removed.push(record.menu);
    }
    Ok(removed)
}

#[utoipa::path(
    post, path = "/api/blade-system/menu/remove", tag = "system", params(MenuRemoveQuery),
    responses((status = 200, body = Envelope<Vec<MenuRecord>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/menu/remove")]
pub async fn menu_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<MenuRemoveQuery>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let ids = id_list(query.into_inner().ids);
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择要删除的菜单"));
    }
    let now = state.clock.now();
    let user = me.user;
    let removed = state
        .db(move |conn| transaction::write(conn, |conn| remove(conn, &user, now, &ids)))
        .await?;
    Ok(ok(removed))
}
