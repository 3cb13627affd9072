//! The to-do list (/queryPage/bjotcTaskItem2): the open tasks a user may act on, with the
//! applicant's name, filtered by business, node, submitted day and a search text, sorted by the
//! time the applicant submitted, one page.

use diesel::{
    dsl::{min, InnerJoin, IntoBoxed},
    prelude::*,
};

use serde_json::{json, Value};

use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    models::{
        application::{Application, TaskRow},
        containing,
        user::User,
        LIKE_ESCAPE,
    },
    paging::Counted,
    schema::{applications, tasks, users},
};

type Backend = <DbConn as Connection>::Backend;

/// The open tasks a user may act on with their applications and applicants (see
/// [`assigned_to`]), boxed so filters can be added to it.
pub type Assigned<'a> =
    IntoBoxed<'a, InnerJoin<tasks::table, InnerJoin<applications::table, users::table>>, Backend>;

/// The same tasks alone: what counts them and lists their businesses and nodes from the index
/// `tasks_todo` without reading an application.
pub type AssignedTasks<'a> = tasks::BoxedQuery<'a, Backend>;

/// Who asks: their tenant, id and role (a task names a user or roles).
pub struct Asker<'a> {
    pub tenant: &'a str,
    pub user: &'a str,
    pub role: &'a str,
}

