//! Flow definitions: the JSON model, its parsing into a checked [`FlowDef`], and the graph
//! checks. Code that holds a `FlowDef` never re-checks it.

pub mod bpmn;
pub mod graph;
pub mod model;
pub mod probe;
pub mod problem;
pub mod view;

use std::collections::{BTreeMap, HashMap};
use std::str::FromStr;
use std::sync::Arc;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::catalogue::{Catalogue, FormInfo};
use crate::script::{FailureKind, Inputs, Sandbox, Script};
pub use model::RawFlow;
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

    pub fn from_raw(
        raw: RawFlow,
        catalogue: &Catalogue,
        sandbox: &Arc<Sandbox>,
    ) -> Result<FlowDef, DefinitionError> {
        let mut problems = Vec::new();
        let raw = model::expand(raw, &catalogue.fragments, &mut problems);
        let app = raw.app_id.clone();
        let fail = |problems: Vec<Problem>| Err(DefinitionError { problems });

        if raw.version == 0 {
            problems.push(Problem::new(&app, "`version` starts at 1"));
        }
        check_starters(&app, raw.starters.as_deref(), &mut problems);
        if raw.category.as_deref().is_some_and(|c| c.trim().is_empty()) {
            problems.push(
                Problem::new(&app, "`category` is blank; name the group or leave it out")
                    .field("category"),
            );
        }
        let form = match catalogue.forms.get(&raw.form) {
            Some(f) => f.clone(),
            None => {
                problems.push(Problem::new(
                    &app,
                    format!("form `{}` not found (forms/{}.json)", raw.form, raw.form),
                ));
                Arc::new(FormInfo::with_fields(&raw.form, &[]))
            }
        };

        // Nodes.
        let mut index = HashMap::new();
        for (i, node) in raw.nodes.iter().enumerate() {
            if index.insert(node.id.clone(), i).is_some() {
                problems.push(Problem::new(&app, "two nodes have this id").node(&node.id));
            }
        }
        let mut nodes = Vec::with_capacity(raw.nodes.len());
        for node in &raw.nodes {
            nodes.push(parse_node(&app, node, &index, catalogue, &mut problems));
        }
        let starts: Vec<usize> = (0..nodes.len())
            .filter(|&i| nodes[i].kind == NodeKind::Start)
            .collect();
        let start = match starts.as_slice() {
            [s] => *s,
            [] => {
                problems.push(Problem::new(&app, "the flow has no start node"));
                return fail(problems);
            }
            _ => {
                problems.push(Problem::new(&app, "the flow has more than one start node"));
                return fail(problems);
            }
        };
        let end_of = |outcome: Outcome, problems: &mut Vec<Problem>| -> Option<usize> {
            let ends: Vec<usize> = (0..nodes.len())
                .filter(|&i| nodes[i].kind == NodeKind::End { outcome })
                .collect();
            if ends.len() > 1 {
                problems.push(Problem::new(
                    &app,
                    format!("more than one end with outcome {outcome:?}; rejects and withdrawals need exactly one"),
                ));
            }
            ends.first().copied()
        };
        let reject_end = end_of(Outcome::Rejected, &mut problems);
        let withdraw_end = end_of(Outcome::Withdrawn, &mut problems);

        // Edges.
        let mut edges: Vec<Vec<Edge>> = vec![Vec::new(); nodes.len()];
        let mut arrows = Vec::new();
        for edge in &raw.edges {
            let (Some(&from), Some(&to)) = (index.get(&edge.from), index.get(&edge.to)) else {
                for end in [&edge.from, &edge.to] {
                    if !index.contains_key(end) {
                        problems.push(Problem::new(
                            &app,
                            format!(
                                "edge {} → {} names an unknown node `{end}`",
                                edge.from, edge.to
                            ),
                        ));
                    }
                }
                continue;
            };
            let is_gateway = nodes[from].kind == NodeKind::ExclusiveGateway;
            if (edge.condition.is_some() || edge.default) && !is_gateway {
                problems.push(
                    Problem::new(
                        &app,
                        format!(
                            "edge to `{}`: only an exclusive gateway's edges carry conditions",
                            edge.to
                        ),
                    )
                    .node(&edge.from),
                );
            }
            let condition = edge.condition.as_ref().and_then(|source| {
                let id = format!("{app}:{}->{}", edge.from, edge.to);
                match sandbox.compile_expression(&id, raw.version, source) {
                    Ok(script) => Some(script),
                    Err(e) => {
                        problems.push(
                            Problem::new(
                                &app,
                                format!("condition does not compile: {}", e.message),
                            )
                            .node(&edge.from)
                            .script(&id, e.line),
                        );
                        None
                    }
                }
            });
            if is_gateway && edge.condition.is_none() && !edge.default {
                problems.push(
                    Problem::new(
                        &app,
                        format!("edge to `{}` needs a condition or `default: true`", edge.to),
                    )
                    .node(&edge.from),
                );
            }
            arrows.push((from, to));
            edges[from].push(Edge {
                to,
                condition,
                default: edge.default,
            });
        }
        check_degrees(&app, &nodes, &edges, &arrows, &mut problems);

        // Moves that are not arrows: returns, rejects, withdrawals.
        let mut jumps = Vec::new();
        for (i, node) in nodes.iter().enumerate() {
            if let NodeKind::UserTask(task) = &node.kind {
                jumps.extend(task.return_to.iter().map(|&t| (i, t)));
                for (action, end) in [
                    (ActionKind::Reject, reject_end),
                    (ActionKind::Withdraw, withdraw_end),
                ] {
                    if task.actions.contains(&action) {
                        match end {
                            Some(e) => jumps.push((i, e)),
                            None => problems.push(Problem::new(
                                &app,
                                format!("the task offers `{}` but the flow has no end with outcome {}", action.as_str(), if action == ActionKind::Reject { "rejected" } else { "withdrawn" }),
                            ).node(&node.id)),
                        }
                    }
                }
                if task.return_to.is_empty() && task.actions.contains(&ActionKind::Return) {
                    problems.push(
                        Problem::new(
                            &app,
                            "the task offers `return` but names no `returnTo` node",
                        )
                        .node(&node.id),
                    );
                }
            }
        }
        let layout = graph::check(&app, &nodes, &arrows, &jumps, start, &mut problems);
        for (i, node) in nodes.iter_mut().enumerate() {
            node.region = layout.region[i];
        }
        let mut join_branches = vec![0u32; nodes.len()];
        for &(_, to) in &arrows {
            if matches!(nodes[to].kind, NodeKind::Join(_)) {
                join_branches[to] += 1;
            }
        }

        // The applicant's first task.
        let entry = match edges[start].as_slice() {
            [edge] if matches!(&nodes[edge.to].kind, NodeKind::UserTask(t) if t.assignee == Assignee::Applicant) => {
                edge.to
            }
            _ => {
                problems.push(
                    Problem::new(
                        &app,
                        "the start must lead to exactly one task of the applicant",
                    )
                    .node(&nodes[start].id),
                );
                start
            }
        };
        let final_node = final_user_task(&nodes, &edges);

        // Hooks.
        let applicant_nodes: Vec<usize> = (0..nodes.len())
            .filter(|&i| matches!(&nodes[i].kind, NodeKind::UserTask(t) if t.assignee == Assignee::Applicant))
            .collect();
        let mut scripts = BTreeMap::new();
        let raw_version = raw.version;
        let mut hook_of = |kind: &str,
                           raw: &model::RawHook,
                           default_actions: &[ActionKind],
                           problems: &mut Vec<Problem>|
         -> Option<Hook> {
            let Some(source) = catalogue.scripts.get(&raw.script) else {
                problems.push(Problem::new(
                    &app,
                    format!(
                        "{kind} script `{}` not found (flows/scripts/{}.rhai)",
                        raw.script, raw.script
                    ),
                ));
                return None;
            };
            let script = match sandbox.compile(&source.id, source.version, &source.source) {
                Ok(s) => s,
                Err(e) => {
                    problems.push(
                        Problem::new(&app, format!("does not compile: {}", e.message))
                            .script(&raw.script, e.line),
                    );
                    return None;
                }
            };
            scripts.insert(
                script.id.clone(),
                ScriptPin {
                    version: script.version,
                    hash: script.hash,
                },
            );
            let mut hook_nodes = Vec::new();
            match &raw.nodes {
                None => hook_nodes.clone_from(&applicant_nodes),
                Some(names) => {
                    for name in names {
                        match index.get(name) {
                            Some(&i) if matches!(nodes[i].kind, NodeKind::UserTask(_)) => {
                                hook_nodes.push(i)
                            }
                            Some(_) => problems.push(
                                Problem::new(
                                    &app,
                                    format!(
                                        "{kind} `{}` is attached to a node that is not a user task",
                                        raw.script
                                    ),
                                )
                                .node(name),
                            ),
                            None => problems.push(Problem::new(
                                &app,
                                format!("{kind} `{}` names an unknown node `{name}`", raw.script),
                            )),
                        }
                    }
                }
            }
            let mut actions = Vec::new();
            match &raw.actions {
                None => actions.extend_from_slice(default_actions),
                Some(names) => {
                    for name in names {
                        match ActionKind::parse(name) {
                            Some(a) => actions.push(a),
                            None => problems.push(Problem::new(
                                &app,
                                format!("{kind} `{}` names an unknown action `{name}`", raw.script),
                            )),
                        }
                    }
                }
            }
            let when = raw.when.as_ref().and_then(|source| {
                let id = format!("{app}:{kind}:{}:when", raw.script);
                match sandbox.compile_expression(&id, raw_version, source) {
                    Ok(s) => Some(s),
                    Err(e) => {
                        problems.push(
                            Problem::new(
                                &app,
                                format!(
                                    "`when` of {kind} `{}` does not compile: {}",
                                    raw.script, e.message
                                ),
                            )
                            .script(&id, e.line),
                        );
                        None
                    }
                }
            });
            Some(Hook {
                script,
                nodes: hook_nodes,
                actions,
                when,
            })
        };
        let mut hooks = Hooks::default();
        for h in &raw.hooks.guards {
            hooks.guards.extend(hook_of(
                "guard",
                h,
                &[ActionKind::Start, ActionKind::Submit],
                &mut problems,
            ));
        }
        for h in &raw.hooks.defaults {
            hooks
                .defaults
                .extend(hook_of("defaults", h, &[ActionKind::Start], &mut problems));
        }
        for h in &raw.hooks.checks {
            hooks
                .checks
                .extend(hook_of("check", h, &[ActionKind::Submit], &mut problems));
        }
        if let Some(h) = &raw.hooks.charge {
            hooks.charge = hook_of("charge", h, &[ActionKind::Submit], &mut problems);
        }
        if let Some(h) = &raw.hooks.destination {
            hooks.destination = hook_of("destination", h, &[ActionKind::Submit], &mut problems);
        }

        // Every field a script or condition reads is in the form; no script runs away.
        let mut used: Vec<(Arc<Script>, String)> = Vec::new();
        for hook in hooks
            .guards
            .iter()
            .chain(&hooks.defaults)
            .chain(&hooks.checks)
            .chain(&hooks.charge)
            .chain(&hooks.destination)
        {
            let node = hook
                .nodes
                .first()
                .map_or(String::new(), |&n| nodes[n].id.clone());
            if let Some(when) = &hook.when {
                used.push((when.clone(), node.clone()));
            }
            if !used.iter().any(|(s, _)| Arc::ptr_eq(s, &hook.script)) {
                used.push((hook.script.clone(), node));
            }
        }
        for (from, out) in edges.iter().enumerate() {
            for edge in out {
                if let Some(c) = &edge.condition {
                    used.push((c.clone(), nodes[from].id.clone()));
                }
            }
        }
        for (script, node) in &used {
            for read in &script.reads {
                if !form.fields.contains(&read.field) {
                    let mut p = Problem::new(
                        &app,
                        format!(
                            "reads form field `{}`, which form `{}` does not have",
                            read.field, form.id
                        ),
                    )
                    .field(&read.field)
                    .script(&script.id, Some(read.line));
                    if script.id.contains(':') {
                        p = p.node(node);
                    }
                    problems.push(p);
                }
            }
            let inputs = Inputs::empty(&app, node);
            if let Err(e) = sandbox.run(script, &inputs) {
                if e.kind == FailureKind::Runaway {
                    problems.push(
                        Problem::new(&app, format!("never stops: {}", e.message))
                            .node(node)
                            .script(&script.id, e.line),
                    );
                }
            }
        }

        if !problems.is_empty() {
            return fail(problems);
        }
        Ok(FlowDef {
            app_id: app,
            name: raw.name,
            version: raw.version,
            form,
            starters: raw.starters,
            category: raw.category,
            nodes,
            edges,
            hooks,
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

/// `starters` names known landing modes, each once, and at least one.
fn check_starters(app: &str, starters: Option<&[String]>, problems: &mut Vec<Problem>) {
    let Some(starters) = starters else {
        return;
    };
    if starters.is_empty() {
        problems.push(
            Problem::new(
                app,
                "`starters` is empty, so no one could start the flow; leave it out to let anyone start it",
            )
            .field("starters"),
        );
    }
    for (i, mode) in starters.iter().enumerate() {
        if !LANDING_MODES.contains(&mode.as_str()) {
            problems.push(
                Problem::new(
                    app,
                    format!(
                        "`starters` names an unknown landing mode `{mode}`; the modes are {}",
                        LANDING_MODES.join(", ")
                    ),
                )
                .field("starters"),
            );
        } else if starters[..i].contains(mode) {
            problems.push(
                Problem::new(app, format!("`starters` names `{mode}` twice")).field("starters"),
            );
        }
    }
}

fn app_id_hint(json: &str) -> String {
    serde_json::from_str::<serde_json::Value>(json)
        .ok()
        .and_then(|v| v.get("appId").and_then(|a| a.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

fn parse_node(
    app: &str,
    raw: &model::RawNode,
    index: &HashMap<String, usize>,
    catalogue: &Catalogue,
    problems: &mut Vec<Problem>,
) -> Node {
    let mut problem = |message: String| problems.push(Problem::new(app, message).node(&raw.id));
    let mut unexpected = |field: &str, present: bool| {
        if present {
            problem(format!("`{field}` does not apply to a {} node", raw.kind));
        }
    };
    let kind = match raw.kind.as_str() {
        "start" => NodeKind::Start,
        "userTask" => {
            unexpected("effect", raw.effect.is_some());
            unexpected("outcome", raw.outcome.is_some());
            unexpected("countersign", raw.countersign.is_some());
            let assignee = match &raw.assignee {
                Some(model::RawAssignee::Named(n)) if n == "applicant" => Assignee::Applicant,
                Some(model::RawAssignee::Roles { roles }) if !roles.is_empty() => {
                    Assignee::Roles(roles.clone())
                }
                _ => {
                    problem(
                        "a user task needs `assignee`: \"applicant\" or {\"roles\": [..]}".into(),
                    );
                    Assignee::Applicant
                }
            };
            let actions = match &raw.actions {
                Some(names) => names
                    .iter()
                    .filter_map(|n| match ActionKind::parse(n) {
                        Some(ActionKind::Start) | None => {
                            problem(format!("unknown action `{n}`"));
                            None
                        }
                        Some(a) => Some(a),
                    })
                    .collect(),
                None if assignee == Assignee::Applicant => {
                    vec![ActionKind::Save, ActionKind::Submit, ActionKind::Withdraw]
                }
                None if raw.return_to.is_empty() => vec![ActionKind::Approve, ActionKind::Reject],
                None => vec![ActionKind::Approve, ActionKind::Return, ActionKind::Reject],
            };
            let return_to = raw
                .return_to
                .iter()
                .filter_map(|t| {
                    let found = index.get(t).copied();
                    if found.is_none() {
                        problem(format!("return target `{t}` is not a node"));
                    }
                    found
                })
                .collect();
            NodeKind::UserTask(UserTask {
                assignee,
                actions,
                return_to,
            })
        }
        "exclusiveGateway" => NodeKind::ExclusiveGateway,
        "parallelGateway" => match raw.direction.as_deref() {
            Some("fork") => {
                unexpected("countersign", raw.countersign.is_some());
                NodeKind::Fork
            }
            Some("join") => {
                let countersign = match &raw.countersign {
                    None => Countersign::All,
                    Some(c) => match (c.mode.as_str(), &c.ratio) {
                        ("all", None) => Countersign::All,
                        ("any", None) => Countersign::Any,
                        ("ratio", Some(r)) => match Decimal::from_str(r) {
                            Ok(d) if d > Decimal::ZERO && d <= Decimal::ONE => {
                                Countersign::Ratio(d)
                            }
                            _ => {
                                problem(format!(
                                    "countersign ratio `{r}` must be a decimal in (0, 1]"
                                ));
                                Countersign::All
                            }
                        },
                        _ => {
                            problem("countersign is {\"mode\": \"all\"}, {\"mode\": \"any\"} or {\"mode\": \"ratio\", \"ratio\": \"0.5\"}".into());
                            Countersign::All
                        }
                    },
                };
                NodeKind::Join(countersign)
            }
            _ => {
                problem("a parallel gateway needs `direction`: fork or join".into());
                NodeKind::Fork
            }
        },
        "serviceTask" => match &raw.effect {
            Some(effect) => {
                if !catalogue.effects.contains(effect) {
                    problem(format!(
                        "effect `{effect}` is not one the server implements"
                    ));
                }
                NodeKind::ServiceTask {
                    effect: effect.clone(),
                }
            }
            None => {
                problem("a service task needs `effect`".into());
                NodeKind::ServiceTask {
                    effect: String::new(),
                }
            }
        },
        "end" => match raw.outcome.as_deref().and_then(Outcome::parse) {
            Some(outcome) => NodeKind::End { outcome },
            None => {
                problem("an end needs `outcome`: approved, rejected or withdrawn".into());
                NodeKind::End {
                    outcome: Outcome::Approved,
                }
            }
        },
        other => {
            problem(format!("unknown node kind `{other}`"));
            NodeKind::ExclusiveGateway
        }
    };
    if !matches!(kind, NodeKind::UserTask(_)) {
        let mut stray = |field: &str, present: bool| {
            if present {
                problems.push(
                    Problem::new(app, format!("`{field}` applies to user tasks only"))
                        .node(&raw.id),
                );
            }
        };
        stray("assignee", raw.assignee.is_some());
        stray("actions", raw.actions.is_some());
        stray("returnTo", !raw.return_to.is_empty());
    }
    Node {
        id: raw.id.clone(),
        name: raw.name.clone().unwrap_or_else(|| raw.id.clone()),
        kind,
        region: None,
    }
}

fn check_degrees(
    app: &str,
    nodes: &[Node],
    edges: &[Vec<Edge>],
    arrows: &[(usize, usize)],
    problems: &mut Vec<Problem>,
) {
    for (i, node) in nodes.iter().enumerate() {
        let out = edges[i].len();
        let incoming = arrows.iter().filter(|(_, to)| *to == i).count();
        let mut problem = |m: String| problems.push(Problem::new(app, m).node(&node.id));
        match &node.kind {
            NodeKind::Start => {
                if incoming > 0 {
                    problem("nothing may lead back into the start".into());
                }
                if out != 1 {
                    problem(format!(
                        "the start needs exactly one outgoing edge, it has {out}"
                    ));
                }
            }
            NodeKind::UserTask(_) | NodeKind::ServiceTask { .. } if out > 1 => {
                problem(format!(
                    "has {out} outgoing edges; branch with an exclusive gateway"
                ));
            }
            NodeKind::ExclusiveGateway if edges[i].iter().filter(|e| e.default).count() > 1 => {
                problem("more than one default edge".into());
            }
            NodeKind::Fork if out < 2 => {
                problem(format!("a fork needs at least two branches, it has {out}"));
            }
            NodeKind::Join(_) if out != 1 => {
                problem(format!(
                    "a join needs exactly one outgoing edge, it has {out}"
                ));
            }
            NodeKind::End { .. } if out > 0 => {
                problem("an end has no outgoing edges".into());
            }
            _ => {}
        }
    }
}

/// The last user task on the way to the approved end: walk back through automatic nodes.
fn final_user_task(nodes: &[Node], edges: &[Vec<Edge>]) -> String {
    let mut frontier: Vec<usize> = (0..nodes.len())
        .filter(|&i| {
            nodes[i].kind
                == NodeKind::End {
                    outcome: Outcome::Approved,
                }
        })
        .collect();
    let mut seen = vec![false; nodes.len()];
    while let Some(x) = frontier.pop() {
        if seen[x] {
            continue;
        }
        seen[x] = true;
        for (from, out) in edges.iter().enumerate() {
            if out.iter().any(|e| e.to == x) {
                if matches!(nodes[from].kind, NodeKind::UserTask(_)) {
                    return nodes[from].id.clone();
                }
                frontier.insert(0, from);
            }
        }
    }
    String::new()
}
