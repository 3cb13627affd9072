//! The platform administrator's side of the administrative regions (issue 20, the BladeX
//! `region` calls): one region read, written and removed. Regions are shared by every tenant.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::region::Region;
use crate::{
    db::DbConn,
    schema::{companies, regions},
};

/// A region as the administration screen and the audit log show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegionRecord {
    /// 区划编号 (GB/T 2260, six digits).
    pub code: String,
    /// The parent's code, `00` for a province.
    pub parent_code: String,
    /// 区划名称.
    pub name: String,
    /// 1 province, 2 city, 3 district.
    pub level: i32,
    pub sort: i32,
}

impl From<Region> for RegionRecord {
    fn from(r: Region) -> Self {
        RegionRecord {
            code: r.code,
            parent_code: r.parent_code,
            name: r.name,
            level: r.level,
            sort: r.sort,
        }
    }
}

impl Region {
    pub fn find(conn: &mut DbConn, code: &str) -> QueryResult<Option<Region>> {
        regions::table
            .find(code)
            .select(Region::as_select())
            .first(conn)
            .optional()
    }

    /// How many regions are directly under `code`.
    pub fn child_count(conn: &mut DbConn, code: &str) -> QueryResult<i64> {
        regions::table
            .filter(regions::parent_code.eq(code))
            .count()
            .get_result(conn)
    }

    /// The sort a new region under `parent` takes by default: after the last one.
    pub fn next_sort(conn: &mut DbConn, parent: &str) -> QueryResult<i32> {
        let last: Option<i32> = regions::table
            .filter(regions::parent_code.eq(parent))
            .select(diesel::dsl::max(regions::sort))
            .first(conn)?;
        Ok(last.map_or(1, |s| s.saturating_add(1)))
    }

    /// How many enterprises, of any tenant, name `code` as their city or district.
    pub fn company_references(conn: &mut DbConn, code: &str) -> QueryResult<i64> {
        companies::table
            .filter(
                companies::city_code
                    .eq(code)
                    .or(companies::district_code.eq(code)),
            )
            .count()
            .get_result(conn)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(regions::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// Writes the name and sort of an existing region (its code and place never change).
    pub fn rename(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::update(regions::table.find(&self.code))
            .set((regions::name.eq(&self.name), regions::sort.eq(self.sort)))
            .execute(conn)
            .map(drop)
    }

    pub fn delete(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::delete(regions::table.find(&self.code))
            .execute(conn)
            .map(drop)
    }
}
