//! Whose account an application may debit, pledge or freeze (one rule for every effect that
//! does): an applicant acts only on the registration accounts bound to them or, for an
//! institution's account, to one of their enterprises; staff in manager mode act for any
//! holder, and the completed record names them as the agent. Every such effect asks here, when
//! the application is submitted (the effects are rehearsed then) and again when it completes.

use crate::{
    auth::role::LandingMode,
    db::DbConn,
    error::ApiError,
    models::{company::Company, holder_account::HolderAccount, user::User},
};

/// Whether the user works in manager mode (staff acting for holders).
pub fn acting_staff(conn: &mut DbConn, user: &str) -> Result<bool, ApiError> {
    Ok(User::landing_mode(conn, user)?
        .as_deref()
        .and_then(LandingMode::parse)
        == Some(LandingMode::Mgr))
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
    if HolderAccount::bound_to_user(conn, user, &account.uuid)?.is_some() {
        return Ok(true);
    }
    Ok(match &account.company_id {
        Some(company) if account.organ_type == 1 => Company::is_bound(conn, user, company)?,
        _ => false,
    })
}
