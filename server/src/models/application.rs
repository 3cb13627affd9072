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
    pub fn biz_sn_taken(conn: &mut DbConn, biz_sn: &str) -> QueryResult<bool> {
        diesel::select(diesel::dsl::exists(
            applications::table.filter(applications::biz_sn.eq(biz_sn)),
        ))
        .get_result(conn)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(applications::table)
            .values(self)
            .execute(conn)
            .map(drop)
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

    pub fn upsert(&self, conn: &mut DbConn) -> QueryResult<()> {
        let changed = diesel::update(tasks::table.find((&self.application_id, self.task_no)))
            .set((
                tasks::open.eq(self.open),
                tasks::closed_at.eq(self.closed_at),
                tasks::closed_by.eq(&self.closed_by),
                tasks::action.eq(&self.action),
                tasks::memo.eq(&self.memo),
            ))
            .execute(conn)?;
        if changed == 0 {
            diesel::insert_into(tasks::table)
                .values(self)
                .execute(conn)?;
        }
        Ok(())
    }
}
