//! The `disclosures` source: the information disclosures the tenant published (02 §3
//! "Disclosure scope"): the public ones to every visitor, a restricted one only to the callers
//! in its circle (the scope's readers, worked out before the query as [`Scope::readable`]).

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    clock::{beijing_text, Timestamp},
    db::DbConn,
    models::{disclosure_scope, LIKE_ESCAPE},
    schema::{companies, disclosures},
};

type Backend = <DbConn as Connection>::Backend;
type Boxed<'a> = diesel::dsl::IntoBoxed<
    'a,
    diesel::dsl::LeftJoin<disclosures::table, companies::table>,
    Backend,
>;

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = disclosures::table
        .left_join(companies::table)
        .into_boxed()
        .filter(disclosures::tenant_id.eq(scope.tenant.as_str()))
        .filter(
            disclosures::scope
                .eq(disclosure_scope::ALL)
                .or(disclosures::id.eq_any(scope.readable.as_slice())),
        );
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("title", Contains(p)) => q.filter(disclosures::title.like(p).escape(LIKE_ESCAPE)),
            ("category", OneOf(codes)) => q.filter(disclosures::category.eq_any(codes)),
            ("companyName", Contains(p)) => q.filter(companies::name.like(p).escape(LIKE_ESCAPE)),
            ("companyCode", Contains(p)) => q.filter(companies::code.like(p).escape(LIKE_ESCAPE)),
            ("publishTime", Days(days)) => {
                let (from, until) = days.moments();
                within!(q, disclosures::published_at, from, before until)
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
        disclosures::id,
        disclosures::title,
        disclosures::category,
        companies::name.nullable(),
        companies::code.nullable(),
        disclosures::published_at,
    )
}

type Row = (
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    Timestamp,
);

/// The rows in the order asked for (the latest published first when none), ties by the
/// disclosure.
fn sorted<'a>(q: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let q = match sort {
        Some(("title", d)) => by!(q, d, disclosures::title),
        Some(("category", d)) => by!(q, d, disclosures::category),
        Some(("companyName", d)) => by!(q, d, companies::name.nullable()),
        Some(("companyCode", d)) => by!(q, d, companies::code.nullable()),
        Some(("publishTime", d)) => by!(q, d, disclosures::published_at),
        _ => q.order(disclosures::published_at.desc()),
    };
    q.then_order_by(disclosures::id.asc())
}

/// The rows after the one `after` names (`id`) in the order asked for, when its column is
/// never empty.
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
    let at = || filtered(scope, criteria).filter(disclosures::id.eq(id.to_owned()));
    let tie = disclosures::id.gt(id.to_owned());
    Ok(match criteria.sort {
        Some(("title", d)) => seek!(conn, q, at(), d, disclosures::title => String, tie),
        Some(("category", d)) => seek!(conn, q, at(), d, disclosures::category => String, tie),
        Some(("publishTime", d)) => {
            seek!(conn, q, at(), d, disclosures::published_at => i64, tie)
        }
        None => seek!(conn, q, at(), true, disclosures::published_at => i64, tie),
        // an order by a column that may be empty is counted off
        Some(_) => None,
    })
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (id, title, category, company, code, published) = r;
    super::object(json!({
        "id": id, "title": title, "category": category, "companyName": company,
        "companyCode": code, "publishTime": beijing_text(published),
    }))
}
