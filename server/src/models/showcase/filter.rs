//! The filters of a showcase query: the key, industry, capital, area and specialisation that
//! every kind shares, and the listing sectors given by id or name.

use diesel::prelude::*;

use crate::{db::DbConn, schema::sectors};

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

/// How the key is looked for: through SQLite's trigram index `companies_key_search` (a key of
/// three characters or more), or by `LIKE` (which PostgreSQL answers from its pg_trgm indexes
/// and SQLite, for a shorter key, by scanning).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum KeySearch {
    Trigram,
    Like,
}

impl KeySearch {
    pub(super) fn for_key(conn: &DbConn, key: Option<&str>) -> KeySearch {
        match (conn, key) {
            (DbConn::Sqlite(_), Some(key)) if key.chars().count() >= 3 => KeySearch::Trigram,
            _ => KeySearch::Like,
        }
    }
}

/// The key as one FTS5 phrase: a substring to find, whatever it holds.
pub(super) fn phrase(key: &str) -> String {
    format!("\"{}\"", key.replace('"', "\"\""))
}

/// Applies the enterprise filters to a boxed query over `companies` (alone or joined).
macro_rules! company_filters {
    ($query:expr, $tenant:expr, $filter:expr, $search:expr) => {{
        use $crate::schema::companies;
        let f: &$crate::models::showcase::ShowcaseFilter = $filter;
        let mut q = $query.filter(companies::tenant_id.eq($tenant.to_owned()));
        if let (Some(key), self::filter::KeySearch::Trigram) = (&f.key, $search) {
            q = q.filter(
                diesel::dsl::sql::<diesel::sql_types::Bool>(
                    "companies.id IN (SELECT company_id FROM companies_key_search \
                     WHERE companies_key_search MATCH ",
                )
                .bind::<diesel::sql_types::Text, _>(self::filter::phrase(key))
                .sql(")"),
            );
        } else if let Some(key) = &f.key {
            let pattern = $crate::models::containing(key);
            q = q.filter(
                companies::name
                    .like(pattern.clone())
                    .escape($crate::models::LIKE_ESCAPE)
                    .or(companies::code
                        .like(pattern.clone())
                        .escape($crate::models::LIKE_ESCAPE))
                    .or(companies::short_name
                        .like(pattern)
                        .escape($crate::models::LIKE_ESCAPE)),
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
pub(super) use company_filters;

/// Resolves a sector given by id or by name among the sectors under `parent`.
pub(super) fn resolve_sector(
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
