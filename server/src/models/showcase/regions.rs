//! The enterprises of a tenant by city of its province: the figures of the official site's map
//! chart and tables (custodied, listed and display enterprises of each city).

use std::collections::HashMap;

use diesel::{dsl::count_star, prelude::*};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::region::{area_cities, names},
    schema::{companies, company_listings, company_shows},
};

/// How many enterprises of each kind a city (or the whole province) has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KindCounts {
    /// 托管企业 (listed ones are custodied too).
    pub custodied: i64,
    /// 挂牌企业.
    pub listed: i64,
    /// 展示企业.
    pub displayed: i64,
}

/// One city of the province with its figures.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CityCounts {
    pub city_code: String,
    pub city_name: String,
    #[serde(flatten)]
    pub counts: KindCounts,
}

/// The tenant's enterprises by city of its province.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegionStats {
    pub province_code: String,
    pub province_name: String,
    /// The tenant's own city when it has one (spec §6: 116000, 大连市).
    pub own_city_code: Option<String>,
    /// Every city of the province, in the regions' order, with zeros where none.
    pub cities: Vec<CityCounts>,
    /// Enterprises recorded with no city, or a city outside the province.
    pub elsewhere: KindCounts,
    /// All the tenant's enterprises.
    pub total: KindCounts,
}

type ByCity = Vec<(Option<String>, i64)>;

fn custodied(conn: &mut DbConn, tenant: &str) -> QueryResult<ByCity> {
    companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::custody_date.is_not_null())
        .group_by(companies::city_code)
        .select((companies::city_code, count_star()))
        .load(conn)
}

fn listed(conn: &mut DbConn, tenant: &str) -> QueryResult<ByCity> {
    companies::table
        .inner_join(company_listings::table)
        .filter(companies::tenant_id.eq(tenant))
        .filter(company_listings::tenant_id.eq(tenant))
        .group_by(companies::city_code)
        .select((companies::city_code, count_star()))
        .load(conn)
}

fn displayed(conn: &mut DbConn, tenant: &str) -> QueryResult<ByCity> {
    companies::table
        .inner_join(company_shows::table)
        .filter(companies::tenant_id.eq(tenant))
        .filter(company_shows::tenant_id.eq(tenant))
        .group_by(companies::city_code)
        .select((companies::city_code, count_star()))
        .load(conn)
}

/// The figures of `tenant` over the cities of `province` (`own_city`: the tenant's city, if any).
pub fn region_stats(
    conn: &mut DbConn,
    tenant: &str,
    province: &str,
    own_city: Option<String>,
) -> QueryResult<RegionStats> {
    let mut by_city: HashMap<Option<String>, KindCounts> = HashMap::new();
    for (city, n) in custodied(conn, tenant)? {
        by_city.entry(city).or_default().custodied += n;
    }
    for (city, n) in listed(conn, tenant)? {
        by_city.entry(city).or_default().listed += n;
    }
    for (city, n) in displayed(conn, tenant)? {
        by_city.entry(city).or_default().displayed += n;
    }
    let add = |sum: &mut KindCounts, c: KindCounts| {
        sum.custodied += c.custodied;
        sum.listed += c.listed;
        sum.displayed += c.displayed;
    };
    let mut total = KindCounts::default();
    for c in by_city.values() {
        add(&mut total, *c);
    }
    let cities: Vec<CityCounts> = area_cities(conn, province, None)?
        .into_iter()
        .map(|c| CityCounts {
            counts: by_city
                .remove(&Some(c.city_code.clone()))
                .unwrap_or_default(),
            city_code: c.city_code,
            city_name: c.city_name,
        })
        .collect();
    let mut elsewhere = KindCounts::default();
    for c in by_city.into_values() {
        add(&mut elsewhere, c);
    }
    let province_name = names(conn, &[province.to_owned()])?
        .remove(province)
        .unwrap_or_default();
    Ok(RegionStats {
        province_code: province.to_owned(),
        province_name,
        own_city_code: own_city,
        cities,
        elsewhere,
        total,
    })
}
