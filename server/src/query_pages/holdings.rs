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
            ("volume", Between(min, max)) => within!(q, positions::volume, *min, *max),
            ("pledged", Between(min, max)) => within!(q, positions::pledged, *min, *max),
            ("frozen", Between(min, max)) => within!(q, positions::frozen, *min, *max),
            // the definition's check lets no other condition through
            _ => q,
        };
    }
    q
}

type Row = (
    String,
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

#[diesel::dsl::auto_type]
fn columns() -> _ {
    (
        positions::account_uuid,
        positions::product_id,
        holder_accounts::account_number,
        holder_accounts::holder_name,
        holder_accounts::organ_type,
        products::product_code,
        products::name,
        companies::name.nullable(),
        positions::volume,
        positions::pledged,
        positions::frozen,
    )
}

/// The rows in the order asked for (by account when none), ties by the position.
fn sorted<'a>(q: Boxed<'a>, sort: Option<(&str, bool)>) -> Boxed<'a> {
    let q = match sort {
        Some(("accountNumber", d)) => by!(q, d, holder_accounts::account_number),
        Some(("holderName", d)) => by!(q, d, holder_accounts::holder_name),
        Some(("organType", d)) => by!(q, d, holder_accounts::organ_type),
        Some(("productCode", d)) => by!(q, d, products::product_code),
        Some(("productName", d)) => by!(q, d, products::name),
        Some(("companyName", d)) => by!(q, d, companies::name.nullable()),
        Some(("volume", d)) => by!(q, d, positions::volume),
        Some(("pledged", d)) => by!(q, d, positions::pledged),
        Some(("frozen", d)) => by!(q, d, positions::frozen),
        _ => q.order(holder_accounts::account_number.asc()),
    };
    q.then_order_by(positions::account_uuid.asc())
        .then_order_by(positions::product_id.asc())
}

/// The rows after the one `after` names (`holderUuid`, `productId`) in the order asked for,
/// when its column is never empty.
fn seek<'a>(
    conn: &mut DbConn,
    scope: &'a Scope,
    criteria: &'a Criteria,
    after: &Map<String, Value>,
) -> QueryResult<Option<Boxed<'a>>> {
    let (Some(holder), Some(product)) = (
        after.get("holderUuid").and_then(Value::as_str),
        after.get("productId").and_then(Value::as_str),
    ) else {
        return Ok(None);
    };
    let q = filtered(scope, criteria);
    let at = || {
        filtered(scope, criteria)
            .filter(positions::account_uuid.eq(holder.to_owned()))
            .filter(positions::product_id.eq(product.to_owned()))
    };
    // ties run by the position, ascending
    let tie = positions::account_uuid
        .gt(holder.to_owned())
        .or(positions::account_uuid
            .eq(holder.to_owned())
            .and(positions::product_id.gt(product.to_owned())));
    Ok(match criteria.sort {
        Some(("accountNumber", d)) => {
            seek!(conn, q, at(), d, holder_accounts::account_number => String, tie)
        }
        Some(("holderName", d)) => {
            seek!(conn, q, at(), d, holder_accounts::holder_name => String, tie)
        }
        Some(("organType", d)) => seek!(conn, q, at(), d, holder_accounts::organ_type => i32, tie),
        Some(("productCode", d)) => seek!(conn, q, at(), d, products::product_code => String, tie),
        Some(("productName", d)) => seek!(conn, q, at(), d, products::name => String, tie),
        Some(("volume", d)) => seek!(conn, q, at(), d, positions::volume => i64, tie),
        Some(("pledged", d)) => seek!(conn, q, at(), d, positions::pledged => i64, tie),
        Some(("frozen", d)) => seek!(conn, q, at(), d, positions::frozen => i64, tie),
        None => seek!(conn, q, at(), false, holder_accounts::account_number => String, tie),
        // an order by a column that may be empty is counted off
        Some(_) => None,
    })
}

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (holder, product_id, account, name, organ, code, product, company, volume, pledged, frozen) =
        r;
    super::object(json!({
        "holderUuid": holder, "productId": product_id, "accountNumber": account, "holderName": name,
        "organType": organ.to_string(), "productCode": code, "productName": product,
        "companyName": company, "volume": volume, "pledged": pledged, "frozen": frozen,
        "free": volume - pledged - frozen,
    }))
}
