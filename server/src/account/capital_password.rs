//! The capital password (资金密码): six digits a user gives to confirm a movement of funds,
//! set and changed in the security centre (`user/updateCapitalPassword`). It is stored hashed
//! as the login password is (Argon2, `auth::password`) in a table of its own
//! (`capital_passwords`), and never answered; whether one is set is `hasCapitalPassword` of
//! `getCurrentUserInfo`'s `loginAccountInfo`, the security centre's source.
//!
//! Six digits are guessed quickly, so the old capital password, when a change gives it, may be
//! wrong [`MAX_TRIES`] times in a row; the change then needs the code sent to the bound mobile.

use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, error::ApiError, schema::capital_passwords};

pub const DIGITS: usize = 6;
/// Wrong old capital passwords in a row before only an SMS code changes it.
pub const MAX_TRIES: i32 = 5;

pub const NOT_SIX_DIGITS: &str = "资金密码须为6位数字";
pub const ALL_SAME: &str = "资金密码不能为6位相同的数字";
pub const STRAIGHT: &str = "资金密码不能为连续的数字（如123456、654321）";
pub const MISMATCH: &str = "两次输入的资金密码不一致";
pub const WRONG_OLD: &str = "原资金密码不正确";
pub const SAME_AS_OLD: &str = "新资金密码不能与原资金密码相同";
pub const LOCKED: &str = "原资金密码错误次数过多，请使用短信验证码修改";
pub const SET: &str = "资金密码设置成功";
pub const CHANGED: &str = "资金密码修改成功";

/// The first rule a new capital password breaks, if any.
pub fn problem(password: &str) -> Option<&'static str> {
    let digits: Vec<u8> = password.bytes().collect();
    if digits.len() != DIGITS || !digits.iter().all(u8::is_ascii_digit) {
        return Some(NOT_SIX_DIGITS);
    }
    if digits.iter().all(|d| *d == digits[0]) {
        return Some(ALL_SAME);
    }
    let steps: Vec<i16> = digits
        .windows(2)
        .map(|w| i16::from(w[1]) - i16::from(w[0]))
        .collect();
    if steps.iter().all(|s| *s == 1) || steps.iter().all(|s| *s == -1) {
        return Some(STRAIGHT);
    }
    None
}

/// The new capital password and its confirmation, checked.
pub fn check(password: &str, confirm: &str) -> Result<(), ApiError> {
    if let Some(problem) = problem(password) {
        return Err(ApiError::bad_request(problem));
    }
    if password != confirm {
        return Err(ApiError::bad_request(MISMATCH));
    }
    Ok(())
}

/// A user's stored capital password.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = capital_passwords)]
pub struct Stored {
    pub password_hash: String,
}

pub fn find(conn: &mut DbConn, user_id: &str) -> QueryResult<Option<Stored>> {
    capital_passwords::table
        .find(user_id)
        .select(Stored::as_select())
        .first(conn)
        .optional()
}

pub fn is_set(conn: &mut DbConn, user_id: &str) -> QueryResult<bool> {
    Ok(find(conn, user_id)?.is_some())
}

/// Counts a try of the old capital password, in its own write so that a refusal after it does
/// not undo it: the tries so far, or none when [`MAX_TRIES`] were already made.
pub fn count_try(conn: &mut DbConn, user_id: &str) -> QueryResult<Option<i32>> {
    let counted = diesel::update(
        capital_passwords::table
            .find(user_id)
            .filter(capital_passwords::failed_tries.lt(MAX_TRIES)),
    )
    .set(capital_passwords::failed_tries.eq(capital_passwords::failed_tries + 1))
    .execute(conn)?;
    if counted == 0 {
        return Ok(None);
    }
    capital_passwords::table
        .find(user_id)
        .select(capital_passwords::failed_tries)
        .first(conn)
        .map(Some)
}

/// Forgets the tries once the old capital password was given right.
pub fn forget_tries(conn: &mut DbConn, user_id: &str) -> QueryResult<()> {
    diesel::update(capital_passwords::table.find(user_id))
        .set(capital_passwords::failed_tries.eq(0))
        .execute(conn)
        .map(drop)
}

/// Sets the user's capital password to `hash`, the wrong tries forgotten.
pub fn store(conn: &mut DbConn, user_id: &str, hash: &str, now: Timestamp) -> QueryResult<()> {
    let changed = diesel::update(capital_passwords::table.find(user_id))
        .set((
            capital_passwords::password_hash.eq(hash),
            capital_passwords::failed_tries.eq(0),
            capital_passwords::updated_at.eq(now),
        ))
        .execute(conn)?;
    if changed == 0 {
        diesel::insert_into(capital_passwords::table)
            .values((
                capital_passwords::user_id.eq(user_id),
                capital_passwords::password_hash.eq(hash),
                capital_passwords::failed_tries.eq(0),
                capital_passwords::updated_at.eq(now),
            ))
            .execute(conn)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_digits_neither_all_the_same_nor_a_straight_run() {
        for good in ["135790", "120456", "665544", "012346", "987645"] {
            assert_eq!(problem(good), None, "{good}");
        }
        for (bad, message) in [
            ("12345", NOT_SIX_DIGITS),
            ("1234567", NOT_SIX_DIGITS),
            ("12a456", NOT_SIX_DIGITS),
            ("１２３４５６", NOT_SIX_DIGITS),
            ("888888", ALL_SAME),
            ("123456", STRAIGHT),
            ("654321", STRAIGHT),
            ("345678", STRAIGHT),
            ("012345", STRAIGHT),
            ("987654", STRAIGHT),
        ] {
            assert_eq!(problem(bad), Some(message), "{bad}");
        }
        assert_eq!(check("135790", "135791").unwrap_err().to_string(), MISMATCH);
    }
}
