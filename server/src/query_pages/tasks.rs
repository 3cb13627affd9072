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
    models::{
        todo::{assigned_to, Asker, Assigned},
        LIKE_ESCAPE,
    },
    schema::{applications, tasks, users},
};

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Assigned<'a> {
    use Criterion::*;
    let mut q = assigned_to(&Asker {
        tenant: &scope.tenant,
        user: &scope.user,
        role: &scope.role,
    });
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("bizSn", Contains(p)) => q.filter(applications::biz_sn.like(p).escape(LIKE_ESCAPE)),
            ("applicantName", Contains(p)) => q.filter(users::name.like(p).escape(LIKE_ESCAPE)),
            ("appId", OneOf(codes)) => q.filter(applications::app_id.eq_any(codes)),
            ("nodeId", OneOf(codes)) => q.filter(tasks::node.eq_any(codes)),
            ("submittedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!(q, applications::submitted_at, from, before until)
            }
            ("openedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!(q, tasks::opened_at, from, before until)
            }
            // the definition's check lets no other condition through
            _ => q,
        };
    }
    q
}

#[diesel::dsl::auto_type]
fn columns() -> _ {
    (
        tasks::application_id,
        tasks::task_no,
        applications::biz_sn,
        applications::app_id,
        applications::biz_type_name,
        users::name,
        tasks::node,
        applications::submitted_at,
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
        Some(("appId", d)) => by!(q, d, applications::app_id),
        Some(("applicantName", d)) => by!(q, d, users::name),
        Some(("nodeId", d)) => by!(q, d, tasks::node),
        Some(("submittedAt", d)) => by!(q, d, applications::submitted_at),
        Some(("openedAt", d)) => by!(q, d, tasks::opened_at),
        _ => q.order(applications::submitted_at.desc()),
    };
    q.then_order_by(tasks::application_id.asc())
        .then_order_by(tasks::task_no.asc())
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (uuid, task_no, biz_sn, app_id, type_name, applicant, node, submitted, opened) = r;
    super::object(json!({
        "uuid": uuid, "taskNo": task_no, "bizSn": biz_sn, "appId": app_id,
        "appIdLabel": type_name, "applicantName": applicant, "nodeId": node,
        "submittedAt": submitted.map(beijing_text), "openedAt": beijing_text(opened),
    }))
}
