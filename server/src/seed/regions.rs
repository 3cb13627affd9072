//! Administrative regions (GB/T 2260) for the area cascader: every province-level division,
//! the cities of 陕西省 and 辽宁省 (the platform's tenants), and the districts of 西安市 and
//! 大连市, sorted as listed.

use serde::Deserialize;

use super::rows::{fixture, insert_all};
use crate::{
    db::DbConn,
    models::region::{Region, ROOT},
    schema::regions,
};

#[derive(Deserialize)]
struct Province {
    code: String,
    name: String,
}

/// A city or a district, under its parent's code.
#[derive(Deserialize)]
struct Division {
    parent: String,
    code: String,
    name: String,
}

#[derive(Deserialize)]
struct Regions {
    provinces: Vec<Province>,
    cities: Vec<Division>,
    districts: Vec<Division>,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let fixture: Regions = fixture("regions", include_str!("fixtures/regions.json"))?;
    let provinces = fixture.provinces.into_iter().map(|p| Division {
        parent: ROOT.into(),
        code: p.code,
        name: p.name,
    });
    let levels = provinces
        .map(|division| (division, 1))
        .chain(fixture.cities.into_iter().map(|division| (division, 2)))
        .chain(fixture.districts.into_iter().map(|division| (division, 3)));
    let rows = levels.enumerate().map(|(sort, (division, level))| Region {
        code: division.code,
        parent_code: division.parent,
        name: division.name,
        level,
        sort: sort as i32,
    });
    insert_all(conn, regions::table, rows)?;
    Ok(())
}
