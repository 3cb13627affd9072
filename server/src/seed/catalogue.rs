//! Demo data of the catalogue's entry rules (02 §4): an organisation investor and a product
//! holder not certified yet (sent to 550032 and 550138), the product holder of the demo
//! certified, the demo member owning a member firm bound to 秦创智能 (550092), and the service
//! rows every enterprise's custody, display and board standing implies.

use diesel::prelude::*;
use serde::Deserialize;

use super::{
    register::HolderRow,
    rows::{fixture, insert_all},
    users::{self, DemoUser},
};
use crate::{
    db::DbConn,
    models::{
        company_service::{CompanyService, CUSTODY, DISPLAY, RUNNING, SPECIALISED_BOARD},
        cooperation::Binding,
    },
    schema::{companies, company_shows, holder_accounts, members, users as users_table},
};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Catalogue {
    accounts: Vec<HolderRow>,
    users: Vec<DemoUser>,
    product_certified: Vec<String>,
    member: MemberFirm,
    bindings: Vec<BindingRow>,
}

#[derive(Deserialize)]
struct MemberFirm {
    firm: String,
    owner: String,
    code: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BindingRow {
    company: String,
    jbr_name: String,
    jbr_phone: String,
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let data: Catalogue = fixture("catalogue", include_str!("fixtures/catalogue.json"))?;
    insert_all(conn, holder_accounts::table, &data.accounts)?;
    users::insert(conn, &data.users)?;
    diesel::update(users_table::table.filter(users_table::id.eq_any(&data.product_certified)))
        .set(users_table::is_product_certified.eq(true))
        .execute(conn)?;
    let (tenant, firm) = members::table
        .find(&data.member.firm)
        .select((members::tenant_id, members::id))
        .first::<(String, String)>(conn)?;
    diesel::update(members::table.find(&firm))
        .set((
            members::owner_user_id.eq(&data.member.owner),
            members::member_code.eq(&data.member.code),
        ))
        .execute(conn)?;
    for row in &data.bindings {
        let name: String = companies::table
            .find(&row.company)
            .select(companies::name)
            .first(conn)?;
        Binding {
            id: format!("{firm}-{}", row.company),
            tenant_id: &tenant,
            member_id: &firm,
            company_id: &row.company,
            company_name: &name,
            jbr_name: &row.jbr_name,
            jbr_phone: &row.jbr_phone,
            is_send_msg: true,
            application_id: None,
        }
        .upsert(conn)?;
    }
    service_rows(conn)
}

/// One running service row per standing the register already shows: custody since the custody
/// date, display since the show start, the board for a specialised enterprise.
fn service_rows(conn: &mut DbConn) -> anyhow::Result<()> {
    let standing: Vec<(String, String, Option<String>, Option<String>)> = companies::table
        .select((
            companies::id,
            companies::tenant_id,
            companies::custody_date,
            companies::specialised_level,
        ))
        .load(conn)?;
    let shows: Vec<(String, String)> = company_shows::table
        .select((company_shows::company_id, company_shows::show_time_start))
        .load(conn)?;
    let row = |company: &str, tenant: &str, kind: i32, start: Option<String>| CompanyService {
        id: format!("svc-{company}-{kind}"),
        tenant_id: tenant.to_owned(),
        company_id: company.to_owned(),
        service_type: kind,
        service_status: RUNNING,
        start_date: start,
        end_date: None,
        reason: None,
        application_id: None,
        updated_at: 0,
    };
    let mut rows = Vec::new();
    for (id, tenant, custody, specialised) in &standing {
        if let Some(date) = custody {
            rows.push(row(id, tenant, CUSTODY, Some(date.clone())));
        }
        if specialised.is_some() {
            rows.push(row(id, tenant, SPECIALISED_BOARD, custody.clone()));
        }
        if let Some((_, start)) = shows.iter().find(|(c, _)| c == id) {
            rows.push(row(id, tenant, DISPLAY, Some(start.clone())));
        }
    }
    for service in &rows {
        service.insert(conn)?;
    }
    Ok(())
}
