use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    schema::{applications, tasks},
};

/// An application: the engine's instance (JSON) and the columns lists, locks and the
/// register need. `revision` grows with every change: a write that read an older revision
/// loses.
#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = applications)]
pub struct Application {
    pub id: String,
    pub tenant_id: String,
    pub app_id: String,
    pub biz_sn: String,
    pub biz_type_name: String,
    pub applicant_id: String,
    pub company_id: Option<String>,
    pub holder_uuid: Option<String>,
    /// running, approved, rejected, withdrawn.
    pub status: String,
    pub current_node: String,
    pub instance: String,
    pub revision: i32,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub completed_at: Option<Timestamp>,
    /// When the applicant last submitted it (none while a draft).
    pub submitted_at: Option<Timestamp>,
    /// How many steps its recorded history holds: the next one is numbered without reading
    /// the history.
    pub step_count: i32,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = tasks)]
pub struct TaskRow {
    pub application_id: String,
    pub task_no: i32,
    pub node: String,
    pub node_name: String,
    pub assignee_user: Option<String>,
    /// The candidate roles as `,role,role,` (see [`TaskRow::names_role`]).
    pub assignee_roles: String,
    pub open: bool,
    pub opened_at: Timestamp,
    pub closed_at: Option<Timestamp>,
    pub closed_by: Option<String>,
    pub action: Option<String>,
    pub memo: Option<String>,
}

impl TaskRow {
    /// Whether the task names `role` among its candidates: the role between commas, whole.
    pub fn names_role(&self, role: &str) -> bool {
        self.assignee_roles.contains(&format!(",{role},"))
    }
}

impl Application {
    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<Application>> {
        applications::table
            .find(id)
            .filter(applications::tenant_id.eq(tenant))
            .select(Application::as_select())
            .first(conn)
            .optional()
    }

    pub fn find_by_biz_sn(
        conn: &mut DbConn,
        tenant: &str,
        biz_sn: &str,
    ) -> QueryResult<Option<Application>> {
        applications::table
            .filter(applications::biz_sn.eq(biz_sn))
            .filter(applications::tenant_id.eq(tenant))
            .select(Application::as_select())
            .first(conn)
            .optional()
    }

    /// Whether a business serial number is in use, in any tenant (the column is unique).
    /// Inserts the application unless its business serial number is taken; answers whether
    /// it was inserted.
    pub fn insert_unless_numbered(&self, conn: &mut DbConn) -> QueryResult<bool> {
        let insert = diesel::insert_into(applications::table)
            .values(self)
            .on_conflict(applications::biz_sn)
            .do_nothing();
        let inserted = match conn {
            DbConn::Postgres(pg) => insert.execute(pg)?,
            DbConn::Sqlite(lite) => insert.execute(lite)?,
        };
        Ok(inserted == 1)
    }

    /// Writes the new state if nobody changed the application since `seen` was read.
    pub fn update_if_unchanged(&self, conn: &mut DbConn, seen: i32) -> QueryResult<bool> {
        let changed = diesel::update(
            applications::table
                .find(&self.id)
                .filter(applications::revision.eq(seen)),
        )
        .set((
            applications::status.eq(&self.status),
            applications::current_node.eq(&self.current_node),
            applications::instance.eq(&self.instance),
            applications::revision.eq(self.revision),
            applications::updated_at.eq(self.updated_at),
            applications::completed_at.eq(self.completed_at),
            applications::submitted_at.eq(self.submitted_at),
            applications::step_count.eq(self.step_count),
        ))
        .execute(conn)?;
        Ok(changed == 1)
    }
}

impl TaskRow {
    pub fn of_application(conn: &mut DbConn, application: &str) -> QueryResult<Vec<TaskRow>> {
        tasks::table
            .filter(tasks::application_id.eq(application))
            .order(tasks::task_no)
            .select(TaskRow::as_select())
            .load(conn)
    }

    /// Writes the rows, new or changed: in one statement on PostgreSQL; SQLite, which has no
    /// multi-row upsert in diesel and no round trip to save, takes them one by one.
    pub fn upsert_all(conn: &mut DbConn, rows: &[TaskRow]) -> QueryResult<()> {
        use diesel::upsert::excluded;
        macro_rules! upsert {
            ($values:expr) => {
                diesel::insert_into(tasks::table)
                    .values($values)
                    .on_conflict((tasks::application_id, tasks::task_no))
                    .do_update()
                    .set((
                        tasks::open.eq(excluded(tasks::open)),
                        tasks::closed_at.eq(excluded(tasks::closed_at)),
                        tasks::closed_by.eq(excluded(tasks::closed_by)),
                        tasks::action.eq(excluded(tasks::action)),
                        tasks::memo.eq(excluded(tasks::memo)),
                    ))
            };
        }
        if rows.is_empty() {
            return Ok(());
        }
        match conn {
            DbConn::Postgres(pg) => {
                upsert!(rows).execute(pg)?;
            }
            DbConn::Sqlite(lite) => {
                for row in rows {
                    upsert!(row).execute(lite)?;
                }
            }
        }
        Ok(())
    }
}
