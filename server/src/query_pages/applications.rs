//! The `applications` source: the businesses of the tenant (staff), or the caller's own, with
//! the applicant's name; a page's fixed conditions choose the businesses it lists.

use diesel::{dsl::sql, prelude::*, sql_types::Bool};
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    models::LIKE_ESCAPE,
    schema::{applications, users},
};

type Backend = <DbConn as Connection>::Backend;
type Boxed<'a> =
    diesel::dsl::IntoBoxed<'a, diesel::dsl::InnerJoin<applications::table, users::table>, Backend>;

/// The conditions on the application's own columns, on either query over the applications.
macro_rules! on_the_application {
    ($q:expr, $prop:expr, $condition:expr) => {
        match ($prop, $condition) {
            ("bizSn", Contains(p)) => $q.filter(applications::biz_sn.like(p).escape(LIKE_ESCAPE)),
            ("bizTypeName", Contains(p)) => {
                $q.filter(applications::biz_type_name.like(p).escape(LIKE_ESCAPE))
            }
            ("appId", OneOf(codes)) => $q.filter(applications::app_id.eq_any(codes)),
            ("status", OneOf(codes)) => $q.filter(applications::status.eq_any(codes)),
            ("currentNode", OneOf(codes)) => $q.filter(applications::current_node.eq_any(codes)),
            ("createdAt", Days(days)) => {
                let (from, until) = days.moments();
                within!($q, applications::created_at, from, before until)
            }
            ("completedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!($q, applications::completed_at, from, before until)
            }
            // the definition's check lets no other condition through
            _ => $q,
        }
    };
}

/// The tenant's applications, or the owner's, on either query over the applications.
macro_rules! in_scope {
    ($from:expr, $scope:expr) => {{
        let mut q = $from
            .into_boxed()
            .filter(applications::tenant_id.eq($scope.tenant.as_str()));
        if let Some(user) = &$scope.owner {
            q = q.filter(applications::applicant_id.eq(user.as_str()));
        }
        q
    }};
}

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = in_scope!(applications::table.inner_join(users::table), scope);
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("applicantName", Contains(p)) => q.filter(users::name.like(p).escape(LIKE_ESCAPE)),
            ("applicantAccount", Contains(p)) => {
                q.filter(users::account.like(p).escape(LIKE_ESCAPE))
            }
            (prop, condition) => on_the_application!(q, prop, condition),
        };
    }
    q
}

/// How many applications match: counted in the applications' indexes alone unless a
/// condition reads the applicant (every application has one: the join drops none).
fn counted(conn: &mut DbConn, scope: &Scope, criteria: &Criteria) -> QueryResult<i64> {
    use Criterion::*;
    let needs_applicant = criteria
        .conditions
        .iter()
        .any(|(prop, _)| matches!(*prop, "applicantName" | "applicantAccount"));
    if needs_applicant {
        return filtered(scope, criteria).count().get_result(conn);
    }
    if let Some((app_ids, statuses)) = tallied(scope, criteria) {
        return crate::tallies::count(conn, &scope.tenant, app_ids, statuses);
    }
    let mut q = in_scope!(applications::table, scope);
    for (prop, condition) in &criteria.conditions {
        q = on_the_application!(q, *prop, condition);
    }
    q.count().get_result(conn)
}

/// Some codes asked for, or all of them.
type Codes<'a> = Option<&'a [String]>;

/// The businesses and statuses asked for, when they are all that is asked of the tenant's
/// businesses: then the tallies have the count.
fn tallied<'a>(scope: &Scope, criteria: &'a Criteria) -> Option<(Codes<'a>, Codes<'a>)> {
    if scope.owner.is_some() {
        return None;
    }
    let (mut app_ids, mut statuses) = (None, None);
    for (prop, condition) in &criteria.conditions {
        match (*prop, condition, &app_ids, &statuses) {
            ("appId", Criterion::OneOf(codes), None, _) => app_ids = Some(codes.as_slice()),
            ("status", Criterion::OneOf(codes), _, None) => statuses = Some(codes.as_slice()),
            _ => return None,
        }
    }
    Some((app_ids, statuses))
}

