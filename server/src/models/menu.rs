use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{menus, role_menus},
};

pub const CATEGORY_MENU: i32 = 1;
pub const CATEGORY_BUTTON: i32 = 2;

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = menus)]
pub struct Menu {
    pub id: String,
    pub parent_id: Option<String>,
    pub code: String,
    pub name: String,
    pub alias: String,
    pub path: String,
    /// The icon name.
    pub source: String,
    pub sort: i32,
    pub category: i32,
    pub is_open: i32,
}

/// A menu entry as the frontend's router and sidebar take it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuNode {
    pub id: String,
    pub parent_id: Option<String>,
    pub code: String,
    pub name: String,
    pub alias: String,
    pub path: String,
    pub source: String,
    pub sort: i32,
    pub category: i32,
    pub is_open: i32,
    #[schema(no_recursion)]
    pub children: Vec<MenuNode>,
}

impl Menu {
    /// The entries of one category granted to a role, in display order.
    pub fn granted(conn: &mut DbConn, role: &str, category: i32) -> QueryResult<Vec<Menu>> {
        role_menus::table
            .inner_join(menus::table)
            .filter(role_menus::role_name.eq(role))
            .filter(menus::category.eq(category))
            .order((menus::sort, menus::code))
            .select(Menu::as_select())
            .load(conn)
    }

    /// Whether the role is granted the menu or button of this code.
    pub fn is_granted(conn: &mut DbConn, role: &str, code: &str) -> QueryResult<bool> {
        let n: i64 = role_menus::table
            .inner_join(menus::table)
            .filter(role_menus::role_name.eq(role))
            .filter(menus::code.eq(code))
            .count()
            .get_result(conn)?;
        Ok(n > 0)
    }

    /// Arranges flat entries into a tree. An entry whose parent is not granted is shown at
    /// the top level rather than lost.
    pub fn into_tree(menus: Vec<Menu>) -> Vec<MenuNode> {
        let ids: std::collections::HashSet<String> = menus.iter().map(|m| m.id.clone()).collect();
        let (roots, children): (Vec<Menu>, Vec<Menu>) = menus
            .into_iter()
            .partition(|m| m.parent_id.as_ref().is_none_or(|p| !ids.contains(p)));
        fn attach(menu: Menu, pool: &[Menu]) -> MenuNode {
            let children = pool
                .iter()
                .filter(|c| c.parent_id.as_deref() == Some(menu.id.as_str()))
                .map(|c| attach(c.clone(), pool))
                .collect();
            MenuNode {
                id: menu.id,
                parent_id: menu.parent_id,
                code: menu.code,
                name: menu.name,
                alias: menu.alias,
                path: menu.path,
                source: menu.source,
                sort: menu.sort,
                category: menu.category,
                is_open: menu.is_open,
                children,
            }
        }
        roots.into_iter().map(|m| attach(m, &children)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu(id: &str, parent: Option<&str>, sort: i32) -> Menu {
        Menu {
            id: id.into(),
            parent_id: parent.map(Into::into),
            code: id.into(),
            name: id.into(),
            alias: id.into(),
            path: format!("/{id}"),
            source: "home".into(),
            sort,
            category: CATEGORY_MENU,
            is_open: 1,
        }
    }

    #[test]
    fn children_hang_under_their_parent_in_order_and_orphans_rise_to_the_top() {
        let tree = Menu::into_tree(vec![
            menu("work", None, 1),
            menu("todo", Some("work"), 1),
            menu("claim", Some("work"), 2),
            menu("orphan", Some("not-granted"), 3),
        ]);
        let names: Vec<_> = tree.iter().map(|n| n.code.as_str()).collect();
        assert_eq!(names, ["work", "orphan"]);
        let kids: Vec<_> = tree[0].children.iter().map(|n| n.code.as_str()).collect();
        assert_eq!(kids, ["todo", "claim"]);
    }
}
