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
