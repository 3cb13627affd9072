//! The platform's own register as the first registry: an enterprise it knows answers with its
//! dossier (the latest registered document, with the register's columns over it) and with what
//! the platform knows of it (`company/queryRefCompanyData`, 02 §7):
//! - `haveRole`: it holds a role in the market: in custody, listed, on display or on the
//!   specialised-new board;
//! - `isOrgRole`: an enterprise user is bound to it;
//! - `haveConfirm`: a bound enterprise user has certified it (its identity is confirmed);
//! - `haveChildAccount`: it holds an institutional holder account under this certificate, which
//!   the register keys on its certificate type and number.

use diesel::prelude::*;
use rust_decimal::Decimal;
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::RegistryQuery;
use crate::{
    db::DbConn,
    error::ApiError,
    models::standing::Standing,
    schema::{companies, holder_accounts, user_companies, users},
};

/// Flags are 0/1 as the spec writes them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefCompanyData {
    pub have_role: i32,
    pub is_org_role: i32,
    pub have_confirm: i32,
    pub have_child_account: i32,
}

/// An enterprise the platform's register holds.
#[derive(Clone, Debug)]
pub struct KnownEnterprise {
    pub company_id: String,
    pub standing: Standing,
    pub flags: RefCompanyData,
    /// Its dossier as the company form's props.
    pub dossier: Map<String, Value>,
}

#[derive(Clone, Debug)]
pub enum PlatformAnswer {
    Known(Box<KnownEnterprise>),
    /// The register holds the name or the number with another partner: the user mistyped one.
    Mismatch(String),
    /// Not in the register as an enterprise; the flags say what the platform knows otherwise
    /// (an institutional holder account).
    Unknown(RefCompanyData),
}

/// What belongs to one application, never to the enterprise's dossier.
pub const APPLICATION_ONLY: &[&str] = &[
    "productCode",
    "faceValue",
    "totalShares",
    "shareHolderList",
    "serviceInformationCsrcs",
    "memo",
    "checkResult",
    "chargeStatus",
    "attachments",
    // 变更类型 of a dossier change (企业信息 or 入板信息)
    "changeCategory",
];

#[derive(Queryable, Selectable)]
#[diesel(table_name = companies)]
struct Row {
    id: String,
    name: String,
    short_name: Option<String>,
    company_type: Option<i32>,
    registered_capital_fen: Option<i64>,
    register_date: Option<String>,
    id_type: Option<String>,
    id_number: Option<String>,
    register_doc: String,
}

fn flag(on: bool) -> i32 {
    i32::from(on)
}

/// Whether an institutional holder account is registered under this certificate.
fn has_child_account(conn: &mut DbConn, tenant: &str, query: &RegistryQuery) -> QueryResult<bool> {
    let accounts: i64 = holder_accounts::table
        .filter(holder_accounts::tenant_id.eq(tenant))
        .filter(holder_accounts::organ_type.eq(1))
        .filter(holder_accounts::certificate_no.eq(&query.id_number))
        .count()
        .get_result(conn)?;
    Ok(accounts > 0)
}

/// The register's answer for a query in a tenant.
pub fn find(
    conn: &mut DbConn,
    tenant: &str,
    query: &RegistryQuery,
) -> Result<PlatformAnswer, ApiError> {
    let rows: Vec<Row> = companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(
            companies::id_number
                .eq(&query.id_number)
                .or(companies::name.eq(&query.name)),
        )
        .select(Row::as_select())
        .load(conn)?;
    let child_account = flag(has_child_account(conn, tenant, query)?);
    let by_number = rows
        .iter()
        .position(|r| r.id_number.as_deref() == Some(query.id_number.as_str()));
    let Some(index) = by_number else {
        if let Some(named) = rows.iter().find(|r| r.id_number.is_some()) {
            return Ok(PlatformAnswer::Mismatch(format!(
                "企业【{}】已登记的证件号码与填写的不一致，请核对",
                named.name
            )));
        }
        return Ok(PlatformAnswer::Unknown(RefCompanyData {
            have_child_account: child_account,
            ..RefCompanyData::default()
        }));
    };
    let row = rows
        .into_iter()
        .nth(index)
        .ok_or_else(|| ApiError::not_found("企业不存在"))?;
    if row.name != query.name {
        return Ok(PlatformAnswer::Mismatch(format!(
            "该证件号码已登记为企业【{}】，请核对企业名称",
            row.name
        )));
    }
    let standing = Standing::of(conn, &row.id)?.ok_or_else(|| ApiError::not_found("企业不存在"))?;
    let bound: Vec<bool> = user_companies::table
        .inner_join(users::table)
        .filter(user_companies::company_id.eq(&row.id))
        .filter(users::landing_mode.eq("org"))
        .select(users::is_certified)
        .load(conn)?;
    let flags = RefCompanyData {
        have_role: flag(
            standing.is_register == 1
                || standing.is_listing == 1
                || standing.show_status == 1
                || standing.hitech_status == 1,
        ),
        is_org_role: flag(!bound.is_empty()),
        have_confirm: flag(bound.iter().any(|certified| *certified)),
        have_child_account: child_account,
    };
    Ok(PlatformAnswer::Known(Box::new(KnownEnterprise {
        company_id: row.id.clone(),
        dossier: dossier(&row),
        standing,
        flags,
    })))
}

/// The latest registered document without what belonged to its application, and the register's
/// columns over it (they are what later changes keep current).
fn dossier(row: &Row) -> Map<String, Value> {
    let mut doc = match serde_json::from_str::<Value>(&row.register_doc) {
        Ok(Value::Object(doc)) => doc,
        _ => Map::new(),
    };
    doc.retain(|prop, value| !APPLICATION_ONLY.contains(&prop.as_str()) && !value.is_null());
    let mut set = |prop: &str, value: Option<String>| {
        if let Some(value) = value {
            doc.insert(prop.to_owned(), Value::String(value));
        }
    };
    set("name", Some(row.name.clone()));
    set("shortName", row.short_name.clone());
    set("idType", row.id_type.clone());
    set("idNumber", row.id_number.clone());
    set("companyType", row.company_type.map(|t| t.to_string()));
    set(
        "registeredCapital",
        row.registered_capital_fen.map(|fen| {
            (Decimal::from(fen) / Decimal::ONE_HUNDRED)
                .normalize()
                .to_string()
        }),
    );
    set("registryDate", row.register_date.clone());
    doc
}

/// The register's enterprise with this name, as a query by its own three elements.
pub fn elements_of_name(
    conn: &mut DbConn,
    tenant: &str,
    name: &str,
) -> Result<Option<RegistryQuery>, ApiError> {
    let row: Option<(String, Option<String>, Option<String>)> = companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::name.eq(name.trim()))
        .select((companies::name, companies::id_type, companies::id_number))
        .first(conn)
        .optional()?;
    Ok(row.and_then(|(name, id_type, id_number)| {
        Some(RegistryQuery {
            name,
            id_type: id_type.unwrap_or_default(),
            id_number: id_number?,
        })
    }))
}

/// An enterprise's dossier as the register holds it now, by its id.
pub fn dossier_of(conn: &mut DbConn, company_id: &str) -> Result<Map<String, Value>, ApiError> {
    let row: Row = companies::table
        .find(company_id)
        .select(Row::as_select())
        .first(conn)
        .optional()?
        .ok_or_else(|| ApiError::not_found("企业不存在"))?;
    Ok(dossier(&row))
}
