//! Remembered answers of the commands a client may send twice (an `Idempotency-Key`): the
//! answer of the first is stored, and a repeat gets it back instead of acting again.

use diesel::prelude::*;

use crate::{clock::Timestamp, db::DbConn, schema::idempotency_keys};

/// The stored answer (JSON) of the user's command with this key.
pub fn answer_of(conn: &mut DbConn, user: &str, key: &str) -> QueryResult<Option<String>> {
    idempotency_keys::table
        .find((user, key))
        .select(idempotency_keys::response)
        .first(conn)
        .optional()
}

/// Stores the answer (JSON) of the user's command with this key.
pub fn remember(
    conn: &mut DbConn,
    user: &str,
    key: &str,
    answer: &str,
    now: Timestamp,
) -> QueryResult<()> {
    diesel::insert_into(idempotency_keys::table)
        .values((
            idempotency_keys::user_id.eq(user),
            idempotency_keys::key.eq(key),
            idempotency_keys::response.eq(answer),
            idempotency_keys::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}
