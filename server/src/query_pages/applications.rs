//! The `applications` source: the businesses of the tenant (staff), or the caller's own, with
//! the applicant's name; a page's fixed conditions choose the businesses it lists.

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    clock::{beijing_day_start, beijing_text, Timestamp},
    db::DbConn,
    models::LIKE_ESCAPE,
    paging::{counted, Counted},
    schema::{applications, users},
};

type Backend = <DbConn as Connection>::Backend;
type Boxed<'a> =
    diesel::dsl::IntoBoxed<'a, diesel::dsl::InnerJoin<applications::table, users::table>, Backend>;

/// The moments of a range of Beijing days: from the first day's start to the day after the
/// last's.
fn moments(
    from: &Option<chrono::NaiveDate>,
    to: &Option<chrono::NaiveDate>,
) -> (Option<Timestamp>, Option<Timestamp>) {
    (
        from.map(beijing_day_start),
        to.and_then(|d| d.succ_opt()).map(beijing_day_start),
    )
}

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = applications::table
        .inner_join(users::table)
        .into_boxed()
        .filter(applications::tenant_id.eq(scope.tenant.as_str()));
    if let Some(user) = &scope.owner {
        q = q.filter(applications::applicant_id.eq(user.as_str()));
    }
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("bizSn", Contains(p)) => q.filter(applications::biz_sn.like(p).escape(LIKE_ESCAPE)),
            ("bizTypeName", Contains(p)) => {
                q.filter(applications::biz_type_name.like(p).escape(LIKE_ESCAPE))
            }
            ("applicantName", Contains(p)) => q.filter(users::name.like(p).escape(LIKE_ESCAPE)),
            ("appId", OneOf(codes)) => q.filter(applications::app_id.eq_any(codes)),
            ("status", OneOf(codes)) => q.filter(applications::status.eq_any(codes)),
            ("createdAt", Days(from, to)) => {
                let (from, until) = moments(from, to);
                if let Some(from) = from {
                    q = q.filter(applications::created_at.ge(from));
                }
                match until {
                    Some(until) => q.filter(applications::created_at.lt(until)),
                    None => q,
                }
            }
            ("completedAt", Days(from, to)) => {
                let (from, until) = moments(from, to);
                if let Some(from) = from {
                    q = q.filter(applications::completed_at.ge(from));
                }
                match until {
                    Some(until) => q.filter(applications::completed_at.lt(until)),
                    None => q,
                }
            }
            // the definition's check lets no other condition through
            _ => q,
        };
    }
    q
}

macro_rules! by {
    ($q:expr, $descending:expr, $column:expr) => {
        if $descending {
            $q.order($column.desc())
        } else {
            $q.order($column.asc())
        }
    };
}

type Row = (
    String,
    String,
    String,
    String,
    String,
    String,
    Timestamp,
    Option<Timestamp>,
);

pub fn page(
    conn: &mut DbConn,
    scope: &Scope,
    criteria: &Criteria,
    offset: i64,
    limit: i64,
) -> QueryResult<Counted<Map<String, Value>>> {
    let (rows, total) = counted(
        conn,
        || filtered(scope, criteria),
        offset,
        limit,
        |conn, window| {
            let q = match criteria.sort {
                Some(("bizSn", d)) => by!(window, d, applications::biz_sn),
                Some(("appId", d)) => by!(window, d, applications::app_id),
                Some(("bizTypeName", d)) => by!(window, d, applications::biz_type_name),
                Some(("applicantName", d)) => by!(window, d, users::name),
                Some(("status", d)) => by!(window, d, applications::status),
                Some(("createdAt", d)) => by!(window, d, applications::created_at),
                Some(("completedAt", d)) => by!(window, d, applications::completed_at),
                _ => window.order(applications::created_at.desc()),
            };
            q.then_order_by(applications::id.desc())
                .select((
                    applications::id,
                    applications::biz_sn,
                    applications::app_id,
                    applications::biz_type_name,
                    users::name,
                    applications::status,
                    applications::created_at,
                    applications::completed_at,
                ))
                .load::<Row>(conn)
        },
    )?;
    Ok((rows.into_iter().map(row).collect(), total))
}

fn row(r: Row) -> Map<String, Value> {
    let (uuid, biz_sn, app_id, type_name, applicant, status, created, completed) = r;
    let value = json!({
        "uuid": uuid, "bizSn": biz_sn, "appId": app_id, "appIdLabel": type_name,
        "bizTypeName": type_name, "applicantName": applicant, "status": status,
        "createdAt": beijing_text(created), "completedAt": completed.map(beijing_text),
    });
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}
