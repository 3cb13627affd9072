//! Who may read a periodic report (02 §3 "Disclosure scope", issue 17): scope 1 every visitor
//! (all qualified investors), 2 the enterprise's shareholders, 3 its creditors, 4 its
//! cooperating members, each narrowed to the designated ones when the report names some.
//!
//! What the register knows of each circle:
//! * shareholders: the holder accounts with a position in one of the enterprise's products;
//! * creditors: the platform keeps no bond register of holders (bond filings record codes
//!   only), so the creditors it can know are the pledgees of the enterprise's shares whose
//!   pledge is not wholly released, by name; a signed-in user is one when one of their
//!   registration accounts or enterprises bears that name;
//! * members: the member firms bound to the enterprise by cooperation (`member_companies`).

use std::collections::HashMap;

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::{company::Company, cooperation, holder_account::HolderAccount},
    schema::{
        companies, disclosure_audience, disclosures, holder_accounts, member_companies, members,
        pledges, positions, products,
    },
};

pub const ALL: &str = "1";
pub const HOLDERS: &str = "2";
pub const CREDITORS: &str = "3";
pub const MEMBERS: &str = "4";

/// The kinds of designated reader, as `disclosure_audience.kind`.
pub const HOLDER: &str = "holder";
pub const CREDITOR: &str = "creditor";
pub const MEMBER: &str = "member";

/// A shareholder of the enterprise, as the scope selector lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderOption {
    pub holder_id: String,
    pub holder_name: String,
    pub certificate_no: Option<String>,
    pub account_number: String,
    /// The registration account number again, as the old client names it.
    pub custno: String,
}

/// A creditor of the enterprise: a pledgee of its shares, by name.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreditorOption {
    /// The pledgee's name, which is what identifies it.
    pub holder_id: String,
    pub holder_name: String,
}

/// A member firm bound to the enterprise by cooperation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberOption {
    pub member_id: String,
    pub member_name: String,
    pub member_code: Option<String>,
}

/// One designated reader of a restricted disclosure.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = disclosure_audience)]
pub struct AudienceRow {
    pub disclosure_id: String,
    pub kind: String,
    pub ref_: String,
    pub label: String,
}

/// The enterprise of the tenant with this name.
pub fn company_named(conn: &mut DbConn, tenant: &str, name: &str) -> QueryResult<Option<Company>> {
    companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::name.eq(name))
        .select(Company::as_select())
        .first(conn)
        .optional()
}

/// The enterprise's shareholders: accounts with shares of one of its products.
pub fn holders_of(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<HolderOption>> {
    let rows: Vec<(String, String, Option<String>, String)> = holder_accounts::table
        .inner_join(positions::table.on(positions::account_uuid.eq(holder_accounts::uuid)))
        .inner_join(products::table.on(products::id.eq(positions::product_id)))
        .filter(products::company_id.eq(company_id))
        .filter(positions::volume.gt(0))
        .select((
            holder_accounts::uuid,
            holder_accounts::holder_name,
            holder_accounts::certificate_no,
            holder_accounts::account_number,
        ))
        .distinct()
        .order(holder_accounts::account_number)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(uuid, name, cert, number)| HolderOption {
            holder_id: uuid,
            holder_name: name,
            certificate_no: cert,
            custno: number.clone(),
            account_number: number,
        })
        .collect())
}

/// The enterprise's creditors the register knows: pledgees of its shares still pledged.
pub fn creditors_of(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<CreditorOption>> {
    let names: Vec<String> = pledges::table
        .inner_join(products::table.on(products::id.eq(pledges::product_id)))
        .filter(products::company_id.eq(company_id))
        .filter(pledges::released.lt(pledges::volume))
        .select(pledges::pledgee)
        .distinct()
        .order(pledges::pledgee)
        .load(conn)?;
    Ok(names
        .into_iter()
        .map(|n| CreditorOption {
            holder_id: n.clone(),
            holder_name: n,
        })
        .collect())
}

/// The member firms bound to the enterprise.
pub fn members_of(conn: &mut DbConn, company_id: &str) -> QueryResult<Vec<MemberOption>> {
    let rows: Vec<(String, String, Option<String>)> = member_companies::table
        .inner_join(members::table)
        .filter(member_companies::company_id.eq(company_id))
        .select((members::id, members::name, members::member_code))
        .distinct()
        .order(members::name)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, name, code)| MemberOption {
            member_id: id,
            member_name: name,
            member_code: code,
        })
        .collect())
}

/// Stores the scope, the report and the designated readers of a just-inserted disclosure.
pub fn record(
    conn: &mut DbConn,
    disclosure_id: &str,
    scope: &str,
    application_id: &str,
    details: &str,
    audience: &[AudienceRow],
) -> QueryResult<()> {
    diesel::update(disclosures::table.find(disclosure_id))
        .set((
            disclosures::scope.eq(scope),
            disclosures::application_id.eq(application_id),
            disclosures::details.eq(details),
        ))
        .execute(conn)?;
    // One statement a row: a batch insert is not one both backends of MultiConnection take.
    for row in audience {
        diesel::insert_into(disclosure_audience::table)
            .values(row)
            .execute(conn)?;
    }
    Ok(())
}

