//! Replays an instance's recorded history against another flow definition: the studio's dry
//! run before a definition is published, and the check before a running instance moves to a
//! new version. Each recorded command is carried out again with its own actor, context and
//! time, and what it leads to is compared with what it led to then.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::flow::{FlowDef, Outcome};
use crate::instance::{self, Action, Actor, Instance, Status, StepError, Timestamp};
use crate::script::FieldError;

/// One command as the server carried it out: what was done, by whom, with what context, when,
/// and what it led to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordedStep {
    pub command: Command,
    pub actor: Actor,
    pub ctx: Value,
    pub at: Timestamp,
    pub observed: Observed,
}

/// Travels as `{"command": "act", "action": {"action": "approve", ...}}`: the action keeps its
/// own tag inside its field, so the two tags never meet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "camelCase")]
pub enum Command {
    /// `engine::start(def, actor, ctx, data, confirmed, at)`
    Start {
        data: Map<String, Value>,
        confirmed: bool,
    },
    /// `engine::step(def, instance, action, actor, ctx, at)`
    Act { action: Action },
}

/// What a step led to, as compared between the recording and a replay. Only what a user or
/// the register sees: labels, versions and history details may change freely.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Observed {
    /// running, approved, rejected or withdrawn.
    pub status: String,
    /// Node ids of the open tasks, sorted.
    pub open_nodes: Vec<String>,
    /// The instance's charge base.
    pub charge: Option<Decimal>,
}

impl Observed {
    pub fn of(instance: &Instance) -> Observed {
        let mut open_nodes: Vec<String> = instance.open_tasks().map(|t| t.node.clone()).collect();
        open_nodes.sort();
        Observed {
            status: status_word(instance.status).to_owned(),
            open_nodes,
            charge: instance.charge,
        }
    }
}

