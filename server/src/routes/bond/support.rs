//! A bond of the register as the bond calls answer it: the bond with its issuer's name, its
//! service providers, targeted investors and option clauses; and the issuer whose bonds a user
//! may read.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        bond::{Bond, BondOption, ServiceProvider, TargetedInvestor},
        company::Company,
    },
    register::ensure_acts_for,
};

/// The issuer `company_id` of the tenant, if `user` may read its bonds (its users, its bound
/// members and staff; 403 for anyone else); 404 `missing` when the tenant has no such
/// enterprise.
pub fn readable_issuer(
    conn: &mut DbConn,
    user: &str,
    tenant: &str,
    company_id: &str,
    missing: &str,
) -> Result<Company, ApiError> {
    let company = Company::find(conn, company_id)?
        .filter(|c| c.tenant_id == tenant)
        .ok_or_else(|| ApiError::not_found(missing))?;
    ensure_acts_for(conn, user, &company.id, &company.name)?;
    Ok(company)
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BondRecord {
    #[serde(flatten)]
    pub bond: Bond,
    pub company_name: String,
    pub bond_service_providers_list: Vec<ServiceProvider>,
    pub investors_list: Vec<TargetedInvestor>,
    pub bond_option_list: Vec<BondOption>,
}

impl BondRecord {
    pub fn of(conn: &mut DbConn, bond: Bond, company_name: &str) -> diesel::QueryResult<Self> {
        let filed = bond.parties(conn)?;
        Ok(BondRecord {
            bond: filed.bond,
            company_name: company_name.to_owned(),
            bond_service_providers_list: filed.providers,
            investors_list: filed.investors,
            bond_option_list: filed.options,
        })
    }
}