impl<'a> Asker<'a> {
    pub fn of(user: &'a User) -> Asker<'a> {
        Asker {
            tenant: &user.tenant_id,
            user: &user.id,
            role: &user.role_name,
        }
    }
}

/// What the list is narrowed to; `None` is no filter.
#[derive(Debug, Default, Clone)]
pub struct TodoFilter {
    /// The business (appId).
    pub app_id: Option<String>,
    /// The task's node id.
    pub node: Option<String>,
    /// Submitted at or after (seconds).
    pub submitted_from: Option<Timestamp>,
    /// Submitted before (seconds).
    pub submitted_before: Option<Timestamp>,
    /// Part of the serial number or of the applicant's name.
    pub keyword: Option<String>,
    /// Oldest submission first; newest first otherwise.
    pub oldest_first: bool,
}

/// A to-do: the task, its application and the applicant's name.
pub type Todo = (TaskRow, Application, String);

/// A to-do as the to-do list and the workbench answer it.
pub fn view((task, app, applicant): &Todo) -> Value {
    json!({
        "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
        "taskNo": task.task_no, "nodeId": task.node, "nodeName": task.node_name,
        "openedAt": task.opened_at, "applicantId": app.applicant_id, "applicantName": applicant,
        "submittedAt": app.submitted_at, "submittedAtText": app.submitted_at.map(beijing_text),
        "taskItemState": "todo",
    })
}

/// Pairs of (id, name): the businesses (appId) or the nodes of a user's to-dos.
pub type Choices = Vec<(String, String)>;

/// The open tasks of the asker's tenant assigned to them or naming their role (`assignee_roles`
/// is `,role,role,`: the role between commas, taken literally), on any query over `tasks`. The
/// tenant is the task's own copy of its application's.
macro_rules! assigned {
    ($from:expr, $asker:expr) => {
        $from
            // bare, not `= ?`: so that SQLite sees the condition of the partial index
            // tasks_todo
            .filter(tasks::open)
            .filter(tasks::tenant_id.eq($asker.tenant.to_owned()))
            .filter(
                tasks::assignee_user
                    .eq($asker.user.to_owned())
                    .or(tasks::assignee_roles
                        .like(containing(&format!(",{},", $asker.role)))
                        .escape(LIKE_ESCAPE)),
            )
    };
}

/// The filters of the list that the task carries: business, node, submission time.
macro_rules! narrowed {
    ($q:expr, $filter:expr) => {{
        let mut q = $q;
        if let Some(app_id) = &$filter.app_id {
            q = q.filter(tasks::app_id.eq(app_id.clone()));
        }
        if let Some(node) = &$filter.node {
            q = q.filter(tasks::node.eq(node.clone()));
        }
        if let Some(from) = $filter.submitted_from {
            q = q.filter(tasks::submitted_at.ge(from));
        }
        if let Some(before) = $filter.submitted_before {
            q = q.filter(tasks::submitted_at.lt(before));
        }
        q
    }};
}

/// The open tasks of the asker's tenant assigned to them or to their role, with their
/// applications and applicants.
pub fn assigned_to<'a>(asker: &Asker) -> Assigned<'a> {
    assigned!(
        tasks::table.inner_join(applications::table.inner_join(users::table)),
        asker
    )
    .into_boxed()
}

/// The same open tasks alone, without their applications.
pub fn assigned_tasks<'a>(asker: &Asker) -> AssignedTasks<'a> {
    assigned!(tasks::table, asker).into_boxed()
}

/// Open tasks a user may act on: assigned to them, or to one of their roles, in their tenant;
/// filtered, sorted by the submission time (then the task's opening), one page. Counted from
/// the tasks alone unless the search text needs the applications and applicants.
pub fn open_for(
    conn: &mut DbConn,
    asker: &Asker,
    filter: &TodoFilter,
    offset: i64,
    limit: i64,
) -> QueryResult<Counted<Todo>> {
    let joined = || {
        let mut q = narrowed!(assigned_to(asker), filter);
        if let Some(keyword) = &filter.keyword {
            let p = containing(keyword);
            q = q.filter(
                applications::biz_sn
                    .like(p.clone())
                    .escape(LIKE_ESCAPE)
                    .or(users::name.like(p).escape(LIKE_ESCAPE)),
            );
        }
        q
    };
    let total = match filter.keyword {
        None => narrowed!(assigned_tasks(asker), filter)
            .count()
            .get_result(conn)?,
        Some(_) => joined().count().get_result(conn)?,
    };
    // Both orders are the index tasks_todo's, read forwards or backwards.
    let q = if filter.oldest_first {
        joined().order((
            tasks::submitted_at.asc(),
            tasks::opened_at.asc(),
            tasks::application_id.desc(),
            tasks::task_no.desc(),
        ))
    } else {
        joined().order((
            tasks::submitted_at.desc(),
            tasks::opened_at.desc(),
            tasks::application_id.asc(),
            tasks::task_no.asc(),
        ))
    };
    let rows = q
        .offset(offset)
        .limit(limit)
        .select((TaskRow::as_select(), Application::as_select(), users::name))
        .load(conn)?;
    Ok((rows, total))
}

/// The businesses (appId, name) and nodes (id, name) among all of a user's open tasks: what
/// the list's filters offer.
pub fn facets(conn: &mut DbConn, asker: &Asker) -> QueryResult<(Choices, Choices)> {
    // One pass over the caller's to-dos in the index for both choices, with one application of
    // each business to name it by.
    let groups: Vec<(String, String, String, Option<String>)> = assigned!(tasks::table, asker)
        .group_by((tasks::app_id, tasks::node, tasks::node_name))
        .select((
            tasks::app_id,
            tasks::node,
            tasks::node_name,
            min(tasks::application_id),
        ))
        .load(conn)?;
    let samples: Vec<String> = groups.iter().filter_map(|g| g.3.clone()).collect();
    let names: std::collections::HashMap<String, String> = applications::table
        .filter(applications::id.eq_any(&samples))
        .select((applications::app_id, applications::biz_type_name))
        .load(conn)?
        .into_iter()
        .collect();
    let mut businesses: Choices = Vec::new();
    let mut nodes: Choices = Vec::new();
    for (app_id, node, node_name, _) in groups {
        let name = names
            .get(&app_id)
            .cloned()
            .unwrap_or_else(|| app_id.clone());
        businesses.push((app_id, name));
        nodes.push((node, node_name));
    }
    for choices in [&mut businesses, &mut nodes] {
        choices.sort();
        choices.dedup_by(|a, b| a.0 == b.0);
    }
    Ok((businesses, nodes))
}
