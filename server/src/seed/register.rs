//! The demo share register: holder accounts and what they hold. The set "register" gives the
//! equity products their face values and totals and opens the founders' accounts that hold what
//! the demo users do not: every product's positions add up to its total shares.

use diesel::prelude::*;
use serde::Deserialize;

use super::{
    rows::{fixture, insert_all},
    MAIN_TENANT,
};
use crate::{
    db::DbConn,
    schema::{holder_accounts, positions, products},
};

/// A registration account (登记账号) of the main tenant unless the fixture names another,
/// normal and within its qualification unless it says otherwise; `rights_confirmed` left out
/// is the column's default (confirmed).
#[derive(Deserialize, Insertable)]
#[diesel(table_name = holder_accounts)]
pub struct HolderRow {
    pub uuid: String,
    #[serde(default = "main_tenant")]
    pub tenant_id: String,
    pub account_number: String,
    pub holder_name: String,
    /// 1 institution, 2 person, 3 product (whose id is `organ_type_id`).
    pub organ_type: i32,
    pub organ_type_id: Option<String>,
    #[serde(default = "normal")]
    pub holder_account_status: i32,
    #[serde(default)]
    pub investor_expire_status: i32,
    pub company_id: Option<String>,
    pub product_id: Option<String>,
    pub cert_type: Option<String>,
    pub certificate_no: Option<String>,
    pub rights_confirmed: Option<bool>,
}

/// What one account holds of one product.
#[derive(Deserialize, Insertable)]
#[diesel(table_name = positions)]
pub struct HoldingRow {
    pub account_uuid: String,
    pub product_id: String,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
}

fn main_tenant() -> String {
    MAIN_TENANT.into()
}

/// holderAccountStatus 1 正常.
fn normal() -> i32 {
    1
}

#[derive(Deserialize)]
struct ProductSize {
    id: String,
    face_value: String,
    total_shares: i64,
}

#[derive(Deserialize)]
struct Register {
    products: Vec<ProductSize>,
    founders: Vec<HolderRow>,
    holdings: Vec<HoldingRow>,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let register: Register = fixture("register", include_str!("fixtures/register.json"))?;
    for product in &register.products {
        diesel::update(products::table.find(&product.id))
            .set((
                products::face_value.eq(&product.face_value),
                products::total_shares.eq(product.total_shares),
            ))
            .execute(conn)?;
    }
    insert_all(conn, holder_accounts::table, &register.founders)?;
    insert_all(conn, positions::table, &register.holdings)?;
    Ok(())
}
