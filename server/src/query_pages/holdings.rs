//! The `holdings` source: the positions with shares of the tenant's holders (staff), or of the
//! registration accounts bound to the caller (a holder's own users), with the product and the
//! enterprise that issued it.

use diesel::prelude::*;
use serde_json::{json, Map, Value};

use super::{
    criteria::{Criteria, Criterion},
    Scope,
};
use crate::{
    db::DbConn,
    models::LIKE_ESCAPE,
    paging::{counted, Counted},
    schema::{companies, holder_accounts, positions, products, user_holder_accounts},
};

type Backend = <DbConn as Connection>::Backend;

type Joined = diesel::dsl::InnerJoin<
    diesel::dsl::InnerJoin<positions::table, holder_accounts::table>,
    diesel::dsl::LeftJoin<products::table, companies::table>,
>;

fn joined() -> Joined {
    positions::table
        .inner_join(holder_accounts::table)
        .inner_join(products::table.left_join(companies::table))
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, Joined, Backend>;

macro_rules! between {
    ($q:expr, $column:expr, $min:expr, $max:expr) => {{
        let mut q = $q;
        if let Some(min) = $min {
            q = q.filter($column.ge(*min));
        }
        if let Some(max) = $max {
            q = q.filter($column.le(*max));
        }
        q
    }};
}

fn filtered<'a>(scope: &'a Scope, criteria: &'a Criteria) -> Boxed<'a> {
    use Criterion::*;
    let mut q = joined()
        .into_boxed()
        .filter(holder_accounts::tenant_id.eq(scope.tenant.as_str()))
        .filter(positions::volume.gt(0_i64));
    if let Some(user) = &scope.owner {
        q = q.filter(
            positions::account_uuid.eq_any(
                user_holder_accounts::table
                    .filter(user_holder_accounts::user_id.eq(user.as_str()))
                    .select(user_holder_accounts::holder_uuid),
            ),
        );
    }
    for (prop, condition) in &criteria.conditions {
        q = match (*prop, condition) {
            ("accountNumber", Contains(p)) => {
                q.filter(holder_accounts::account_number.like(p).escape(LIKE_ESCAPE))
            }
            ("holderName", Contains(p)) => {
                q.filter(holder_accounts::holder_name.like(p).escape(LIKE_ESCAPE))
            }
            ("organType", OneOf(codes)) => {
                q.filter(holder_accounts::organ_type.eq_any(super::integers(codes)))
            }
            ("productCode", Contains(p)) => {
                q.filter(products::product_code.like(p).escape(LIKE_ESCAPE))
            }
            ("productName", Contains(p)) => q.filter(products::name.like(p).escape(LIKE_ESCAPE)),
            ("companyName", Contains(p)) => {
                q.filter(companies::name.nullable().like(p).escape(LIKE_ESCAPE))
            }
            ("volume", Between(min, max)) => between!(q, positions::volume, min, max),
            ("pledged", Between(min, max)) => between!(q, positions::pledged, min, max),
            ("frozen", Between(min, max)) => between!(q, positions::frozen, min, max),
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
    i32,
    String,
    String,
    Option<String>,
    i64,
    i64,
    i64,
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
                Some(("accountNumber", d)) => by!(window, d, holder_accounts::account_number),
                Some(("holderName", d)) => by!(window, d, holder_accounts::holder_name),
                Some(("organType", d)) => by!(window, d, holder_accounts::organ_type),
                Some(("productCode", d)) => by!(window, d, products::product_code),
                Some(("productName", d)) => by!(window, d, products::name),
                Some(("companyName", d)) => by!(window, d, companies::name.nullable()),
                Some(("volume", d)) => by!(window, d, positions::volume),
                Some(("pledged", d)) => by!(window, d, positions::pledged),
                Some(("frozen", d)) => by!(window, d, positions::frozen),
                _ => window.order(holder_accounts::account_number.asc()),
            };
            q.then_order_by(positions::account_uuid.asc())
                .then_order_by(positions::product_id.asc())
                .select((
                    positions::account_uuid,
                    holder_accounts::account_number,
                    holder_accounts::holder_name,
                    holder_accounts::organ_type,
                    products::product_code,
                    products::name,
                    companies::name.nullable(),
                    positions::volume,
                    positions::pledged,
                    positions::frozen,
                ))
                .load::<Row>(conn)
        },
    )?;
    Ok((rows.into_iter().map(row).collect(), total))
}

fn row(r: Row) -> Map<String, Value> {
    let (holder, account, name, organ, code, product, company, volume, pledged, frozen) = r;
    let value = json!({
        "holderUuid": holder, "accountNumber": account, "holderName": name,
        "organType": organ.to_string(), "productCode": code, "productName": product,
        "companyName": company, "volume": volume, "pledged": pledged, "frozen": frozen,
        "free": volume - pledged - frozen,
    });
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}
