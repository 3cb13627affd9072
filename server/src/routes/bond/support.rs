//! A bond of the register as the bond calls answer it: the bond with its issuer's name, its
//! service providers, targeted investors and option clauses.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    models::bond::{Bond, BondOption, ServiceProvider, TargetedInvestor},
};

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
