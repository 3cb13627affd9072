//! The instance state machine. `start` and `step` take the definition, the instance, the
//! action, the actor, the caller's context and `now`, and answer the new instance and the
//! effects for the server to carry out. Nothing here reads a clock or a file.
//!
//! `model` is what an instance is, `error` why a step fails, `api` the commands, and `run`
//! (with `hooks`) how a step moves through the graph.

mod api;
mod error;
mod hooks;
mod model;
mod run;

pub use api::{allowed_actions, defaults, entry_guards, return_targets, start, step};
pub use error::{ScriptError, StepError, NOT_A_STARTER};
pub use model::{
    Action, Actor, Effect, Event, HistoryEntry, Instance, JoinState, Pin, Status, Task, TaskId,
    TaskState, Timestamp,
};
pub(crate) use run::actor_dynamic;
