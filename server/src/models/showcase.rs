//! The enterprise showcase of the public site: custodied (托管), listed (挂牌) and display
//! (展示) enterprises, their sectors, industries and display plates. Every query is scoped to
//! a tenant and pages on the server.

use std::collections::HashMap;

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    schema::{companies, company_listings, company_shows, industries, sectors, show_plates},
};

type Backend = <DbConn as Connection>::Backend;

/// Registered capital: integer fen, so that range filters are exact.
pub const FEN_PER_WAN: i64 = 1_000_000;

/// A capital range option of spec §9, bounds in 万元 (lower inclusive, upper exclusive).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapitalRange {
    pub key: &'static str,
    pub value: &'static str,
    pub greater_than: Option<i64>,
    pub less_than: Option<i64>,
}

pub const CAPITAL_RANGES: [(&str, &str, Option<i64>, Option<i64>); 5] = [
    ("-500", "500万以下", None, Some(500)),
    ("500-1000", "500万-1000万", Some(500), Some(1000)),
    ("1000-2000", "1000万-2000万", Some(1000), Some(2000)),
    ("2000-5000", "2000万-5000万", Some(2000), Some(5000)),
    ("5000-", "5000万及以上", Some(5000), None),
];

pub fn capital_ranges() -> Vec<CapitalRange> {
    CAPITAL_RANGES
        .iter()
        .map(|&(key, value, greater_than, less_than)| CapitalRange {
            key,
            value,
            greater_than,
            less_than,
        })
        .collect()
}

/// Fen as a decimal yuan string with two places: 123456 -> "1234.56".
pub fn fen_to_yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    let abs = fen.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

/// The columns of `companies` every card shows.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = companies)]
pub struct CompanyShowcaseRow {
    pub id: String,
    pub name: String,
    pub short_name: Option<String>,
    pub code: Option<String>,
    pub company_type: Option<i32>,
    pub industry_code: Option<String>,
    pub registered_capital_fen: Option<i64>,
    pub register_date: Option<String>,
    pub custody_date: Option<String>,
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    pub logo_file_id: Option<String>,
    pub label_name: Option<String>,
    pub city_code: Option<String>,
    pub district_code: Option<String>,
    pub specialised_level: Option<String>,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = company_listings)]
pub struct Listing {
    pub company_id: String,
    pub tenant_id: String,
    pub list_code: String,
    pub listing_date: String,
    pub sector_id: String,
    pub featured_sector_id: Option<String>,
}

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = company_shows)]
pub struct Show {
    pub company_id: String,
    pub tenant_id: String,
    pub show_code: String,
    pub show_time_start: String,
    pub show_plate: String,
}

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

/// One card of the showcase (spec §3 "Enterprise showcase list item"). Fields of another
/// type's card are null.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShowcaseCompany {
    pub uuid: String,
    pub name: String,
    pub short_name: Option<String>,
    pub code: Option<String>,
    /// 注册日期, YYYY-MM-DD.
    pub register_date: Option<String>,
    /// 托管日期, YYYY-MM-DD.
    pub registry_date: Option<String>,
    /// Yuan, decimal with two places ("12000000.00").
    pub registered_capital: Option<String>,
    /// 1 有限责任公司, 2 股份有限公司, 3 有限合伙企业.
    pub company_type: Option<i32>,
    pub industry: Option<String>,
    pub industry_name: Option<String>,
    /// A key of the dictionary `organTypeValidator`.
    pub id_type: Option<String>,
    pub id_number: Option<String>,
    pub logo_file_id: Option<String>,
    /// Comma-separated labels.
    pub label_name: Option<String>,
    pub city_code: Option<String>,
    pub district_code: Option<String>,
    pub specialised_level: Option<String>,
    pub list_code: Option<String>,
    pub listing_date: Option<String>,
    pub sector: Option<String>,
    pub sector_name: Option<String>,
    pub featured_sector: Option<String>,
    pub featured_sector_name: Option<String>,
    pub show_code: Option<String>,
    pub show_time_start: Option<String>,
    pub show_plate: Option<String>,
    pub show_plate_name: Option<String>,
}

/// Which enterprises a showcase query reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShowcaseKind {
    Custodied,
    Listed,
    Displayed,
}

/// A checked showcase query: every filter optional, bounds in fen.
#[derive(Clone, Debug, Default)]
pub struct ShowcaseFilter {
    pub key: Option<String>,
    pub industry: Option<String>,
    pub capital_from_fen: Option<i64>,
    pub capital_below_fen: Option<i64>,
    pub city_codes: Vec<String>,
    pub district_codes: Vec<String>,
    /// First-level sector, by id or name (listed only).
    pub sector: Option<String>,
    /// Sub-sector, by id or name (listed only).
    pub featured_sector: Option<String>,
    pub show_plate: Option<String>,
    pub specialised_only: bool,
}

