//! Runs every rule of a checked flow on sample inputs before it is published: each hook's
//! `when`, each hook's script (guards, defaults, checks, charge, destination) at every node and
//! action it applies to, and each gateway condition. A rule that fails on a sample (a function
//! that does not exist, a key read as the wrong type, an answer of the wrong shape, a runaway)
//! is a problem at its node; a refusal, a confirmation or field errors are answers, not
//! failures. The samples are what the server knows: the contexts and forms of recorded
//! applications, and a synthetic one typed like the context the server builds.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{ActionKind, FlowDef, Hook, NodeKind, Problem};
use crate::{
    instance::{actor_dynamic, Actor},
    script::{convert, FailureKind, Inputs, RunError, Sandbox, Script},
};

/// One set of inputs to run the rules on.
#[derive(Debug, Clone)]
pub struct Sample {
    /// Where it comes from, named in the problem (e.g. 合成上下文, 申请 5500042026…).
    pub source: String,
    pub form: serde_json::Map<String, Value>,
    pub ctx: Value,
    pub actor: Actor,
    pub today: String,
}

/// The failures of the flow's rules on the samples, one problem per rule, node and message.
pub fn probe(def: &FlowDef, samples: &[Sample]) -> Vec<Problem> {
    let mut seen = BTreeSet::new();
    let mut problems = Vec::new();
    for sample in samples {
        for failure in failures(def, sample) {
            let key = (
                failure.node.clone(),
                failure.script.clone(),
                failure.error.message.clone(),
            );
            if seen.insert(key) {
                let what = match failure.error.kind {
                    FailureKind::Runaway => "超出运行限制",
                    FailureKind::BadResult => "返回值不符合要求",
                    FailureKind::Failed => "运行出错",
                };
                problems.push(
                    Problem::new(
                        &def.app_id,
                        format!(
                            "规则 {} 在{}上{}：{}",
                            failure.script, sample.source, what, failure.error.message
                        ),
                    )
                    .node(&failure.node)
                    .script(&failure.script, failure.error.line),
                );
            }
        }
    }
    problems
}

struct Failure {
    node: String,
    script: String,
    error: RunError,
}

fn failures(def: &FlowDef, sample: &Sample) -> Vec<Failure> {
    let sandbox = def.sandbox.as_ref();
    let mut out = Vec::new();
    let base = Inputs {
        form: Inputs::shared(rhai::Dynamic::from_map(convert::map_to_rhai(&sample.form))),
        ctx: Inputs::shared(match &sample.ctx {
            Value::Object(_) => convert::to_dynamic(&sample.ctx),
            _ => rhai::Dynamic::from_map(rhai::Map::new()),
        }),
        actor: Inputs::shared(actor_dynamic(&sample.actor)),
        app_id: def.app_id.as_str().into(),
        node_id: rhai::ImmutableString::new(),
        action: rhai::ImmutableString::new(),
        memo: rhai::ImmutableString::new(),
        today: sample.today.as_str().into(),
        final_node: def.final_node.as_str().into(),
    };
    let hooks = def
        .hooks
        .guards
        .iter()
        .map(|h| (h, Kind::Guard))
        .chain(def.hooks.defaults.iter().map(|h| (h, Kind::Defaults)))
        .chain(def.hooks.checks.iter().map(|h| (h, Kind::Check)))
        .chain(def.hooks.charge.iter().map(|h| (h, Kind::Charge)))
        .chain(def.hooks.destination.iter().map(|h| (h, Kind::Destination)));
    for (hook, kind) in hooks {
        for &node in &hook.nodes {
            for &action in &hook.actions {
                let inputs = at(&base, &def.nodes[node].id, action);
                if let Err(error) = run_hook(sandbox, hook, kind, &inputs) {
                    out.push(error.at(&def.nodes[node].id));
                }
            }
        }
    }
    for (index, node) in def.nodes.iter().enumerate() {
        if node.kind != NodeKind::ExclusiveGateway {
            continue;
        }
        let inputs = at(&base, &node.id, ActionKind::Approve);
        for condition in def.edges[index].iter().filter_map(|e| e.condition.as_ref()) {
            if let Err(error) = sandbox.condition(condition, &inputs) {
                out.push(Failure {
                    node: node.id.clone(),
                    script: condition.id.clone(),
                    error,
                });
            }
        }
    }
    out
}

#[derive(Clone, Copy)]
enum Kind {
    Guard,
    Defaults,
    Check,
    Charge,
    Destination,
}

/// A failure before its node is known.
struct Unplaced {
    script: String,
    error: RunError,
}

impl Unplaced {
    fn at(self, node: &str) -> Failure {
        Failure {
            node: node.to_owned(),
            script: self.script,
            error: self.error,
        }
    }
}

fn at(base: &Inputs, node: &str, action: ActionKind) -> Inputs {
    Inputs {
        node_id: node.into(),
        action: action.as_str().into(),
        ..base.clone()
    }
}

fn run_hook(sandbox: &Sandbox, hook: &Hook, kind: Kind, inputs: &Inputs) -> Result<(), Unplaced> {
    if let Some(when) = &hook.when {
        if !sandbox
            .condition(when, inputs)
            .map_err(|e| unplaced(when, e))?
        {
            return Ok(());
        }
    }
    let script = hook.script.as_ref();
    match kind {
        Kind::Guard => sandbox.guard(script, inputs).map(drop),
        Kind::Defaults => sandbox.defaults(script, inputs).map(drop),
        Kind::Check => sandbox.check(script, inputs).map(drop),
        Kind::Charge => sandbox.charge(script, inputs).map(drop),
        Kind::Destination => sandbox.destination(script, inputs).map(drop),
    }
    .map_err(|e| unplaced(script, e))
}

fn unplaced(script: &Script, error: RunError) -> Unplaced {
    Unplaced {
        script: script.id.clone(),
        error,
    }
}
