//! 工作台设置 (/wel/config): what one user's workbench shows. A user who never saved a choice
//! has no row and sees everything.

use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    models::menu::{Menu, CATEGORY_MENU},
    schema::workbench_settings,
};

/// Shown first on every workbench, so never a choice.
const ALWAYS_SHOWN: [&str; 2] = ["/wel/index", "/process/index"];

#[derive(Clone, Debug, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = workbench_settings, treat_none_as_null = true)]
pub struct WorkbenchSetting {
    pub user_id: String,
    /// The quick entries chosen (menu paths, JSON array, in order); none: every menu entry.
    pub entries: Option<String>,
    pub show_facts: bool,
    pub show_next_steps: bool,
    pub updated_at: Timestamp,
}

impl WorkbenchSetting {
    pub fn find(conn: &mut DbConn, user_id: &str) -> QueryResult<Option<WorkbenchSetting>> {
        workbench_settings::table
            .find(user_id)
            .select(WorkbenchSetting::as_select())
            .first(conn)
            .optional()
    }

    /// Writes the user's choice, replacing the one it had (the caller's transaction).
    pub fn save(&self, conn: &mut DbConn) -> QueryResult<()> {
        let updated = diesel::update(workbench_settings::table.find(&self.user_id))
            .set(self)
            .execute(conn)?;
        if updated == 0 {
            diesel::insert_into(workbench_settings::table)
                .values(self)
                .execute(conn)?;
        }
        Ok(())
    }

    /// The quick entries `role` may choose: the leaves of the menu it is granted, in menu
    /// order, without the workbench and the business catalogue.
    pub fn choices(conn: &mut DbConn, role: &str) -> QueryResult<Vec<Menu>> {
        let menus = Menu::granted(conn, role, CATEGORY_MENU)?;
        let parents: std::collections::BTreeSet<String> =
            menus.iter().filter_map(|m| m.parent_id.clone()).collect();
        Ok(menus
            .into_iter()
            .filter(|m| !parents.contains(&m.id))
            .filter(|m| !ALWAYS_SHOWN.contains(&m.path.as_str()))
            .collect())
    }

    /// The chosen entries, none when every menu entry shows.
    pub fn chosen(&self) -> Option<Vec<String>> {
        self.entries
            .as_deref()
            .and_then(|text| serde_json::from_str(text).ok())
    }
}
