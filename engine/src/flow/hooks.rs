//! The hooks phase of parsing: each guard, defaults, check, charge and destination hook
//! names a script of the catalogue (compiled and pinned at its version), the user tasks it
//! runs at, the actions it runs on, and optionally a `when` expression.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use super::edges::is_applicants;
use super::model::{RawHook, RawHooks};
use super::parse::Parse;
use super::{ActionKind, Hook, Hooks, Node, NodeKind, ScriptPin};
use crate::script::Script;

/// The nodes a hook may name, and the applicant's tasks, where a hook runs by default.
struct Targets<'n> {
    index: &'n HashMap<String, usize>,
    nodes: &'n [Node],
    applicant: Vec<usize>,
}

/// The scripts a definition runs, with the version each is pinned at.
pub(super) type Pins = BTreeMap<String, ScriptPin>;

impl Parse<'_> {
    pub(super) fn hooks(
        &mut self,
        raw: &RawHooks,
        index: &HashMap<String, usize>,
        nodes: &[Node],
    ) -> (Hooks, Pins) {
        let targets = Targets {
            index,
            nodes,
            applicant: (0..nodes.len())
                .filter(|&i| is_applicants(&nodes[i]))
                .collect(),
        };
        let mut pins = Pins::new();
        let mut hook = |kind: &str, raw: &RawHook, default_actions: &[ActionKind]| {
            self.hook(kind, raw, default_actions, &targets, &mut pins)
        };
        let start_and_submit = [ActionKind::Start, ActionKind::Submit];
        let mut hooks = Hooks::default();
        for h in &raw.guards {
            hooks.guards.extend(hook("guard", h, &start_and_submit));
        }
        for h in &raw.defaults {
            hooks
                .defaults
                .extend(hook("defaults", h, &[ActionKind::Start]));
        }
        for h in &raw.checks {
            hooks.checks.extend(hook("check", h, &[ActionKind::Submit]));
        }
        if let Some(h) = &raw.charge {
            hooks.charge = hook("charge", h, &[ActionKind::Submit]);
        }
        if let Some(h) = &raw.destination {
            hooks.destination = hook("destination", h, &[ActionKind::Submit]);
        }
        (hooks, pins)
    }

    fn hook(
        &mut self,
        kind: &str,
        raw: &RawHook,
        default_actions: &[ActionKind],
        targets: &Targets<'_>,
        pins: &mut Pins,
    ) -> Option<Hook> {
        let script = self.hook_script(kind, raw)?;
        pins.insert(
            script.id.clone(),
            ScriptPin {
                version: script.version,
                hash: script.hash,
            },
        );
        let nodes = self.hook_nodes(kind, raw, targets);
        let actions = self.hook_actions(kind, raw, default_actions);
        let when = raw
            .when
            .as_ref()
            .and_then(|source| self.when(kind, raw, source));
        Some(Hook {
            script,
            nodes,
            actions,
            when,
        })
    }

    /// The hook's script from the catalogue, compiled.
    fn hook_script(&mut self, kind: &str, raw: &RawHook) -> Option<Arc<Script>> {
        let Some(source) = self.catalogue.scripts.get(&raw.script) else {
            self.push(self.problem(format!(
                "{kind} script `{}` not found (flows/scripts/{}.rhai)",
                raw.script, raw.script
            )));
            return None;
        };
        match self
            .sandbox
            .compile(&source.id, source.version, &source.source)
        {
            Ok(s) => Some(s),
            Err(e) => {
                self.push(
                    self.problem(format!("does not compile: {}", e.message))
                        .script(&raw.script, e.line),
                );
                None
            }
        }
    }

    /// The user tasks the hook runs at: those it names, or the applicant's.
    fn hook_nodes(&mut self, kind: &str, raw: &RawHook, targets: &Targets<'_>) -> Vec<usize> {
        let Some(names) = &raw.nodes else {
            return targets.applicant.clone();
        };
        let mut nodes = Vec::new();
        for name in names {
            match targets.index.get(name) {
                Some(&i) if matches!(targets.nodes[i].kind, NodeKind::UserTask(_)) => {
                    nodes.push(i);
                }
                Some(_) => self.push(
                    self.problem(format!(
                        "{kind} `{}` is attached to a node that is not a user task",
                        raw.script
                    ))
                    .node(name),
                ),
                None => self.push(self.problem(format!(
                    "{kind} `{}` names an unknown node `{name}`",
                    raw.script
                ))),
            }
        }
        nodes
    }

    /// The actions the hook runs on: those it names, or its kind's.
    fn hook_actions(
        &mut self,
        kind: &str,
        raw: &RawHook,
        default_actions: &[ActionKind],
    ) -> Vec<ActionKind> {
        let Some(names) = &raw.actions else {
            return default_actions.to_vec();
        };
        let mut actions = Vec::new();
        for name in names {
            match ActionKind::parse(name) {
                Some(a) => actions.push(a),
                None => self.push(self.problem(format!(
                    "{kind} `{}` names an unknown action `{name}`",
                    raw.script
                ))),
            }
        }
        actions
    }

    /// The hook's `when`, compiled as an expression named `{app}:{kind}:{script}:when`.
    fn when(&mut self, kind: &str, raw: &RawHook, source: &str) -> Option<Arc<Script>> {
        let id = format!("{}:{kind}:{}:when", self.app, raw.script);
        self.expression(&id, source, |p, message| {
            p.problem(format!(
                "`when` of {kind} `{}` does not compile: {message}",
                raw.script
            ))
        })
    }
}
