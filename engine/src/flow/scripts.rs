//! The last phase of parsing: every form field a script or condition reads is in the
//! form, and no script runs away on empty inputs.

use std::sync::Arc;

use super::parse::Parse;
use super::{Edge, Hooks, Node};
use crate::catalogue::FormInfo;
use crate::script::{FailureKind, Inputs, Script};

impl Parse<'_> {
    pub(super) fn check_scripts(
        &mut self,
        hooks: &Hooks,
        nodes: &[Node],
        edges: &[Vec<Edge>],
        form: &FormInfo,
    ) {
        for (script, node) in &scripts_used(hooks, nodes, edges) {
            self.check_reads(script, node, form);
            self.dry_run(script, node);
        }
    }

    fn check_reads(&mut self, script: &Script, node: &str, form: &FormInfo) {
        for read in &script.reads {
            if !form.fields.contains(&read.field) {
                let mut p = self
                    .problem(format!(
                        "reads form field `{}`, which form `{}` does not have",
                        read.field, form.id
                    ))
                    .field(&read.field)
                    .script(&script.id, Some(read.line));
                // A condition or a `when` (an id with `:`) is written in the flow, at a
                // node; a hook's script is a file of its own, which the problem names.
                if script.id.contains(':') {
                    p = p.node(node);
                }
                self.push(p);
            }
        }
    }

    /// Runs the script once on empty inputs: a loop that never stops shows at load time.
    fn dry_run(&mut self, script: &Script, node: &str) {
        let inputs = Inputs::empty(&self.app, node);
        if let Err(e) = self.sandbox.run(script, &inputs) {
            if e.kind == FailureKind::Runaway {
                self.push(
                    self.problem(format!("never stops: {}", e.message))
                        .node(node)
                        .script(&script.id, e.line),
                );
            }
        }
    }
}

/// Every script the flow runs once, with the node it is first attached to: each hook's
/// `when` and script, then the edges' conditions.
fn scripts_used(hooks: &Hooks, nodes: &[Node], edges: &[Vec<Edge>]) -> Vec<(Arc<Script>, String)> {
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
    used
}
