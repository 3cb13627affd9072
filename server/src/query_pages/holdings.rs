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

reads!(columns(), Row);

fn row(r: Row) -> Map<String, Value> {
    let (holder, account, name, organ, code, product, company, volume, pledged, frozen) = r;
    super::object(json!({
        "holderUuid": holder, "accountNumber": account, "holderName": name,
        "organType": organ.to_string(), "productCode": code, "productName": product,
        "companyName": company, "volume": volume, "pledged": pledged, "frozen": frozen,
        "free": volume - pledged - frozen,
    }))
}
