//! Where an enterprise stands in the market, as the entry rules read it (`ctx.company`, 02 §4):
//! in custody, listed, on display, on the specialised-new board, with a registered product.
//! Each flag is derived from the one table that is its truth, never stored twice.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{companies, company_listings, company_shows, products},
};

/// An enterprise's standing; flags are 0/1 as the spec writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Standing {
    pub id: String,
    pub name: String,
    pub id_number: Option<String>,
    /// 1 limited company, 2 joint-stock company (par value), as the dictionary keys it.
    pub company_type: Option<String>,
    /// In custody (custody_date set).
    pub is_register: i32,
    /// Listed (a company_listings row).
    pub is_listing: i32,
    /// On display (a company_shows row).
    pub show_status: i32,
    /// On the specialised-new board (specialised_level set).
    pub hitech_status: i32,
    /// A product of the enterprise is registered.
    pub has_product: i32,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = companies)]
struct Row {
    id: String,
    name: String,
    id_number: Option<String>,
    company_type: Option<i32>,
    custody_date: Option<String>,
    specialised_level: Option<String>,
}

fn flag(on: bool) -> i32 {
    i32::from(on)
}

impl Standing {
    /// The enterprise's standing, its flags read with it in one query.
    pub fn of(conn: &mut DbConn, company_id: &str) -> QueryResult<Option<Standing>> {
        use diesel::dsl::exists;
        let listed =
            exists(company_listings::table.filter(company_listings::company_id.eq(companies::id)));
        let shown =
            exists(company_shows::table.filter(company_shows::company_id.eq(companies::id)));
        let product =
            exists(products::table.filter(products::company_id.eq(companies::id.nullable())));
        let found = companies::table
            .find(company_id)
            .select((Row::as_select(), listed, shown, product))
            .first::<(Row, bool, bool, bool)>(conn)
            .optional()?;
        Ok(found.map(|(row, listed, shown, product)| Standing {
            is_register: flag(row.custody_date.is_some()),
            hitech_status: flag(row.specialised_level.is_some()),
            is_listing: flag(listed),
            show_status: flag(shown),
            has_product: flag(product),
            company_type: row.company_type.map(|t| t.to_string()),
            id: row.id,
            name: row.name,
            id_number: row.id_number,
        }))
    }

    /// The tenant's enterprise with this certificate number, else this name.
    pub fn named(
        conn: &mut DbConn,
        tenant: &str,
        name: Option<&str>,
        id_number: Option<&str>,
    ) -> QueryResult<Option<Standing>> {
        let by_number = match id_number {
            Some(number) => companies::table
                .filter(companies::tenant_id.eq(tenant))
                .filter(companies::id_number.eq(number))
                .select(companies::id)
                .first::<String>(conn)
                .optional()?,
            None => None,
        };
        let id = match (by_number, name) {
            (Some(id), _) => Some(id),
            (None, Some(name)) => companies::table
                .filter(companies::tenant_id.eq(tenant))
                .filter(companies::name.eq(name))
                .select(companies::id)
                .first::<String>(conn)
                .optional()?,
            (None, None) => None,
        };
        match id {
            Some(id) => Standing::of(conn, &id),
            None => Ok(None),
        }
    }
}

/// The register's changes to an enterprise's standing, by the service effects.
pub mod change {
    use diesel::prelude::*;

    use crate::{
        db::DbConn,
        schema::{companies, company_listings, company_shows},
    };

    /// Records the certificate an application states for an enterprise the register knows
    /// without one (the display shows it); a known certificate is never replaced.
    pub fn fill_identity(
        conn: &mut DbConn,
        company: &str,
        id_type: Option<&str>,
        id_number: &str,
    ) -> QueryResult<()> {
        diesel::update(
            companies::table
                .find(company)
                .filter(companies::id_number.is_null()),
        )
        .set((
            companies::id_type.eq(id_type),
            companies::id_number.eq(id_number),
        ))
        .execute(conn)
        .map(|_| ())
    }

    pub fn leave_custody(conn: &mut DbConn, company: &str) -> QueryResult<()> {
        diesel::update(companies::table.find(company))
            .set(companies::custody_date.eq(None::<String>))
            .execute(conn)
            .map(|_| ())
    }

    /// Enters the specialised-new board at `level`, or leaves it with `None`.
    pub fn set_board(conn: &mut DbConn, company: &str, level: Option<&str>) -> QueryResult<()> {
        diesel::update(companies::table.find(company))
            .set(companies::specialised_level.eq(level))
            .execute(conn)
            .map(|_| ())
    }

    pub struct Show<'a> {
        pub company_id: &'a str,
        pub tenant_id: &'a str,
        pub start: &'a str,
        pub plate: &'a str,
    }

    /// Puts the enterprise on display (the public /companyList 展示 tab); its show code is the
    /// Z-number after the tenant's highest.
    pub fn show(conn: &mut DbConn, show: &Show) -> QueryResult<String> {
        let codes: Vec<String> = company_shows::table
            .filter(company_shows::tenant_id.eq(show.tenant_id))
            .select(company_shows::show_code)
            .load(conn)?;
        let last = codes
            .iter()
            .filter_map(|c| c.strip_prefix('Z')?.parse::<u32>().ok())
            .max()
            .unwrap_or(0);
        let code = format!("Z{:05}", last + 1);
        diesel::insert_into(company_shows::table)
            .values((
                company_shows::company_id.eq(show.company_id),
                company_shows::tenant_id.eq(show.tenant_id),
                company_shows::show_code.eq(&code),
                company_shows::show_time_start.eq(show.start),
                company_shows::show_plate.eq(show.plate),
            ))
            .execute(conn)?;
        Ok(code)
    }

    pub fn unshow(conn: &mut DbConn, company: &str) -> QueryResult<()> {
        diesel::delete(company_shows::table.find(company))
            .execute(conn)
            .map(|_| ())
    }

    pub struct Listing<'a> {
        pub company_id: &'a str,
        pub tenant_id: &'a str,
        pub date: &'a str,
        pub sector: &'a str,
    }

    /// Lists the enterprise (the public /companyList 挂牌企业 tab) on the sector; its listing
    /// code is the six-digit number after the tenant's highest (the first 800001).
    pub fn list(conn: &mut DbConn, listing: &Listing) -> QueryResult<String> {
        let codes: Vec<String> = company_listings::table
            .filter(company_listings::tenant_id.eq(listing.tenant_id))
            .select(company_listings::list_code)
            .load(conn)?;
        let last = codes
            .iter()
            .filter(|c| c.len() == 6)
            .filter_map(|c| c.parse::<u32>().ok())
            .max()
            .unwrap_or(800_000);
        let code = format!("{:06}", last + 1);
        diesel::insert_into(company_listings::table)
            .values((
                company_listings::company_id.eq(listing.company_id),
                company_listings::tenant_id.eq(listing.tenant_id),
                company_listings::list_code.eq(&code),
                company_listings::listing_date.eq(listing.date),
                company_listings::sector_id.eq(listing.sector),
                company_listings::featured_sector_id.eq(None::<String>),
            ))
            .execute(conn)?;
        Ok(code)
    }
}
