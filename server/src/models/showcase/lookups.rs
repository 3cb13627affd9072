//! The lookups of the showcase's filters: listing sectors, industries and display plates.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{industries, sectors, show_plates},
};

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = sectors)]
#[serde(rename_all = "camelCase")]
pub struct Sector {
    pub id: String,
    #[serde(skip)]
    pub tenant_id: String,
    pub sector_name: String,
    /// `0` for a first-level sector.
    pub parent_sector: String,
    pub status: i32,
    pub product_type: i32,
    pub sort: i32,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable, Serialize, ToSchema)]
#[diesel(table_name = industries)]
#[serde(rename_all = "camelCase")]
pub struct Industry {
    pub code: String,
    pub name: String,
    #[serde(skip)]
    pub sort: i32,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = show_plates)]
pub struct ShowPlate {
    pub id: String,
    pub tenant_id: String,
    pub plate_key: String,
    pub plate_name: String,
    pub sort: i32,
}

/// A show plate option: `{key, value}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlateOption {
    pub key: String,
    pub value: String,
}

impl Sector {
    /// Every first-level sector of the tenant, in order (the client shows those with status 1
    /// and product type 1).
    pub fn first_level(conn: &mut DbConn, tenant: &str) -> QueryResult<Vec<Sector>> {
        sectors::table
            .filter(sectors::tenant_id.eq(tenant))
            .filter(sectors::parent_sector.eq("0"))
            .order((sectors::sort, sectors::id))
            .select(Sector::as_select())
            .load(conn)
    }

    /// The enabled sub-sectors of a first-level sector.
    pub fn children(conn: &mut DbConn, tenant: &str, parent: &str) -> QueryResult<Vec<Sector>> {
        sectors::table
            .filter(sectors::tenant_id.eq(tenant))
            .filter(sectors::parent_sector.eq(parent))
            .filter(sectors::status.eq(1))
            .order((sectors::sort, sectors::id))
            .select(Sector::as_select())
            .load(conn)
    }
}

impl Industry {
    pub fn all(conn: &mut DbConn) -> QueryResult<Vec<Industry>> {
        industries::table
            .order((industries::sort, industries::code))
            .select(Industry::as_select())
            .load(conn)
    }
}

impl ShowPlate {
    pub fn options(conn: &mut DbConn, tenant: &str) -> QueryResult<Vec<PlateOption>> {
        Ok(show_plates::table
            .filter(show_plates::tenant_id.eq(tenant))
            .order((show_plates::sort, show_plates::plate_key))
            .select(ShowPlate::as_select())
            .load(conn)?
            .into_iter()
            .map(|p| PlateOption {
                key: p.plate_key,
                value: p.plate_name,
            })
            .collect())
    }
}
