//! Whose account an application may debit, pledge or freeze (one rule for every effect that
//! does): an applicant acts only on the registration accounts bound to them or, for an
//! institution's account, to one of their enterprises; staff in manager mode act for any
//! holder, and the completed record names them as the agent. Every such effect asks here, when
//! the application is submitted (the effects are rehearsed then) and again when it completes.

use diesel::prelude::*;

use crate::{
    db::DbConn,
    error::ApiError,
    models::holder_account::HolderAccount,
    schema::{user_companies, user_holder_accounts, users},
};

/// Whether the user works in manager mode (staff acting for holders).
pub fn acting_staff(conn: &mut DbConn, user: &str) -> Result<bool, ApiError> {
    let mode: Option<String> = users::table
        .find(user)
        .select(users::landing_mode)
        .first(conn)
        .optional()?;
    Ok(mode.as_deref() == Some("mgr"))
}

/// Refuses an account that is not the applicant's (staff excepted).
pub fn ensure_own(
    conn: &mut DbConn,
    applicant: &str,
    account: &HolderAccount,
) -> Result<(), ApiError> {
    if acting_staff(conn, applicant)? || owns(conn, applicant, account)? {
        return Ok(());
    }
    Err(ApiError::forbidden(format!(
        "登记账号{}不属于申请人，不能申报",
        account.account_number
    )))
}

fn owns(conn: &mut DbConn, user: &str, account: &HolderAccount) -> Result<bool, ApiError> {
    let own: i64 = user_holder_accounts::table
        .filter(user_holder_accounts::user_id.eq(user))
        .filter(user_holder_accounts::holder_uuid.eq(&account.uuid))
        .count()
        .get_result(conn)?;
    if own > 0 {
        return Ok(true);
    }
    let of_company: i64 = match &account.company_id {
        Some(company) if account.organ_type == 1 => user_companies::table
            .filter(user_companies::user_id.eq(user))
            .filter(user_companies::company_id.eq(company))
            .count()
            .get_result(conn)?,
        _ => 0,
    };
    Ok(of_company > 0)
}
