//! Graph checks with petgraph: reachability, dead ends, cycles without a user task, forks
//! matched by joins, return targets that lie before the node returning.

use petgraph::algo::is_cyclic_directed;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::{Dfs, Reversed};

use super::problem::Problem;
use super::{Node, NodeKind};

/// Forward edges (the arrows of the definition) as index pairs.
pub type Arrows = [(usize, usize)];

fn reach(graph: &DiGraph<(), ()>, from: &[usize]) -> Vec<bool> {
    let mut seen = vec![false; graph.node_count()];
    for &f in from {
        let mut dfs = Dfs::new(graph, NodeIndex::new(f));
        while let Some(n) = dfs.next(graph) {
            seen[n.index()] = true;
        }
    }
    seen
}

fn reach_back(graph: &DiGraph<(), ()>, from: &[usize]) -> Vec<bool> {
    let reversed = Reversed(graph);
    let mut seen = vec![false; graph.node_count()];
    for &f in from {
        let mut dfs = Dfs::new(reversed, NodeIndex::new(f));
        while let Some(n) = dfs.next(reversed) {
            seen[n.index()] = true;
        }
    }
    seen
}

/// The result of the checks: the parallel region of each node (the join it feeds), and
/// the join of each fork.
pub struct Layout {
    pub region: Vec<Option<usize>>,
    pub fork_join: Vec<Option<usize>>,
}

