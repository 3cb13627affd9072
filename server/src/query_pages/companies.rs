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
    paging::{counted, Counted},
    schema::{companies, user_companies},
};

type Backend = <DbConn as Connection>::Backend;

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> companies::BoxedQuery<'a, Backend> {
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
            ("registerDate", Days(from, to)) => {
                if let Some(from) = from {
                    q = q.filter(companies::register_date.ge(from.to_string()));
                }
                match to {
                    Some(to) => q.filter(companies::register_date.le(to.to_string())),
                    None => q,
                }
            }
            ("custodyDate", Days(from, to)) => {
                if let Some(from) = from {
                    q = q.filter(companies::custody_date.ge(from.to_string()));
                }
                match to {
                    Some(to) => q.filter(companies::custody_date.le(to.to_string())),
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
                Some(("name", d)) => by!(window, d, companies::name),
                Some(("shortName", d)) => by!(window, d, companies::short_name),
                Some(("code", d)) => by!(window, d, companies::code),
                Some(("idNumber", d)) => by!(window, d, companies::id_number),
                Some(("companyType", d)) => by!(window, d, companies::company_type),
                Some(("industryCode", d)) => by!(window, d, companies::industry_code),
                Some(("registerDate", d)) => by!(window, d, companies::register_date),
                Some(("custodyDate", d)) => by!(window, d, companies::custody_date),
                Some(("cityCode", d)) => by!(window, d, companies::city_code),
                Some(("specialisedLevel", d)) => by!(window, d, companies::specialised_level),
                _ => window.order(companies::name.asc()),
            };
            q.then_order_by(companies::id.asc())
                .select((
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
                ))
                .load::<Row>(conn)
        },
    )?;
    Ok((rows.into_iter().map(row).collect(), total))
}

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
    let value = json!({
        "id": id, "name": name, "shortName": short, "code": code, "idNumber": id_number,
        "companyType": kind.map(|k| k.to_string()), "industryCode": industry,
        "registeredCapital": capital.map(|fen| Decimal::new(fen, 2).to_string()),
        "registerDate": registered, "custodyDate": custody, "cityCode": city,
        "specialisedLevel": level,
    });
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}
