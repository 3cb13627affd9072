//! What an instance is: its pinned versions, tasks, history and status, the actor and the
//! actions they take, and the effects a step hands the server.

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::flow::{ActionKind, Assignee, FlowDef, Outcome, ScriptPin};
use crate::script::dates;

/// Milliseconds since 1970-01-01 UTC, handed in by the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// The calendar date in Beijing (UTC+8), `yyyy-MM-dd`.
    pub fn beijing_date(self) -> String {
        let seconds = self.0.div_euclid(1000) + 8 * 3600;
        dates::format_date(seconds.div_euclid(86_400))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TaskId(pub u32);

impl std::fmt::Display for TaskId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum TaskState {
    Open,
    Completed,
    /// Closed without being acted on (a return, a countersign already decided, an end).
    Cancelled,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub id: TaskId,
    pub node: String,
    pub assignee: Assignee,
    pub state: TaskState,
    pub opened_at: Timestamp,
    pub closed_at: Option<Timestamp>,
    pub closed_by: Option<String>,
    pub action: Option<ActionKind>,
    pub memo: Option<String>,
}

/// What happened, for the process detail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "camelCase")]
pub enum Event {
    Started,
    Acted {
        action: ActionKind,
    },
    /// Flattened beside the entry's own `node`, so it travels as `to`.
    ReturnedTo {
        #[serde(rename = "to")]
        node: String,
    },
    Effect {
        effect: String,
    },
    Ended {
        outcome: Outcome,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub at: Timestamp,
    pub actor: Option<String>,
    pub node: String,
    pub task: Option<TaskId>,
    #[serde(flatten)]
    pub event: Event,
    pub memo: Option<String>,
}

/// The versions an instance started on and keeps until it ends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pin {
    pub app_id: String,
    pub flow_version: u32,
    pub form_id: String,
    pub form_version: u32,
    pub scripts: BTreeMap<String, ScriptPin>,
}

impl Pin {
    pub fn of(def: &FlowDef) -> Pin {
        Pin {
            app_id: def.app_id.clone(),
            flow_version: def.version,
            form_id: def.form.id.clone(),
            form_version: def.form.version,
            scripts: def.scripts.clone(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "camelCase")]
pub enum Status {
    Running,
    Completed { outcome: Outcome },
}

/// Votes at a countersign join since its fork was last entered.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinState {
    pub approvals: u32,
    pub rejections: u32,
    pub passed: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Instance {
    pub pin: Pin,
    pub applicant: String,
    pub status: Status,
    pub form: serde_json::Map<String, Value>,
    /// Fields the defaults made editable or read-only (service dates per appId ...).
    pub editable: Vec<String>,
    pub readonly: Vec<String>,
    pub tasks: Vec<Task>,
    pub history: Vec<HistoryEntry>,
    pub joins: BTreeMap<String, JoinState>,
    /// The charge base the `charge` hook computed.
    pub charge: Option<Decimal>,
}

impl Instance {
    pub fn open_tasks(&self) -> impl Iterator<Item = &Task> {
        self.tasks.iter().filter(|t| t.state == TaskState::Open)
    }

    pub fn task(&self, id: TaskId) -> Option<&Task> {
        self.tasks.iter().find(|t| t.id == id)
    }

    pub fn is_running(&self) -> bool {
        self.status == Status::Running
    }
}

/// The user acting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Actor {
    pub id: String,
    pub roles: Vec<String>,
    pub landing_mode: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "camelCase")]
pub enum Action {
    Save {
        task: TaskId,
        data: serde_json::Map<String, Value>,
    },
    Submit {
        task: TaskId,
        data: serde_json::Map<String, Value>,
        confirmed: bool,
    },
    Approve {
        task: TaskId,
        memo: String,
    },
    Return {
        task: TaskId,
        to: String,
        memo: String,
    },
    Reject {
        task: TaskId,
        memo: String,
    },
    Withdraw {
        task: TaskId,
    },
}

impl Action {
    pub fn task(&self) -> TaskId {
        match self {
            Action::Save { task, .. }
            | Action::Submit { task, .. }
            | Action::Approve { task, .. }
            | Action::Return { task, .. }
            | Action::Reject { task, .. }
            | Action::Withdraw { task } => *task,
        }
    }

    pub fn kind(&self) -> ActionKind {
        match self {
            Action::Save { .. } => ActionKind::Save,
            Action::Submit { .. } => ActionKind::Submit,
            Action::Approve { .. } => ActionKind::Approve,
            Action::Return { .. } => ActionKind::Return,
            Action::Reject { .. } => ActionKind::Reject,
            Action::Withdraw { .. } => ActionKind::Withdraw,
        }
    }

    pub(super) fn memo(&self) -> &str {
        match self {
            Action::Approve { memo, .. }
            | Action::Return { memo, .. }
            | Action::Reject { memo, .. } => memo,
            _ => "",
        }
    }
}

/// What the server must do after a step, in order, inside the same transaction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Effect {
    TaskOpened {
        task: TaskId,
        node: String,
        assignee: Assignee,
    },
    TaskClosed {
        task: TaskId,
        node: String,
        state: TaskState,
    },
    /// Run the named effect of a service task (open accounts, register, transfer ...).
    Run {
        effect: String,
        node: String,
    },
    /// Record the charge base.
    Charge {
        base: Decimal,
    },
    Completed {
        outcome: Outcome,
    },
    /// Where the user goes after submitting.
    Navigate {
        to: String,
    },
}
