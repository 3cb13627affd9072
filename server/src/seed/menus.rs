//! The menus and buttons, with the roles that see them.

use diesel::prelude::*;
use serde::Deserialize;

use super::rows::{fixture, insert_all};
use crate::{
    auth::role::roles,
    db::DbConn,
    models::menu::{Menu, CATEGORY_BUTTON, CATEGORY_MENU},
    schema::{menus, role_menus},
};

#[derive(Deserialize)]
struct MenuEntry {
    code: String,
    parent: Option<String>,
    name: String,
    path: String,
    icon: String,
    sort: i32,
    roles: Vec<String>,
}

/// A button permission; buttons sort as listed.
#[derive(Deserialize)]
struct ButtonEntry {
    code: String,
    name: String,
    roles: Vec<String>,
}

#[derive(Deserialize)]
struct Menus {
    menus: Vec<MenuEntry>,
    buttons: Vec<ButtonEntry>,
}

/// A menu or button and the roles that see it.
pub type Entry = (Menu, Vec<String>);

fn entry(code: String, parent: Option<String>, name: String, category: i32) -> Menu {
    Menu {
        id: format!("m-{code}"),
        parent_id: parent.map(|p| format!("m-{p}")),
        alias: code.clone(),
        code,
        name,
        path: String::new(),
        source: String::new(),
        sort: 0,
        category,
        is_open: 1,
    }
}

/// The menus, then the buttons.
pub fn entries() -> anyhow::Result<Vec<Entry>> {
    let fixture: Menus = fixture("menus", include_str!("fixtures/menus.json"))?;
    let menus = fixture.menus.into_iter().map(|m| {
        let menu = Menu {
            path: m.path,
            source: m.icon,
            sort: m.sort,
            ..entry(m.code, m.parent, m.name, CATEGORY_MENU)
        };
        (menu, m.roles)
    });
    let buttons = fixture.buttons.into_iter().enumerate().map(|(i, b)| {
        let button = Menu {
            sort: i as i32,
            ..entry(b.code, None, b.name, CATEGORY_BUTTON)
        };
        (button, b.roles)
    });
    Ok(menus.chain(buttons).collect())
}

/// Inserts the entries, then the roles that see each.
pub fn insert(conn: &mut DbConn, entries: &[Entry]) -> QueryResult<()> {
    insert_all(conn, menus::table, entries.iter().map(|(menu, _)| menu))?;
    let grants = entries.iter().flat_map(|(menu, roles)| {
        roles.iter().map(move |role| {
            (
                role_menus::role_name.eq(role),
                role_menus::menu_id.eq(&menu.id),
            )
        })
    });
    insert_all(conn, role_menus::table, grants)
}

/// The studio is the analysts' alone (its calls refuse everyone else): databases seeded when
/// the administrator also saw its menus lose those entries.
pub fn studio_analysts_only(conn: &mut DbConn) -> anyhow::Result<()> {
    diesel::delete(
        role_menus::table
            .filter(role_menus::role_name.ne(roles::ANALYST))
            .filter(role_menus::menu_id.eq_any(["m-studio", "m-form_design", "m-query_config"])),
    )
    .execute(conn)?;
    Ok(())
}

/// Issue 15 (find and start): the catalogue 业务办理 (/process/index) becomes an entry of the
/// group, now 业务中心, and the enterprise's 股东持股信息 has its own page (/shareholderDetail)
/// instead of the investors' 我的持股信息 path. A database seeded before gets the same.
pub fn find_and_start(conn: &mut DbConn) -> anyhow::Result<()> {
    let retired = ["m-holder_positions"];
    diesel::delete(role_menus::table.filter(role_menus::menu_id.eq_any(retired))).execute(conn)?;
    diesel::delete(menus::table.filter(menus::id.eq_any(retired))).execute(conn)?;
    diesel::update(menus::table.find("m-business"))
        .set(menus::name.eq("业务中心"))
        .execute(conn)?;
    super::foundation::additions(conn)
}
