//! How many businesses a tenant has, by business (appId) and status, read from
//! `application_tallies` instead of counted over the applications (a million of them take
//! PostgreSQL 50-70 ms to count, however it reads them).
//!
//! The database's triggers add a row of +1 or -1 there for every change of an application's
//! tenant, business or status, so no write path can forget it, and concurrent writers only
//! insert: they never queue on a counter row nor deadlock over two. A count adds up its
//! tenant's rows; `fold` replaces each group's rows by their sum, and a server folds every
//! `FOLD_EVERY` so that the sums stay short.

use std::{
    sync::mpsc::{self, RecvTimeoutError},
    thread,
    time::Duration,
};

use diesel::{dsl::sql, prelude::*, sql_types::BigInt};

use crate::{
    db::{DbConn, DbPool},
    error::ApiError,
    schema::application_tallies,
};

const FOLD_EVERY: Duration = Duration::from_secs(2);

/// How many applications of `tenant` are of one of `app_ids` and in one of `statuses` (all of
/// them where `None`).
pub fn count(
    conn: &mut DbConn,
    tenant: &str,
    app_ids: Option<&[String]>,
    statuses: Option<&[String]>,
) -> QueryResult<i64> {
    let mut q = application_tallies::table
        .into_boxed()
        .filter(application_tallies::tenant_id.eq(tenant));
    if let Some(codes) = app_ids {
        q = q.filter(application_tallies::app_id.eq_any(codes));
    }
    if let Some(codes) = statuses {
        q = q.filter(application_tallies::status.eq_any(codes));
    }
    // PostgreSQL sums BIGINTs into a NUMERIC; the count fits a BIGINT
    q.select(sql::<BigInt>("CAST(COALESCE(SUM(delta), 0) AS BIGINT)"))
        .get_result(conn)
}

/// Replaces the rows of every group (tenant, business, status) that has several by one row of
/// their sum, none when it is 0; answers how many rows it removed. Safe beside writers and
/// other folds: on PostgreSQL one statement deletes the rows and inserts the sums of exactly
/// the rows it deleted, and a row two folds reach is deleted by one of them; SQLite's writers
/// take turns.
pub fn fold(conn: &mut DbConn) -> Result<usize, ApiError> {
    match conn {
        DbConn::Postgres(pg) => diesel::sql_query(
            "WITH gone AS ( \
               DELETE FROM application_tallies t USING ( \
                 SELECT tenant_id, app_id, status FROM application_tallies \
                 GROUP BY tenant_id, app_id, status HAVING count(*) > 1) several \
               WHERE t.tenant_id = several.tenant_id AND t.app_id = several.app_id \
                 AND t.status = several.status \
               RETURNING t.tenant_id, t.app_id, t.status, t.delta), \
             summed AS ( \
               INSERT INTO application_tallies (tenant_id, app_id, status, delta) \
               SELECT tenant_id, app_id, status, sum(delta) FROM gone \
               GROUP BY tenant_id, app_id, status HAVING sum(delta) <> 0) \
             SELECT count(*) AS removed FROM gone",
        )
        .get_result::<Removed>(pg)
        .map(|r| r.removed as usize)
        .map_err(ApiError::from),
        DbConn::Sqlite(_) => fold_in_turn(conn),
    }
}

#[derive(QueryableByName)]
struct Removed {
    #[diesel(sql_type = BigInt)]
    removed: i64,
}

/// SQLite: the sums of the rows up to the last one, then those rows, in one write transaction
/// (no other writer runs meanwhile); nothing written when no group has several rows.
fn fold_in_turn(conn: &mut DbConn) -> Result<usize, ApiError> {
    let several = "SELECT tenant_id, app_id, status FROM application_tallies \
                   WHERE id <= ? GROUP BY tenant_id, app_id, status HAVING count(*) > 1";
    let any: bool = diesel::select(diesel::dsl::exists(
        application_tallies::table
            .group_by((
                application_tallies::tenant_id,
                application_tallies::app_id,
                application_tallies::status,
            ))
            .having(diesel::dsl::count_star().gt(1))
            .select(application_tallies::tenant_id),
    ))
    .get_result(conn)?;
    if !any {
        return Ok(0);
    }
    crate::db::transaction::write(conn, |conn| {
        let last: Option<i64> = application_tallies::table
            .select(diesel::dsl::max(application_tallies::id))
            .get_result(conn)?;
        let last = last.unwrap_or(0);
        diesel::sql_query(format!(
            "INSERT INTO application_tallies (tenant_id, app_id, status, delta) \
             SELECT tenant_id, app_id, status, sum(delta) FROM application_tallies \
             WHERE id <= ? AND (tenant_id, app_id, status) IN ({several}) \
             GROUP BY tenant_id, app_id, status HAVING sum(delta) <> 0"
        ))
        .bind::<BigInt, _>(last)
        .bind::<BigInt, _>(last)
        .execute(conn)?;
        diesel::sql_query(format!(
            "DELETE FROM application_tallies \
             WHERE id <= ? AND (tenant_id, app_id, status) IN ({several})"
        ))
        .bind::<BigInt, _>(last)
        .bind::<BigInt, _>(last)
        .execute(conn)
        .map_err(ApiError::from)
    })
}

/// The server's folding, on a thread of its own; it stops when this is dropped (with the
/// server's state).
pub struct Folding {
    _stop: mpsc::Sender<()>,
}

impl Folding {
    pub fn start(pool: DbPool) -> std::io::Result<Folding> {
        let (stop, stopped) = mpsc::channel::<()>();
        thread::Builder::new()
            .name("platform-tallies".into())
            .spawn(move || {
                while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(FOLD_EVERY) {
                    match pool.get() {
                        Ok(mut conn) => {
                            if let Err(error) = crate::db::off_request(|| fold(&mut conn)) {
                                tracing::warn!(?error, "the application tallies were not folded");
                            }
                        }
                        Err(error) => tracing::warn!(%error, "no connection to fold the tallies"),
                    }
                }
            })?;
        Ok(Folding { _stop: stop })
    }
}
