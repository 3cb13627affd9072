//! Why a step is refused or fails: each error carries what the server shows the user.

use serde::{Deserialize, Serialize};

use super::model::{TaskId, TaskState};
use crate::flow::{ActionKind, Outcome};
use crate::script::{FailureKind, FieldError};

/// A script that failed, placed in its flow and node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("flow {app_id}, node `{node}`, script `{script}`{}: {message}", line.map(|l| format!(" line {l}")).unwrap_or_default())]
pub struct ScriptError {
    pub app_id: String,
    pub node: String,
    pub script: String,
    pub line: Option<usize>,
    pub kind: FailureKind,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StepError {
    #[error("the instance runs on {instance}, not on {definition}")]
    WrongDefinition {
        instance: String,
        definition: String,
    },
    #[error("the instance has already ended ({outcome:?})")]
    Finished { outcome: Outcome },
    #[error("no task {0} in this instance")]
    UnknownTask(TaskId),
    #[error("task {task} is already closed ({state:?}); it cannot be completed again")]
    TaskClosed { task: TaskId, state: TaskState },
    #[error("`{action}` is not allowed at node `{node}`", action = action.as_str())]
    NotAllowed { action: ActionKind, node: String },
    #[error("{actor} is not a candidate for the task at node `{node}`")]
    NotCandidate { actor: String, node: String },
    #[error("cannot return from `{node}` to `{to}`")]
    BadReturnTarget { node: String, to: String },
    /// The flow names the landing modes that may start it (`starters`) and the actor's is
    /// not among them.
    #[error("{}", NOT_A_STARTER)]
    NotStarter {
        app_id: String,
        landing_mode: String,
    },
    /// A guard refused, with the spec's message.
    #[error("{message}")]
    Refused {
        message: String,
        redirect: Option<String>,
    },
    /// A guard asks the user to confirm; resend with `confirmed: true` to continue.
    #[error("{message}")]
    NeedsConfirmation { message: String },
    /// Cross-field checks failed.
    #[error("{}", errors.iter().map(|e| format!("{}: {}", e.field, e.message)).collect::<Vec<_>>().join("; "))]
    Invalid { errors: Vec<FieldError> },
    #[error(transparent)]
    Script(#[from] ScriptError),
    #[error("no edge out of gateway `{node}` holds and it has no default")]
    NoRoute { node: String },
    #[error("node `{node}` of the instance is not in the definition")]
    UnknownNode { node: String },
}

/// What a user is told when their landing mode may not start a flow.
pub const NOT_A_STARTER: &str = "当前身份不能办理该业务";
