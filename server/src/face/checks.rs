//! The platform's records of face verifications (`face_verifications`): who asked and what
//! for, the provider's token, the outcome once the provider has one. A result query asks the
//! provider only while the check is pending; a decided outcome is final. A passed check asked
//! for a password reset serves once, within [`PROOF_SECS`], as the reset's second factor.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::Outcome;
use crate::{
    clock::Timestamp,
    db::DbConn,
    error::ApiError,
    schema::{face_verifications, holder_accounts, user_holder_accounts},
};

/// 01 §8: what the person is told when the check did not pass or its result cannot be had.
pub const RESULT_FAILED: &str = "获取人脸核身结果失败";
pub const PASSED: &str = "人脸识别通过";
pub const UNKNOWN: &str = "人脸核身记录不存在";
pub const FACE_NEEDED: &str = "请先完成人脸识别";
pub const FACE_STALE: &str = "人脸识别未通过或已失效，请重新进行人脸识别";
/// How long after it passed a check may serve a password reset.
pub const PROOF_SECS: i64 = 1800;
/// The tenant's business parameter that makes a reset by mobile code also need a face check.
pub const RESET_NEEDS_FACE: &str = "account.resetPasswordFace";

const PENDING: &str = "pending";
const PASSED_STATUS: &str = "passed";
const FAILED_STATUS: &str = "failed";
/// organType of a holder that is a person.
const PERSON_HOLDER: i32 = 2;

/// What a face check is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A signed-in user proving who they are (`getFaceRecognitionUrl`).
    RealName,
    /// A visitor who forgot the password (`getFaceRecognitionUrlNoValidCode`).
    ResetPassword,
    /// The reset-password dialog's face step (`getFaceRecognitionUrlUpdatePwd`).
    UpdatePassword,
    /// A visitor who lost the bound mobile, the account's person named and matched with the
    /// register (`getFaceRecognitionUrlUpdatePwd` without a code, after
    /// `bizAccountManage/accountBoundUserInfoValid`): always made against the register's
    /// identity, so that a pass proves the account's holder.
    RecoverAccount,
}

impl Purpose {
    pub fn code(self) -> &'static str {
        match self {
            Self::RealName => "realName",
            Self::ResetPassword => "resetPassword",
            Self::UpdatePassword => "updatePassword",
            Self::RecoverAccount => "recoverAccount",
        }
    }
}

/// Who asked for a check: a signed-in user, or a visitor's account and the mobile that proved
/// itself with an SMS code (none when the person's identity on the register was the proof).
#[derive(Clone, Debug)]
pub enum Asker {
    User(String),
    Account {
        account: String,
        phone: Option<String>,
    },
}

/// A check as the platform recorded it (the photo stays in the table).
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = face_verifications)]
pub struct FaceCheck {
    pub biz_token: String,
    pub tenant_id: String,
    pub purpose: String,
    pub user_id: Option<String>,
    pub account: Option<String>,
    pub status: String,
    pub failure: Option<String>,
    pub similarity: Option<f64>,
    pub decided_at: Option<Timestamp>,
}

/// What a result query answers of a check.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FaceResult {
    pub biz_token: String,
    /// `pending` or `passed` (a failed check is answered as 获取人脸核身结果失败).
    pub status: String,
    /// How closely the face matched (0 to 100), once passed.
    pub similarity: Option<f64>,
    /// When the outcome came (seconds).
    pub decided_at: Option<Timestamp>,
}

impl FaceCheck {
    pub fn is_pending(&self) -> bool {
        self.status == PENDING
    }

    /// A signed-in user's check is theirs alone; a visitor's is read by its token (as
    /// unguessable as an SMS code's) in its tenant.
    pub fn readable_by(&self, user: Option<&str>, tenant: &str) -> bool {
        match &self.user_id {
            Some(owner) => user == Some(owner.as_str()),
            None => self.tenant_id == tenant,
        }
    }

    /// The answer of a result query: the check, or 获取人脸核身结果失败 with the reason.
    pub fn answer(self) -> Result<FaceResult, ApiError> {
        if self.status == FAILED_STATUS {
            return Err(ApiError::RefusedWith(
                RESULT_FAILED.into(),
                serde_json::json!({ "status": FAILED_STATUS, "reason": self.failure }),
            ));
        }
        Ok(FaceResult {
            biz_token: self.biz_token,
            status: self.status,
            similarity: self.similarity,
            decided_at: self.decided_at,
        })
    }
}

/// The name and id number of the user's person holder on the register, when there is one:
/// what a check is made against rather than what a caller types.
pub fn identity_on_file(conn: &mut DbConn, user_id: &str) -> QueryResult<Option<(String, String)>> {
    let found: Option<(String, Option<String>)> = user_holder_accounts::table
        .inner_join(holder_accounts::table)
        .filter(user_holder_accounts::user_id.eq(user_id))
        .filter(holder_accounts::organ_type.eq(PERSON_HOLDER))
        .filter(holder_accounts::certificate_no.is_not_null())
        .order(holder_accounts::account_number)
        .select((
            holder_accounts::holder_name,
            holder_accounts::certificate_no,
        ))
        .first(conn)
        .optional()?;
    Ok(found.and_then(|(name, id)| id.map(|id| (name, id))))
}

/// A new check the provider started.
pub struct Started<'a> {
    pub tenant: &'a str,
    pub purpose: Purpose,
    pub asker: &'a Asker,
    pub provider: &'a str,
    pub biz_token: &'a str,
}

