//! The demo share register: face values and totals of the equity products, and what each demo
//! account holds. Every product's positions add up to its total shares.

use diesel::prelude::*;

use crate::{
    db::DbConn,
    models::position::Position,
    schema::{holder_accounts, positions, products},
    seed::MAIN_TENANT,
};

/// (product, face value, total shares)
const PRODUCTS: &[(&str, &str, i64)] = &[
    ("p-100001", "1", 10_000_000),
    ("p-100003", "1.5", 5_000_000),
];

/// The founders' accounts that hold what the demo users do not.
const FOUNDERS: &[(&str, &str, &str, &str)] = &[
    (
        "h-founder-qc",
        "1000000101",
        "西安秦创控股有限公司",
        "c-qinchuang",
    ),
    (
        "h-founder-xx",
        "1000000102",
        "西咸新区投资发展有限公司",
        "c-xixian",
    ),
];

/// (account, product, volume, pledged, frozen)
const HOLDINGS: &[(&str, &str, i64, i64, i64)] = &[
    ("h-zhangwei-1", "p-100001", 100_000, 0, 0),
    ("h-silk-road", "p-100001", 500_000, 100_000, 0),
    ("h-fund-1", "p-100001", 200_000, 0, 0),
    ("h-founder-qc", "p-100001", 9_200_000, 0, 0),
    ("h-zhangwei-2", "p-100003", 50_000, 0, 10_000),
    ("h-fund-2", "p-100003", 300_000, 0, 0),
    ("h-founder-xx", "p-100003", 4_650_000, 0, 0),
];

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    for &(id, face, total) in PRODUCTS {
        diesel::update(products::table.find(id))
            .set((
                products::face_value.eq(face),
                products::total_shares.eq(total),
            ))
            .execute(conn)?;
    }
    for &(uuid, number, name, company) in FOUNDERS {
        diesel::insert_into(holder_accounts::table)
            .values((
                holder_accounts::uuid.eq(uuid),
                holder_accounts::tenant_id.eq(MAIN_TENANT),
                holder_accounts::account_number.eq(number),
                holder_accounts::holder_name.eq(name),
                holder_accounts::organ_type.eq(1),
                holder_accounts::holder_account_status.eq(1),
                holder_accounts::investor_expire_status.eq(0),
                holder_accounts::company_id.eq(company),
            ))
            .execute(conn)?;
    }
    for &(account, product, volume, pledged, frozen) in HOLDINGS {
        let position = Position {
            account_uuid: account.into(),
            product_id: product.into(),
            volume,
            pledged,
            frozen,
        };
        diesel::insert_into(positions::table)
            .values(&position)
            .execute(conn)?;
    }
    Ok(())
}
