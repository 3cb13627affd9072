//! A step in progress: the instance being changed, the effects so far and the scripts'
//! inputs. Moving along the graph (entering nodes, opening and closing tasks) and the
//! phases of each action live here; the hooks are in `hooks`.

use rhai::{Dynamic, ImmutableString, Map};
use serde_json::Value;

use super::error::StepError;
use super::model::{
    Action, Actor, Effect, Event, HistoryEntry, Instance, JoinState, Status, Task, TaskId,
    TaskState, Timestamp,
};
use crate::flow::{ActionKind, Assignee, FlowDef, NodeKind, UserTask};
use crate::script::{convert, Inputs};

/// How many nodes one step may enter before it is taken for a loop.
const MAX_MOVES: u32 = 10_000;

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
pub(super) struct Run<'a> {
    pub(super) def: &'a FlowDef,
    pub(super) next: Instance,
    pub(super) effects: Vec<Effect>,
    pub(super) inputs: Inputs,
    actor: &'a Actor,
    now: Timestamp,
    moves: u32,
}

impl<'a> Run<'a> {
    pub(super) fn new(
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

    pub(super) fn refresh_form(&mut self) {
        self.inputs.form = Inputs::shared(Dynamic::from_map(convert::map_to_rhai(&self.next.form)));
    }

    pub(super) fn at(&mut self, node: usize, action: ActionKind, memo: &str) {
        self.inputs.node_id = self.def.nodes[node].id.as_str().into();
        self.inputs.action = action.as_str().into();
        self.inputs.memo = memo.into();
    }

    pub(super) fn history(
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

    pub(super) fn close_task(
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
    pub(super) fn cancel_where(&mut self, keep: impl Fn(usize) -> bool) {
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
    pub(super) fn leave(&mut self, node: usize) -> Result<(), StepError> {
        match self.def.edges[node].first() {
            Some(edge) => self.enter(edge.to),
            None => Err(StepError::NoRoute {
                node: self.def.nodes[node].id.clone(),
            }),
        }
    }

    pub(super) fn enter(&mut self, node: usize) -> Result<(), StepError> {
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
            NodeKind::ExclusiveGateway => self.choose(node),
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

    /// An exclusive gateway: the first edge whose condition holds, else the default one.
    fn choose(&mut self, node: usize) -> Result<(), StepError> {
        let def = self.def;
        self.inputs.node_id = def.nodes[node].id.as_str().into();
        for edge in &def.edges[node] {
            if let Some(condition) = &edge.condition {
                let holds = def
                    .sandbox
                    .condition(condition, &self.inputs)
                    .map_err(|e| self.error_in(&condition.id, e))?;
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

    fn end_at(&mut self, end: Option<usize>, from: usize) -> Result<(), StepError> {
        match end {
            Some(e) => self.enter(e),
            None => Err(StepError::NoRoute {
                node: self.def.nodes[from].id.clone(),
            }),
        }
    }

    /// Carries out `action` on the open task `task` at `node`, a task of `user_task`, which
    /// the caller has checked the actor may take.
    pub(super) fn act(
        &mut self,
        node: usize,
        task: TaskId,
        user_task: &UserTask,
        action: &Action,
    ) -> Result<(), StepError> {
        let kind = action.kind();
        self.at(node, kind, action.memo());
        let memo = Some(action.memo().to_owned()).filter(|m| !m.is_empty());
        let acted = Event::Acted { action: kind };
        match action {
            Action::Save { data, .. } => {
                self.next.form.extend(data.clone());
                self.history(node, Some(task), acted, None, true);
                Ok(())
            }
            Action::Submit {
                data, confirmed, ..
            } => {
                self.next.form.extend(data.clone());
                self.refresh_form();
                self.pass(node, kind, *confirmed)?;
                self.charge(node, kind)?;
                self.complete(node, task, kind, acted, None);
                self.leave(node)?;
                if matches!(user_task.assignee, Assignee::Applicant) {
                    self.destination(node)?;
                }
                Ok(())
            }
            Action::Approve { .. } => {
                self.pass(node, kind, false)?;
                self.complete(node, task, kind, acted, memo);
                self.leave(node)
            }
            Action::Return { to, .. } => {
                let target = self
                    .def
                    .node_index(to)
                    .filter(|t| user_task.return_to.contains(t))
                    .ok_or_else(|| StepError::BadReturnTarget {
                        node: self.def.nodes[node].id.clone(),
                        to: to.clone(),
                    })?;
                let returned = Event::ReturnedTo { node: to.clone() };
                self.pass(node, kind, false)?;
                self.complete(node, task, kind, returned, memo);
                self.cancel_where(|_| false);
                self.next.joins.clear();
                self.enter(target)
            }
            Action::Reject { .. } => {
                self.pass(node, kind, false)?;
                self.complete(node, task, kind, acted, memo);
                self.reject(node)
            }
            Action::Withdraw { .. } => {
                self.complete(node, task, kind, acted, None);
                self.end_at(self.def.withdraw_end, node)
            }
        }
    }

    /// The guards and checks of the action at the node pass; a guard's confirmation
    /// counts only when the user has `confirmed`.
    fn pass(&mut self, node: usize, kind: ActionKind, confirmed: bool) -> Result<(), StepError> {
        self.guards(node, kind, confirmed)?;
        self.checks(node, kind)
    }

    /// Closes the task acted on and records the action in the history.
    fn complete(
        &mut self,
        node: usize,
        task: TaskId,
        kind: ActionKind,
        event: Event,
        memo: Option<String>,
    ) {
        self.close_task(task, TaskState::Completed, Some(kind), memo.clone());
        self.history(node, Some(task), event, memo, true);
    }

    /// A rejection ends the flow, except inside a countersign: there a "no" ends it only
    /// once the join can no longer pass.
    fn reject(&mut self, node: usize) -> Result<(), StepError> {
        let def = self.def;
        let Some(join) = def.nodes[node].region else {
            return self.end_at(def.reject_end, node);
        };
        let NodeKind::Join(countersign) = def.nodes[join].kind else {
            return Err(StepError::UnknownNode {
                node: def.nodes[join].id.clone(),
            });
        };
        let branches = def.join_branches[join];
        let state = self
            .next
            .joins
            .entry(def.nodes[join].id.clone())
            .or_default();
        state.rejections += 1;
        let pending = branches.saturating_sub(state.approvals + state.rejections);
        if state.approvals + pending < countersign.needed(branches) {
            self.end_at(def.reject_end, node)?;
        }
        Ok(())
    }
}
