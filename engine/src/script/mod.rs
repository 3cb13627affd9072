//! The rhai sandbox the rules run in: a raw engine with only the helpers the rules need,
//! hard limits, print and debug routed nowhere, and a cache of compiled scripts.

pub mod convert;
pub mod dates;
pub mod helpers;
pub mod reads;

mod results;
mod sandbox;

use rhai::{Dynamic, ImmutableString, Map, Scope, AST};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use helpers::{FieldErrorValue, Verdict};
pub use reads::{ContextReads, FieldRead};
pub use sandbox::Sandbox;

/// The variables every script may read. Anything else is refused when it compiles.
pub const SCOPE: [&str; 9] = [
    "form",      // the form data (a map)
    "ctx",       // the caller's context: landing mode, company, holder and product flags
    "actor",     // id, roles, landingMode of the user acting
    "appId",     // the application code
    "nodeId",    // the node acted on
    "action",    // start, save, submit, approve, return, reject or withdraw
    "memo",      // the approver's memo ("" when none)
    "today",     // yyyy-MM-dd (Beijing time) of `now`
    "finalNode", // the last user task before the approved end
];

/// The limits of the sandbox.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub max_operations: u64,
    pub max_call_levels: usize,
    pub max_expr_depth: usize,
    pub max_string_size: usize,
    pub max_array_size: usize,
    pub max_map_size: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_operations: 50_000,
            max_call_levels: 16,
            max_expr_depth: 64,
            max_string_size: 64 * 1024,
            max_array_size: 10_000,
            max_map_size: 2_000,
        }
    }
}

/// A compiled script, immutable once made.
#[derive(Debug)]
pub struct Script {
    pub id: String,
    pub version: u32,
    /// FNV-1a of the source: the cache key together with id and version.
    pub hash: u64,
    pub ast: AST,
    /// The form fields it reads, with their lines.
    pub reads: Vec<FieldRead>,
    /// The context keys it reads: the server builds no more of the context than its flow's
    /// scripts read.
    pub context: ContextReads,
}

/// Why a script did not compile: message and line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub message: String,
    pub line: Option<usize>,
}

/// How a script failed when it ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum FailureKind {
    /// It exceeded the operation, depth or size limits and was stopped.
    Runaway,
    /// It raised an error (wrong types, a failed helper ...).
    Failed,
    /// It returned something its hook does not accept.
    BadResult,
}

/// A script failure before it is placed in a flow and node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunError {
    pub kind: FailureKind,
    pub message: String,
    pub line: Option<usize>,
}

/// What the scripts see, converted once per step. The maps are shared values, so putting
/// them in a script's scope does not copy them.
#[derive(Debug, Clone)]
pub struct Inputs {
    pub form: Dynamic,
    pub ctx: Dynamic,
    pub actor: Dynamic,
    pub app_id: ImmutableString,
    pub node_id: ImmutableString,
    pub action: ImmutableString,
    pub memo: ImmutableString,
    pub today: ImmutableString,
    pub final_node: ImmutableString,
}

impl Inputs {
    /// Empty inputs: used for the dry run at load time.
    pub fn empty(app_id: &str, node_id: &str) -> Inputs {
        Inputs {
            form: Dynamic::from_map(Map::new()).into_shared(),
            ctx: Dynamic::from_map(Map::new()).into_shared(),
            actor: Dynamic::from_map(Map::new()).into_shared(),
            app_id: app_id.into(),
            node_id: node_id.into(),
            action: "start".into(),
            memo: ImmutableString::new(),
            today: "1970-01-01".into(),
            final_node: ImmutableString::new(),
        }
    }

    /// Sets a map input (form, ctx or actor) as a shared value.
    pub fn shared(value: Dynamic) -> Dynamic {
        value.into_shared()
    }

    pub(crate) fn scope(&self) -> Scope<'static> {
        let mut scope = Scope::with_capacity(SCOPE.len());
        scope
            .push_constant_dynamic("form", self.form.clone())
            .push_constant_dynamic("ctx", self.ctx.clone())
            .push_constant_dynamic("actor", self.actor.clone())
            .push_constant("appId", self.app_id.clone())
            .push_constant("nodeId", self.node_id.clone())
            .push_constant("action", self.action.clone())
            .push_constant("memo", self.memo.clone())
            .push_constant("today", self.today.clone())
            .push_constant("finalNode", self.final_node.clone());
        scope
    }
}

/// A guard's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "camelCase")]
pub enum GuardOutcome {
    Allow,
    Refuse {
        message: String,
        redirect: Option<String>,
    },
    Confirm {
        message: String,
        sets: serde_json::Map<String, Value>,
    },
}

/// A cross-field error of a `check` hook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// What a `defaults` hook answers: initial form data and the fields it makes editable.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Defaults {
    pub data: serde_json::Map<String, Value>,
    pub editable: Vec<String>,
    pub readonly: Vec<String>,
}

/// FNV-1a, 64 bits: stable across runs and Rust versions.
pub fn source_hash(source: &str) -> u64 {
    source.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests;
