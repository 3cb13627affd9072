//! Whose account an application may debit, pledge or freeze (one rule for every effect that
//! does): an applicant acts only on the registration accounts bound to them or, for an
//! institution's account, to one of their enterprises; staff in manager mode act for any
//! holder, and the completed record names them as the agent. Every such effect asks here, when
//! the application is submitted (the effects are rehearsed then) and again when it completes.

use super::EffectInput;
use crate::{
    auth::role::LandingMode,
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, user::User},
};

/// Whether the user works in manager mode (staff acting for holders).
pub fn acting_staff(conn: &mut DbConn, user: &str) -> Result<bool, ApiError> {
    Ok(User::landing_mode(conn, user)?
        .as_deref()
        .and_then(LandingMode::parse)
        == Some(LandingMode::Mgr))
}

/// Refuses an account that is not the applicant's (staff excepted), in one statement: the
/// applicant's mode, and whether the account, or for an institution's account its enterprise,
/// is bound to them. What it learns of the applicant's mode is kept on `input` for the rest of
/// the step (the chain's record asks it again).
pub fn ensure_own(
    conn: &mut DbConn,
    input: &EffectInput,
    account: &HolderAccount,
) -> Result<(), ApiError> {
    use diesel::{dsl::exists, prelude::*};

    use crate::schema::{user_companies, user_holder_accounts, users};

    let applicant = input.application.applicant_id.as_str();
    if input.staff.get() == Some(&true) {
        return Ok(());
    }
    let company: Vec<&str> = match &account.company_id {
        Some(company) if account.organ_type == 1 => vec![company.as_str()],
        _ => Vec::new(),
    };
    let found: Option<(String, bool, bool)> = users::table
        .find(applicant)
        .select((
            users::landing_mode,
            exists(
                user_holder_accounts::table
                    .filter(user_holder_accounts::user_id.eq(applicant))
                    .filter(user_holder_accounts::holder_uuid.eq(&account.uuid)),
            ),
            exists(
                user_companies::table
                    .filter(user_companies::user_id.eq(applicant))
                    .filter(user_companies::company_id.eq_any(company)),
            ),
        ))
        .first(conn)
        .optional()?;
    let (staff, owns) = match found {
        Some((mode, account_bound, company_bound)) => (
            LandingMode::parse(&mode) == Some(LandingMode::Mgr),
            account_bound || company_bound,
        ),
        None => (false, false),
    };
    let _ = input.staff.set(staff);
    if staff || owns {
        return Ok(());
    }
    Err(ApiError::forbidden(format!(
        "登记账号{}不属于申请人，不能申报",
        account.account_number
    )))
}
