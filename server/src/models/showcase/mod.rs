//! The enterprise showcase of the public site: the cards of custodied (托管), listed (挂牌)
//! and display (展示) enterprises. Every query is scoped to a tenant and pages on the server;
//! the filters, the lookups (sectors, industries, plates) and the capital amounts have their
//! own modules.

mod capital;
mod filter;
mod lookups;
mod regions;

use std::collections::HashMap;

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use self::filter::{company_filters, resolve_sector, KeySearch};
pub use self::{
    capital::{capital_ranges, fen_to_yuan, CapitalRange, FEN_PER_WAN},
    filter::ShowcaseFilter,
    lookups::{Industry, PlateOption, Sector, ShowPlate},
    regions::{region_stats, CityCounts, KindCounts, RegionStats},
};
use crate::{
    db::DbConn,
    paging::{counted, Counted, Paging},
    schema::{companies, company_listings, company_shows, industries, sectors, show_plates},
};

type Backend = <DbConn as Connection>::Backend;

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

/// A card's rows: the enterprise, and its listing or display record for those kinds.
type CardRows = (CompanyShowcaseRow, Option<Listing>, Option<Show>);

/// A page of the showcase and the total number of matches.
pub fn page(
    conn: &mut DbConn,
    tenant: &str,
    kind: ShowcaseKind,
    filter: &ShowcaseFilter,
    paging: Paging,
) -> QueryResult<Counted<ShowcaseCompany>> {
    let (rows, total) = match kind {
        ShowcaseKind::Custodied => custodied(conn, tenant, filter, paging)?,
        ShowcaseKind::Listed => listed(conn, tenant, filter, paging)?,
        ShowcaseKind::Displayed => displayed(conn, tenant, filter, paging)?,
    };
    let names = Names::load(conn, tenant, &rows)?;
    Ok((
        rows.into_iter()
            .map(|(c, l, s)| names.card(c, l, s))
            .collect(),
        total,
    ))
}

fn custodied(
    conn: &mut DbConn,
    tenant: &str,
    filter: &ShowcaseFilter,
    paging: Paging,
) -> QueryResult<Counted<CardRows>> {
    let search = KeySearch::for_key(conn, filter.key.as_deref());
    let base = || {
        company_filters!(
            companies::table.into_boxed::<Backend>(),
            tenant,
            filter,
            search
        )
        .filter(companies::custody_date.is_not_null())
    };
    let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
        q.order((companies::custody_date.desc(), companies::id))
            .select(CompanyShowcaseRow::as_select())
            .load(conn)
    })?;
    Ok((rows.into_iter().map(|c| (c, None, None)).collect(), total))
}

fn listed(
    conn: &mut DbConn,
    tenant: &str,
    filter: &ShowcaseFilter,
    paging: Paging,
) -> QueryResult<Counted<CardRows>> {
    // A sector that names none of the tenant's matches no enterprise.
    let sector = match &filter.sector {
        Some(s) => match resolve_sector(conn, tenant, None, s)? {
            None => return Ok((Vec::new(), 0)),
            found => found,
        },
        None => None,
    };
    let featured = match &filter.featured_sector {
        Some(s) => match resolve_sector(conn, tenant, sector.as_deref(), s)? {
            None => return Ok((Vec::new(), 0)),
            found => found,
        },
        None => None,
    };
    let search = KeySearch::for_key(conn, filter.key.as_deref());
    let base = || {
        let mut q = company_filters!(
            companies::table
                .inner_join(company_listings::table)
                .into_boxed::<Backend>(),
            tenant,
            filter,
            search
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
    let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
        q.order((company_listings::listing_date.desc(), companies::id))
            .select((CompanyShowcaseRow::as_select(), Listing::as_select()))
            .load::<(CompanyShowcaseRow, Listing)>(conn)
    })?;
    Ok((
        rows.into_iter().map(|(c, l)| (c, Some(l), None)).collect(),
        total,
    ))
}

fn displayed(
    conn: &mut DbConn,
    tenant: &str,
    filter: &ShowcaseFilter,
    paging: Paging,
) -> QueryResult<Counted<CardRows>> {
    let search = KeySearch::for_key(conn, filter.key.as_deref());
    let base = || {
        let mut q = company_filters!(
            companies::table
                .inner_join(company_shows::table)
                .into_boxed::<Backend>(),
            tenant,
            filter,
            search
        );
        q = q.filter(company_shows::tenant_id.eq(tenant.to_owned()));
        if let Some(p) = &filter.show_plate {
            q = q.filter(company_shows::show_plate.eq(p.clone()));
        }
        q
    };
    let (rows, total) = counted(conn, base, paging.offset(), paging.size, |conn, q| {
        q.order((company_shows::show_time_start.desc(), companies::id))
            .select((CompanyShowcaseRow::as_select(), Show::as_select()))
            .load::<(CompanyShowcaseRow, Show)>(conn)
    })?;
    Ok((
        rows.into_iter().map(|(c, s)| (c, None, Some(s))).collect(),
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
    let rows = [(company, listing, show)];
    let names = Names::load(conn, tenant, &rows)?;
    let [(company, listing, show)] = rows;
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

/// Names of the small lookup tables, loaded once per answer for the codes its cards show.
struct Names {
    industries: HashMap<String, String>,
    sectors: HashMap<String, String>,
    plates: HashMap<String, String>,
}

impl Names {
    fn load(conn: &mut DbConn, tenant: &str, cards: &[CardRows]) -> QueryResult<Names> {
        let industry_codes: Vec<&str> = cards
            .iter()
            .filter_map(|(c, _, _)| c.industry_code.as_deref())
            .collect();
        let sector_ids: Vec<&str> = cards
            .iter()
            .filter_map(|(_, l, _)| l.as_ref())
            .flat_map(|l| [Some(l.sector_id.as_str()), l.featured_sector_id.as_deref()])
            .flatten()
            .collect();
        let plate_keys: Vec<&str> = cards
            .iter()
            .filter_map(|(_, _, s)| s.as_ref().map(|s| s.show_plate.as_str()))
            .collect();
        let mut names = Names {
            industries: HashMap::new(),
            sectors: HashMap::new(),
            plates: HashMap::new(),
        };
        if !industry_codes.is_empty() {
            names.industries = industries::table
                .filter(industries::code.eq_any(industry_codes))
                .select((industries::code, industries::name))
                .load::<(String, String)>(conn)?
                .into_iter()
                .collect();
        }
        if !sector_ids.is_empty() {
            names.sectors = sectors::table
                .filter(sectors::tenant_id.eq(tenant))
                .filter(sectors::id.eq_any(sector_ids))
                .select((sectors::id, sectors::sector_name))
                .load::<(String, String)>(conn)?
                .into_iter()
                .collect();
        }
        if !plate_keys.is_empty() {
            names.plates = show_plates::table
                .filter(show_plates::tenant_id.eq(tenant))
                .filter(show_plates::plate_key.eq_any(plate_keys))
                .select((show_plates::plate_key, show_plates::plate_name))
                .load::<(String, String)>(conn)?
                .into_iter()
                .collect();
        }
        Ok(names)
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
