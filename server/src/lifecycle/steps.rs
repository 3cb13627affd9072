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

/// The rows of steps appended to an application's history after the `recorded` it holds:
/// each step's number and JSON (written with the application's row, `Application::write_step`).
pub fn rows(recorded: i32, steps: &[RecordedStep]) -> Result<Vec<(i32, String)>, ApiError> {
    steps
        .iter()
        .zip(recorded + 1..)
        .map(|(step, seq)| {
            Ok((
                seq,
                serde_json::to_string(step).map_err(ApiError::internal)?,
            ))
        })
        .collect()
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
