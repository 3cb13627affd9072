//! The administrator's side of the menus and buttons and of the roles' grants (issue 20, the
//! BladeX `menu` and `role` calls).
//!
//! Menus, buttons and their grants are global: `menus` and `role_menus` carry no tenant, the
//! role names are the platform's, and every tenant's users see the same sidebar for the same
//! role. So only the platform tenant's administrator changes them (see
//! `routes::system::support::require_platform_admin`); a tenant administrator who could would
//! change every other tenant's sidebar too.
//!
//! The menu tables are small (tens of rows), so trees, descendants and ancestors are worked out
//! over all rows in memory.

use std::collections::{BTreeSet, HashMap, HashSet};

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::menu::{Menu, CATEGORY_MENU};
use crate::{
    db::DbConn,
    schema::{menus, role_menus, users},
};

/// A menu or button as the administration screens and the audit log show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuRecord {
    pub id: String,
    /// None at the top level.
    pub parent_id: Option<String>,
    /// 菜单编号, unique.
    pub code: String,
    /// 菜单名称.
    pub name: String,
    /// 菜单别名.
    pub alias: String,
    /// 路由地址.
    pub path: String,
    /// 菜单图标.
    pub source: String,
    pub sort: i32,
    /// 1 menu, 2 button.
    pub category: i32,
    pub is_open: i32,
}

impl From<Menu> for MenuRecord {
    fn from(m: Menu) -> Self {
        MenuRecord {
            id: m.id,
            parent_id: m.parent_id,
            code: m.code,
            name: m.name,
            alias: m.alias,
            path: m.path,
            source: m.source,
            sort: m.sort,
            category: m.category,
            is_open: m.is_open,
        }
    }
}

/// A row of the lazy lists: the entry and whether it has children to open.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuRow {
    #[serde(flatten)]
    pub menu: MenuRecord,
    pub has_children: bool,
}

/// A node of the trees to choose a parent from or to check grants in.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuTreeNode {
    pub id: String,
    pub parent_id: Option<String>,
    pub title: String,
    pub key: String,
    pub value: String,
    pub code: String,
    pub category: i32,
    #[schema(no_recursion)]
    pub children: Vec<MenuTreeNode>,
}

/// A menu removed, with the roles it was granted to (the grants go with it).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RemovedMenu {
    #[serde(flatten)]
    pub menu: MenuRecord,
    pub roles: Vec<String>,
}

/// The menus and buttons granted to a role, as the audit log shows a grant.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleGrant {
    pub role_name: String,
    pub menu_ids: Vec<String>,
}

impl Menu {
    /// Every menu and button, in display order.
    pub fn all(conn: &mut DbConn) -> QueryResult<Vec<Menu>> {
        menus::table
            .order((menus::sort, menus::code))
            .select(Menu::as_select())
            .load(conn)
    }

    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<Menu>> {
        menus::table
            .find(id)
            .select(Menu::as_select())
            .first(conn)
            .optional()
    }

    /// Whether another entry than `except` has this code.
    pub fn code_taken(conn: &mut DbConn, code: &str, except: Option<&str>) -> QueryResult<bool> {
        let ids: Vec<String> = menus::table
            .filter(menus::code.eq(code))
            .select(menus::id)
            .load(conn)?;
        Ok(ids.iter().any(|id| Some(id.as_str()) != except))
    }

    /// The sort after the last entry under `parent`.
    pub fn next_sort(conn: &mut DbConn, parent: Option<&str>) -> QueryResult<i32> {
        let last: Option<i32> = match parent {
            Some(p) => menus::table
                .filter(menus::parent_id.eq(p))
                .select(diesel::dsl::max(menus::sort))
                .first(conn)?,
            None => menus::table
                .filter(menus::parent_id.is_null())
                .select(diesel::dsl::max(menus::sort))
                .first(conn)?,
        };
        Ok(last.map_or(1, |s| s.saturating_add(1)))
    }

    /// How many entries hang directly under this one.
    pub fn child_count(conn: &mut DbConn, id: &str) -> QueryResult<i64> {
        menus::table
            .filter(menus::parent_id.eq(id))
            .count()
            .get_result(conn)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::insert_into(menus::table).values(self).execute(conn)
    }

