//! What the flow's scripts see as `ctx`, read from the register (flows/README.md lists it).

use diesel::prelude::*;
use serde_json::{json, Value};

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    models::holder_account::HolderAccount,
    schema::{companies, dict_biz, holder_accounts, user_companies},
};

/// The form fields that name the holders doing the business.
const HOLDER_FIELDS: [&str; 2] = ["accountNumberOut", "accountNumber"];
/// The declaration tables whose rows name holders (`securityAccountNo`).
const DECLARATION_TABLES: [&str; 2] = ["pledgeList", "freezeList"];

pub fn build(conn: &mut DbConn, me: &CurrentUser, form: &Value) -> Result<Value, ApiError> {
    let mut numbers: Vec<String> = HOLDER_FIELDS
        .iter()
        .filter_map(|f| form.get(*f).and_then(Value::as_str))
        .map(|s| s.trim().to_owned())
        .collect();
    for table in DECLARATION_TABLES {
        let rows = form.get(table).and_then(Value::as_array);
        numbers.extend(
            rows.into_iter()
                .flatten()
                .filter_map(|row| row.get("securityAccountNo").and_then(Value::as_str))
                .map(|s| s.trim().to_owned()),
        );
    }
    let mut current = None;
    if let Some(uuid) = &me.session.current_holder_uuid {
        let own: Option<String> = holder_accounts::table
            .find(uuid)
            .select(holder_accounts::account_number)
            .first(conn)
            .optional()?;
        numbers.extend(own.clone());
        current = own;
    }
    numbers.sort();
    numbers.dedup();
    let unconfirmed: i64 = holder_accounts::table
        .filter(holder_accounts::tenant_id.eq(&me.user.tenant_id))
        .filter(holder_accounts::account_number.eq_any(&numbers))
        .filter(holder_accounts::rights_confirmed.eq(false))
        .count()
        .get_result(conn)?;
    let own: Vec<String> = HolderAccount::of_user(conn, &me.user.id)?
        .into_iter()
        .map(|a| a.account_number)
        .chain(
            holder_accounts::table
                .inner_join(
                    user_companies::table.on(user_companies::company_id
                        .nullable()
                        .eq(holder_accounts::company_id)),
                )
                .filter(user_companies::user_id.eq(&me.user.id))
                .filter(holder_accounts::organ_type.eq(1))
                .select(holder_accounts::account_number)
                .load::<String>(conn)?,
        )
        .collect();
    Ok(json!({
        "custodied": custodied(conn, &me.user.tenant_id, form)?,
        "ownAccounts": own,
        "unconfirmedHolders": unconfirmed,
        "accountNumber": current,
        "orgType": me.user.org_type,
        "isCertified": me.user.is_certified,
    }))
}

/// The enterprise a registration form names (by name or certificate number) when it is already
/// in custody: `{name, idTypeName, idNumber}` for the message 该企业【…】已托管, else null.
fn custodied(conn: &mut DbConn, tenant: &str, form: &Value) -> Result<Value, ApiError> {
    let text = |field: &str| {
        form.get(field)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
    };
    let (Some(name), Some(number)) = (text("name"), text("idNumber")) else {
        return Ok(Value::Null);
    };
    let found: Option<(String, Option<String>, Option<String>)> = companies::table
        .filter(companies::tenant_id.eq(tenant))
        .filter(companies::custody_date.is_not_null())
        .filter(
            companies::name
                .eq(&name)
                .or(companies::id_number.eq(&number)),
        )
        .select((companies::name, companies::id_type, companies::id_number))
        .first(conn)
        .optional()?;
    let Some((name, id_type, id_number)) = found else {
        return Ok(Value::Null);
    };
    let type_name: Option<String> = match &id_type {
        Some(key) => dict_biz::table
            .filter(dict_biz::tenant_id.eq(tenant))
            .filter(dict_biz::code.eq("organTypeValidator"))
            .filter(dict_biz::dict_key.eq(key))
            .select(dict_biz::dict_value)
            .first(conn)
            .optional()?,
        None => None,
    };
    Ok(json!({
        "name": name,
        "idTypeName": type_name.or(id_type).unwrap_or_default(),
        "idNumber": id_number.unwrap_or_default(),
    }))
}
