//! Whose is an account, for someone who lost its bound mobile
//! (`nonds/bizAccountManage/accountBoundUserInfoValid`, then a face check, then
//! `resetAccountPassword`).
//!
//! The person an account is bound to is the **person holder on the register** bound to the
//! user (`user_holder_accounts` → `holder_accounts` of organType 2 with a certificate number):
//! its `holder_name` and `certificate_no` were checked by the registry when the registration
//! account opened, and they are what the face check of the same account is made against
//! (`face::checks::identity_on_file`). The other places a name lives were not chosen:
//! `users.name` is whatever was typed at sign-up and has no certificate beside it, and a
//! company's `id_number` is the enterprise's credit code, not a person a face check can verify.
//! So only an account with a person on the register can be recovered this way; enterprises,
//! members, institutions and products are told to ask the platform's staff, who reset it at
//! the counter after checking the papers.

use diesel::QueryResult;

use crate::{
    db::DbConn,
    error::ApiError,
    face::checks::{check_identity, identity_on_file},
    models::user::User,
};

/// The account has no person on the register to compare with.
pub const NO_PERSON_ON_FILE: &str =
    "该账号未登记实名信息，无法通过身份信息找回，请联系平台工作人员重置密码";
/// The name or the certificate number is not the account's person's.
pub const NOT_THE_PERSON: &str = "姓名或证件号码与账号绑定的身份信息不一致";

/// An enabled account of the tenant, by its sign-in name; none for an unknown or disabled one
/// (a disabled account is recovered by the staff, if at all).
pub fn live_account(conn: &mut DbConn, tenant: &str, account: &str) -> QueryResult<Option<User>> {
    Ok(User::find_by_account(conn, tenant, account.trim())?.filter(|u| u.status == User::ENABLED))
}

/// How the name and certificate number someone gave compare with the account's person.
#[derive(Debug)]
pub enum Match {
    /// No such enabled account.
    NoAccount,
    /// The account has no person on the register ([`NO_PERSON_ON_FILE`]).
    NoPerson,
    /// They differ.
    Differs,
    /// They are the account's person's: the account, and the identity a face check is made
    /// against.
    Same(Box<User>, (String, String)),
}

/// Compares the given name and id number (their form checked first: 请输入姓名,
/// 请输入身份证号码, 身份证号码格式不正确) with the account's person on the register.
pub fn compare(
    conn: &mut DbConn,
    tenant: &str,
    account: &str,
    name: &str,
    id_number: &str,
) -> Result<Match, ApiError> {
    let (name, id_number) = check_identity(name, id_number)?;
    let Some(user) = live_account(conn, tenant, account)? else {
        return Ok(Match::NoAccount);
    };
    let Some((on_file_name, on_file_id)) = identity_on_file(conn, &user.id)? else {
        return Ok(Match::NoPerson);
    };
    if on_file_name.trim() == name && on_file_id.trim().eq_ignore_ascii_case(&id_number) {
        Ok(Match::Same(Box::new(user), (on_file_name, on_file_id)))
    } else {
        Ok(Match::Differs)
    }
}
