//! The demo users (one per role and landing mode, and one of the second tenant), with the
//! companies and holder accounts each acts for.

use diesel::prelude::*;
use serde::Deserialize;

use super::{rows::insert_all, DEMO_PASSWORD};
use crate::{
    auth::password,
    db::DbConn,
    models::user::User,
    schema::{user_companies, user_holder_accounts, users},
};

#[derive(Deserialize)]
pub struct DemoUser {
    account: String,
    name: String,
    role: String,
    /// The landing mode: org, member, personalholder, orgholder, productholder or mgr.
    mode: String,
    org_type: i32,
    tenant: String,
    #[serde(default)]
    companies: Vec<String>,
    #[serde(default)]
    accounts: Vec<String>,
    /// Institutional certification done (550032); the demo users are, unless a fixture says not.
    #[serde(default = "certified")]
    certified: bool,
    /// Product certification done (550138).
    #[serde(default)]
    product_certified: bool,
}

fn certified() -> bool {
    true
}

impl DemoUser {
    fn id(&self) -> String {
        format!("u-{}", self.account)
    }

    fn user(&self) -> anyhow::Result<User> {
        Ok(User {
            id: self.id(),
            tenant_id: self.tenant.clone(),
            account: self.account.clone(),
            name: self.name.clone(),
            password_hash: password::hash(DEMO_PASSWORD)?,
            role_name: self.role.clone(),
            landing_mode: self.mode.clone(),
            org_type: self.org_type,
            mobile: Some("13800000000".into()),
            is_certified: self.certified,
            has_applied: false,
            is_product_certified: self.product_certified,
            status: User::ENABLED,
        })
    }
}

/// Inserts the users, then the companies and the holder accounts they act for.
pub fn insert(conn: &mut DbConn, demo: &[DemoUser]) -> anyhow::Result<()> {
    let rows = demo
        .iter()
        .map(DemoUser::user)
        .collect::<anyhow::Result<Vec<_>>>()?;
    insert_all(conn, users::table, &rows)?;
    let companies = demo.iter().flat_map(|user| {
        user.companies.iter().map(move |company| {
            (
                user_companies::user_id.eq(user.id()),
                user_companies::company_id.eq(company),
            )
        })
    });
    insert_all(conn, user_companies::table, companies)?;
    let accounts = demo.iter().flat_map(|user| {
        user.accounts.iter().map(move |account| {
            (
                user_holder_accounts::user_id.eq(user.id()),
                user_holder_accounts::holder_uuid.eq(account),
            )
        })
    });
    insert_all(conn, user_holder_accounts::table, accounts)?;
    Ok(())
}
