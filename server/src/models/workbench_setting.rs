//! 工作台设置 (/wel/config): what one user's workbench shows. A user who never saved a choice
//! has no row and sees everything.

use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::workbench_settings};

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

    /// The chosen entries, none when every menu entry shows.
    pub fn chosen(&self) -> Option<Vec<String>> {
        self.entries
            .as_deref()
            .and_then(|text| serde_json::from_str(text).ok())
    }
}
