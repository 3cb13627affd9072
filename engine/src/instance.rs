//! The instance state machine. `start` and `step` take the definition, the instance, the
//! action, the actor, the caller's context and `now`, and answer the new instance and the
//! effects for the server to carry out. Nothing here reads a clock or a file.

use std::collections::BTreeMap;

use rhai::{Dynamic, ImmutableString, Map};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::flow::{ActionKind, Assignee, FlowDef, Hook, NodeKind, Outcome, ScriptPin};
use crate::script::{
    convert, dates, Defaults, FailureKind, FieldError, GuardOutcome, Inputs, RunError,
};

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

    fn memo(&self) -> &str {
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

const MAX_MOVES: u32 = 10_000;

/// What a user is told when their landing mode may not start a flow.
pub const NOT_A_STARTER: &str = "当前身份不能办理该业务";

/// Refuses an actor whose landing mode the flow's `starters` do not name.
fn ensure_starter(def: &FlowDef, actor: &Actor) -> Result<(), StepError> {
    if def.may_start(&actor.landing_mode) {
        Ok(())
    } else {
        Err(StepError::NotStarter {
            app_id: def.app_id.clone(),
            landing_mode: actor.landing_mode.clone(),
        })
    }
}

pub(crate) fn actor_dynamic(actor: &Actor) -> Dynamic {
    let mut map = Map::new();
    map.insert("id".into(), Dynamic::from(actor.id.clone()));
    map.insert(
        "roles".into(),
        Dynamic::from_array(
            actor
                .roles
                .iter()
                .map(|r| Dynamic::from(r.clone()))
                .collect(),
        ),
    );
    map.insert(
        "landingMode".into(),
        Dynamic::from(actor.landing_mode.clone()),
    );
    Dynamic::from_map(map)
}

/// One step in progress.
struct Run<'a> {
    def: &'a FlowDef,
    next: Instance,
    effects: Vec<Effect>,
    inputs: Inputs,
    actor: &'a Actor,
    now: Timestamp,
    moves: u32,
}

