//! The one insert loop of the demo data, and the reading of its JSON fixtures.

use anyhow::Context;
use diesel::{
    prelude::*,
    query_builder::{InsertStatement, QueryId},
    query_dsl::methods::ExecuteDsl,
    Table,
};
use serde::de::DeserializeOwned;

use crate::db::DbConn;

/// Inserts `rows` into `table` in their order, one statement a row, so that a field left
/// `None` takes the column's default on both backends (SQLite has no `DEFAULT` inside a
/// multi-row `VALUES`).
pub fn insert_all<T, R>(
    conn: &mut DbConn,
    table: T,
    rows: impl IntoIterator<Item = R>,
) -> QueryResult<()>
where
    T: Table + QueryId + Copy,
    R: Insertable<T>,
    InsertStatement<T, R::Values>: ExecuteDsl<DbConn>,
{
    for row in rows {
        diesel::insert_into(table).values(row).execute(conn)?;
    }
    Ok(())
}

/// Reads a fixture embedded with `include_str!`; `name` says which one failed to parse.
pub fn fixture<T: DeserializeOwned>(name: &str, json: &str) -> anyhow::Result<T> {
    serde_json::from_str(json).with_context(|| format!("the demo fixture {name}"))
}
