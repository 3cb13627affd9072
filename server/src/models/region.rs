use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{db::DbConn, schema::regions};

/// The parent code of the provinces.
pub const ROOT: &str = "00";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = regions)]
pub struct Region {
    pub code: String,
    pub parent_code: String,
    pub name: String,
    /// 1 province, 2 city, 3 district.
    pub level: i32,
    pub sort: i32,
}

/// A node of the lazy tree, as the cascader takes it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegionNode {
    pub id: String,
    pub code: String,
    pub parent_code: String,
    pub name: String,
    pub title: String,
    pub value: String,
    pub key: String,
    pub level: i32,
    pub has_children: bool,
}

impl Region {
    /// The regions directly under `parent`, with whether each has regions under it.
    pub fn children(conn: &mut DbConn, parent: &str) -> QueryResult<Vec<RegionNode>> {
        let rows = regions::table
            .filter(regions::parent_code.eq(parent))
            .order((regions::sort, regions::code))
            .select(Region::as_select())
            .load(conn)?;
        let codes: Vec<&String> = rows.iter().map(|r| &r.code).collect();
        let parents: Vec<String> = regions::table
            .filter(regions::parent_code.eq_any(codes))
            .select(regions::parent_code)
            .distinct()
            .load(conn)?;
        Ok(rows
            .into_iter()
            .map(|r| RegionNode {
                has_children: parents.contains(&r.code),
                id: r.code.clone(),
                value: r.code.clone(),
                key: r.code.clone(),
                title: r.name.clone(),
                code: r.code,
                parent_code: r.parent_code,
                name: r.name,
                level: r.level,
            })
            .collect())
    }
}

/// The names of the regions of `codes` that exist, by code.
pub fn names(
    conn: &mut DbConn,
    codes: &[String],
) -> QueryResult<std::collections::HashMap<String, String>> {
    let found: Vec<(String, String)> = regions::table
        .filter(regions::code.eq_any(codes))
        .select((regions::code, regions::name))
        .load(conn)?;
    Ok(found.into_iter().collect())
}

/// A city of the area filter with its districts (none for a city without districts).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AreaCity {
    pub city_code: String,
    pub city_name: String,
    pub parent_code: String,
    pub districts: Vec<AreaDistrict>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AreaDistrict {
    pub district_code: String,
    pub name: String,
    pub parent_code: String,
}

/// The cities under a province (only `only_city` when given), each with its districts.
pub fn area_cities(
    conn: &mut DbConn,
    province: &str,
    only_city: Option<&str>,
) -> QueryResult<Vec<AreaCity>> {
    let mut q = regions::table
        .filter(regions::parent_code.eq(province.to_owned()))
        .select((regions::code, regions::name, regions::parent_code))
        .order((regions::sort, regions::code))
        .into_boxed::<<DbConn as Connection>::Backend>();
    if let Some(city) = only_city {
        q = q.filter(regions::code.eq(city.to_owned()));
    }
    let cities: Vec<(String, String, String)> = q.load(conn)?;
    let codes: Vec<&String> = cities.iter().map(|c| &c.0).collect();
    let districts: Vec<(String, String, String)> = regions::table
        .filter(regions::parent_code.eq_any(codes))
        .order((regions::sort, regions::code))
        .select((regions::code, regions::name, regions::parent_code))
        .load(conn)?;
    Ok(cities
        .into_iter()
        .map(|(city_code, city_name, parent_code)| AreaCity {
            districts: districts
                .iter()
                .filter(|d| d.2 == city_code)
                .map(|d| AreaDistrict {
                    district_code: d.0.clone(),
                    name: d.1.clone(),
                    parent_code: d.2.clone(),
                })
                .collect(),
            city_code,
            city_name,
            parent_code,
        })
        .collect())
}