/// Checks the graph. `jumps` are the moves that are not arrows: returns, and the rejects and
/// withdrawals that go straight to their end.
pub fn check(
    app: &str,
    nodes: &[Node],
    arrows: &Arrows,
    jumps: &Arrows,
    start: usize,
    problems: &mut Vec<Problem>,
) -> Layout {
    let n = nodes.len();
    let mut forward: DiGraph<(), ()> = DiGraph::with_capacity(n, arrows.len());
    for _ in 0..n {
        forward.add_node(());
    }
    for &(a, b) in arrows {
        forward.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
    }
    let mut all = forward.clone();
    for &(a, b) in jumps {
        all.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
    }

    // Every node reachable from the start.
    let reachable = reach(&all, &[start]);
    for (i, node) in nodes.iter().enumerate() {
        if !reachable[i] {
            problems.push(
                Problem::new(app, "unreachable: no path leads here from the start").node(&node.id),
            );
        }
    }

    // An end reachable from every node.
    let ends: Vec<usize> = (0..n)
        .filter(|&i| matches!(nodes[i].kind, NodeKind::End { .. }))
        .collect();
    if ends.is_empty() {
        problems.push(Problem::new(app, "the flow has no end node"));
    }
    let finishes = reach_back(&all, &ends);
    for (i, node) in nodes.iter().enumerate() {
        if !finishes[i] && reachable[i] {
            let message = if forward.neighbors(NodeIndex::new(i)).next().is_none() {
                "dead end: the node has no way out and is not an end"
            } else {
                "dead end: no end can be reached from this node"
            };
            problems.push(Problem::new(app, message).node(&node.id));
        }
    }

    // A loop of automatic nodes would spin without anyone acting.
    let automatic: Vec<bool> = nodes
        .iter()
        .map(|node| !matches!(node.kind, NodeKind::UserTask(_)))
        .collect();
    let mut auto_graph: DiGraph<(), ()> = DiGraph::with_capacity(n, arrows.len());
    for _ in 0..n {
        auto_graph.add_node(());
    }
    for &(a, b) in arrows {
        if automatic[a] && automatic[b] {
            auto_graph.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
        }
    }
    if is_cyclic_directed(&auto_graph) {
        problems.push(Problem::new(
            app,
            "a cycle of gateways and service tasks with no user task in it would never stop",
        ));
    }

    // Forks matched by joins: every branch of a fork reaches the same join, which has as many
    // incoming arrows as the fork has branches.
    let mut region = vec![None; n];
    let mut fork_join = vec![None; n];
    let mut join_owner: Vec<Option<usize>> = vec![None; n];
    for (f, node) in nodes.iter().enumerate() {
        if !matches!(node.kind, NodeKind::Fork) {
            continue;
        }
        let branches: Vec<usize> = forward
            .neighbors(NodeIndex::new(f))
            .map(|x| x.index())
            .collect();
        let mut joins: Vec<usize> = Vec::new();
        let mut members: Vec<usize> = Vec::new();
        let mut bad = false;
        for &b in &branches {
            let mut stack = vec![b];
            let mut seen = vec![false; n];
            while let Some(x) = stack.pop() {
                if seen[x] {
                    continue;
                }
                seen[x] = true;
                match nodes[x].kind {
                    NodeKind::Join { .. } => {
                        if !joins.contains(&x) {
                            joins.push(x);
                        }
                        continue;
                    }
                    NodeKind::Fork => {
                        problems.push(
                            Problem::new(app, format!("nested parallel gateway `{}` inside a fork's branch is not supported", nodes[x].id))
                                .node(&node.id),
                        );
                        bad = true;
                        continue;
                    }
                    NodeKind::End { .. } => {
                        problems.push(
                            Problem::new(
                                app,
                                format!(
                                    "a branch of the fork reaches end `{}` before any join",
                                    nodes[x].id
                                ),
                            )
                            .node(&node.id),
                        );
                        bad = true;
                        continue;
                    }
                    _ => {}
                }
                members.push(x);
                stack.extend(forward.neighbors(NodeIndex::new(x)).map(|y| y.index()));
            }
        }
        match joins.as_slice() {
            [j] => {
                let incoming = forward
                    .neighbors_directed(NodeIndex::new(*j), petgraph::Direction::Incoming)
                    .count();
                if incoming != branches.len() {
                    problems.push(Problem::new(
                        app,
                        format!("join `{}` has {incoming} incoming arrows but fork `{}` has {} branches", nodes[*j].id, node.id, branches.len()),
                    ).node(&nodes[*j].id));
                    bad = true;
                }
                if let Some(other) = join_owner[*j] {
                    problems.push(
                        Problem::new(
                            app,
                            format!(
                                "join `{}` closes two forks, `{}` and `{}`",
                                nodes[*j].id, nodes[other].id, node.id
                            ),
                        )
                        .node(&nodes[*j].id),
                    );
                    bad = true;
                }
                join_owner[*j] = Some(f);
                if !bad {
                    fork_join[f] = Some(*j);
                    for m in members {
                        region[m] = Some(*j);
                    }
                }
            }
            [] => {
                if !bad {
                    problems.push(
                        Problem::new(app, "the fork's branches never reach a join").node(&node.id),
                    );
                }
            }
            many => problems.push(
                Problem::new(
                    app,
                    format!(
                        "the fork's branches reach different joins: {}",
                        many.iter()
                            .map(|j| format!("`{}`", nodes[*j].id))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
                .node(&node.id),
            ),
        }
    }
    for (j, node) in nodes.iter().enumerate() {
        if matches!(node.kind, NodeKind::Join { .. }) && join_owner[j].is_none() {
            problems.push(Problem::new(app, "this join closes no fork").node(&node.id));
        }
    }

    // A return goes back to a user task that lies before the node, outside any parallel branch.
    for (i, node) in nodes.iter().enumerate() {
        let NodeKind::UserTask(task) = &node.kind else {
            continue;
        };
        for &t in &task.return_to {
            if !matches!(nodes[t].kind, NodeKind::UserTask(_)) {
                problems.push(
                    Problem::new(
                        app,
                        format!("return target `{}` is not a user task", nodes[t].id),
                    )
                    .node(&node.id),
                );
                continue;
            }
            if region[t].is_some() {
                problems.push(
                    Problem::new(
                        app,
                        format!(
                            "return target `{}` lies inside a parallel branch",
                            nodes[t].id
                        ),
                    )
                    .node(&node.id),
                );
            }
            if t == i || !reach(&forward, &[t])[i] {
                problems.push(
                    Problem::new(
                        app,
                        format!(
                            "return target `{}` does not lie before this node",
                            nodes[t].id
                        ),
                    )
                    .node(&node.id),
                );
            }
        }
    }

    Layout { region, fork_join }
}