/// `%key%` for LIKE, with the wildcards of the key escaped.
fn like_pattern(key: &str) -> String {
    let escaped = key
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// Applies the enterprise filters to a boxed query over `companies` (alone or joined).
macro_rules! company_filters {
    ($query:expr, $tenant:expr, $filter:expr) => {{
        let f: &ShowcaseFilter = $filter;
        let mut q = $query.filter(companies::tenant_id.eq($tenant.to_owned()));
        if let Some(key) = &f.key {
            let pattern = like_pattern(key);
            q = q.filter(
                companies::name
                    .like(pattern.clone())
                    .escape('\\')
                    .or(companies::code.like(pattern.clone()).escape('\\'))
                    .or(companies::short_name.like(pattern).escape('\\')),
            );
        }
        if let Some(industry) = &f.industry {
            q = q.filter(companies::industry_code.eq(industry.clone()));
        }
        if let Some(from) = f.capital_from_fen {
            q = q.filter(companies::registered_capital_fen.ge(from));
        }
        if let Some(below) = f.capital_below_fen {
            q = q.filter(companies::registered_capital_fen.lt(below));
        }
        if !f.city_codes.is_empty() {
            q = q.filter(companies::city_code.eq_any(f.city_codes.clone()));
        }
        if !f.district_codes.is_empty() {
            q = q.filter(companies::district_code.eq_any(f.district_codes.clone()));
        }
        if f.specialised_only {
            q = q.filter(companies::specialised_level.is_not_null());
        }
        q
    }};
}

/// Resolves a sector given by id or by name among the sectors under `parent`.
fn resolve_sector(
    conn: &mut DbConn,
    tenant: &str,
    parent: Option<&str>,
    id_or_name: &str,
) -> QueryResult<Option<String>> {
    let mut q = sectors::table
        .filter(sectors::tenant_id.eq(tenant))
        .filter(
            sectors::id
                .eq(id_or_name)
                .or(sectors::sector_name.eq(id_or_name)),
        )
        .select(sectors::id)
        .into_boxed();
    match parent {
        Some(parent) => q = q.filter(sectors::parent_sector.eq(parent.to_owned())),
        None => q = q.filter(sectors::parent_sector.eq("0")),
    }
    q.first(conn).optional()
}

/// A page of the showcase and the total number of matches.
pub fn page(
    conn: &mut DbConn,
    tenant: &str,
    kind: ShowcaseKind,
    filter: &ShowcaseFilter,
    offset: i64,
    limit: i64,
) -> QueryResult<(Vec<ShowcaseCompany>, i64)> {
    let rows: Vec<(CompanyShowcaseRow, Option<Listing>, Option<Show>)>;
    let total: i64;
    match kind {
        ShowcaseKind::Custodied => {
            let base = || {
                company_filters!(companies::table.into_boxed::<Backend>(), tenant, filter)
                    .filter(companies::custody_date.is_not_null())
            };
            total = base().count().get_result(conn)?;
            rows = base()
                .order((companies::custody_date.desc(), companies::id))
                .offset(offset)
                .limit(limit)
                .select(CompanyShowcaseRow::as_select())
                .load(conn)?
                .into_iter()
                .map(|c| (c, None, None))
                .collect();
        }
        ShowcaseKind::Listed => {
            let sector = match &filter.sector {
                Some(s) => match resolve_sector(conn, tenant, None, s)? {
                    Some(id) => Some(id),
                    None => return Ok((Vec::new(), 0)),
                },
                None => None,
            };
            let featured = match &filter.featured_sector {
                Some(s) => match resolve_sector(conn, tenant, sector.as_deref(), s)? {
                    Some(id) => Some(id),
                    None => return Ok((Vec::new(), 0)),
                },
                None => None,
            };
            let base = || {
                let mut q = company_filters!(
                    companies::table
                        .inner_join(company_listings::table)
                        .into_boxed::<Backend>(),
                    tenant,
                    filter
                );
                // the listing's own tenant too, so that SQLite drives the join from the
                // (tenant_id, sector_id) index of the listings
                q = q.filter(company_listings::tenant_id.eq(tenant.to_owned()));
                if let Some(s) = &sector {
                    q = q.filter(company_listings::sector_id.eq(s.clone()));
                }
                if let Some(s) = &featured {
                    q = q.filter(company_listings::featured_sector_id.eq(s.clone()));
                }
                q
            };
            total = base().count().get_result(conn)?;
            let listed: Vec<(CompanyShowcaseRow, Listing)> = base()
                .order((company_listings::listing_date.desc(), companies::id))
                .offset(offset)
                .limit(limit)
                .select((CompanyShowcaseRow::as_select(), Listing::as_select()))
                .load(conn)?;
            rows = listed
                .into_iter()
                .map(|(c, l)| (c, Some(l), None))
                .collect();
        }
        ShowcaseKind::Displayed => {
            let base = || {
                let mut q = company_filters!(
                    companies::table
                        .inner_join(company_shows::table)
                        .into_boxed::<Backend>(),
                    tenant,
                    filter
                );
                q = q.filter(company_shows::tenant_id.eq(tenant.to_owned()));
                if let Some(p) = &filter.show_plate {
                    q = q.filter(company_shows::show_plate.eq(p.clone()));
                }
                q
            };
            total = base().count().get_result(conn)?;
            let shown: Vec<(CompanyShowcaseRow, Show)> = base()
                .order((company_shows::show_time_start.desc(), companies::id))
                .offset(offset)
                .limit(limit)
                .select((CompanyShowcaseRow::as_select(), Show::as_select()))
                .load(conn)?;
            rows = shown.into_iter().map(|(c, s)| (c, None, Some(s))).collect();
        }
    }
    let names = Names::load(conn, tenant)?;
    Ok((
        rows.into_iter()
            .map(|(c, l, s)| names.card(c, l, s))
            .collect(),
        total,
    ))
}

/// One enterprise of the showcase by id, with its listing and display records if any.
pub fn find(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<ShowcaseCompany>> {
    let Some(company) = companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::id.eq(id))
        .select(CompanyShowcaseRow::as_select())
        .first(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let listing = company_listings::table
        .find(id)
        .select(Listing::as_select())
        .first(conn)
        .optional()?;
    let show = company_shows::table
        .find(id)
        .select(Show::as_select())
        .first(conn)
        .optional()?;
    let names = Names::load(conn, tenant)?;
    Ok(Some(names.card(company, listing, show)))
}

/// The listed enterprise with this listing code.
pub fn find_by_list_code(
    conn: &mut DbConn,
    tenant: &str,
    list_code: &str,
) -> QueryResult<Option<ShowcaseCompany>> {
    let found: Option<String> = company_listings::table
        .filter(company_listings::tenant_id.eq(tenant))
        .filter(company_listings::list_code.eq(list_code))
        .select(company_listings::company_id)
        .first(conn)
        .optional()?;
    match found {
        Some(id) => find(conn, tenant, &id),
        None => Ok(None),
    }
}

/// Names of the small lookup tables, loaded once per answer.
struct Names {
    industries: HashMap<String, String>,
    sectors: HashMap<String, String>,
    plates: HashMap<String, String>,
}

impl Names {
    fn load(conn: &mut DbConn, tenant: &str) -> QueryResult<Names> {
        let industries = industries::table
            .select((industries::code, industries::name))
            .load::<(String, String)>(conn)?
            .into_iter()
            .collect();
        let sectors = sectors::table
            .filter(sectors::tenant_id.eq(tenant))
            .select((sectors::id, sectors::sector_name))
            .load::<(String, String)>(conn)?
            .into_iter()
            .collect();
        let plates = show_plates::table
            .filter(show_plates::tenant_id.eq(tenant))
            .select((show_plates::plate_key, show_plates::plate_name))
            .load::<(String, String)>(conn)?
            .into_iter()
            .collect();
        Ok(Names {
            industries,
            sectors,
            plates,
        })
    }

    fn card(&self, c: CompanyShowcaseRow, l: Option<Listing>, s: Option<Show>) -> ShowcaseCompany {
        let industry_name = c
            .industry_code
            .as_ref()
            .and_then(|code| self.industries.get(code).cloned());
        let mut card = ShowcaseCompany {
            uuid: c.id,
            name: c.name,
            short_name: c.short_name,
            code: c.code,
            register_date: c.register_date,
            registry_date: c.custody_date,
            registered_capital: c.registered_capital_fen.map(fen_to_yuan),
            company_type: c.company_type,
            industry: c.industry_code,
            industry_name,
            id_type: c.id_type,
            id_number: c.id_number,
            logo_file_id: c.logo_file_id,
            label_name: c.label_name,
            city_code: c.city_code,
            district_code: c.district_code,
            specialised_level: c.specialised_level,
            ..ShowcaseCompany::default()
        };
        if let Some(l) = l {
            card.sector_name = self.sectors.get(&l.sector_id).cloned();
            card.featured_sector_name = l
                .featured_sector_id
                .as_ref()
                .and_then(|id| self.sectors.get(id).cloned());
            card.list_code = Some(l.list_code);
            card.listing_date = Some(l.listing_date);
            card.sector = Some(l.sector_id);
            card.featured_sector = l.featured_sector_id;
        }
        if let Some(s) = s {
            card.show_plate_name = self.plates.get(&s.show_plate).cloned();
            card.show_code = Some(s.show_code);
            card.show_time_start = Some(s.show_time_start);
            card.show_plate = Some(s.show_plate);
        }
        card
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_prints_as_yuan_with_two_places() {
        assert_eq!(fen_to_yuan(0), "0.00");
        assert_eq!(fen_to_yuan(500_000_000), "5000000.00");
        assert_eq!(fen_to_yuan(123_456_789), "1234567.89");
        assert_eq!(fen_to_yuan(-5), "-0.05");
    }

    #[test]
    fn like_keys_escape_their_wildcards() {
        assert_eq!(like_pattern("a%b_c"), "%a\\%b\\_c%");
    }
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
    use crate::schema::regions;
    let mut q = regions::table
        .filter(regions::parent_code.eq(province.to_owned()))
        .select((regions::code, regions::name, regions::parent_code))
        .order((regions::sort, regions::code))
        .into_boxed::<Backend>();
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
