use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::users};

#[derive(Clone, Debug, Queryable, Selectable, Identifiable, Insertable)]
#[diesel(table_name = users)]
pub struct User {
    pub id: String,
    pub tenant_id: String,
    pub account: String,
    pub name: String,
    pub password_hash: String,
    pub role_name: String,
    pub landing_mode: String,
    /// 2 = organisation.
    pub org_type: i32,
    pub mobile: Option<String>,
    pub is_certified: bool,
    /// A certification application has been submitted and awaits review.
    pub has_applied: bool,
    pub failed_logins: i32,
    pub locked_until: Option<Timestamp>,
}

/// What a failed sign-in did to the account.
#[derive(Debug, PartialEq, Eq)]
pub enum FailedLogin {
    Counted,
    Locked { until: Timestamp },
}

impl User {
    pub fn find(conn: &mut DbConn, id: &str) -> QueryResult<Option<User>> {
        users::table
            .find(id)
            .select(User::as_select())
            .first(conn)
            .optional()
    }

    pub fn find_by_account(
        conn: &mut DbConn,
        tenant_id: &str,
        account: &str,
    ) -> QueryResult<Option<User>> {
        users::table
            .filter(users::tenant_id.eq(tenant_id))
            .filter(users::account.eq(account))
            .select(User::as_select())
            .first(conn)
            .optional()
    }

    pub fn locked_at(&self, now: Timestamp) -> Option<Timestamp> {
        self.locked_until.filter(|until| *until > now)
    }

    /// Counts a failed sign-in; the `max`-th in a row locks the account for `lock_secs`.
    pub fn record_failed_login(
        &self,
        conn: &mut DbConn,
        now: Timestamp,
        max: i32,
        lock_secs: i64,
    ) -> QueryResult<FailedLogin> {
        let failures = self.failed_logins + 1;
        if failures >= max {
            let until = now + lock_secs;
            diesel::update(users::table.find(&self.id))
                .set((
                    users::failed_logins.eq(0),
                    users::locked_until.eq(Some(until)),
                ))
                .execute(conn)?;
            Ok(FailedLogin::Locked { until })
        } else {
            diesel::update(users::table.find(&self.id))
                .set(users::failed_logins.eq(failures))
                .execute(conn)?;
            Ok(FailedLogin::Counted)
        }
    }

    pub fn record_successful_login(&self, conn: &mut DbConn) -> QueryResult<()> {
        if self.failed_logins != 0 || self.locked_until.is_some() {
            diesel::update(users::table.find(&self.id))
                .set((
                    users::failed_logins.eq(0),
                    users::locked_until.eq(None::<Timestamp>),
                ))
                .execute(conn)?;
        }
        Ok(())
    }
}