    pub fn update(&self, conn: &mut DbConn) -> QueryResult<usize> {
        diesel::update(menus::table.find(&self.id))
            .set((
                menus::parent_id.eq(&self.parent_id),
                menus::code.eq(&self.code),
                menus::name.eq(&self.name),
                menus::alias.eq(&self.alias),
                menus::path.eq(&self.path),
                menus::source.eq(&self.source),
                menus::sort.eq(self.sort),
                menus::category.eq(self.category),
                menus::is_open.eq(self.is_open),
            ))
            .execute(conn)
    }

    /// Deletes the entry and its grants.
    pub fn delete(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::delete(role_menus::table.filter(role_menus::menu_id.eq(&self.id))).execute(conn)?;
        diesel::delete(menus::table.find(&self.id)).execute(conn)?;
        Ok(())
    }

    /// The roles this entry is granted to, by name.
    pub fn roles_of(conn: &mut DbConn, id: &str) -> QueryResult<Vec<String>> {
        role_menus::table
            .filter(role_menus::menu_id.eq(id))
            .order(role_menus::role_name)
            .select(role_menus::role_name)
            .load(conn)
    }

    /// The ids of the entries granted to any of the roles, sorted, each once.
    pub fn granted_ids(conn: &mut DbConn, roles: &[String]) -> QueryResult<Vec<String>> {
        let ids: BTreeSet<String> = role_menus::table
            .filter(role_menus::role_name.eq_any(roles))
            .select(role_menus::menu_id)
            .load::<String>(conn)?
            .into_iter()
            .collect();
        Ok(ids.into_iter().collect())
    }

    /// Replaces a role's grants by these entries.
    pub fn replace_grants(conn: &mut DbConn, role: &str, ids: &[String]) -> QueryResult<()> {
        diesel::delete(role_menus::table.filter(role_menus::role_name.eq(role))).execute(conn)?;
        // one row a statement: the backend-neutral connection has no batch insert
        for id in ids {
            diesel::insert_into(role_menus::table)
                .values((role_menus::role_name.eq(role), role_menus::menu_id.eq(id)))
                .execute(conn)?;
        }
        Ok(())
    }
}

/// How many users (of every tenant) hold each role.
/// How many users hold each role: of one tenant, or of every tenant (`None`).
pub fn users_by_role(conn: &mut DbConn, tenant: Option<&str>) -> QueryResult<HashMap<String, i64>> {
    let rows: Vec<(String, i64)> = match tenant {
        Some(tenant) => users::table
            .filter(users::tenant_id.eq(tenant))
            .group_by(users::role_name)
            .select((users::role_name, diesel::dsl::count_star()))
            .load(conn)?,
        None => users::table
            .group_by(users::role_name)
            .select((users::role_name, diesel::dsl::count_star()))
            .load(conn)?,
    };
    Ok(rows.into_iter().collect())
}

/// The ids under `id`, at any depth.
pub fn descendants(all: &[Menu], id: &str) -> HashSet<String> {
    let mut found = HashSet::new();
    let mut todo = vec![id.to_owned()];
    while let Some(parent) = todo.pop() {
        for child in all
            .iter()
            .filter(|m| m.parent_id.as_deref() == Some(parent.as_str()))
        {
            if found.insert(child.id.clone()) {
                todo.push(child.id.clone());
            }
        }
    }
    found
}

/// The ids with every ancestor of each (a granted child shows only under its granted parents).
pub fn with_ancestors(all: &[Menu], ids: &BTreeSet<String>) -> BTreeSet<String> {
    let parents: HashMap<&str, Option<&str>> = all
        .iter()
        .map(|m| (m.id.as_str(), m.parent_id.as_deref()))
        .collect();
    let mut out = ids.clone();
    for id in ids {
        let mut at = parents.get(id.as_str()).copied().flatten();
        while let Some(parent) = at {
            if !out.insert(parent.to_owned()) {
                break;
            }
            at = parents.get(parent).copied().flatten();
        }
    }
    out
}

/// The entries arranged as a tree, in display order (`all` is in display order); an entry
/// whose parent is missing shows at the top.
pub fn tree(all: &[Menu]) -> Vec<MenuTreeNode> {
    let ids: HashSet<&str> = all.iter().map(|m| m.id.as_str()).collect();
    fn node(menu: &Menu, all: &[Menu]) -> MenuTreeNode {
        MenuTreeNode {
            id: menu.id.clone(),
            parent_id: menu.parent_id.clone(),
            title: menu.name.clone(),
            key: menu.id.clone(),
            value: menu.id.clone(),
            code: menu.code.clone(),
            category: menu.category,
            children: all
                .iter()
                .filter(|c| c.parent_id.as_deref() == Some(menu.id.as_str()))
                .map(|c| node(c, all))
                .collect(),
        }
    }
    all.iter()
        .filter(|m| m.parent_id.as_deref().is_none_or(|p| !ids.contains(p)))
        .map(|m| node(m, all))
        .collect()
}

