//! Flow definitions: the JSON model, its parsing into a checked [`FlowDef`], and the graph
//! checks. Code that holds a `FlowDef` never re-checks it.

pub mod bpmn;
mod edges;
mod fee;
pub mod graph;
mod hooks;
pub mod model;
mod nodes;
mod parse;
pub mod probe;
pub mod problem;
mod scripts;
pub mod view;

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::catalogue::{Catalogue, FormInfo};
use crate::script::{Sandbox, Script};
pub use fee::{Fee, Payment};
pub use model::RawFlow;
use parse::Parse;
pub use problem::{DefinitionError, Problem};

/// The landing modes a user signs in with (spec 01 §1): the values `starters` may name.
pub const LANDING_MODES: [&str; 7] = [
    "org",
    "member",
    "personalholder",
    "orgholder",
    "productholder",
    "holderVisitor",
    "mgr",
];

/// What a user does to a task (`Start` is the creation of the instance, for hooks only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ActionKind {
    Start,
    Save,
    Submit,
    Approve,
    Return,
    Reject,
    Withdraw,
}

impl ActionKind {
    pub const TASK_ACTIONS: [ActionKind; 6] = [
        ActionKind::Save,
        ActionKind::Submit,
        ActionKind::Approve,
        ActionKind::Return,
        ActionKind::Reject,
        ActionKind::Withdraw,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ActionKind::Start => "start",
            ActionKind::Save => "save",
            ActionKind::Submit => "submit",
            ActionKind::Approve => "approve",
            ActionKind::Return => "return",
            ActionKind::Reject => "reject",
            ActionKind::Withdraw => "withdraw",
        }
    }

    pub fn parse(text: &str) -> Option<ActionKind> {
        [ActionKind::Start]
            .into_iter()
            .chain(ActionKind::TASK_ACTIONS)
            .find(|a| a.as_str() == text)
    }
}

/// Who may act on a user task.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Assignee {
    /// The user who started the instance.
    Applicant,
    /// Anyone holding one of these roles.
    Roles(Vec<String>),
}

/// How an instance ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Outcome {
    Approved,
    Rejected,
    Withdrawn,
}

impl Outcome {
    fn parse(text: &str) -> Option<Outcome> {
        match text {
            "approved" => Some(Outcome::Approved),
            "rejected" => Some(Outcome::Rejected),
            "withdrawn" => Some(Outcome::Withdrawn),
            _ => None,
        }
    }
}

/// How many branches of a parallel join must approve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Countersign {
    All,
    Any,
    /// At least this share of the branches (rounded up, at least one).
    Ratio(Decimal),
}

