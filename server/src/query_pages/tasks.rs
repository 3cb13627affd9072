//! The `tasks` source: the caller's to-dos, the open tasks of their tenant assigned to them or
//! to their role (a returned application waits on its applicant), with the business and the
//! applicant; whatever the caller's role, only their own.

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    models::{
        todo::{assigned_tasks, assigned_to, Assigned},
        LIKE_ESCAPE,
    },
    schema::{applications, tasks, users},
};

type Boxed<'a> = Assigned<'a>;

/// The conditions on what the task carries of its application (business, submission) and on
/// the task itself, on either query over the tasks.
macro_rules! on_the_task {
    ($q:expr, $prop:expr, $condition:expr) => {
        match ($prop, $condition) {
            ("appId", OneOf(codes)) => $q.filter(tasks::app_id.eq_any(codes)),
            ("nodeId", OneOf(codes)) => $q.filter(tasks::node.eq_any(codes)),
            ("submittedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!($q, tasks::submitted_at, from, before until)
            }
            ("openedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!($q, tasks::opened_at, from, before until)
            }
            // the definition's check lets no other condition through
            _ => $q,
        }
    };
}

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Assigned<'a> {
    use Criterion::*;
    let mut q = assigned_to(&scope.asker());
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("bizSn", Contains(p)) => q.filter(applications::biz_sn.like(p).escape(LIKE_ESCAPE)),
            ("applicantName", Contains(p)) => q.filter(users::name.like(p).escape(LIKE_ESCAPE)),
            (prop, condition) => on_the_task!(q, prop, condition),
        };
    }
    q
}

/// How many to-dos match: counted from the tasks alone (the index tasks_todo) unless a
/// condition reads the application or the applicant.
fn counted(conn: &mut DbConn, scope: &Scope, criteria: &Criteria) -> QueryResult<i64> {
    use Criterion::*;
    let needs_application = criteria
        .conditions
        .iter()
        .any(|(prop, _)| matches!(*prop, "bizSn" | "applicantName"));
    if needs_application {
        return filtered(scope, criteria).count().get_result(conn);
    }
    let mut q = assigned_tasks(&scope.asker());
    for (prop, condition) in &criteria.conditions {
        q = on_the_task!(q, *prop, condition);
    }
    q.count().get_result(conn)
}

#[diesel::dsl::auto_type]
fn columns() -> _ {
    (
        tasks::application_id,
        tasks::task_no,
        applications::biz_sn,
        tasks::app_id,
        applications::biz_type_name,
        users::name,
        tasks::node,
        tasks::submitted_at,
        tasks::opened_at,
    )
}

type Row = (
    String,
    i32,
    String,
    String,
    String,
    String,
    String,
    Option<Timestamp>,
    Timestamp,
);

/// The rows in the order asked for (the latest submitted first when none), ties by the task.
fn sorted<'a>(q: Assigned<'a>, sort: Option<(&str, bool)>) -> Assigned<'a> {
    let q = match sort {
        Some(("bizSn", d)) => by!(q, d, applications::biz_sn),
        Some(("appId", d)) => by!(q, d, tasks::app_id),
        Some(("applicantName", d)) => by!(q, d, users::name),
        Some(("nodeId", d)) => by!(q, d, tasks::node),
        Some(("submittedAt", d)) => by!(q, d, tasks::submitted_at),
        Some(("openedAt", d)) => by!(q, d, tasks::opened_at),
        // the index tasks_todo's order
        _ => q
            .order(tasks::submitted_at.desc())
            .then_order_by(tasks::opened_at.desc()),
    };
    q.then_order_by(tasks::application_id.asc())
        .then_order_by(tasks::task_no.asc())
}

/// The rows after the one `after` names (`uuid`, `taskNo`) in the order asked for, when its
/// column is never empty (not the default, by submission: a draft has none).
fn seek<'a>(
    conn: &mut DbConn,
    scope: &'a Scope,
    criteria: &'a Criteria,
    after: &Map<String, Value>,
) -> QueryResult<Option<Boxed<'a>>> {
    let (Some(id), Some(no)) = (
        after.get("uuid").and_then(Value::as_str),
        after
            .get("taskNo")
            .and_then(Value::as_i64)
            .and_then(|n| i32::try_from(n).ok()),
    ) else {
        return Ok(None);
    };
    let q = filtered(scope, criteria);
    let at = || {
        filtered(scope, criteria)
            .filter(tasks::application_id.eq(id.to_owned()))
            .filter(tasks::task_no.eq(no))
    };
    // ties run by the task, ascending
    let tie = tasks::application_id
        .gt(id.to_owned())
        .or(tasks::application_id
            .eq(id.to_owned())
            .and(tasks::task_no.gt(no)));
    Ok(match criteria.sort {
        Some(("bizSn", d)) => seek!(conn, q, at(), d, applications::biz_sn => String, tie),
        Some(("appId", d)) => seek!(conn, q, at(), d, tasks::app_id => String, tie),
        Some(("applicantName", d)) => seek!(conn, q, at(), d, users::name => String, tie),
        Some(("nodeId", d)) => seek!(conn, q, at(), d, tasks::node => String, tie),
        Some(("openedAt", d)) => seek!(conn, q, at(), d, tasks::opened_at => i64, tie),
        // an order by a column that may be empty is counted off
        _ => None,
    })
}

reads!(columns(), Row, counted);

fn row(r: Row) -> Map<String, Value> {
    let (uuid, task_no, biz_sn, app_id, type_name, applicant, node, submitted, opened) = r;
    super::object(json!({
        "uuid": uuid, "taskNo": task_no, "bizSn": biz_sn, "appId": app_id,
        "appIdLabel": type_name, "applicantName": applicant, "nodeId": node,
        "submittedAt": submitted.map(beijing_text), "openedAt": beijing_text(opened),
    }))
}