impl<'a> Run<'a> {
    fn new(
        def: &'a FlowDef,
        next: Instance,
        actor: &'a Actor,
        ctx: &Value,
        now: Timestamp,
    ) -> Run<'a> {
        let inputs = Inputs {
            form: Inputs::shared(Dynamic::from_map(convert::map_to_rhai(&next.form))),
            ctx: Inputs::shared(match ctx {
                Value::Object(_) => convert::to_dynamic(ctx),
                _ => Dynamic::from_map(Map::new()),
            }),
            actor: Inputs::shared(actor_dynamic(actor)),
            app_id: def.app_id.as_str().into(),
            node_id: ImmutableString::new(),
            action: ImmutableString::new(),
            memo: ImmutableString::new(),
            today: now.beijing_date().into(),
            final_node: def.final_node.as_str().into(),
        };
        Run {
            def,
            next,
            effects: Vec::new(),
            inputs,
            actor,
            now,
            moves: 0,
        }
    }

    fn refresh_form(&mut self) {
        self.inputs.form = Inputs::shared(Dynamic::from_map(convert::map_to_rhai(&self.next.form)));
    }

    fn at(&mut self, node: usize, action: ActionKind, memo: &str) {
        self.inputs.node_id = self.def.nodes[node].id.as_str().into();
        self.inputs.action = action.as_str().into();
        self.inputs.memo = memo.into();
    }

    /// The hooks of a kind that apply at (node, action) and whose `when` holds.
    fn active<'h>(
        &self,
        hooks: impl IntoIterator<Item = &'h Hook>,
        node: usize,
        action: ActionKind,
    ) -> Result<Vec<&'h Hook>, StepError> {
        let mut active = Vec::new();
        for hook in hooks.into_iter().filter(|h| h.applies(node, action)) {
            if let Some(when) = &hook.when {
                let holds = self
                    .def
                    .sandbox
                    .condition(when, &self.inputs)
                    .map_err(|e| self.error_in(&when.id, e))?;
                if !holds {
                    continue;
                }
            }
            active.push(hook);
        }
        Ok(active)
    }

    fn error_in(&self, script: &str, e: RunError) -> StepError {
        StepError::Script(ScriptError {
            app_id: self.def.app_id.clone(),
            node: self.inputs.node_id.to_string(),
            script: script.to_owned(),
            line: e.line,
            kind: e.kind,
            message: e.message,
        })
    }

    fn script_error(&self, hook: &Hook, e: RunError) -> StepError {
        StepError::Script(ScriptError {
            app_id: self.def.app_id.clone(),
            node: self.inputs.node_id.to_string(),
            script: hook.script.id.clone(),
            line: e.line,
            kind: e.kind,
            message: e.message,
        })
    }

    /// Guards of (node, action): a refusal stops; a confirmation stops unless confirmed,
    /// in which case what it sets is written into the form.
    fn guards(
        &mut self,
        node: usize,
        action: ActionKind,
        confirmed: bool,
    ) -> Result<(), StepError> {
        let def = self.def;
        for hook in self.active(&def.hooks.guards, node, action)? {
            match def
                .sandbox
                .guard(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?
            {
                GuardOutcome::Allow => {}
                GuardOutcome::Refuse { message, redirect } => {
                    return Err(StepError::Refused { message, redirect })
                }
                GuardOutcome::Confirm { message, sets } => {
                    if !confirmed {
                        return Err(StepError::NeedsConfirmation { message });
                    }
                    self.next.form.extend(sets);
                    self.refresh_form();
                }
            }
        }
        Ok(())
    }

    fn checks(&mut self, node: usize, action: ActionKind) -> Result<(), StepError> {
        let def = self.def;
        let mut errors = Vec::new();
        for hook in self.active(&def.hooks.checks, node, action)? {
            errors.extend(
                def.sandbox
                    .check(&hook.script, &self.inputs)
                    .map_err(|e| self.script_error(hook, e))?,
            );
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(StepError::Invalid { errors })
        }
    }

    fn charge(&mut self, node: usize, action: ActionKind) -> Result<(), StepError> {
        let def = self.def;
        if let Some(hook) = self
            .active(&def.hooks.charge, node, action)?
            .first()
            .copied()
        {
            let base = def
                .sandbox
                .charge(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?;
            self.next.charge = base;
            if let Some(base) = base {
                self.effects.push(Effect::Charge { base });
            }
        }
        Ok(())
    }

    fn defaults(&mut self, node: usize) -> Result<Defaults, StepError> {
        let def = self.def;
        let mut all = Defaults::default();
        for hook in self.active(&def.hooks.defaults, node, ActionKind::Start)? {
            let d = def
                .sandbox
                .defaults(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?;
            all.data.extend(d.data);
            all.editable.extend(d.editable);
            all.readonly.extend(d.readonly);
        }
        Ok(all)
    }

    fn history(
        &mut self,
        node: usize,
        task: Option<TaskId>,
        event: Event,
        memo: Option<String>,
        by_actor: bool,
    ) {
        self.next.history.push(HistoryEntry {
            at: self.now,
            actor: by_actor.then(|| self.actor.id.clone()),
            node: self.def.nodes[node].id.clone(),
            task,
            event,
            memo,
        });
    }

    fn open_task(&mut self, node: usize) {
        let NodeKind::UserTask(task) = &self.def.nodes[node].kind else {
            return;
        };
        let id = TaskId(self.next.tasks.last().map_or(1, |t| t.id.0 + 1));
        let node_id = self.def.nodes[node].id.clone();
        self.next.tasks.push(Task {
            id,
            node: node_id.clone(),
            assignee: task.assignee.clone(),
            state: TaskState::Open,
            opened_at: self.now,
            closed_at: None,
            closed_by: None,
            action: None,
            memo: None,
        });
        self.effects.push(Effect::TaskOpened {
            task: id,
            node: node_id,
            assignee: task.assignee.clone(),
        });
    }

    fn close_task(
        &mut self,
        id: TaskId,
        state: TaskState,
        action: Option<ActionKind>,
        memo: Option<String>,
    ) {
        let by = (state == TaskState::Completed).then(|| self.actor.id.clone());
        let now = self.now;
        if let Some(task) = self
            .next
            .tasks
            .iter_mut()
            .find(|t| t.id == id && t.state == TaskState::Open)
        {
            task.state = state;
            task.closed_at = Some(now);
            task.closed_by = by;
            task.action = action;
            task.memo = memo;
            self.effects.push(Effect::TaskClosed {
                task: id,
                node: task.node.clone(),
                state,
            });
        }
    }

    /// Cancels the open tasks whose node matches.
    fn cancel_where(&mut self, keep: impl Fn(usize) -> bool) {
        let ids: Vec<TaskId> = self
            .next
            .open_tasks()
            .filter(|t| self.def.node_index(&t.node).is_none_or(|i| !keep(i)))
            .map(|t| t.id)
            .collect();
        for id in ids {
            self.close_task(id, TaskState::Cancelled, None, None);
        }
    }

    /// Follows the single arrow out of a node.
    fn leave(&mut self, node: usize) -> Result<(), StepError> {
        match self.def.edges[node].first() {
            Some(edge) => self.enter(edge.to),
            None => Err(StepError::NoRoute {
                node: self.def.nodes[node].id.clone(),
            }),
        }
    }

    fn enter(&mut self, node: usize) -> Result<(), StepError> {
        self.moves += 1;
        if self.moves > MAX_MOVES {
            return Err(StepError::NoRoute {
                node: self.def.nodes[node].id.clone(),
            });
        }
        let def = self.def;
        match &def.nodes[node].kind {
            NodeKind::Start => self.leave(node),
            NodeKind::UserTask(_) => {
                self.open_task(node);
                Ok(())
            }
            NodeKind::ExclusiveGateway => {
                self.inputs.node_id = def.nodes[node].id.as_str().into();
                for edge in &def.edges[node] {
                    if let Some(condition) = &edge.condition {
                        let holds =
                            def.sandbox
                                .condition(condition, &self.inputs)
                                .map_err(|e| {
                                    StepError::Script(ScriptError {
                                        app_id: def.app_id.clone(),
                                        node: def.nodes[node].id.clone(),
                                        script: condition.id.clone(),
                                        line: e.line,
                                        kind: e.kind,
                                        message: e.message,
                                    })
                                })?;
                        if holds {
                            return self.enter(edge.to);
                        }
                    }
                }
                match def.edges[node].iter().find(|e| e.default) {
                    Some(edge) => self.enter(edge.to),
                    None => Err(StepError::NoRoute {
                        node: def.nodes[node].id.clone(),
                    }),
                }
            }
            NodeKind::Fork => {
                let join = def.fork_join[node]
                    .map(|j| def.nodes[j].id.clone())
                    .unwrap_or_default();
                self.next.joins.insert(join, JoinState::default());
                for edge in &def.edges[node] {
                    self.enter(edge.to)?;
                }
                Ok(())
            }
            NodeKind::Join(countersign) => {
                let id = def.nodes[node].id.clone();
                let state = self.next.joins.entry(id).or_default();
                if state.passed {
                    return Ok(());
                }
                state.approvals += 1;
                if state.approvals >= countersign.needed(def.join_branches[node]) {
                    state.passed = true;
                    self.cancel_where(|i| def.nodes[i].region != Some(node));
                    self.leave(node)
                } else {
                    Ok(())
                }
            }
            NodeKind::ServiceTask { effect } => {
                self.effects.push(Effect::Run {
                    effect: effect.clone(),
                    node: def.nodes[node].id.clone(),
                });
                self.history(
                    node,
                    None,
                    Event::Effect {
                        effect: effect.clone(),
                    },
                    None,
                    false,
                );
                self.leave(node)
            }
            NodeKind::End { outcome } => {
                self.cancel_where(|_| false);
                self.next.status = Status::Completed { outcome: *outcome };
                self.history(node, None, Event::Ended { outcome: *outcome }, None, false);
                self.effects.push(Effect::Completed { outcome: *outcome });
                Ok(())
            }
        }
    }

    fn end_at(&mut self, end: Option<usize>, from: usize) -> Result<(), StepError> {
        match end {
            Some(e) => self.enter(e),
            None => Err(StepError::NoRoute {
                node: self.def.nodes[from].id.clone(),
            }),
        }
    }

    fn destination(&mut self, node: usize) -> Result<(), StepError> {
        let def = self.def;
        let to = match self
            .active(&def.hooks.destination, node, ActionKind::Submit)?
            .first()
            .copied()
        {
            Some(hook) => def
                .sandbox
                .destination(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?,
            None => default_destination(&self.inputs),
        };
        self.effects.push(Effect::Navigate { to });
        Ok(())
    }
}

/// After a submit the user goes back to the list they came from: the to-do list when the
/// context says `source: "todo"`, otherwise "my applications".
fn default_destination(inputs: &Inputs) -> String {
    let from_todo = inputs
        .ctx
        .read_lock::<Map>()
        .and_then(|m| m.get("source").and_then(|s| s.clone().into_string().ok()))
        .is_some_and(|s| s == "todo");
    if from_todo {
        "/queryPage/bjotcTaskItem2".into()
    } else {
        "/queryPage/bizApplication2".into()
    }
}

fn is_candidate(instance: &Instance, task: &Task, actor: &Actor) -> bool {
    match &task.assignee {
        Assignee::Applicant => instance.applicant == actor.id,
        Assignee::Roles(roles) => actor.roles.iter().any(|r| roles.contains(r)),
    }
}

/// Runs the entry guards of the applicant's first node, as the apply page does before it
/// shows the form; a landing mode the flow's `starters` do not name is refused first.
pub fn entry_guards(
    def: &FlowDef,
    actor: &Actor,
    ctx: &Value,
    form: &serde_json::Map<String, Value>,
    now: Timestamp,
) -> Result<GuardOutcome, StepError> {
    if !def.may_start(&actor.landing_mode) {
        return Ok(GuardOutcome::Refuse {
            message: NOT_A_STARTER.to_owned(),
            redirect: None,
        });
    }
    let mut run = Run::new(def, blank(def, actor), actor, ctx, now);
    run.next.form.clone_from(form);
    run.refresh_form();
    run.at(def.entry, ActionKind::Start, "");
    for hook in run.active(&def.hooks.guards, def.entry, ActionKind::Start)? {
        let outcome = def
            .sandbox
            .guard(&hook.script, &run.inputs)
            .map_err(|e| run.script_error(hook, e))?;
        if outcome != GuardOutcome::Allow {
            return Ok(outcome);
        }
    }
    Ok(GuardOutcome::Allow)
}

/// The defaults of a node (initial form data, editable and read-only fields).
pub fn defaults(
    def: &FlowDef,
    node: &str,
    actor: &Actor,
    ctx: &Value,
    now: Timestamp,
) -> Result<Defaults, StepError> {
    let index = def.node_index(node).ok_or_else(|| StepError::UnknownNode {
        node: node.to_owned(),
    })?;
    let mut run = Run::new(def, blank(def, actor), actor, ctx, now);
    run.at(index, ActionKind::Start, "");
    run.defaults(index)
}

fn blank(def: &FlowDef, actor: &Actor) -> Instance {
    Instance {
        pin: Pin::of(def),
        applicant: actor.id.clone(),
        status: Status::Running,
        form: serde_json::Map::new(),
        editable: Vec::new(),
        readonly: Vec::new(),
        tasks: Vec::new(),
        history: Vec::new(),
        joins: BTreeMap::new(),
        charge: None,
    }
}

/// Starts an instance on `def`: the actor's landing mode must be one of the flow's
/// `starters` (when it names any), then defaults, the given data, the entry guards, and the
/// applicant's first task opens.
pub fn start(
    def: &FlowDef,
    actor: &Actor,
    ctx: &Value,
    data: serde_json::Map<String, Value>,
    confirmed: bool,
    now: Timestamp,
) -> Result<(Instance, Vec<Effect>), StepError> {
    ensure_starter(def, actor)?;
    let mut run = Run::new(def, blank(def, actor), actor, ctx, now);
    run.at(def.entry, ActionKind::Start, "");
    let defaults = run.defaults(def.entry)?;
    run.next.form = defaults.data;
    run.next.form.extend(data);
    run.next.editable = defaults.editable;
    run.next.readonly = defaults.readonly;
    run.refresh_form();
    run.guards(def.entry, ActionKind::Start, confirmed)?;
    run.history(def.start, None, Event::Started, None, true);
    run.enter(def.start)?;
    Ok((run.next, run.effects))
}

fn checked_task<'i>(
    def: &FlowDef,
    instance: &'i Instance,
    id: TaskId,
) -> Result<(&'i Task, usize), StepError> {
    if instance.pin.app_id != def.app_id || instance.pin.flow_version != def.version {
        return Err(StepError::WrongDefinition {
            instance: format!("{} v{}", instance.pin.app_id, instance.pin.flow_version),
            definition: format!("{} v{}", def.app_id, def.version),
        });
    }
    let task = instance.task(id).ok_or(StepError::UnknownTask(id))?;
    if let Status::Completed { outcome } = instance.status {
        if task.state == TaskState::Open {
            return Err(StepError::Finished { outcome });
        }
    }
    if task.state != TaskState::Open {
        return Err(StepError::TaskClosed {
            task: id,
            state: task.state,
        });
    }
    let node = def
        .node_index(&task.node)
        .ok_or_else(|| StepError::UnknownNode {
            node: task.node.clone(),
        })?;
    Ok((task, node))
}

/// One action on one task.
pub fn step(
    def: &FlowDef,
    instance: &Instance,
    action: &Action,
    actor: &Actor,
    ctx: &Value,
    now: Timestamp,
) -> Result<(Instance, Vec<Effect>), StepError> {
    let (task, node) = checked_task(def, instance, action.task())?;
    let kind = action.kind();
    let Some(user_task) = def.user_task(node) else {
        return Err(StepError::UnknownNode {
            node: task.node.clone(),
        });
    };
    if !user_task.actions.contains(&kind) {
        return Err(StepError::NotAllowed {
            action: kind,
            node: task.node.clone(),
        });
    }
    if !is_candidate(instance, task, actor) {
        return Err(StepError::NotCandidate {
            actor: actor.id.clone(),
            node: task.node.clone(),
        });
    }
    let task_id = task.id;
    let mut run = Run::new(def, instance.clone(), actor, ctx, now);
    run.at(node, kind, action.memo());
    let memo = Some(action.memo().to_owned()).filter(|m| !m.is_empty());
    match action {
        Action::Save { data, .. } => {
            run.next.form.extend(data.clone());
            run.history(
                node,
                Some(task_id),
                Event::Acted { action: kind },
                None,
                true,
            );
        }
        Action::Submit {
            data, confirmed, ..
        } => {
            run.next.form.extend(data.clone());
            run.refresh_form();
            run.guards(node, kind, *confirmed)?;
            run.checks(node, kind)?;
            run.charge(node, kind)?;
            run.close_task(task_id, TaskState::Completed, Some(kind), None);
            run.history(
                node,
                Some(task_id),
                Event::Acted { action: kind },
                None,
                true,
            );
            run.leave(node)?;
            if matches!(user_task.assignee, Assignee::Applicant) {
                run.destination(node)?;
            }
        }
        Action::Approve { .. } => {
            run.guards(node, kind, false)?;
            run.checks(node, kind)?;
            run.close_task(task_id, TaskState::Completed, Some(kind), memo.clone());
            run.history(
                node,
                Some(task_id),
                Event::Acted { action: kind },
                memo,
                true,
            );
            run.leave(node)?;
        }
        Action::Return { to, .. } => {
            let target = def
                .node_index(to)
                .filter(|t| user_task.return_to.contains(t))
                .ok_or_else(|| StepError::BadReturnTarget {
                    node: task.node.clone(),
                    to: to.clone(),
                })?;
            run.guards(node, kind, false)?;
            run.checks(node, kind)?;
            run.close_task(task_id, TaskState::Completed, Some(kind), memo.clone());
            run.history(
                node,
                Some(task_id),
                Event::ReturnedTo { node: to.clone() },
                memo,
                true,
            );
            run.cancel_where(|_| false);
            run.next.joins.clear();
            run.enter(target)?;
        }
        Action::Reject { .. } => {
            run.guards(node, kind, false)?;
            run.checks(node, kind)?;
            run.close_task(task_id, TaskState::Completed, Some(kind), memo.clone());
            run.history(
                node,
                Some(task_id),
                Event::Acted { action: kind },
                memo,
                true,
            );
            match def.nodes[node].region {
                // A "no" in a countersign ends the flow only once the join can no longer pass.
                Some(join) => {
                    let NodeKind::Join(countersign) = def.nodes[join].kind else {
                        return Err(StepError::UnknownNode {
                            node: def.nodes[join].id.clone(),
                        });
                    };
                    let branches = def.join_branches[join];
                    let state = run
                        .next
                        .joins
                        .entry(def.nodes[join].id.clone())
                        .or_default();
                    state.rejections += 1;
                    let pending = branches.saturating_sub(state.approvals + state.rejections);
                    if state.approvals + pending < countersign.needed(branches) {
                        run.end_at(def.reject_end, node)?;
                    }
                }
                None => run.end_at(def.reject_end, node)?,
            }
        }
        Action::Withdraw { .. } => {
            run.close_task(task_id, TaskState::Completed, Some(kind), None);
            run.history(
                node,
                Some(task_id),
                Event::Acted { action: kind },
                None,
                true,
            );
            run.end_at(def.withdraw_end, node)?;
        }
    }
    Ok((run.next, run.effects))
}

/// The actions `actor` may take on `task` now.
pub fn allowed_actions(
    def: &FlowDef,
    instance: &Instance,
    task: TaskId,
    actor: &Actor,
) -> Vec<ActionKind> {
    let Ok((task, node)) = checked_task(def, instance, task) else {
        return Vec::new();
    };
    if !instance.is_running() || !is_candidate(instance, task, actor) {
        return Vec::new();
    }
    def.user_task(node)
        .map(|t| t.actions.clone())
        .unwrap_or_default()
}

/// The nodes `task` may be returned to.
pub fn return_targets(def: &FlowDef, instance: &Instance, task: TaskId) -> Vec<String> {
    let Ok((_, node)) = checked_task(def, instance, task) else {
        return Vec::new();
    };
    match def.user_task(node) {
        Some(t) if t.actions.contains(&ActionKind::Return) => t
            .return_to
            .iter()
            .map(|&i| def.nodes[i].id.clone())
            .collect(),
        _ => Vec::new(),
    }
}