impl Countersign {
    /// Approvals needed out of `branches`.
    pub fn needed(self, branches: u32) -> u32 {
        match self {
            Countersign::All => branches,
            Countersign::Any => 1.min(branches),
            Countersign::Ratio(r) => {
                let n = (r * Decimal::from(branches)).ceil();
                u32::try_from(n.mantissa() / 10i128.pow(n.scale()))
                    .unwrap_or(branches)
                    .clamp(1, branches.max(1))
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserTask {
    pub assignee: Assignee,
    pub actions: Vec<ActionKind>,
    /// Node indices a `return` may go back to.
    pub return_to: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum NodeKind {
    Start,
    UserTask(UserTask),
    ExclusiveGateway,
    Fork,
    Join(Countersign),
    ServiceTask { effect: String },
    End { outcome: Outcome },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub id: String,
    pub name: String,
    pub kind: NodeKind,
    /// The join closing the parallel region this node is in.
    pub region: Option<usize>,
}

/// An arrow out of a node.
#[derive(Debug, Clone)]
pub struct Edge {
    pub to: usize,
    pub condition: Option<Arc<Script>>,
    pub default: bool,
}

/// A script attached to some nodes and actions.
#[derive(Debug, Clone)]
pub struct Hook {
    pub script: Arc<Script>,
    pub nodes: Vec<usize>,
    pub actions: Vec<ActionKind>,
    /// An expression that must hold for the hook to run.
    pub when: Option<Arc<Script>>,
}

impl Hook {
    pub fn applies(&self, node: usize, action: ActionKind) -> bool {
        self.nodes.contains(&node) && self.actions.contains(&action)
    }
}

#[derive(Debug, Clone, Default)]
pub struct Hooks {
    pub guards: Vec<Hook>,
    pub defaults: Vec<Hook>,
    pub checks: Vec<Hook>,
    pub charge: Option<Hook>,
    pub destination: Option<Hook>,
}

/// The version of a script a definition was published with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptPin {
    pub version: u32,
    pub hash: u64,
}

/// A checked flow definition. Immutable: a new version is a new `FlowDef`.
#[derive(Debug)]
pub struct FlowDef {
    pub app_id: String,
    pub name: String,
    pub version: u32,
    pub form: Arc<FormInfo>,
    /// The landing modes that may start the flow; `None`: anyone.
    pub starters: Option<Vec<String>>,
    /// The catalogue's group, e.g. 企业业务.
    pub category: Option<String>,
    pub nodes: Vec<Node>,
    /// Outgoing arrows per node.
    pub edges: Vec<Vec<Edge>>,
    pub hooks: Hooks,
    /// The tariff of the charge hook's base (a default one when the flow gives none).
    pub fee: Fee,
    pub start: usize,
    /// The applicant's first task, right after the start.
    pub entry: usize,
    pub reject_end: Option<usize>,
    pub withdraw_end: Option<usize>,
    /// The join of each fork.
    pub fork_join: Vec<Option<usize>>,
    /// Branches feeding each join.
    pub join_branches: Vec<u32>,
    /// The last user task before the approved end (550115 sends the user by it).
    pub final_node: String,
    pub scripts: BTreeMap<String, ScriptPin>,
    pub(crate) sandbox: Arc<Sandbox>,
    index: HashMap<String, usize>,
}

impl FlowDef {
    /// The context keys any of its scripts reads (conditions, guards, defaults, checks, the
    /// charge and the destination).
    pub fn context_reads(&self) -> crate::script::ContextReads {
        self.reads_of(|_| true)
    }

    /// The context keys the scripts that may run when `actions` are taken at the node
    /// `node` read: the hooks that apply there, and every arrow's condition (a step may
    /// pass several gateways). What the server builds for that command.
    pub fn context_reads_at(
        &self,
        node: usize,
        actions: &[ActionKind],
    ) -> crate::script::ContextReads {
        self.reads_of(|hook| actions.iter().any(|a| hook.applies(node, *a)))
    }

    fn reads_of(&self, applies: impl Fn(&Hook) -> bool) -> crate::script::ContextReads {
        let hooks = self
            .hooks
            .guards
            .iter()
            .chain(&self.hooks.defaults)
            .chain(&self.hooks.checks)
            .chain(&self.hooks.charge)
            .chain(&self.hooks.destination)
            .filter(|h| applies(h));
        let scripts = hooks
            .flat_map(|h| std::iter::once(&h.script).chain(&h.when))
            .chain(
                self.edges
                    .iter()
                    .flatten()
                    .filter_map(|e| e.condition.as_ref()),
            );
        scripts.fold(crate::script::ContextReads::None, |reads, script| {
            reads.union(&script.context)
        })
    }

    pub fn node_index(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }

    pub fn node(&self, id: &str) -> Option<&Node> {
        self.node_index(id).map(|i| &self.nodes[i])
    }

    pub fn sandbox(&self) -> &Sandbox {
        &self.sandbox
    }

    /// Whether a user of this landing mode may start the flow.
    pub fn may_start(&self, landing_mode: &str) -> bool {
        self.starters
            .as_ref()
            .is_none_or(|modes| modes.iter().any(|m| m == landing_mode))
    }

    /// The effects the flow's service tasks name, in node order.
    pub fn effects(&self) -> impl Iterator<Item = &str> {
        self.nodes.iter().filter_map(|node| match &node.kind {
            NodeKind::ServiceTask { effect } => Some(effect.as_str()),
            _ => None,
        })
    }

    pub fn user_task(&self, index: usize) -> Option<&UserTask> {
        match &self.nodes[index].kind {
            NodeKind::UserTask(t) => Some(t),
            _ => None,
        }
    }

    /// Parses and checks a definition. Every problem is reported, with its node, field,
    /// script and line.
    pub fn parse(
        json: &str,
        catalogue: &Catalogue,
        sandbox: &Arc<Sandbox>,
    ) -> Result<FlowDef, DefinitionError> {
        let raw: RawFlow = serde_json::from_str(json).map_err(|e| DefinitionError {
            problems: vec![Problem {
                app_id: app_id_hint(json),
                line: Some(e.line()),
                message: format!("not a valid flow definition: {e}"),
                ..Problem::default()
            }],
        })?;
        Self::from_raw(raw, catalogue, sandbox)
    }

    /// Parses a definition phase by phase: the flow's own fields, its form, nodes, edges,
    /// the graph, hooks and the scripts they run. Every phase reports what it finds and the
    /// next goes on, so that one answer lists every problem; only a flow without a single
    /// start stops early, as nothing after it would mean anything.
    pub fn from_raw(
        raw: RawFlow,
        catalogue: &Catalogue,
        sandbox: &Arc<Sandbox>,
    ) -> Result<FlowDef, DefinitionError> {
        let mut problems = Vec::new();
        let raw = model::expand(raw, &catalogue.fragments, &mut problems);
        let mut p = Parse::new(&raw, catalogue, sandbox, problems);
        p.check_header(&raw);
        let form = p.form(&raw.form);
        let (index, mut nodes) = p.nodes(&raw.nodes);
        let Some(start) = p.start(&nodes) else {
            return Err(p.fail());
        };
        let reject_end = p.end_of(&nodes, Outcome::Rejected);
        let withdraw_end = p.end_of(&nodes, Outcome::Withdrawn);
        let (edges, arrows) = p.edges(&raw.edges, &index, &nodes);
        p.check_degrees(&nodes, &edges, &arrows);
        let jumps = p.jumps(&nodes, reject_end, withdraw_end);
        let layout = graph::check(&p.app, &nodes, &arrows, &jumps, start, &mut p.problems);
        for (node, region) in nodes.iter_mut().zip(&layout.region) {
            node.region = *region;
        }
        let join_branches = edges::join_branches(&nodes, &arrows);
        let entry = p.entry(&nodes, &edges, start);
        let final_node = edges::final_user_task(&nodes, &edges);
        let (hooks, scripts) = p.hooks(&raw.hooks, &index, &nodes);
        let fee = p.fee(raw.fee.as_ref(), hooks.charge.is_some());
        p.check_scripts(&hooks, &nodes, &edges, &form);
        p.finish()?;
        Ok(FlowDef {
            app_id: raw.app_id,
            name: raw.name,
            version: raw.version,
            form,
            starters: raw.starters,
            category: raw.category,
            nodes,
            edges,
            hooks,
            fee,
            start,
            entry,
            reject_end,
            withdraw_end,
            fork_join: layout.fork_join,
            join_branches,
            final_node,
            scripts,
            sandbox: sandbox.clone(),
            index,
        })
    }
}

fn app_id_hint(json: &str) -> String {
    serde_json::from_str::<serde_json::Value>(json)
        .ok()
        .and_then(|v| v.get("appId").and_then(|a| a.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}
