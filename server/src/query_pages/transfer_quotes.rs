//! The `transferQuotes` source: the quotes of 集中报价 (550224) recorded on the tenant's transfer
//! projects of private fund shares (/queryPage/biddingTransaction): staff read all of them, an
//! investor their own. Highest price first by default, ties by the earliest quote.

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
    schema::transfer_quotes as q,
};

type Backend = <DbConn as Connection>::Backend;
type Boxed<'a> = diesel::dsl::IntoBoxed<'a, q::table, Backend>;

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut b = q::table
        .into_boxed()
        .filter(q::tenant_id.eq(scope.tenant.as_str()));
    if let Some(owner) = &scope.owner {
        b = b.filter(q::applicant_id.eq(owner.as_str()));
    }
    for (prop, condition) in &criteria.conditions {
        b = match (*prop, condition) {
            ("bizSn", Contains(p)) => b.filter(q::biz_sn.like(p).escape(LIKE_ESCAPE)),
            ("projectAbbreviation", Contains(p)) => {
                b.filter(q::project_abbreviation.like(p).escape(LIKE_ESCAPE))
            }
            ("companyName", Contains(p)) => b.filter(q::company_name.like(p).escape(LIKE_ESCAPE)),
            ("quoterName", Contains(p)) => b.filter(q::quoter_name.like(p).escape(LIKE_ESCAPE)),
            ("quantity", Between(min, max)) => within!(b, q::quantity, *min, *max),
            ("quotedAt", Days(days)) => {
                let (from, until) = days.moments();
                within!(b, q::quoted_at, from, before until)
            }
            // the definition's check lets no other condition through
            _ => b,
        };
    }
    b
}

#[diesel::dsl::auto_type]
fn columns() -> _ {
    (
        q::id,
        q::project_id,
        q::biz_sn,
        q::project_abbreviation,
        q::company_name,
        q::quoter_name,
        q::account_number,
        q::price,
        q::quantity,
        q::quoted_at,
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
    String,
    i64,
    Timestamp,
);

/// The rows in the order asked for (the highest price first when none), ties by time and id.
fn sorted<'a>(b: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let b = match sort {
        Some(("bizSn", d)) => by!(b, d, q::biz_sn),
        Some(("projectAbbreviation", d)) => by!(b, d, q::project_abbreviation),
        Some(("quoterName", d)) => by!(b, d, q::quoter_name),
        Some(("quantity", d)) => by!(b, d, q::quantity),
        Some(("quotedAt", d)) => by!(b, d, q::quoted_at),
        _ => b.order(q::price_fen.desc()),
    };
    b.then_order_by(q::quoted_at.asc())
        .then_order_by(q::id.asc())
}

/// No keyset: the quotes page by offset (a project has few).
fn seek<'a>(
    _conn: &mut DbConn,
    _scope: &'a Scope,
    _criteria: &'a Criteria,
    _after: &Map<String, Value>,
) -> QueryResult<Option<Boxed<'a>>> {
    Ok(None)
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (id, project, biz_sn, abbreviation, company, quoter, account, price, quantity, at) = r;
    super::object(json!({
        "id": id, "projectId": project, "bizSn": biz_sn, "projectAbbreviation": abbreviation,
        "companyName": company, "quoterName": quoter, "accountNumber": account, "price": price,
        "quantity": quantity, "quotedAt": beijing_text(at),
    }))
}
