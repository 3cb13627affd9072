use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::captchas};

#[derive(Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = captchas)]
pub struct Captcha {
    pub captcha_key: String,
    /// Lower case: answers are compared without regard to case.
    pub code: String,
    pub expires_at: Timestamp,
}

impl Captcha {
    /// Stores a new captcha and sweeps the ones nobody answered.
    pub fn insert(&self, conn: &mut DbConn, now: Timestamp) -> QueryResult<()> {
        diesel::delete(captchas::table.filter(captchas::expires_at.le(now))).execute(conn)?;
        diesel::insert_into(captchas::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// Removes the captcha and answers it: a captcha can be tried once, right or wrong.
    pub fn take(conn: &mut DbConn, key: &str, now: Timestamp) -> QueryResult<Option<Captcha>> {
        let found = captchas::table
            .find(key)
            .select(Captcha::as_select())
            .first(conn)
            .optional()?;
        let deleted = diesel::delete(captchas::table.find(key)).execute(conn)?;
        // Another request may have taken it between the read and the delete.
        Ok(found.filter(|c| deleted == 1 && c.expires_at > now))
    }
}
