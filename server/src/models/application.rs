use diesel::prelude::*;

use crate::{
    clock::Timestamp,
    db::DbConn,
    schema::{application_steps, applications, tasks},
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
    /// The application's tenant, business and submission time, carried so that the to-do list
    /// counts and pages the open tasks from their index alone (migration 000062).
    pub tenant_id: String,
    pub app_id: String,
    pub submitted_at: Option<Timestamp>,
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
                        tasks::submitted_at.eq(excluded(tasks::submitted_at)),
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

/// What a step writes beside its application row: its recorded steps (number, JSON), and the
/// task rows it opened or changed.
pub struct StepRows<'a> {
    pub steps: Vec<(i32, String)>,
    pub tasks: &'a [TaskRow],
}

/// How a step writes its application row.
#[derive(Clone, Copy, Debug)]
pub enum RowWrite {
    /// A new application, unless its business serial number is taken.
    Insert,
    /// The new state, if the application is still at revision `seen`.
    Update { seen: i32 },
}

impl Application {
    /// Writes a step: the application row (`write`), then its recorded steps and task rows,
    /// only if the row was written; answers whether it was. One statement on PostgreSQL (a
    /// data-modifying CTE whose steps and tasks are inserted from what the row's write
    /// returns); SQLite, with no round trip to save, takes them in turn.
    pub fn write_step(
        &self,
        conn: &mut DbConn,
        write: RowWrite,
        rows: &StepRows,
    ) -> QueryResult<bool> {
        match conn {
            DbConn::Postgres(pg) => step_in_one(pg, self, write, rows),
            DbConn::Sqlite(_) => {
                let written = match write {
                    RowWrite::Insert => self.insert_unless_numbered(conn)?,
                    RowWrite::Update { seen } => self.update_if_unchanged(conn, seen)?,
                };
                if written {
                    if !rows.steps.is_empty() {
                        let steps: Vec<_> = rows
                            .steps
                            .iter()
                            .map(|(seq, record)| {
                                (
                                    application_steps::application_id.eq(&self.id),
                                    application_steps::seq.eq(*seq),
                                    application_steps::record.eq(record),
                                )
                            })
                            .collect();
                        if let DbConn::Sqlite(lite) = conn {
                            diesel::insert_into(application_steps::table)
                                .values(steps)
                                .execute(lite)?;
                        }
                    }
                    TaskRow::upsert_all(conn, rows.tasks)?;
                }
                Ok(written)
            }
        }
    }
}

