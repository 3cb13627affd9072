//! What the flow's scripts see as `ctx`, read from the register (flows/README.md lists it).

use diesel::prelude::*;
use serde_json::{json, Value};

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    models::holder_account::HolderAccount,
    schema::{holder_accounts, user_companies},
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
        "ownAccounts": own,
        "unconfirmedHolders": unconfirmed,
        "accountNumber": current,
        "orgType": me.user.org_type,
        "isCertified": me.user.is_certified,
    }))
}
