//! What the flow's scripts see as `ctx`, read from the register (flows/README.md lists it).

use serde_json::{json, Value};

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    models::{company::CompanyIdentity, holder_account::HolderAccount},
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
        let own = HolderAccount::find(conn, uuid)?.map(|a| a.account_number);
        numbers.extend(own.clone());
        current = own;
    }
    numbers.sort();
    numbers.dedup();
    let unconfirmed = HolderAccount::count_unconfirmed(conn, &me.user.tenant_id, &numbers)?;
    let own: Vec<String> = HolderAccount::of_user(conn, &me.user.id)?
        .into_iter()
        .map(|a| a.account_number)
        .chain(HolderAccount::numbers_of_user_companies(conn, &me.user.id)?)
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
    let Some(found) = CompanyIdentity::in_custody_named(conn, tenant, &name, &number)? else {
        return Ok(Value::Null);
    };
    let id_type_name = found.id_type_name(conn, tenant)?;
    Ok(json!({
        "name": found.name,
        "idTypeName": id_type_name,
        "idNumber": found.id_number.unwrap_or_default(),
    }))
}