/// The PostgreSQL statement of [`Application::write_step`].
fn step_in_one(
    pg: &mut diesel::PgConnection,
    app: &Application,
    write: RowWrite,
    rows: &StepRows,
) -> QueryResult<bool> {
    use diesel::{
        pg::Pg,
        sql_types::{Array, BigInt, Bool, Integer, Nullable, Text},
    };

    #[derive(QueryableByName)]
    struct Written {
        #[diesel(sql_type = BigInt)]
        n: i64,
    }

    // The row's write, answering the id its steps and tasks are inserted under and what the
    // tasks carry of it.
    let (row, mut query) = match write {
        RowWrite::Insert => (
            "INSERT INTO applications (id, tenant_id, app_id, biz_sn, biz_type_name, \
             applicant_id, company_id, holder_uuid, status, current_node, instance, revision, \
             created_at, updated_at, completed_at, submitted_at, step_count) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) \
             ON CONFLICT (biz_sn) DO NOTHING RETURNING id, tenant_id, app_id, submitted_at",
            diesel::sql_query("")
                .into_boxed::<Pg>()
                .bind::<Text, _>(&app.id)
                .bind::<Text, _>(&app.tenant_id)
                .bind::<Text, _>(&app.app_id)
                .bind::<Text, _>(&app.biz_sn)
                .bind::<Text, _>(&app.biz_type_name)
                .bind::<Text, _>(&app.applicant_id)
                .bind::<Nullable<Text>, _>(&app.company_id)
                .bind::<Nullable<Text>, _>(&app.holder_uuid)
                .bind::<Text, _>(&app.status)
                .bind::<Text, _>(&app.current_node)
                .bind::<Text, _>(&app.instance)
                .bind::<Integer, _>(app.revision)
                .bind::<BigInt, _>(app.created_at)
                .bind::<BigInt, _>(app.updated_at)
                .bind::<Nullable<BigInt>, _>(app.completed_at)
                .bind::<Nullable<BigInt>, _>(app.submitted_at)
                .bind::<Integer, _>(app.step_count),
        ),
        RowWrite::Update { seen } => (
            "UPDATE applications SET status = $1, current_node = $2, instance = $3, \
             revision = $4, updated_at = $5, completed_at = $6, submitted_at = $7, \
             step_count = $8 WHERE id = $9 AND revision = $10 \
             RETURNING id, tenant_id, app_id, submitted_at",
            diesel::sql_query("")
                .into_boxed::<Pg>()
                .bind::<Text, _>(&app.status)
                .bind::<Text, _>(&app.current_node)
                .bind::<Text, _>(&app.instance)
                .bind::<Integer, _>(app.revision)
                .bind::<BigInt, _>(app.updated_at)
                .bind::<Nullable<BigInt>, _>(app.completed_at)
                .bind::<Nullable<BigInt>, _>(app.submitted_at)
                .bind::<Integer, _>(app.step_count)
                .bind::<Text, _>(&app.id)
                .bind::<Integer, _>(seen),
        ),
    };
    let n = match write {
        RowWrite::Insert => 17,
        RowWrite::Update { .. } => 10,
    };
    query = query.sql(step_sql(row, n));
    let tasks = rows.tasks;
    let column = |f: fn(&TaskRow) -> Option<String>| tasks.iter().map(f).collect::<Vec<_>>();
    let written = query
        .bind::<Array<Integer>, _>(rows.steps.iter().map(|s| s.0).collect::<Vec<_>>())
        .bind::<Array<Text>, _>(rows.steps.iter().map(|s| s.1.clone()).collect::<Vec<_>>())
        .bind::<Array<Integer>, _>(tasks.iter().map(|t| t.task_no).collect::<Vec<_>>())
        .bind::<Array<Text>, _>(tasks.iter().map(|t| t.node.clone()).collect::<Vec<_>>())
        .bind::<Array<Text>, _>(
            tasks
                .iter()
                .map(|t| t.node_name.clone())
                .collect::<Vec<_>>(),
        )
        .bind::<Array<Nullable<Text>>, _>(column(|t| t.assignee_user.clone()))
        .bind::<Array<Text>, _>(
            tasks
                .iter()
                .map(|t| t.assignee_roles.clone())
                .collect::<Vec<_>>(),
        )
        .bind::<Array<Bool>, _>(tasks.iter().map(|t| t.open).collect::<Vec<_>>())
        .bind::<Array<BigInt>, _>(tasks.iter().map(|t| t.opened_at).collect::<Vec<_>>())
        .bind::<Array<Nullable<BigInt>>, _>(tasks.iter().map(|t| t.closed_at).collect::<Vec<_>>())
        .bind::<Array<Nullable<Text>>, _>(column(|t| t.closed_by.clone()))
        .bind::<Array<Nullable<Text>>, _>(column(|t| t.action.clone()))
        .bind::<Array<Nullable<Text>>, _>(column(|t| t.memo.clone()))
        .get_result::<Written>(pg)?;
    Ok(written.n == 1)
}

/// The text of [`step_in_one`]'s statement: the row's write `row` (its placeholders `$1` to
/// `$n`), then the steps and tasks inserted from what it returns, their arrays bound after it.
fn step_sql(row: &str, n: usize) -> String {
    let p = |i: usize| format!("${}", n + i);
    format!(
        "WITH a AS ({row}), \
         s AS (INSERT INTO application_steps (application_id, seq, record) \
               SELECT a.id, v.seq, v.record FROM a, \
               unnest({}::integer[], {}::text[]) AS v (seq, record)), \
         t AS (INSERT INTO tasks (application_id, tenant_id, app_id, submitted_at, task_no, \
               node, node_name, assignee_user, assignee_roles, open, opened_at, closed_at, \
               closed_by, action, memo) \
               SELECT a.id, a.tenant_id, a.app_id, a.submitted_at, v.* FROM a, \
               unnest({}::integer[], {}::text[], {}::text[], {}::text[], {}::text[], \
                      {}::boolean[], {}::bigint[], {}::bigint[], {}::text[], {}::text[], \
                      {}::text[]) \
               AS v (task_no, node, node_name, assignee_user, assignee_roles, open, \
                     opened_at, closed_at, closed_by, action, memo) \
               ON CONFLICT (application_id, task_no) DO UPDATE SET open = excluded.open, \
               closed_at = excluded.closed_at, closed_by = excluded.closed_by, \
               action = excluded.action, memo = excluded.memo, \
               submitted_at = excluded.submitted_at) \
         SELECT count(*) AS n FROM a",
        p(1),
        p(2),
        p(3),
        p(4),
        p(5),
        p(6),
        p(7),
        p(8),
        p(9),
        p(10),
        p(11),
        p(12),
        p(13),
    )
}