fn status_word(status: Status) -> &'static str {
    match status {
        Status::Running => "running",
        Status::Completed { outcome } => match outcome {
            Outcome::Approved => "approved",
            Outcome::Rejected => "rejected",
            Outcome::Withdrawn => "withdrawn",
        },
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DifferenceKind {
    /// A guard refuses now.
    Guard,
    /// A cross-field check of the flow fails now.
    Check,
    /// The new form refuses the submitted data.
    Form,
    /// The step leads to other open tasks.
    Node,
    /// The step computes another charge base.
    Charge,
    /// The instance ends with another outcome.
    Status,
    /// The engine cannot carry the command out at all (not a starter, unknown task ...).
    Error,
}

/// How a replay departs from the recording.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Difference {
    /// 0-based index into the steps.
    pub step: usize,
    /// start, submit, approve ...
    pub action: String,
    /// The node the step acted at: the task's node; for a start, the entry node.
    pub node: String,
    pub kind: DifferenceKind,
    /// What happened then.
    pub recorded: String,
    /// What the new definition does instead.
    pub now: String,
    /// One sentence for the analyst.
    pub message: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Replayed {
    /// The instance after the last step, pinned to the replayed definition; only when every
    /// step matched, so that a caller migrating on it cannot move a departing instance.
    pub instance: Option<Instance>,
    pub difference: Option<Difference>,
}

/// Why a step could not be carried out now.
enum Refusal {
    Form(Vec<FieldError>),
    Step(StepError),
    /// The history itself is malformed (acts before a start, starts twice).
    Malformed(&'static str),
}

/// Checks a submitted form (node, data, the instance before) against a definition's form and
/// answers its field errors.
pub type FormCheck<'a> = dyn Fn(&str, &Map<String, Value>, &Instance) -> Vec<FieldError> + 'a;

/// Replays `steps` on `def`, stopping at the first difference (later steps depend on it).
/// `validate(node, data, before)` checks a submitted form against the new definition's form and
/// answers its field errors, as the server does before it steps.
pub fn replay(def: &FlowDef, steps: &[RecordedStep], validate: &FormCheck) -> Replayed {
    let mut current: Option<Instance> = None;
    for (index, recorded) in steps.iter().enumerate() {
        let (actor, ctx, at) = (&recorded.actor, &recorded.ctx, recorded.at);
        let (action, node, outcome) = match (&recorded.command, &current) {
            (Command::Start { data, confirmed }, None) => (
                "start".to_owned(),
                def.nodes[def.entry].id.clone(),
                instance::start(def, actor, ctx, data.clone(), *confirmed, at)
                    .map_err(Refusal::Step),
            ),
            (Command::Start { .. }, Some(_)) => (
                "start".to_owned(),
                def.nodes[def.entry].id.clone(),
                Err(Refusal::Malformed("记录中实例已开始，不能再次开始")),
            ),
            (Command::Act { action }, before) => {
                // Task ids count the tasks opened so far, so they line up with the recording
                // while every earlier step opened the same nodes (checked below). A definition
                // that also opens and cancels other tasks could shift them; the step then
                // fails or departs rather than passing silently.
                let task = before.as_ref().and_then(|b| b.task(action.task()));
                let node =
                    task.map_or_else(|| format!("任务{}", action.task()), |t| t.node.clone());
                let outcome = match before {
                    None => Err(Refusal::Malformed("记录中缺少开始步骤")),
                    Some(before) => {
                        // The server validates the form before it steps; so does the replay.
                        let errors = match action {
                            Action::Submit { data, .. } if task.is_some() => {
                                validate(&node, data, before)
                            }
                            _ => Vec::new(),
                        };
                        if errors.is_empty() {
                            instance::step(def, before, action, actor, ctx, at)
                                .map_err(Refusal::Step)
                        } else {
                            Err(Refusal::Form(errors))
                        }
                    }
                };
                (action.kind().as_str().to_owned(), node, outcome)
            }
        };
        let departure = match outcome {
            Ok((next, _effects)) => {
                let departure = compare(&recorded.observed, &Observed::of(&next));
                current = Some(next);
                departure
            }
            Err(refusal) => {
                let (kind, now) = classify(refusal);
                Some((kind, describe(&recorded.observed), now))
            }
        };
        if let Some((kind, recorded, now)) = departure {
            let message = match kind {
                DifferenceKind::Node | DifferenceKind::Status | DifferenceKind::Charge => {
                    format!("原为{recorded}，现为{now}")
                }
                _ => now.clone(),
            };
            let message = format!(
                "第{}步（{action}，节点 {node}）：{}：{message}",
                index + 1,
                label(kind)
            );
            return Replayed {
                instance: None,
                difference: Some(Difference {
                    step: index,
                    action,
                    node,
                    kind,
                    recorded,
                    now,
                    message,
                }),
            };
        }
    }
    Replayed {
        instance: current,
        difference: None,
    }
}

/// A step that succeeded in both: where it went first, then how it ended, then what it charged.
fn compare(then: &Observed, now: &Observed) -> Option<(DifferenceKind, String, String)> {
    if then.open_nodes != now.open_nodes {
        Some((DifferenceKind::Node, open_nodes(then), open_nodes(now)))
    } else if then.status != now.status {
        let word = |o: &Observed| status_text(&o.status).to_owned();
        Some((DifferenceKind::Status, word(then), word(now)))
    } else if then.charge != now.charge {
        Some((DifferenceKind::Charge, charge(then), charge(now)))
    } else {
        None
    }
}

/// `StepError::Refused` is only ever raised by a guard (a start refused by `starters` is
/// `NotStarter`), and `Invalid` only by the flow's checks, so the variant tells the kind.
fn classify(refusal: Refusal) -> (DifferenceKind, String) {
    match refusal {
        Refusal::Form(errors) => (DifferenceKind::Form, field_errors(&errors)),
        Refusal::Step(StepError::Refused { message, .. }) => (DifferenceKind::Guard, message),
        Refusal::Step(StepError::Invalid { errors }) => {
            (DifferenceKind::Check, field_errors(&errors))
        }
        Refusal::Step(other) => (DifferenceKind::Error, other.to_string()),
        Refusal::Malformed(why) => (DifferenceKind::Error, why.to_owned()),
    }
}

fn label(kind: DifferenceKind) -> &'static str {
    match kind {
        DifferenceKind::Guard => "守卫拒绝",
        DifferenceKind::Check => "规则校验不通过",
        DifferenceKind::Form => "表单校验不通过",
        DifferenceKind::Node => "流转节点不同",
        DifferenceKind::Charge => "收费基数不同",
        DifferenceKind::Status => "办理结果不同",
        DifferenceKind::Error => "无法执行",
    }
}

/// What a recorded step led to, for a step that cannot be carried out now.
fn describe(observed: &Observed) -> String {
    if observed.status == "running" {
        open_nodes(observed)
    } else {
        status_text(&observed.status).to_owned()
    }
}

fn open_nodes(observed: &Observed) -> String {
    if observed.open_nodes.is_empty() {
        "无开放任务".to_owned()
    } else {
        format!("开放任务: {}", observed.open_nodes.join(", "))
    }
}

fn status_text(status: &str) -> &str {
    match status {
        "running" => "办理中",
        "approved" => "通过",
        "rejected" => "驳回",
        "withdrawn" => "撤回",
        other => other,
    }
}

fn charge(observed: &Observed) -> String {
    observed
        .charge
        .map_or_else(|| "无收费基数".to_owned(), |c| format!("收费基数 {c}"))
}

fn field_errors(errors: &[FieldError]) -> String {
    errors
        .iter()
        .map(|e| format!("{}: {}", e.field, e.message))
        .collect::<Vec<_>>()
        .join("; ")
}
