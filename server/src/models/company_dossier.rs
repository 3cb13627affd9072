//! The versions of an enterprise's dossier (`company_dossiers`): the registration that took it
//! into custody is version 1, each approved change the next one. The company row keeps the
//! latest document for the queries; the versions are its history.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{clock::Timestamp, db::DbConn, schema::company_dossiers};

#[derive(Clone, Debug, Queryable, Selectable, Serialize, ToSchema)]
#[diesel(table_name = company_dossiers)]
#[serde(rename_all = "camelCase")]
pub struct DossierVersion {
    pub version: i32,
    pub application_id: Option<String>,
    /// The dossier as JSON text.
    pub doc: String,
    pub recorded_at: Timestamp,
}

/// Records the next version of an enterprise's dossier; answers its number.
pub fn record(
    conn: &mut DbConn,
    company_id: &str,
    application_id: &str,
    doc: &str,
    now: Timestamp,
) -> QueryResult<i32> {
    let last: Option<i32> = company_dossiers::table
        .filter(company_dossiers::company_id.eq(company_id))
        .select(diesel::dsl::max(company_dossiers::version))
        .first(conn)?;
    let version = last.unwrap_or(0) + 1;
    diesel::insert_into(company_dossiers::table)
        .values((
            company_dossiers::company_id.eq(company_id),
            company_dossiers::version.eq(version),
            company_dossiers::application_id.eq(application_id),
            company_dossiers::doc.eq(doc),
            company_dossiers::recorded_at.eq(now),
        ))
        .execute(conn)?;
    Ok(version)
}

/// Every version of an enterprise's dossier, newest first.
pub fn versions(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<DossierVersion>> {
    company_dossiers::table
        .filter(company_dossiers::company_id.eq(company_id))
        .order(company_dossiers::version.desc())
        .select(DossierVersion::as_select())
        .load(conn)
}

/// The dossier as it was before an application changed it: the version before the one the
/// application recorded, if it recorded one.
pub fn before_application(
    conn: &mut DbConn,
    application_id: &str,
) -> QueryResult<Option<(String, String)>> {
    let recorded: Option<(String, i32)> = company_dossiers::table
        .filter(company_dossiers::application_id.eq(application_id))
        .select((company_dossiers::company_id, company_dossiers::version))
        .first(conn)
        .optional()?;
    let Some((company, version)) = recorded else {
        return Ok(None);
    };
    company_dossiers::table
        .filter(company_dossiers::company_id.eq(&company))
        .filter(company_dossiers::version.eq(version - 1))
        .select(company_dossiers::doc)
        .first::<String>(conn)
        .optional()
        .map(|doc| doc.map(|doc| (company, doc)))
}
