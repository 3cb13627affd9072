//! Failed sign-ins, counted per (tenant, account name) whether or not such an account exists:
//! an unknown name locks and answers exactly as a known one does, so the answers do not tell
//! which accounts exist.
//!
//! An attempt *reserves* its failure slot before its password is checked, in one conditional
//! `UPDATE ... SET failures = failures + 1` that also re-checks the lock. Parallel guesses
//! therefore cannot all read the same old count: at most `max_failures` of them ever reach the
//! password check before the lock holds. A right password then gives its slot back
//! ([`SignInAttempt::release`]).
//!
//! Every function here must run inside [`crate::db::transaction::write`]: SQLite's
//! `BEGIN IMMEDIATE` serialises them, and on PostgreSQL the first `UPDATE` of the row takes its
//! row lock until the commit.

use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::sign_in_attempts};

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = sign_in_attempts)]
pub struct SignInAttempt {
    pub tenant_id: String,
    pub account: String,
    /// Failures reserved since the last success or since the last lock ran out.
    pub failures: i32,
    pub locked_until: Option<Timestamp>,
    pub updated_at: Timestamp,
}

/// The lock-out rule: `max_failures` failures in a row lock the name for `lock_secs`.
#[derive(Clone, Copy, Debug)]
pub struct Lockout {
    pub max_failures: i32,
    pub lock_secs: i64,
}

/// What [`SignInAttempt::reserve`] gave an attempt.
#[derive(Debug, PartialEq, Eq)]
pub enum Reservation {
    /// The attempt may check its password; it holds failure number `n` (1-based).
    Slot(i32),
    /// Refused without checking the password.
    Locked { until: Timestamp },
}

type Key<'a> = (&'a str, &'a str);

/// A name nobody has tried for this long starts its count afresh, and its row is swept: every
/// name a caller ever typed would otherwise stay in the table for good.
pub const FORGET_AFTER_SECS: Timestamp = 24 * 3600;

impl SignInAttempt {
    fn find(conn: &mut DbConn, (tenant, account): Key) -> QueryResult<SignInAttempt> {
        sign_in_attempts::table
            .find((tenant, account))
            .select(SignInAttempt::as_select())
            .first(conn)
    }

    fn insert_missing(
        conn: &mut DbConn,
        (tenant, account): Key,
        now: Timestamp,
    ) -> QueryResult<()> {
        let row = SignInAttempt {
            tenant_id: tenant.into(),
            account: account.into(),
            failures: 0,
            locked_until: None,
            updated_at: now,
        };
        // Two first attempts at the same name may race: the loser's insert does nothing
        // (PostgreSQL makes it wait for the winner's commit first).
        let insert = diesel::insert_into(sign_in_attempts::table)
            .values(row)
            .on_conflict_do_nothing();
        match conn {
            DbConn::Postgres(pg) => insert.execute(pg)?,
            DbConn::Sqlite(lite) => insert.execute(lite)?,
        };
        Ok(())
    }

    /// Lifts a lock and clears the failures of a name (after an administrator's password
    /// reset). The row stays, so that an attempt in flight still finds its slot's row.
    pub fn forget(conn: &mut DbConn, key: Key) -> QueryResult<usize> {
        diesel::update(sign_in_attempts::table.find(key))
            .set((
                sign_in_attempts::failures.eq(0),
                sign_in_attempts::locked_until.eq(None::<Timestamp>),
            ))
            .execute(conn)
    }

    /// Removes the names nobody tried for [`FORGET_AFTER_SECS`] whose lock, if any, has run
    /// out.
    fn sweep(conn: &mut DbConn, now: Timestamp) -> QueryResult<usize> {
        use crate::schema::sign_in_attempts::dsl::*;
        diesel::delete(
            sign_in_attempts
                .filter(updated_at.lt(now - FORGET_AFTER_SECS))
                .filter(locked_until.is_null().or(locked_until.le(now))),
        )
        .execute(conn)
    }

    /// Reserves the next failure slot for an attempt at `key`, before its password is checked.
    /// An attempt past the limit sets the lock and is refused; so is every attempt while locked.
    pub fn reserve(
        conn: &mut DbConn,
        key: Key,
        now: Timestamp,
        rule: Lockout,
    ) -> QueryResult<Reservation> {
        use crate::schema::sign_in_attempts::dsl::*;
        Self::sweep(conn, now)?;
        Self::insert_missing(conn, key, now)?;
        let row = sign_in_attempts.find(key);
        // A lock that has run out starts a fresh count.
        diesel::update(row.filter(locked_until.le(now)))
            .set((failures.eq(0), locked_until.eq(None::<Timestamp>)))
            .execute(conn)?;
        // The reservation itself: counted only while unlocked, in the statement that counts.
        let counted = diesel::update(row.filter(locked_until.is_null()))
            .set((failures.eq(failures + 1), updated_at.eq(now)))
            .execute(conn)?;
        let current = Self::find(conn, key)?;
        if counted == 0 {
            let until = current.locked_until.unwrap_or(now + rule.lock_secs);
            return Ok(Reservation::Locked { until });
        }
        if current.failures > rule.max_failures {
            let until = now + rule.lock_secs;
            diesel::update(row)
                .set(locked_until.eq(Some(until)))
                .execute(conn)?;
            return Ok(Reservation::Locked { until });
        }
        Ok(Reservation::Slot(current.failures))
    }

    /// The attempt holding `slot` had a wrong password (its failure is already counted). The
    /// `max_failures`-th failure locks the name; answers the lock's end when it is locked.
    pub fn record_failure(
        conn: &mut DbConn,
        key: Key,
        slot: i32,
        now: Timestamp,
        rule: Lockout,
    ) -> QueryResult<Option<Timestamp>> {
        use crate::schema::sign_in_attempts::dsl::*;
        if slot < rule.max_failures {
            return Ok(None);
        }
        // A lock another attempt already set keeps its end.
        diesel::update(
            sign_in_attempts
                .find(key)
                .filter(locked_until.is_null().or(locked_until.le(now))),
        )
        .set((
            locked_until.eq(Some(now + rule.lock_secs)),
            updated_at.eq(now),
        ))
        .execute(conn)?;
        Ok(Self::find(conn, key)?.locked_until)
    }

    /// The attempt holding `slot` had the right password. While the name is locked it is
    /// refused all the same (answers the lock's end). Otherwise it gives its slot back: the
    /// count starts again from zero when no other failure was reserved meanwhile, else only
    /// its own slot is taken off, so a right password inside a burst of wrong ones does not
    /// buy the burst more guesses.
    pub fn release(
        conn: &mut DbConn,
        key: Key,
        slot: i32,
        now: Timestamp,
    ) -> QueryResult<Option<Timestamp>> {
        use crate::schema::sign_in_attempts::dsl::*;
        let row = sign_in_attempts.find(key);
        // Takes PostgreSQL's row lock first, so that what is read next stays true until the
        // commit.
        diesel::update(row).set(updated_at.eq(now)).execute(conn)?;
        let current = Self::find(conn, key)?;
        if let Some(until) = current.locked_until.filter(|until| *until > now) {
            return Ok(Some(until));
        }
        if current.failures == slot {
            diesel::update(row)
                .set((failures.eq(0), locked_until.eq(None::<Timestamp>)))
                .execute(conn)?;
        } else {
            diesel::update(row.filter(failures.gt(0)))
                .set(failures.eq(failures - 1))
                .execute(conn)?;
        }
        Ok(None)
    }
}
