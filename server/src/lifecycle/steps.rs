//! The recorded history of an application: every command it went through, with the actor, the
//! context it ran in and what it led to, kept in the transaction of the command so a draft
//! definition can replay it (the studio's dry-run) and a migration can prove it safe.

use diesel::prelude::*;
use engine::{
    instance::{Actor, Instance, Timestamp as EngineTime},
    replay::{Command, Observed, RecordedStep},
};
use serde_json::Value;

use crate::{db::DbConn, error::ApiError, schema::application_steps};

/// A command as it was carried out and what it led to.
pub fn recorded(
    command: Command,
    actor: &Actor,
    ctx: &Value,
    at: EngineTime,
    after: &Instance,
) -> RecordedStep {
    RecordedStep {
        command,
        actor: actor.clone(),
        ctx: ctx.clone(),
        at,
        observed: Observed::of(after),
    }
}

/// Appends steps to an application's history.
pub fn append(
    conn: &mut DbConn,
    application_id: &str,
    steps: &[RecordedStep],
) -> Result<(), ApiError> {
    if steps.is_empty() {
        return Ok(());
    }
    let last: Option<i32> = application_steps::table
        .filter(application_steps::application_id.eq(application_id))
        .select(diesel::dsl::max(application_steps::seq))
        .first(conn)?;
    let mut seq = last.unwrap_or(0);
    for step in steps {
        seq += 1;
        diesel::insert_into(application_steps::table)
            .values((
                application_steps::application_id.eq(application_id),
                application_steps::seq.eq(seq),
                application_steps::record
                    .eq(serde_json::to_string(step).map_err(ApiError::internal)?),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// An application's recorded history, in order.
pub fn of(conn: &mut DbConn, application_id: &str) -> Result<Vec<RecordedStep>, ApiError> {
    let records: Vec<String> = application_steps::table
        .filter(application_steps::application_id.eq(application_id))
        .order(application_steps::seq.asc())
        .select(application_steps::record)
        .load(conn)?;
    records
        .iter()
        .map(|r| serde_json::from_str(r).map_err(ApiError::internal))
        .collect()
}
