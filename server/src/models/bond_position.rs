//! Bond positions (issue 18): the units of a bond a registration account holds, credited at
//! issuance (550024). Kept apart from the share positions so that a bond's units never count
//! in a share product's total; a bond's positions always sum to its `issued_units`.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{bond_positions, bonds, companies, holder_accounts},
};

#[derive(Clone, Debug, Insertable, Queryable, Selectable)]
#[diesel(table_name = bond_positions)]
pub struct BondPosition {
    pub account_uuid: String,
    pub bond_id: String,
    pub units: i64,
}

/// One bond an account holds, as the holdings page shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BondHolding {
    pub bond_id: String,
    pub product_code: String,
    pub chinese_name: String,
    pub product_short: Option<String>,
    pub company_name: String,
    pub status: String,
    pub units: i64,
    /// Decimal text, yuan a unit.
    pub par_value: String,
    /// units × par value, decimal text in yuan.
    pub par_amount: String,
    pub rate_begin_date: String,
    pub rate_end_date: String,
}

/// A held bond's columns: id, code, name, short name, issuer, status, par value, interest
/// start and maturity.
type HoldingColumns = (
    String,
    String,
    String,
    Option<String>,
    String,
    String,
    String,
    String,
    String,
);

impl BondPosition {
    /// Adds `units` to the account's position in the bond, opening it if need be.
    pub fn credit(conn: &mut DbConn, account: &str, bond: &str, units: i64) -> QueryResult<()> {
        let changed = diesel::update(bond_positions::table.find((account, bond)))
            .set(bond_positions::units.eq(bond_positions::units + units))
            .execute(conn)?;
        if changed == 0 {
            diesel::insert_into(bond_positions::table)
                .values(&BondPosition {
                    account_uuid: account.into(),
                    bond_id: bond.into(),
                    units,
                })
                .execute(conn)?;
        }
        Ok(())
    }

    /// Takes `units` from the account's position; false (nothing changed) when it holds fewer.
    pub fn debit(conn: &mut DbConn, account: &str, bond: &str, units: i64) -> QueryResult<bool> {
        let changed = diesel::update(
            bond_positions::table
                .find((account, bond))
                .filter(bond_positions::units.ge(units)),
        )
        .set(bond_positions::units.eq(bond_positions::units - units))
        .execute(conn)?;
        Ok(changed == 1)
    }

    /// The accounts holding units of the bond, in account number order: the account's uuid,
    /// number, holder name and units.
    pub fn holders(
        conn: &mut DbConn,
        bond: &str,
    ) -> QueryResult<Vec<(String, String, String, i64)>> {
        bond_positions::table
            .inner_join(holder_accounts::table)
            .filter(bond_positions::bond_id.eq(bond))
            .filter(bond_positions::units.gt(0))
            .order(holder_accounts::account_number)
            .select((
                holder_accounts::uuid,
                holder_accounts::account_number,
                holder_accounts::holder_name,
                bond_positions::units,
            ))
            .load(conn)
    }

    /// The units all accounts hold of a bond.
    pub fn total(conn: &mut DbConn, bond: &str) -> QueryResult<i64> {
        // summed here: SUM's type differs between the two backends
        let units: Vec<i64> = bond_positions::table
            .filter(bond_positions::bond_id.eq(bond))
            .select(bond_positions::units)
            .load(conn)?;
        Ok(units.iter().sum())
    }

    /// What an account holds, bond by bond (positions of no units left out, but for a bond
    /// redeemed in full).
    pub fn holdings(conn: &mut DbConn, account: &str) -> QueryResult<Vec<BondHolding>> {
        let rows: Vec<(BondPosition, HoldingColumns)> = bond_positions::table
            .inner_join(bonds::table.inner_join(companies::table))
            .filter(bond_positions::account_uuid.eq(account))
            // a bond redeemed in full stays listed: its payments are still to be read
            .filter(
                bond_positions::units
                    .gt(0)
                    .or(bonds::status.eq(crate::models::bond::REDEEMED)),
            )
            .order(bonds::product_code)
            .select((
                BondPosition::as_select(),
                (
                    bonds::id,
                    bonds::product_code,
                    bonds::chinese_name,
                    bonds::product_short,
                    companies::name,
                    bonds::status,
                    bonds::par_value,
                    bonds::rate_begin_date,
                    bonds::rate_end_date,
                ),
            ))
            .load(conn)?;
        Ok(rows
            .into_iter()
            .map(
                |(p, (bond_id, code, name, short, company, status, par, begin, end))| BondHolding {
                    bond_id,
                    product_code: code,
                    chinese_name: name,
                    product_short: short,
                    company_name: company,
                    status,
                    units: p.units,
                    par_amount: par
                        .parse::<rust_decimal::Decimal>()
                        .map(|v| (v * rust_decimal::Decimal::from(p.units)).to_string())
                        .unwrap_or_default(),
                    par_value: par,
                    rate_begin_date: begin,
                    rate_end_date: end,
                },
            )
            .collect())
    }
}