/// What the lazy lists ask for: the children of a parent (none: the top level), or, with a name
/// or code and no parent, the matching entries at every level.
#[derive(Debug, Default)]
pub struct LazyFilter {
    pub parent_id: Option<String>,
    /// Part of the name.
    pub name: Option<String>,
    /// Part of the code.
    pub code: Option<String>,
    /// Menus only (lazy-menu-list), no buttons.
    pub menus_only: bool,
}

/// The rows of a lazy list, in display order (`all` is in display order).
pub fn lazy_rows(all: &[Menu], filter: &LazyFilter) -> Vec<MenuRow> {
    let searching = filter.name.is_some() || filter.code.is_some();
    let parents: HashSet<&str> = all
        .iter()
        .filter(|m| !filter.menus_only || m.category == CATEGORY_MENU)
        .filter_map(|m| m.parent_id.as_deref())
        .collect();
    let contains = |text: &str, part: &Option<String>| {
        part.as_ref()
            .is_none_or(|p| text.to_lowercase().contains(&p.to_lowercase()))
    };
    all.iter()
        .filter(|m| !filter.menus_only || m.category == CATEGORY_MENU)
        .filter(|m| match (&filter.parent_id, searching) {
            (Some(parent), _) => m.parent_id.as_deref() == Some(parent.as_str()),
            (None, true) => true,
            (None, false) => m.parent_id.is_none(),
        })
        .filter(|m| contains(&m.name, &filter.name) && contains(&m.code, &filter.code))
        .map(|m| MenuRow {
            has_children: parents.contains(m.id.as_str()),
            menu: MenuRecord::from(m.clone()),
        })
        .collect()
}

/// Only the menus (category 1), for choosing a parent.
pub fn menus_only(all: Vec<Menu>) -> Vec<Menu> {
    all.into_iter()
        .filter(|m| m.category == CATEGORY_MENU)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu(id: &str, parent: Option<&str>) -> Menu {
        Menu {
            id: id.into(),
            parent_id: parent.map(Into::into),
            code: id.into(),
            name: id.into(),
            alias: id.into(),
            path: format!("/{id}"),
            source: String::new(),
            sort: 1,
            category: CATEGORY_MENU,
            is_open: 1,
        }
    }

    fn sample() -> Vec<Menu> {
        vec![
            menu("a", None),
            menu("b", Some("a")),
            menu("c", Some("b")),
            menu("d", None),
        ]
    }

    #[test]
    fn descendants_are_found_at_any_depth() {
        let found = descendants(&sample(), "a");
        assert_eq!(found, HashSet::from(["b".to_owned(), "c".to_owned()]));
        assert!(descendants(&sample(), "d").is_empty());
    }

    #[test]
    fn a_granted_grandchild_brings_its_parent_and_grandparent() {
        let ids = BTreeSet::from(["c".to_owned(), "d".to_owned()]);
        let all: Vec<_> = with_ancestors(&sample(), &ids).into_iter().collect();
        assert_eq!(all, ["a", "b", "c", "d"]);
    }

    #[test]
    fn the_lazy_list_opens_one_level_or_searches_every_level() {
        let top = lazy_rows(&sample(), &LazyFilter::default());
        let ids: Vec<_> = top
            .iter()
            .map(|r| (r.menu.id.as_str(), r.has_children))
            .collect();
        assert_eq!(ids, [("a", true), ("d", false)]);
        let under = LazyFilter {
            parent_id: Some("a".into()),
            ..LazyFilter::default()
        };
        assert_eq!(lazy_rows(&sample(), &under)[0].menu.id, "b");
        let search = LazyFilter {
            code: Some("C".into()),
            ..LazyFilter::default()
        };
        let found = lazy_rows(&sample(), &search);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].menu.id, "c");
    }

    #[test]
    fn the_tree_nests_children_under_their_parents() {
        let nodes = tree(&sample());
        assert_eq!(nodes.len(), 2);
        assert_eq!(nodes[0].children[0].children[0].id, "c");
        assert!(nodes[1].children.is_empty());
    }
}
