//! Demo data of the public site, rich enough to exercise every filter of the showcase: 60
//! enterprises of tenant 000000 over the three types (custodied, listed, on display) with
//! every industry, every capital range (and its boundaries), cities with districts (西安市)
//! and without (咸阳市, 宝鸡市), sectors with sub-sectors (the featured zones 西咸新区企业专区,
//! 曲江文化企业专区, 秦创原企业专区) and sectors visitors must not see (disabled, another
//! product type); display plates, disclosures, notices, policies, members and funds; and a few
//! of each for tenant 116000 (大连).

use diesel::prelude::*;
use serde::Deserialize;

use super::{
    rows::{fixture, insert_all},
    settings::{self, Dictionary, ParamEntry},
    DALIAN_TENANT, MAIN_TENANT,
};
use crate::{
    db::DbConn,
    models::{
        company::CompanyRecord,
        showcase::{Industry, Listing, ShowPlate},
    },
    schema::{companies, company_listings, industries, sectors, show_plates},
};

mod enterprises;
mod publications;
pub(super) mod registers;

pub use enterprises::insert_company;

/// How many enterprises of tenant 000000 the demo holds, and which are which: the first
/// [`CUSTODIED_ONLY`] are custodied, the next [`LISTED`] listed (and custodied), the rest on
/// display.
pub const ENTERPRISES: usize = 60;
const CUSTODIED_ONLY: usize = 24;
const LISTED: usize = 20;

#[derive(Deserialize, Insertable)]
#[diesel(table_name = sectors)]
struct SectorRow {
    id: String,
    tenant_id: String,
    sector_name: String,
    parent_sector: String,
    status: i32,
    product_type: i32,
    sort: i32,
}

#[derive(Deserialize)]
struct Showcase {
    sectors: Vec<SectorRow>,
    dalian_sector: SectorRow,
    dalian_companies: Vec<CompanyRecord>,
    /// The dictionaries and the switches of the public site.
    dictionaries: Vec<Dictionary>,
    params: Vec<ParamEntry>,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let showcase: Showcase = fixture("showcase", include_str!("../fixtures/showcase.json"))?;
    seed_lookups(conn, showcase.sectors)?;
    for i in 0..ENTERPRISES {
        let kind = if i < CUSTODIED_ONLY {
            0
        } else if i < CUSTODIED_ONLY + LISTED {
            1
        } else {
            2
        };
        insert_company(conn, MAIN_TENANT, i, kind)?;
    }
    insert_all(conn, sectors::table, [showcase.dalian_sector])?;
    insert_all(conn, companies::table, showcase.dalian_companies)?;
    let listing = Listing {
        company_id: "dl-00002".into(),
        tenant_id: DALIAN_TENANT.into(),
        list_code: "890001".into(),
        listing_date: "2023-06-18".into(),
        sector_id: "sec-dl-growth".into(),
        featured_sector_id: None,
    };
    insert_all(conn, company_listings::table, [listing])?;
    settings::insert_dictionaries(conn, &showcase.dictionaries)?;
    settings::insert_params(conn, showcase.params)?;
    publications::seed(conn)
}

/// The lookups every showcase needs: industries, sectors, plates of tenant 000000.
fn seed_lookups(conn: &mut DbConn, sector_rows: Vec<SectorRow>) -> anyhow::Result<()> {
    let industry_rows = enterprises::INDUSTRIES
        .iter()
        .enumerate()
        .map(|(sort, industry)| Industry {
            code: industry.code.into(),
            name: industry.name.into(),
            sort: sort as i32,
        });
    insert_all(conn, industries::table, industry_rows)?;
    insert_all(conn, sectors::table, sector_rows)?;
    let plates = enterprises::PLATES
        .iter()
        .enumerate()
        .map(|(sort, &(key, name))| ShowPlate {
            id: format!("{MAIN_TENANT}-{key}"),
            tenant_id: MAIN_TENANT.into(),
            plate_key: key.into(),
            plate_name: name.into(),
            sort: sort as i32,
        });
    insert_all(conn, show_plates::table, plates)?;
    Ok(())
}
