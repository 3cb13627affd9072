//! The set "foundation": the tenants, the demo enterprises and products, the demo holder
//! accounts, the users, the menus, the business dictionaries and parameters. Its additions
//! bring a database seeded before an entry was added up to date.

use std::collections::HashSet;

use diesel::prelude::*;
use serde::Deserialize;

use super::{
    companies::ProductRow,
    register::HolderRow,
    rows::{fixture, insert_all},
    settings::{self, Dictionary, ParamEntry},
    users::{self, DemoUser},
};
use crate::{
    db::DbConn,
    models::company::CompanyRecord,
    schema::{companies, dict_biz, holder_accounts, menus, param_biz, products, tenants},
};

#[derive(Deserialize, Insertable)]
#[diesel(table_name = tenants)]
struct TenantRow {
    tenant_id: String,
    tenant_name: String,
    domain: Option<String>,
    /// The showcase's province, and the one city it shows when the tenant has one.
    province_code: Option<String>,
    #[serde(default)]
    city_code: Option<String>,
}

fn params() -> anyhow::Result<Vec<ParamEntry>> {
    fixture("params", include_str!("fixtures/params.json"))
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let tenant_rows: Vec<TenantRow> = fixture("tenants", include_str!("fixtures/tenants.json"))?;
    insert_all(conn, tenants::table, &tenant_rows)?;
    let company_rows: Vec<CompanyRecord> =
        fixture("companies", include_str!("fixtures/companies.json"))?;
    insert_all(conn, companies::table, &company_rows)?;
    let product_rows: Vec<ProductRow> =
        fixture("products", include_str!("fixtures/products.json"))?;
    insert_all(conn, products::table, &product_rows)?;
    let accounts: Vec<HolderRow> = fixture(
        "holder_accounts",
        include_str!("fixtures/holder_accounts.json"),
    )?;
    insert_all(conn, holder_accounts::table, &accounts)?;
    let demo_users: Vec<DemoUser> = fixture("users", include_str!("fixtures/users.json"))?;
    users::insert(conn, &demo_users)?;
    super::menus::insert(conn, &super::menus::entries()?)?;
    settings::insert_dictionaries(conn, &dictionaries()?)?;
    settings::insert_params(conn, params()?)
}

fn dictionaries() -> anyhow::Result<Vec<Dictionary>> {
    fixture("dictionaries", include_str!("fixtures/dictionaries.json"))
}

/// Inserts the dictionary entries of foundation's list that a database seeded before they
/// were added lacks (issue 15: the forms' empty dropdowns, the second tenant's codes).
pub fn dictionary_additions(conn: &mut DbConn) -> anyhow::Result<()> {
    let present: HashSet<String> = dict_biz::table
        .select(dict_biz::id)
        .load(conn)?
        .into_iter()
        .collect();
    settings::insert_dictionary_entries(conn, &dictionaries()?, |id| !present.contains(id))
}

/// Foundation's and the declarations' dictionary entries that a database seeded before they
/// were added lacks (issue 20: PledgeHumanAllType, the last code the spec names).
pub fn every_dictionary_addition(conn: &mut DbConn) -> anyhow::Result<()> {
    dictionary_additions(conn)?;
    let present: HashSet<String> = dict_biz::table
        .select(dict_biz::id)
        .load(conn)?
        .into_iter()
        .collect();
    let declared = settings::declaration_dictionaries()?;
    settings::insert_dictionary_entries(conn, &declared, |id| !present.contains(id))
}

/// Inserts the parameters, menus and buttons of foundation's lists that a database seeded
/// before they were added lacks; a database seeded since has them all and is left alone.
pub fn additions(conn: &mut DbConn) -> anyhow::Result<()> {
    let present: HashSet<String> = param_biz::table
        .select(param_biz::id)
        .load(conn)?
        .into_iter()
        .collect();
    let missing: Vec<_> = settings::params(params()?)
        .into_iter()
        .filter(|param| !present.contains(&param.id))
        .collect();
    insert_all(conn, param_biz::table, &missing)?;
    let present: HashSet<String> = menus::table
        .select(menus::id)
        .load(conn)?
        .into_iter()
        .collect();
    let missing: Vec<_> = super::menus::entries()?
        .into_iter()
        .filter(|(menu, _)| !present.contains(&menu.id))
        .collect();
    super::menus::insert(conn, &missing)?;
    Ok(())
}
