//! The demo capital accounts (issue 18): the issuers' raising accounts and two investors'.

use super::rows::{fixture, insert_all};
use crate::{db::DbConn, models::capital_account::CapitalAccount, schema::capital_accounts};

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let rows: Vec<CapitalAccount> = fixture(
        "capital_accounts",
        include_str!("fixtures/capital_accounts.json"),
    )?;
    insert_all(conn, capital_accounts::table, &rows)?;
    Ok(())
}