/// What a signed-in reader is in the register: their accounts, the names they bear, the member
/// firms they own. Staff read every disclosure of their tenant.
pub struct Reader {
    pub staff: bool,
    accounts: Vec<String>,
    names: Vec<String>,
    firms: Vec<String>,
}

impl Reader {
    pub fn of(conn: &mut DbConn, user_id: &str, staff: bool) -> QueryResult<Reader> {
        let own = HolderAccount::of_user(conn, user_id)?;
        let mut names: Vec<String> = own.iter().map(|a| a.holder_name.clone()).collect();
        let mut accounts: Vec<String> = own.into_iter().map(|a| a.account_number).collect();
        accounts.extend(HolderAccount::numbers_of_user_companies(conn, user_id)?);
        names.extend(Company::of_user(conn, user_id)?.into_iter().map(|c| c.name));
        let firms = cooperation::members_of_user(conn, user_id)?;
        Ok(Reader {
            staff,
            accounts,
            names,
            firms,
        })
    }
}

/// The restricted disclosures of the tenant (scope other than 1) the reader may read; none for
/// an anonymous visitor.
pub fn readable_restricted(
    conn: &mut DbConn,
    tenant: &str,
    reader: Option<&Reader>,
) -> QueryResult<Vec<String>> {
    let Some(reader) = reader else {
        return Ok(Vec::new());
    };
    let restricted: Vec<(String, Option<String>, String)> = disclosures::table
        .filter(disclosures::tenant_id.eq(tenant))
        .filter(disclosures::scope.ne(ALL))
        .select((disclosures::id, disclosures::company_id, disclosures::scope))
        .load(conn)?;
    if reader.staff {
        return Ok(restricted.into_iter().map(|(id, _, _)| id).collect());
    }
    let mut circles: HashMap<(String, String), Vec<String>> = HashMap::new();
    let mut readable = Vec::new();
    for (id, company, scope) in restricted {
        let Some(company) = company else { continue };
        let key = (company.clone(), scope.clone());
        if !circles.contains_key(&key) {
            let circle = circle_of(conn, &company, &scope, reader)?;
            circles.insert(key.clone(), circle);
        }
        let mine = circles.get(&key).cloned().unwrap_or_default();
        if mine.is_empty() {
            continue;
        }
        let designated: Vec<String> = disclosure_audience::table
            .filter(disclosure_audience::disclosure_id.eq(&id))
            .select(disclosure_audience::ref_)
            .load(conn)?;
        if designated.is_empty() || designated.iter().any(|d| mine.contains(d)) {
            readable.push(id);
        }
    }
    Ok(readable)
}

/// What of the reader belongs to the enterprise's circle of the scope: their accounts among
/// its shareholders, their names among its creditors, their firms among its members.
fn circle_of(
    conn: &mut DbConn,
    company_id: &str,
    scope: &str,
    reader: &Reader,
) -> QueryResult<Vec<String>> {
    let inside = |all: Vec<String>, mine: &[String]| -> Vec<String> {
        all.into_iter().filter(|x| mine.contains(x)).collect()
    };
    Ok(match scope {
        HOLDERS => inside(
            holders_of(conn, company_id)?
                .into_iter()
                .map(|h| h.account_number)
                .collect(),
            &reader.accounts,
        ),
        CREDITORS => inside(
            creditors_of(conn, company_id)?
                .into_iter()
                .map(|c| c.holder_id)
                .collect(),
            &reader.names,
        ),
        MEMBERS => inside(
            members_of(conn, company_id)?
                .into_iter()
                .map(|m| m.member_id)
                .collect(),
            &reader.firms,
        ),
        _ => Vec::new(),
    })
}

/// The report as filed (`details`) of a disclosure, with its company and scope.
pub struct Filed {
    pub id: String,
    pub scope: String,
    pub details: Option<String>,
}

/// The disclosure with this id (the uuid of getDetailsByUUID) in the tenant.
pub fn filed(conn: &mut DbConn, tenant: &str, id: &str) -> QueryResult<Option<Filed>> {
    let row: Option<(String, String, Option<String>)> = disclosures::table
        .filter(disclosures::tenant_id.eq(tenant))
        .filter(disclosures::id.eq(id))
        .select((disclosures::id, disclosures::scope, disclosures::details))
        .first(conn)
        .optional()?;
    Ok(row.map(|(id, scope, details)| Filed { id, scope, details }))
}

/// Whether the reader may read this disclosure.
pub fn may_read(
    conn: &mut DbConn,
    tenant: &str,
    filed: &Filed,
    reader: Option<&Reader>,
) -> QueryResult<bool> {
    if filed.scope == ALL {
        return Ok(true);
    }
    Ok(readable_restricted(conn, tenant, reader)?.contains(&filed.id))
}
