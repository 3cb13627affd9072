//! 550012 member application: the member firm is registered (or its record refreshed) and owned
//! by the applicant, and each enterprise of the form's list is bound to it by cooperation, with
//! its handler and whether it is told by SMS. A bound member may apply for the enterprise's
//! showcase (550092). A member account's first membership certifies it.

use diesel::prelude::*;
use serde_json::Value;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{company::CompanyIdentity, cooperation::Binding},
    schema::members,
};

use super::{cell, enterprise, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let name = input
        .text("memberName")
        .ok_or_else(|| ApiError::bad_request("请填写会员名称"))?;
    let phone = input
        .text("jbrPhone")
        .ok_or_else(|| ApiError::bad_request("请填写经办人电话"))?;
    let applicant = input.application.applicant_id.as_str();
    let firm = firm(conn, input, name, phone, applicant)?;
    for row in input.rows("companyList") {
        let company_name =
            cell(row, "companyName").ok_or_else(|| ApiError::bad_request("请填写企业名称"))?;
        let company = CompanyIdentity::named(conn, tenant, company_name, "")?
            .ok_or_else(|| ApiError::bad_request(format!("企业{company_name}不存在")))?;
        Binding {
            id: uuid::Uuid::new_v4().to_string(),
            tenant_id: tenant,
            member_id: &firm,
            company_id: &company.id,
            company_name: &company.name,
            jbr_name: cell(row, "jbrName").unwrap_or_default(),
            jbr_phone: cell(row, "jbrPhone").unwrap_or_default(),
            is_send_msg: is_on(row.get("isSendMsg")),
            application_id: Some(&input.application.id),
        }
        .upsert(conn)?;
    }
    super::certification::enterprise(conn, input)
}

/// The member firm of this name: refreshed when the applicant owns it or nobody does yet,
/// refused when another user registered it, created otherwise. Answers its id.
fn firm(
    conn: &mut DbConn,
    input: &EffectInput,
    name: &str,
    phone: &str,
    applicant: &str,
) -> Result<String, ApiError> {
    let tenant = input.tenant();
    let code = input.text("memberCode");
    let kind = input.text("memberType").unwrap_or("5");
    let existing: Option<(String, Option<String>)> = members::table
        .filter(members::tenant_id.eq(tenant))
        .filter(members::name.eq(name))
        .select((members::id, members::owner_user_id))
        .first(conn)
        .optional()?;
    match existing {
        Some((_, Some(owner))) if owner != applicant => {
            Err(ApiError::bad_request(format!("会员{name}已由其他用户登记")))
        }
        Some((id, _)) => {
            diesel::update(members::table.find(&id))
                .set((
                    members::owner_user_id.eq(applicant),
                    members::member_code.eq(code),
                    members::member_type.eq(kind),
                    members::contact_phone.eq(phone),
                ))
                .execute(conn)?;
            Ok(id)
        }
        None => {
            let id = uuid::Uuid::new_v4().to_string();
            let sort: Option<i32> = members::table
                .filter(members::tenant_id.eq(tenant))
                .select(diesel::dsl::max(members::sort))
                .first(conn)?;
            diesel::insert_into(members::table)
                .values((
                    members::id.eq(&id),
                    members::tenant_id.eq(tenant),
                    members::name.eq(name),
                    members::member_type.eq(kind),
                    members::intro.eq(format!("{name}是本平台会员机构。")),
                    members::address.eq(""),
                    members::contact_phone.eq(phone),
                    members::join_date.eq(enterprise::today(input)),
                    members::sort.eq(sort.unwrap_or(0) + 1),
                    members::owner_user_id.eq(applicant),
                    members::member_code.eq(code),
                ))
                .execute(conn)?;
            Ok(id)
        }
    }
}

/// A switch cell: true, 1 or "1".
fn is_on(value: Option<&Value>) -> bool {
    match value {
        Some(Value::Bool(b)) => *b,
        Some(Value::Number(n)) => n.as_i64() == Some(1),
        Some(Value::String(s)) => s.trim() == "1" || s.trim() == "true",
        _ => false,
    }
}
