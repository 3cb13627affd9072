//! `POST /api/blade-system/menu/submit`: the platform administrator creates a menu or button (no
//! id) or changes one (id), recorded in the audit log in the same transaction (issue 20).
//!
//! Name and code are required, and a menu's route path (a button's is optional); the code is
//! unique; the parent, when given, is an existing menu (not a button), neither the entry itself
//! nor one of its descendants (no cycle); the category is 1 (menu) or 2 (button); the sort is an
//! integer.

use actix_web::{post, web};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::support::{filter_text, require_menu_admin, required_text, MENU_ENTITY, NO_SUCH_MENU};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        menu::{Menu, CATEGORY_BUTTON, CATEGORY_MENU},
        menu_admin::{descendants, MenuRecord},
        user::User,
    },
    state::AppState,
};

const MAX_CODE_CHARS: usize = 64;
const MAX_NAME_CHARS: usize = 64;
const MAX_PATH_CHARS: usize = 255;
const CODE_TAKEN: &str = "菜单编号已存在";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuSubmitRequest {
    /// The entry to change; none to create one.
    pub id: Option<String>,
    /// The parent menu; none, blank or `0` for the top level.
    pub parent_id: Option<String>,
    /// 菜单编号, unique.
    pub code: Option<String>,
    /// 菜单名称.
    pub name: Option<String>,
    /// 菜单别名; the code when blank.
    pub alias: Option<String>,
    /// 路由地址, required for a menu.
    pub path: Option<String>,
    /// 菜单图标.
    pub source: Option<String>,
    /// 排序, an integer; a new entry goes last under its parent by default.
    #[schema(value_type = Option<i32>)]
    pub sort: Option<Value>,
    /// 1 menu (default), 2 button.
    pub category: Option<i32>,
    /// 1 shown open, 0 not; 1 by default.
    pub is_open: Option<i32>,
}

struct Checked {
    id: Option<String>,
    parent_id: Option<String>,
    code: String,
    name: String,
    alias: Option<String>,
    path: String,
    source: String,
    sort: Option<i32>,
    category: i32,
    is_open: Option<i32>,
}

fn sort_of(value: Option<Value>) -> Result<Option<i32>, ApiError> {
    let not_integer = || ApiError::bad_request("排序必须为整数");
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => n
            .as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .map(Some)
            .ok_or_else(not_integer),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => s.trim().parse().map(Some).map_err(|_| not_integer()),
        Some(_) => Err(not_integer()),
    }
}

fn checked(body: MenuSubmitRequest) -> Result<Checked, ApiError> {
    let name = required_text(body.name, "菜单名称", "菜单名称不能为空", MAX_NAME_CHARS)?;
    let code = required_text(body.code, "菜单编号", "菜单编号不能为空", MAX_CODE_CHARS)?;
    let category = body.category.unwrap_or(CATEGORY_MENU);
    if category != CATEGORY_MENU && category != CATEGORY_BUTTON {
        return Err(ApiError::bad_request("菜单类型只能是菜单(1)或按钮(2)"));
    }
    let path = if category == CATEGORY_MENU {
        required_text(body.path, "路由地址", "路由地址不能为空", MAX_PATH_CHARS)?
    } else {
        filter_text(body.path).unwrap_or_default()
    };
    if path.chars().count() > MAX_PATH_CHARS {
        return Err(ApiError::bad_request(format!(
            "路由地址不能超过{MAX_PATH_CHARS}个字"
        )));
    }
    let alias = filter_text(body.alias);
    let source = filter_text(body.source).unwrap_or_default();
    for (label, text) in [
        ("菜单别名", alias.as_deref().unwrap_or("")),
        ("菜单图标", &source),
    ] {
        if text.chars().count() > MAX_NAME_CHARS {
            return Err(ApiError::bad_request(format!(
                "{label}不能超过{MAX_NAME_CHARS}个字"
            )));
        }
    }
    Ok(Checked {
        id: filter_text(body.id),
        parent_id: filter_text(body.parent_id).filter(|p| p != "0"),
        code,
        name,
        alias,
        path,
        source,
        sort: sort_of(body.sort)?,
        category,
        is_open: body.is_open.map(|o| i32::from(o != 0)),
    })
}

/// Refuses a parent that is missing, a button, the entry itself or one of its descendants.
fn check_parent(conn: &mut DbConn, c: &Checked) -> Result<(), ApiError> {
    let Some(parent_id) = &c.parent_id else {
        return Ok(());
    };
    if c.id.as_ref() == Some(parent_id) {
        return Err(ApiError::bad_request("上级菜单不能是自身"));
    }
    let parent =
        Menu::find(conn, parent_id)?.ok_or_else(|| ApiError::bad_request("上级菜单不存在"))?;
    if parent.category != CATEGORY_MENU {
        return Err(ApiError::bad_request("上级菜单不能是按钮"));
    }
    if let Some(id) = &c.id {
        if descendants(&Menu::all(conn)?, id).contains(parent_id) {
            return Err(ApiError::bad_request("上级菜单不能是其下级菜单"));
        }
    }
    Ok(())
}

/// Writes the entry and its audit entry; answers the entry as saved.
fn save(conn: &mut DbConn, me: &User, now: i64, c: Checked) -> Result<MenuRecord, ApiError> {
    let before = match &c.id {
        Some(id) => Some(Menu::find(conn, id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_MENU))?),
        None => None,
    };
    if Menu::code_taken(conn, &c.code, c.id.as_deref())? {
        return Err(ApiError::bad_request(CODE_TAKEN));
    }
    check_parent(conn, &c)?;
    if let Some(old) = &before {
        if c.category == CATEGORY_BUTTON && Menu::child_count(conn, &old.id)? > 0 {
            return Err(ApiError::bad_request("有下级菜单的菜单不能改为按钮"));
        }
    }
    let sort = match (c.sort, &before) {
        (Some(sort), _) => sort,
        (None, Some(old)) => old.sort,
        (None, None) => Menu::next_sort(conn, c.parent_id.as_deref())?,
    };
    let menu = Menu {
        id: c.id.unwrap_or_else(|| uuid::Uuid::new_v4().to_string()),
        parent_id: c.parent_id,
        alias: c.alias.unwrap_or_else(|| c.code.clone()),
        code: c.code,
        name: c.name,
        path: c.path,
        source: c.source,
        sort,
        category: c.category,
        is_open: c
            .is_open
            .or(before.as_ref().map(|old| old.is_open))
            .unwrap_or(1),
    };
    let written = match before {
        Some(_) => menu.update(conn),
        None => menu.insert(conn),
    };
    if let Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) = written {
        return Err(ApiError::bad_request(CODE_TAKEN));
    }
    written?;
    let before = before.map(MenuRecord::from);
    let after = MenuRecord::from(menu);
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: MENU_ENTITY,
            entity_id: &after.id,
            action: if before.is_some() {
                Action::Update
            } else {
                Action::Create
            },
            before: before.as_ref(),
            after: Some(&after),
        },
    )?;
    Ok(after)
}

#[utoipa::path(
    post, path = "/api/blade-system/menu/submit", tag = "system", request_body = MenuSubmitRequest,
    responses((status = 200, body = Envelope<MenuRecord>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/menu/submit")]
pub async fn menu_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<MenuSubmitRequest>,
) -> ApiResult {
    require_menu_admin(&me)?;
    let change = checked(body.into_inner())?;
    let now = state.clock.now();
    let user = me.user;
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| save(conn, &user, now, change)))
        .await?;
    Ok(ok(saved))
}
