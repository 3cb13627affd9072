//! An enterprise's record as staff manage it (企业信息管理, `/companyAdmin/companyManage1|2`):
//! the register's columns, its custody and listing standing, its listing and its products; and
//! the few columns staff may correct by hand (the rest change only by a business: the name,
//! certificate, capital and dates by 550116, the listing by 550210).

use diesel::prelude::*;
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{companies, company_listings, industries, products, regions, sectors},
};

/// Which of the managed lists an enterprise is read from: 1 托管企业, 2 挂牌企业.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Managed {
    /// In custody (`companyManage1`).
    Custody,
    /// Listed (`companyManage2`).
    Listed,
}

impl Managed {
    pub fn parse(kind: Option<&str>) -> Option<Managed> {
        match kind.map(str::trim) {
            Some("1") => Some(Managed::Custody),
            Some("2") => Some(Managed::Listed),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = companies)]
#[serde(rename_all = "camelCase")]
pub struct CompanyColumns {
    pub id: String,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub tenant_id: String,
    pub name: String,
    pub short_name: Option<String>,
    pub code: Option<String>,
    pub company_type: Option<i32>,
    pub industry_code: Option<String>,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub registered_capital_fen: Option<i64>,
    pub register_date: Option<String>,
    pub custody_date: Option<String>,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    pub label_name: Option<String>,
    pub city_code: Option<String>,
    pub district_code: Option<String>,
    pub specialised_level: Option<String>,
}

/// The listing of a listed enterprise, its sectors named.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingView {
    pub list_code: String,
    pub listing_date: String,
    pub sector_id: String,
    pub sector_name: String,
    pub featured_sector_id: Option<String>,
    pub featured_sector_name: Option<String>,
}

/// A product (股份) of the enterprise.
#[derive(Clone, Debug, Queryable, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductView {
    pub id: String,
    pub product_code: String,
    pub name: String,
    /// Yuan, decimal text.
    pub face_value: String,
    pub total_shares: i64,
}

/// The record a detail page shows.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ManagedRecord {
    #[serde(flatten)]
    pub company: CompanyColumns,
    /// Yuan, decimal text.
    pub registered_capital: Option<String>,
    pub industry_name: Option<String>,
    pub city_name: Option<String>,
    pub district_name: Option<String>,
    /// 1 once in custody.
    pub is_register: i32,
    /// 1 once listed.
    pub is_listing: i32,
    pub listing: Option<ListingView>,
    pub products: Vec<ProductView>,
}

fn region_name(conn: &mut DbConn, code: Option<&str>) -> QueryResult<Option<String>> {
    let Some(code) = code else { return Ok(None) };
    regions::table
        .find(code)
        .select(regions::name)
        .first(conn)
        .optional()
}

fn sector_name(conn: &mut DbConn, id: &str) -> QueryResult<Option<String>> {
    sectors::table
        .find(id)
        .select(sectors::sector_name)
        .first(conn)
        .optional()
}

/// The listing of an enterprise, if listed.
pub fn listing_of(conn: &mut DbConn, company_id: &str) -> QueryResult<Option<ListingView>> {
    let row: Option<(String, String, String, Option<String>)> = company_listings::table
        .find(company_id)
        .select((
            company_listings::list_code,
            company_listings::listing_date,
            company_listings::sector_id,
            company_listings::featured_sector_id,
        ))
        .first(conn)
        .optional()?;
    let Some((list_code, listing_date, sector_id, featured)) = row else {
        return Ok(None);
    };
    let featured_sector_name = match &featured {
        Some(id) => sector_name(conn, id)?,
        None => None,
    };
    let sector_name = sector_name(conn, &sector_id)?.unwrap_or_default();
    Ok(Some(ListingView {
        list_code,
        listing_date,
        sector_id,
        sector_name,
        featured_sector_id: featured,
        featured_sector_name,
    }))
}

