//! A holder whose rights are not confirmed yet (comfirm = 0): 王磊 inherited 10,000 shares of
//! 秦创智能 from the founders' account and has not had them confirmed, so the businesses of
//! 01 §4 refuse him (N条股东信息未确权,需确权后方能办理业务). The shares move from the founders'
//! account, so the product's total stays.

use serde::Deserialize;

use super::{
    register::HolderRow,
    rows::{fixture, insert_all},
    users::{self, DemoUser},
};
use crate::{db::DbConn, models::position::Position, schema::holder_accounts};

#[derive(Deserialize)]
struct Heir {
    account: HolderRow,
    inherited_from: String,
    volume: i64,
    user: DemoUser,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let heir: Heir = fixture("heir", include_str!("fixtures/heir.json"))?;
    let product = heir
        .account
        .product_id
        .as_deref()
        .ok_or_else(|| anyhow::anyhow!("the heir's account names no product"))?;
    insert_all(conn, holder_accounts::table, [&heir.account])?;
    if !Position::debit_free(conn, &heir.inherited_from, product, heir.volume)? {
        anyhow::bail!("the founders' account lacks the inherited shares");
    }
    Position::credit(conn, &heir.account.uuid, product, heir.volume)?;
    users::insert(conn, &[heir.user])
}
