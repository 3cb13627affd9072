//! The commands the server calls: start an instance, step it, and ask what a node's
//! defaults and entry guards say and which actions and returns a task offers.

use std::collections::BTreeMap;

use serde_json::Value;

use super::error::{StepError, NOT_A_STARTER};
use super::model::{
    Action, Actor, Effect, Event, Instance, Pin, Status, Task, TaskId, TaskState, Timestamp,
};
use super::run::Run;
use crate::flow::{ActionKind, Assignee, FlowDef};
use crate::script::{Defaults, GuardOutcome};

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
    let mut run = Run::new(def, instance.clone(), actor, ctx, now);
    run.act(node, task.id, user_task, action)?;
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