/// The enterprise's products, by code.
pub fn products_of(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<ProductView>> {
    products::table
        .filter(products::company_id.eq(company_id))
        .order(products::product_code)
        .select((
            products::id,
            products::product_code,
            products::name,
            products::face_value,
            products::total_shares,
        ))
        .load(conn)
}

impl ManagedRecord {
    /// The tenant's enterprise `id` with everything its detail shows.
    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<ManagedRecord>> {
        let Some(company) = companies::table
            .find(id)
            .filter(companies::tenant_id.eq(tenant))
            .select(CompanyColumns::as_select())
            .first(conn)
            .optional()?
        else {
            return Ok(None);
        };
        let industry_name = match &company.industry_code {
            Some(code) => industries::table
                .find(code)
                .select(industries::name)
                .first(conn)
                .optional()?,
            None => None,
        };
        let city_name = region_name(conn, company.city_code.as_deref())?;
        let district_name = region_name(conn, company.district_code.as_deref())?;
        let listing = listing_of(conn, &company.id)?;
        Ok(Some(ManagedRecord {
            registered_capital: company
                .registered_capital_fen
                .map(|fen| Decimal::new(fen, 2).to_string()),
            industry_name,
            city_name,
            district_name,
            is_register: i32::from(company.custody_date.is_some()),
            is_listing: i32::from(listing.is_some()),
            listing,
            products: products_of(conn, &company.id)?,
            company,
        }))
    }
}

/// What staff may correct by hand.
#[derive(Clone, Debug, AsChangeset, Serialize)]
#[diesel(table_name = companies, treat_none_as_null = true)]
#[serde(rename_all = "camelCase")]
pub struct EditableColumns {
    pub short_name: Option<String>,
    pub label_name: Option<String>,
    pub industry_code: Option<String>,
    pub city_code: Option<String>,
    pub district_code: Option<String>,
}

impl EditableColumns {
    pub fn of(c: &CompanyColumns) -> EditableColumns {
        EditableColumns {
            short_name: c.short_name.clone(),
            label_name: c.label_name.clone(),
            industry_code: c.industry_code.clone(),
            city_code: c.city_code.clone(),
            district_code: c.district_code.clone(),
        }
    }

    pub fn update(&self, conn: &mut DbConn, id: &str) -> QueryResult<()> {
        diesel::update(companies::table.find(id))
            .set(self)
            .execute(conn)?;
        Ok(())
    }
}

/// Whether the industry code is one the platform knows.
pub fn industry_known(conn: &mut DbConn, code: &str) -> QueryResult<bool> {
    let n: i64 = industries::table
        .filter(industries::code.eq(code))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// A region's parent, if the region exists.
pub fn region_parent(conn: &mut DbConn, code: &str) -> QueryResult<Option<String>> {
    regions::table
        .find(code)
        .select(regions::parent_code)
        .first(conn)
        .optional()
}

/// The tenant's sector `id` as a listing may name it: `first` a first-level sector (else a
/// sub-sector of `parent`), enabled, of equity products.
pub fn sector_fits(conn: &mut DbConn, tenant: &str, id: &str, parent: &str) -> QueryResult<bool> {
    let n: i64 = sectors::table
        .filter(sectors::tenant_id.eq(tenant))
        .filter(sectors::id.eq(id))
        .filter(sectors::parent_sector.eq(parent))
        .filter(sectors::status.eq(1))
        .filter(sectors::product_type.eq(1))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// A listed product's record (挂牌产品): the product, its enterprise and the listing.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedProduct {
    #[serde(flatten)]
    pub product: ProductView,
    pub company_id: String,
    pub company_name: String,
    pub company_short_name: Option<String>,
    pub listing: ListingView,
    /// The holders of the product and the sum of their volumes (the register's truth).
    pub holders: i64,
    pub held: i64,
}

impl ListedProduct {
    /// The tenant's product `id` of a listed enterprise, if it is one.
    pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<ListedProduct>> {
        let row: Option<(ProductView, String)> = products::table
            .find(id)
            .filter(products::tenant_id.eq(tenant))
            .filter(products::company_id.is_not_null())
            .select((
                (
                    products::id,
                    products::product_code,
                    products::name,
                    products::face_value,
                    products::total_shares,
                ),
                products::company_id.assume_not_null(),
            ))
            .first(conn)
            .optional()?;
        let Some((product, company_id)) = row else {
            return Ok(None);
        };
        let Some(listing) = listing_of(conn, &company_id)? else {
            return Ok(None);
        };
        let (company_name, company_short_name): (String, Option<String>) = companies::table
            .find(&company_id)
            .select((companies::name, companies::short_name))
            .first(conn)?;
        let volumes: Vec<i64> = crate::schema::positions::table
            .filter(crate::schema::positions::product_id.eq(&product.id))
            .filter(crate::schema::positions::volume.gt(0_i64))
            .select(crate::schema::positions::volume)
            .load(conn)?;
        Ok(Some(ListedProduct {
            holders: volumes.len() as i64,
            held: volumes.iter().sum(),
            product,
            company_id,
            company_name,
            company_short_name,
            listing,
        }))
    }
}

/// What staff may correct of a listed product: its short name and the listing's sectors.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ListedProductEdit {
    pub name: String,
    pub sector_id: String,
    pub featured_sector_id: Option<String>,
}

impl ListedProductEdit {
    pub fn of(p: &ListedProduct) -> ListedProductEdit {
        ListedProductEdit {
            name: p.product.name.clone(),
            sector_id: p.listing.sector_id.clone(),
            featured_sector_id: p.listing.featured_sector_id.clone(),
        }
    }

    pub fn update(&self, conn: &mut DbConn, product_id: &str, company_id: &str) -> QueryResult<()> {
        diesel::update(products::table.find(product_id))
            .set(products::name.eq(&self.name))
            .execute(conn)?;
        diesel::update(company_listings::table.find(company_id))
            .set((
                company_listings::sector_id.eq(&self.sector_id),
                company_listings::featured_sector_id.eq(self.featured_sector_id.as_deref()),
            ))
            .execute(conn)?;
        Ok(())
    }
}
