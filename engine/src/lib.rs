//! The pure workflow core: flow and form definitions, validators and the instance state
//! machine. No I/O, no database, no HTTP and no clock: every input is an argument.

pub mod catalogue;
pub mod flow;
pub mod form;
pub mod instance;
pub mod registry;
pub mod replay;
pub mod repository;
pub mod script;
pub mod validate;

pub use catalogue::{Catalogue, FormInfo, ScriptSource};
pub use flow::{ActionKind, DefinitionError, FlowDef, Problem};
pub use instance::{
    allowed_actions, return_targets, start, step, Action, Actor, Effect, Instance, StepError,
    TaskId, Timestamp,
};
pub use registry::DefinitionRegistry;
pub use script::Sandbox;
