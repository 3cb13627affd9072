//! The quick entries a user may put on the workbench: the leaves of the menu its role is
//! granted, in menu order, without the workbench itself and the business catalogue (always
//! shown first).

use serde_json::{json, Value};

use crate::{
    db::DbConn,
    models::menu::{Menu, CATEGORY_MENU},
};

const ALWAYS_SHOWN: [&str; 2] = ["/wel/index", "/process/index"];

/// The menu leaves of `role` that may be quick entries: `{path, name, source}` each.
pub fn choices(conn: &mut DbConn, role: &str) -> diesel::QueryResult<Vec<Value>> {
    let menus = Menu::granted(conn, role, CATEGORY_MENU)?;
    let parents: std::collections::BTreeSet<&str> = menus
        .iter()
        .filter_map(|m| m.parent_id.as_deref())
        .collect();
    Ok(menus
        .iter()
        .filter(|m| !parents.contains(m.id.as_str()))
        .filter(|m| !ALWAYS_SHOWN.contains(&m.path.as_str()))
        .map(|m| json!({"path": m.path, "name": m.name, "source": m.source}))
        .collect())
}
