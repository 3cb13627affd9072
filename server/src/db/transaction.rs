//! A write transaction that serialises writers on both backends. SQLite's default deferred
//! transaction can fail when two readers both try to write; `BEGIN IMMEDIATE` takes the write
//! lock first, and the busy timeout queues the others. PostgreSQL's row locks do the rest.

use diesel::{connection::SimpleConnection, Connection};

use super::DbConn;
use crate::error::ApiError;

pub fn write<T>(
    conn: &mut DbConn,
    work: impl FnOnce(&mut DbConn) -> Result<T, ApiError>,
) -> Result<T, ApiError> {
    match conn {
        DbConn::Postgres(_) => conn.transaction(work),
        DbConn::Sqlite(_) => {
            conn.batch_execute("BEGIN IMMEDIATE")?;
            match work(conn) {
                Ok(value) => {
                    conn.batch_execute("COMMIT")?;
                    Ok(value)
                }
                Err(error) => {
                    conn.batch_execute("ROLLBACK")?;
                    Err(error)
                }
            }
        }
    }
}

/// A read-only transaction that sees one state of the database throughout (PostgreSQL
/// `REPEATABLE READ`; SQLite's deferred transaction reads one snapshot from its first read on):
/// a list read a chunk at a time neither repeats nor misses a row while others write.
pub fn snapshot<T>(
    conn: &mut DbConn,
    work: impl FnOnce(&mut DbConn) -> Result<T, ApiError>,
) -> Result<T, ApiError> {
    let begin = match conn {
        DbConn::Postgres(_) => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        DbConn::Sqlite(_) => "BEGIN DEFERRED",
    };
    conn.batch_execute(begin)?;
    let result = work(conn);
    // nothing was written: ending the transaction either way changes nothing
    let end = conn.batch_execute(if result.is_ok() { "COMMIT" } else { "ROLLBACK" });
    let value = result?;
    end?;
    Ok(value)
}
