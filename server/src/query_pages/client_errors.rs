//! The `clientErrors` source: the browser error logs the tenant's users sent (01 §2 "Error log
//! viewer"), newest first, for the administrator's page.

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    models::LIKE_ESCAPE,
    schema::client_error_logs as logs,
};

type Backend = <DbConn as Connection>::Backend;
type Boxed<'a> = diesel::dsl::IntoBoxed<'a, logs::table, Backend>;

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = logs::table
        .into_boxed()
        .filter(logs::tenant_id.eq(scope.tenant.as_str()));
    if let Some(owner) = &scope.owner {
        q = q.filter(logs::user_id.eq(owner.as_str()));
    }
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("account", Contains(p)) => q.filter(logs::account.like(p).escape(LIKE_ESCAPE)),
            ("kind", OneOf(codes)) => q.filter(logs::kind.eq_any(codes)),
            ("url", Contains(p)) => q.filter(logs::url.like(p).escape(LIKE_ESCAPE)),
            ("message", Contains(p)) => q.filter(logs::message.like(p).escape(LIKE_ESCAPE)),
            ("receivedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!(q, logs::received_at, from, before until)
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
        logs::id,
        logs::account,
        logs::kind,
        logs::url,
        logs::message,
        logs::stack,
        logs::happened_at,
        logs::received_at,
    )
}

type Row = (
    String,
    String,
    String,
    String,
    String,
    String,
    String,
    Timestamp,
);

/// The rows in the order asked for (the latest received first when none), ties by the entry.
fn sorted<'a>(q: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let q = match sort {
        Some(("account", d)) => by!(q, d, logs::account),
        Some(("kind", d)) => by!(q, d, logs::kind),
        Some(("receivedAt", d)) => by!(q, d, logs::received_at),
        _ => q.order(logs::received_at.desc()),
    };
    q.then_order_by(logs::id.asc())
}

/// The rows after the one `after` names (`id`) in the order asked for.
fn seek<'a>(
    conn: &mut DbConn,
    scope: &'a Scope,
    criteria: &'a Criteria,
    after: &Map<String, Value>,
) -> QueryResult<Option<Boxed<'a>>> {
    let Some(id) = after.get("id").and_then(Value::as_str) else {
        return Ok(None);
    };
    let q = filtered(scope, criteria);
    let at = || filtered(scope, criteria).filter(logs::id.eq(id.to_owned()));
    let tie = logs::id.gt(id.to_owned());
    Ok(match criteria.sort {
        Some(("account", d)) => seek!(conn, q, at(), d, logs::account => String, tie),
        Some(("kind", d)) => seek!(conn, q, at(), d, logs::kind => String, tie),
        Some(("receivedAt", d)) => seek!(conn, q, at(), d, logs::received_at => i64, tie),
        None => seek!(conn, q, at(), true, logs::received_at => i64, tie),
        Some(_) => None,
    })
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (id, account, kind, url, message, stack, happened, received) = r;
    super::object(json!({
        "id": id, "account": account, "kind": kind, "url": url, "message": message,
        "stack": stack, "happenedAt": happened, "receivedAt": beijing_text(received),
    }))
}
