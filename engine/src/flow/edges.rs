//! The edges phase of parsing: the arrows between nodes (an exclusive gateway's with their
//! conditions), how many each kind of node may have, and the moves that are not arrows.

use std::collections::HashMap;
use std::sync::Arc;

use super::model::RawEdge;
use super::parse::Parse;
use super::{ActionKind, Assignee, Edge, Node, NodeKind, Outcome};
use crate::script::Script;

/// Outgoing edges per node, and every arrow as a (from, to) pair.
pub(super) type Arrows = (Vec<Vec<Edge>>, Vec<(usize, usize)>);

impl Parse<'_> {
    /// The edges out of each node; an edge naming an unknown node is left out.
    pub(super) fn edges(
        &mut self,
        raw: &[RawEdge],
        index: &HashMap<String, usize>,
        nodes: &[Node],
    ) -> Arrows {
        let mut edges: Vec<Vec<Edge>> = vec![Vec::new(); nodes.len()];
        let mut arrows = Vec::new();
        for edge in raw {
            let (Some(&from), Some(&to)) = (index.get(&edge.from), index.get(&edge.to)) else {
                for end in [&edge.from, &edge.to] {
                    if !index.contains_key(end) {
                        self.push(self.problem(format!(
                            "edge {} → {} names an unknown node `{end}`",
                            edge.from, edge.to
                        )));
                    }
                }
                continue;
            };
            let is_gateway = nodes[from].kind == NodeKind::ExclusiveGateway;
            if (edge.condition.is_some() || edge.default) && !is_gateway {
                self.push(
                    self.problem(format!(
                        "edge to `{}`: only an exclusive gateway's edges carry conditions",
                        edge.to
                    ))
                    .node(&edge.from),
                );
            }
            let condition = edge
                .condition
                .as_ref()
                .and_then(|source| self.condition(edge, source));
            if is_gateway && edge.condition.is_none() && !edge.default {
                self.push(
                    self.problem(format!(
                        "edge to `{}` needs a condition or `default: true`",
                        edge.to
                    ))
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
        (edges, arrows)
    }

    /// An edge's condition, compiled as an expression named `{app}:{from}->{to}`.
    fn condition(&mut self, edge: &RawEdge, source: &str) -> Option<Arc<Script>> {
        let id = format!("{}:{}->{}", self.app, edge.from, edge.to);
        self.expression(&id, source, |p, message| {
            p.problem(format!("condition does not compile: {message}"))
                .node(&edge.from)
        })
    }

    /// How many arrows each kind of node may have going in and out.
    pub(super) fn check_degrees(
        &mut self,
        nodes: &[Node],
        edges: &[Vec<Edge>],
        arrows: &[(usize, usize)],
    ) {
        for (i, node) in nodes.iter().enumerate() {
            let out = edges[i].len();
            let incoming = arrows.iter().filter(|(_, to)| *to == i).count();
            let mut problem = |m: String| self.push(self.problem(m).node(&node.id));
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

    /// Moves that are not arrows: returns, and the rejects and withdrawals that go straight
    /// to their end.
    pub(super) fn jumps(
        &mut self,
        nodes: &[Node],
        reject_end: Option<usize>,
        withdraw_end: Option<usize>,
    ) -> Vec<(usize, usize)> {
        let mut jumps = Vec::new();
        for (i, node) in nodes.iter().enumerate() {
            let NodeKind::UserTask(task) = &node.kind else {
                continue;
            };
            jumps.extend(task.return_to.iter().map(|&t| (i, t)));
            for (action, end, outcome) in [
                (ActionKind::Reject, reject_end, "rejected"),
                (ActionKind::Withdraw, withdraw_end, "withdrawn"),
            ] {
                if !task.actions.contains(&action) {
                    continue;
                }
                match end {
                    Some(e) => jumps.push((i, e)),
                    None => self.push(
                        self.problem(format!(
                            "the task offers `{}` but the flow has no end with outcome {outcome}",
                            action.as_str()
                        ))
                        .node(&node.id),
                    ),
                }
            }
            if task.return_to.is_empty() && task.actions.contains(&ActionKind::Return) {
                self.push(
                    self.problem("the task offers `return` but names no `returnTo` node")
                        .node(&node.id),
                );
            }
        }
        jumps
    }

    /// The applicant's first task: the start leads to exactly one.
    pub(super) fn entry(&mut self, nodes: &[Node], edges: &[Vec<Edge>], start: usize) -> usize {
        match edges[start].as_slice() {
            [edge] if is_applicants(&nodes[edge.to]) => edge.to,
            _ => {
                self.push(
                    self.problem("the start must lead to exactly one task of the applicant")
                        .node(&nodes[start].id),
                );
                start
            }
        }
    }
}

/// Whether a node is a task of the applicant.
pub(super) fn is_applicants(node: &Node) -> bool {
    matches!(&node.kind, NodeKind::UserTask(t) if t.assignee == Assignee::Applicant)
}

/// Branches feeding each join: its incoming arrows.
pub(super) fn join_branches(nodes: &[Node], arrows: &[(usize, usize)]) -> Vec<u32> {
    let mut join_branches = vec![0u32; nodes.len()];
    for &(_, to) in arrows {
        if matches!(nodes[to].kind, NodeKind::Join(_)) {
            join_branches[to] += 1;
        }
    }
    join_branches
}

/// The last user task on the way to the approved end: walk back through automatic nodes.
pub(super) fn final_user_task(nodes: &[Node], edges: &[Vec<Edge>]) -> String {
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