pub fn record(conn: &mut DbConn, started: Started<'_>, now: Timestamp) -> QueryResult<()> {
    let (user_id, account, phone) = match started.asker {
        Asker::User(id) => (Some(id.as_str()), None, None),
        Asker::Account { account, phone } => (None, Some(account.as_str()), phone.as_deref()),
    };
    diesel::insert_into(face_verifications::table)
        .values((
            face_verifications::biz_token.eq(started.biz_token),
            face_verifications::tenant_id.eq(started.tenant),
            face_verifications::purpose.eq(started.purpose.code()),
            face_verifications::user_id.eq(user_id),
            face_verifications::account.eq(account),
            face_verifications::phone.eq(phone),
            face_verifications::provider.eq(started.provider),
            face_verifications::status.eq(PENDING),
            face_verifications::started_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn find(conn: &mut DbConn, biz_token: &str) -> QueryResult<Option<FaceCheck>> {
    face_verifications::table
        .find(biz_token)
        .select(FaceCheck::as_select())
        .first(conn)
        .optional()
}

/// Takes the provider's decided outcome into a pending check; a check already decided keeps
/// its outcome (two queries at once record it once).
pub fn take_outcome(
    conn: &mut DbConn,
    biz_token: &str,
    outcome: Outcome,
    now: Timestamp,
) -> QueryResult<()> {
    let pending = face_verifications::table
        .find(biz_token)
        .filter(face_verifications::status.eq(PENDING));
    match outcome {
        Outcome::Pending => Ok(()),
        Outcome::Passed { similarity, photo } => diesel::update(pending)
            .set((
                face_verifications::status.eq(PASSED_STATUS),
                face_verifications::similarity.eq(Some(similarity)),
                face_verifications::photo.eq(Some(photo)),
                face_verifications::decided_at.eq(Some(now)),
            ))
            .execute(conn)
            .map(drop),
        Outcome::Failed { reason } => diesel::update(pending)
            .set((
                face_verifications::status.eq(FAILED_STATUS),
                face_verifications::failure.eq(Some(reason)),
                face_verifications::decided_at.eq(Some(now)),
            ))
            .execute(conn)
            .map(drop),
    }
}

/// Forgets a check, its photo with it.
pub fn forget(conn: &mut DbConn, biz_token: &str) -> QueryResult<()> {
    diesel::delete(face_verifications::table.find(biz_token))
        .execute(conn)
        .map(drop)
}

/// Spends the account's passed password check `biz_token` as a reset's second factor, inside
/// the reset's transaction: refused unless it is the account's, asked for a password reset,
/// passed less than [`PROOF_SECS`] ago and not spent, so that it serves once.
pub fn spend_for_reset(
    conn: &mut DbConn,
    tenant: &str,
    account: &str,
    biz_token: Option<&str>,
    now: Timestamp,
) -> Result<(), ApiError> {
    spend_passed(
        conn,
        (tenant, account),
        biz_token,
        &[Purpose::ResetPassword, Purpose::UpdatePassword],
        now,
    )
}

/// Spends the account's passed recovery check `biz_token` (made against the register's
/// identity of its person) as the whole proof of a reset by account, on the same terms.
pub fn spend_for_recovery(
    conn: &mut DbConn,
    tenant: &str,
    account: &str,
    biz_token: Option<&str>,
    now: Timestamp,
) -> Result<(), ApiError> {
    spend_passed(
        conn,
        (tenant, account),
        biz_token,
        &[Purpose::RecoverAccount],
        now,
    )
}

fn spend_passed(
    conn: &mut DbConn,
    (tenant, account): (&str, &str),
    biz_token: Option<&str>,
    purposes: &[Purpose],
    now: Timestamp,
) -> Result<(), ApiError> {
    let biz_token = biz_token
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| ApiError::bad_request(FACE_NEEDED))?;
    let spent = diesel::update(
        face_verifications::table
            .find(biz_token)
            .filter(face_verifications::tenant_id.eq(tenant))
            .filter(face_verifications::account.eq(account))
            .filter(face_verifications::purpose.eq_any(purposes.iter().map(|p| p.code())))
            .filter(face_verifications::status.eq(PASSED_STATUS))
            .filter(face_verifications::decided_at.gt(now - PROOF_SECS))
            .filter(face_verifications::spent_at.is_null()),
    )
    .set(face_verifications::spent_at.eq(Some(now)))
    .execute(conn)?;
    if spent == 1 {
        Ok(())
    } else {
        Err(ApiError::bad_request(FACE_STALE))
    }
}

/// 01 §5: a name, and an 18-character resident id number (17 digits and a digit or X).
pub fn check_identity(name: &str, id_number: &str) -> Result<(String, String), ApiError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(ApiError::bad_request("请输入姓名"));
    }
    if name.chars().count() > 50 {
        return Err(ApiError::bad_request("姓名过长"));
    }
    let id = id_number.trim().to_ascii_uppercase();
    if id.is_empty() {
        return Err(ApiError::bad_request("请输入身份证号码"));
    }
    let well_formed = id.len() == 18
        && id[..17].bytes().all(|b| b.is_ascii_digit())
        && id.ends_with(|c: char| c.is_ascii_digit() || c == 'X');
    if !well_formed {
        return Err(ApiError::bad_request("身份证号码格式不正确"));
    }
    Ok((name.to_owned(), id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_identity_needs_a_name_and_an_eighteen_character_id_number() {
        assert_eq!(
            check_identity(" 张三 ", "61010219750101001x").unwrap(),
            ("张三".to_owned(), "61010219750101001X".to_owned())
        );
        for (name, id, message) in [
            ("", "610102197501010012", "请输入姓名"),
            ("张三", " ", "请输入身份证号码"),
            ("张三", "61010219750101001", "身份证号码格式不正确"),
            ("张三", "6101021975010100XX", "身份证号码格式不正确"),
        ] {
            assert_eq!(check_identity(name, id).unwrap_err().to_string(), message);
        }
    }
}
