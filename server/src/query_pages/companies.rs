//! The `companies` source: the enterprises of the tenant (staff), or those the caller is bound
//! to (an enterprise's own users).

use diesel::prelude::*;
use rust_decimal::Decimal;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    db::DbConn,
    models::LIKE_ESCAPE,
    schema::{companies, user_companies},
};

type Backend = <DbConn as Connection>::Backend;

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = companies::table
        .into_boxed()
        .filter(companies::tenant_id.eq(scope.tenant.as_str()));
    if let Some(user) = &scope.owner {
        q = q.filter(
            companies::id.eq_any(
                user_companies::table
                    .filter(user_companies::user_id.eq(user.as_str()))
                    .select(user_companies::company_id),
            ),
        );
    }
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("name", Contains(p)) => q.filter(companies::name.like(p).escape(LIKE_ESCAPE)),
            ("shortName", Contains(p)) => {
                q.filter(companies::short_name.like(p).escape(LIKE_ESCAPE))
            }
            ("code", Contains(p)) => q.filter(companies::code.like(p).escape(LIKE_ESCAPE)),
            ("idNumber", Contains(p)) => q.filter(companies::id_number.like(p).escape(LIKE_ESCAPE)),
            ("industryCode", Contains(p)) => {
                q.filter(companies::industry_code.like(p).escape(LIKE_ESCAPE))
            }
            ("cityCode", Contains(p)) => q.filter(companies::city_code.like(p).escape(LIKE_ESCAPE)),
            ("specialisedLevel", Contains(p)) => {
                q.filter(companies::specialised_level.like(p).escape(LIKE_ESCAPE))
            }
            ("companyType", OneOf(codes)) => {
                q.filter(companies::company_type.eq_any(super::integers(codes)))
            }
            // the days are kept as text, yyyy-MM-dd, which orders as the days do
            ("registerDate", Days(days)) => within!(
                q,
                companies::register_date,
                days.from.map(|d| d.to_string()),
                days.to.map(|d| d.to_string())
            ),
            ("custodyDate", Days(days)) => within!(
                q,
                companies::custody_date,
                days.from.map(|d| d.to_string()),
                days.to.map(|d| d.to_string())
            ),
            // the definition's check lets no other condition through
            _ => q,
        };
    }
    q
}

type Row = (
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<i32>,
    Option<String>,
    Option<i64>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

#[diesel::dsl::auto_type]
fn columns() -> _ {
    (
        companies::id,
        companies::name,
        companies::short_name,
        companies::code,
        companies::id_number,
        companies::company_type,
        companies::industry_code,
        companies::registered_capital_fen,
        companies::register_date,
        companies::custody_date,
        companies::city_code,
        companies::specialised_level,
    )
}

type Boxed<'a> = companies::BoxedQuery<'a, Backend>;

/// The rows in the order asked for (by name when none), ties by the enterprise.
fn sorted<'a>(q: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let q = match sort {
        Some(("name", d)) => by!(q, d, companies::name),
        Some(("shortName", d)) => by!(q, d, companies::short_name),
        Some(("code", d)) => by!(q, d, companies::code),
        Some(("idNumber", d)) => by!(q, d, companies::id_number),
        Some(("companyType", d)) => by!(q, d, companies::company_type),
        Some(("industryCode", d)) => by!(q, d, companies::industry_code),
        Some(("registerDate", d)) => by!(q, d, companies::register_date),
        Some(("custodyDate", d)) => by!(q, d, companies::custody_date),
        Some(("cityCode", d)) => by!(q, d, companies::city_code),
        Some(("specialisedLevel", d)) => by!(q, d, companies::specialised_level),
        _ => q.order(companies::name.asc()),
    };
    q.then_order_by(companies::id.asc())
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
    let at = || filtered(scope, criteria).filter(companies::id.eq(id.to_owned()));
    let tie = companies::id.gt(id.to_owned());
    Ok(match criteria.sort {
        Some(("name", d)) => seek!(conn, q, at(), d, companies::name => String, tie),
        None => seek!(conn, q, at(), false, companies::name => String, tie),
        // an order by a column that may be empty is counted off
        Some(_) => None,
    })
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (
        id,
        name,
        short,
        code,
        id_number,
        kind,
        industry,
        capital,
        registered,
        custody,
        city,
        level,
    ) = r;
    super::object(json!({
        "id": id, "name": name, "shortName": short, "code": code, "idNumber": id_number,
        "companyType": kind.map(|k| k.to_string()), "industryCode": industry,
        "registeredCapital": capital.map(|fen| Decimal::new(fen, 2).to_string()),
        "registerDate": registered, "custodyDate": custody, "cityCode": city,
        "specialisedLevel": level,
    }))
}
