//! The to-do list (/queryPage/bjotcTaskItem2): the open tasks a user may act on, with the
//! applicant's name, filtered by business, node, submitted day and a search text, sorted by the
//! time the applicant submitted, one page.

use diesel::{
    dsl::{Eq, Escape, Filter, InnerJoin, IntoBoxed, Like, Or},
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
    paging::{counted, Counted},
    schema::{applications, tasks, users},
};

type Backend = <DbConn as Connection>::Backend;

/// The query of [`assigned_to`], boxed so filters can be added to it.
pub type Assigned<'a> = IntoBoxed<
    'a,
    Filter<
        Filter<
            Filter<
                InnerJoin<tasks::table, InnerJoin<applications::table, users::table>>,
                tasks::open,
            >,
            Eq<applications::tenant_id, String>,
        >,
        Or<Eq<tasks::assignee_user, String>, Escape<Like<tasks::assignee_roles, String>>>,
    >,
    Backend,
>;

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
/// is `,role,role,`: the role between commas, taken literally), with their applications and
/// applicants.
pub fn assigned_to<'a>(asker: &Asker) -> Assigned<'a> {
    tasks::table
        .inner_join(applications::table.inner_join(users::table))
        // bare, not `= ?`: so that SQLite sees the condition of the partial index
        // tasks_open_only and starts from the open tasks alone
        .filter(tasks::open)
        .filter(applications::tenant_id.eq(asker.tenant.to_owned()))
        .filter(
            tasks::assignee_user
                .eq(asker.user.to_owned())
                .or(tasks::assignee_roles
                    .like(containing(&format!(",{},", asker.role)))
                    .escape(LIKE_ESCAPE)),
        )
        .into_boxed()
}

/// Open tasks a user may act on: assigned to them, or to one of their roles, in their tenant;
/// filtered, sorted by the submission time (then the task's opening), one page.
pub fn open_for(
    conn: &mut DbConn,
    asker: &Asker,
    filter: &TodoFilter,
    offset: i64,
    limit: i64,
) -> QueryResult<Counted<Todo>> {
    let base = || {
        let mut q = assigned_to(asker);
        if let Some(app_id) = &filter.app_id {
            q = q.filter(applications::app_id.eq(app_id.clone()));
        }
        if let Some(node) = &filter.node {
            q = q.filter(tasks::node.eq(node.clone()));
        }
        if let Some(from) = filter.submitted_from {
            q = q.filter(applications::submitted_at.ge(from));
        }
        if let Some(before) = filter.submitted_before {
            q = q.filter(applications::submitted_at.lt(before));
        }
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
    let oldest_first = filter.oldest_first;
    counted(conn, base, offset, limit, |conn, q| {
        let q = if oldest_first {
            q.order((
                applications::submitted_at.asc(),
                tasks::opened_at.asc(),
                tasks::application_id,
                tasks::task_no,
            ))
        } else {
            q.order((
                applications::submitted_at.desc(),
                tasks::opened_at.desc(),
                tasks::application_id,
                tasks::task_no,
            ))
        };
        q.select((TaskRow::as_select(), Application::as_select(), users::name))
            .load(conn)
    })
}

/// The businesses (appId, name) and nodes (id, name) among all of a user's open tasks: what
/// the list's filters offer.
pub fn facets(conn: &mut DbConn, asker: &Asker) -> QueryResult<(Choices, Choices)> {
    // One pass over the caller's to-dos for both choices.
    let pairs: Vec<(String, String, String, String)> = assigned_to(asker)
        .select((
            applications::app_id,
            applications::biz_type_name,
            tasks::node,
            tasks::node_name,
        ))
        .distinct()
        .load(conn)?;
    let mut businesses: Choices = Vec::new();
    let mut nodes: Choices = Vec::new();
    for (app_id, biz_type_name, node, node_name) in pairs {
        businesses.push((app_id, biz_type_name));
        nodes.push((node, node_name));
    }
    for choices in [&mut businesses, &mut nodes] {
        choices.sort();
        choices.dedup_by(|a, b| a.0 == b.0);
    }
    Ok((businesses, nodes))
}