type Row = (
    String,
    String,
    String,
    String,
    String,
    String,
    String,
    String,
    Timestamp,
    Option<Timestamp>,
    bool,
);

/// The business waits on its applicant (an open task of theirs: a draft or a return), the
/// only time they may withdraw it.
const WAITS_ON_APPLICANT: &str = "EXISTS (SELECT 1 FROM tasks t WHERE t.application_id = \
     applications.id AND t.open AND t.assignee_user IS NOT NULL)";

#[diesel::dsl::auto_type]
fn columns() -> _ {
    let waits: diesel::expression::SqlLiteral<Bool> = sql::<Bool>(WAITS_ON_APPLICANT);
    (
        applications::id,
        applications::biz_sn,
        applications::app_id,
        applications::biz_type_name,
        users::name,
        users::account,
        applications::status,
        applications::current_node,
        applications::created_at,
        applications::completed_at,
        waits,
    )
}

/// The rows in the order asked for (newest first when none), ties by the application.
fn sorted<'a>(q: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let q = match sort {
        Some(("bizSn", d)) => by!(q, d, applications::biz_sn),
        Some(("appId", d)) => by!(q, d, applications::app_id),
        Some(("bizTypeName", d)) => by!(q, d, applications::biz_type_name),
        Some(("applicantName", d)) => by!(q, d, users::name),
        Some(("applicantAccount", d)) => by!(q, d, users::account),
        Some(("status", d)) => by!(q, d, applications::status),
        Some(("currentNode", d)) => by!(q, d, applications::current_node),
        Some(("createdAt", d)) => by!(q, d, applications::created_at),
        Some(("completedAt", d)) => by!(q, d, applications::completed_at),
        _ => q.order(applications::created_at.desc()),
    };
    q.then_order_by(applications::id.desc())
}

/// The rows after the one `after` names (`uuid`) in the order asked for, when its column is
/// never empty.
fn seek<'a>(
    conn: &mut DbConn,
    scope: &'a Scope,
    criteria: &'a Criteria,
    after: &Map<String, Value>,
) -> QueryResult<Option<Boxed<'a>>> {
    let Some(id) = after.get("uuid").and_then(Value::as_str) else {
        return Ok(None);
    };
    let q = filtered(scope, criteria);
    let at = || filtered(scope, criteria).filter(applications::id.eq(id.to_owned()));
    // ties run by the application, descending
    let tie = applications::id.lt(id.to_owned());
    Ok(match criteria.sort {
        Some(("bizSn", d)) => seek!(conn, q, at(), d, applications::biz_sn => String, tie),
        Some(("appId", d)) => seek!(conn, q, at(), d, applications::app_id => String, tie),
        Some(("bizTypeName", d)) => {
            seek!(conn, q, at(), d, applications::biz_type_name => String, tie)
        }
        Some(("applicantName", d)) => seek!(conn, q, at(), d, users::name => String, tie),
        Some(("applicantAccount", d)) => seek!(conn, q, at(), d, users::account => String, tie),
        Some(("status", d)) => seek!(conn, q, at(), d, applications::status => String, tie),
        Some(("currentNode", d)) => {
            seek!(conn, q, at(), d, applications::current_node => String, tie)
        }
        Some(("createdAt", d)) => seek!(conn, q, at(), d, applications::created_at => i64, tie),
        None => seek!(conn, q, at(), true, applications::created_at => i64, tie),
        // an order by a column that may be empty is counted off
        Some(_) => None,
    })
}

reads!(columns(), Row, counted);

fn row(r: Row) -> Map<String, Value> {
    let (
        uuid,
        biz_sn,
        app_id,
        type_name,
        applicant,
        account,
        status,
        node,
        created,
        completed,
        waits,
    ) = r;
    let node = (status == "running").then_some(node);
    super::object(json!({
        "uuid": uuid, "bizSn": biz_sn, "appId": app_id, "appIdLabel": type_name,
        "bizTypeName": type_name, "applicantName": applicant, "applicantAccount": account,
        "status": status,
        // a finished business waits nowhere
        "currentNode": node,
        "createdAt": beijing_text(created), "completedAt": completed.map(beijing_text),
        "waitsOnApplicant": waits,
    }))
}
