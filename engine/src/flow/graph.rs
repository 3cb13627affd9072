//! Graph checks with petgraph: reachability, dead ends, cycles without a user task, forks
//! matched by joins, return targets that lie before the node returning.

use petgraph::algo::is_cyclic_directed;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::{Dfs, IntoNeighbors, NodeIndexable, Reversed, Visitable};
use petgraph::Direction;

use super::problem::Problem;
use super::{Node, NodeKind};

/// Forward edges (the arrows of the definition) as index pairs.
pub type Arrows = [(usize, usize)];

/// A graph of `n` nodes with these arrows.
fn graph(n: usize, arrows: impl Iterator<Item = (usize, usize)>) -> DiGraph<(), ()> {
    let mut graph = DiGraph::with_capacity(n, 0);
    for _ in 0..n {
        graph.add_node(());
    }
    for (a, b) in arrows {
        graph.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
    }
    graph
}

/// The nodes reachable from `from` (along the arrows of `graph`, or against them when it
/// is `Reversed`).
fn reach<G>(graph: G, from: &[usize]) -> Vec<bool>
where
    G: IntoNeighbors + Visitable + NodeIndexable,
{
    let mut seen = vec![false; graph.node_bound()];
    for &f in from {
        let mut dfs = Dfs::new(graph, graph.from_index(f));
        while let Some(n) = dfs.next(graph) {
            seen[graph.to_index(n)] = true;
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
    let all = graph(n, arrows.iter().chain(jumps).copied());
    let mut checks = Checks {
        app,
        nodes,
        forward: graph(n, arrows.iter().copied()),
        problems,
    };
    let reachable = reach(&all, &[start]);
    checks.unreachable(&reachable);
    checks.dead_ends(&all, &reachable);
    checks.automatic_cycles(arrows);
    let layout = checks.parallel_regions();
    checks.returns(&layout.region);
    layout
}

struct Checks<'a> {
    app: &'a str,
    nodes: &'a [Node],
    /// The arrows only, without the jumps.
    forward: DiGraph<(), ()>,
    problems: &'a mut Vec<Problem>,
}

/// What the branches of one fork reach before their join.
struct Branches {
    count: usize,
    /// The joins they reach, in the order found.
    joins: Vec<usize>,
    /// The nodes on the way, which form the fork's parallel region.
    members: Vec<usize>,
    /// A branch reached a nested fork or an end (already reported).
    bad: bool,
}

impl Checks<'_> {
    fn at(&mut self, node: usize, message: impl Into<String>) {
        self.problems
            .push(Problem::new(self.app, message).node(&self.nodes[node].id));
    }

    fn successors(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        self.forward
            .neighbors(NodeIndex::new(node))
            .map(|x| x.index())
    }

    /// Every node reachable from the start.
    fn unreachable(&mut self, reachable: &[bool]) {
        for (i, &reached) in reachable.iter().enumerate() {
            if !reached {
                self.at(i, "unreachable: no path leads here from the start");
            }
        }
    }

    /// An end reachable from every node.
    fn dead_ends(&mut self, all: &DiGraph<(), ()>, reachable: &[bool]) {
        let ends: Vec<usize> = (0..self.nodes.len())
            .filter(|&i| matches!(self.nodes[i].kind, NodeKind::End { .. }))
            .collect();
        if ends.is_empty() {
            self.problems
                .push(Problem::new(self.app, "the flow has no end node"));
        }
        let finishes = reach(Reversed(all), &ends);
        for i in 0..self.nodes.len() {
            if !finishes[i] && reachable[i] {
                let message = if self.successors(i).next().is_none() {
                    "dead end: the node has no way out and is not an end"
                } else {
                    "dead end: no end can be reached from this node"
                };
                self.at(i, message);
            }
        }
    }

    /// A loop of automatic nodes would spin without anyone acting.
    fn automatic_cycles(&mut self, arrows: &Arrows) {
        let automatic: Vec<bool> = self
            .nodes
            .iter()
            .map(|node| !matches!(node.kind, NodeKind::UserTask(_)))
            .collect();
        let auto_graph = graph(
            self.nodes.len(),
            arrows
                .iter()
                .copied()
                .filter(|&(a, b)| automatic[a] && automatic[b]),
        );
        if is_cyclic_directed(&auto_graph) {
            self.problems.push(Problem::new(
                self.app,
                "a cycle of gateways and service tasks with no user task in it would never stop",
            ));
        }
    }

    /// Forks matched by joins: every branch of a fork reaches the same join, which has as
    /// many incoming arrows as the fork has branches.
    fn parallel_regions(&mut self) -> Layout {
        let n = self.nodes.len();
        let mut layout = Layout {
            region: vec![None; n],
            fork_join: vec![None; n],
        };
        let mut join_owner: Vec<Option<usize>> = vec![None; n];
        for f in 0..n {
            if !matches!(self.nodes[f].kind, NodeKind::Fork) {
                continue;
            }
            let mut branches = self.branches(f);
            match branches.joins.as_slice() {
                &[j] => {
                    self.close(f, j, &mut branches, &mut join_owner);
                    if !branches.bad {
                        layout.fork_join[f] = Some(j);
                        for &m in &branches.members {
                            layout.region[m] = Some(j);
                        }
                    }
                }
                [] => {
                    if !branches.bad {
                        self.at(f, "the fork's branches never reach a join");
                    }
                }
                many => {
                    let names = many
                        .iter()
                        .map(|j| format!("`{}`", self.nodes[*j].id))
                        .collect::<Vec<_>>()
                        .join(", ");
                    self.at(
                        f,
                        format!("the fork's branches reach different joins: {names}"),
                    );
                }
            }
        }
        self.joins_without_fork(&join_owner);
        layout
    }

    /// Walks each branch of fork `f` up to the joins it reaches.
    fn branches(&mut self, f: usize) -> Branches {
        let starts: Vec<usize> = self.successors(f).collect();
        let mut branches = Branches {
            count: starts.len(),
            joins: Vec::new(),
            members: Vec::new(),
            bad: false,
        };
        for b in starts {
            let mut stack = vec![b];
            let mut seen = vec![false; self.nodes.len()];
            while let Some(x) = stack.pop() {
                if seen[x] {
                    continue;
                }
                seen[x] = true;
                match self.nodes[x].kind {
                    NodeKind::Join { .. } => {
                        if !branches.joins.contains(&x) {
                            branches.joins.push(x);
                        }
                        continue;
                    }
                    NodeKind::Fork => {
                        let message = format!(
                            "nested parallel gateway `{}` inside a fork's branch is not supported",
                            self.nodes[x].id
                        );
                        self.at(f, message);
                        branches.bad = true;
                        continue;
                    }
                    NodeKind::End { .. } => {
                        let message = format!(
                            "a branch of the fork reaches end `{}` before any join",
                            self.nodes[x].id
                        );
                        self.at(f, message);
                        branches.bad = true;
                        continue;
                    }
                    _ => {}
                }
                branches.members.push(x);
                stack.extend(self.successors(x));
            }
        }
        branches
    }

    /// Fork `f`'s branches all reach join `j`: it must have one arrow per branch and close
    /// no other fork.
    fn close(
        &mut self,
        f: usize,
        j: usize,
        branches: &mut Branches,
        join_owner: &mut [Option<usize>],
    ) {
        let incoming = self
            .forward
            .neighbors_directed(NodeIndex::new(j), Direction::Incoming)
            .count();
        let (join, fork) = (&self.nodes[j].id, &self.nodes[f].id);
        if incoming != branches.count {
            let message = format!(
                "join `{join}` has {incoming} incoming arrows but fork `{fork}` has {} branches",
                branches.count
            );
            self.at(j, message);
            branches.bad = true;
        }
        if let Some(other) = join_owner[j] {
            let message = format!(
                "join `{join}` closes two forks, `{}` and `{fork}`",
                self.nodes[other].id
            );
            self.at(j, message);
            branches.bad = true;
        }
        join_owner[j] = Some(f);
    }

    fn joins_without_fork(&mut self, join_owner: &[Option<usize>]) {
        for (j, owner) in join_owner.iter().enumerate() {
            if matches!(self.nodes[j].kind, NodeKind::Join { .. }) && owner.is_none() {
                self.at(j, "this join closes no fork");
            }
        }
    }

    /// A return goes back to a user task that lies before the node, outside any parallel
    /// branch.
    fn returns(&mut self, region: &[Option<usize>]) {
        for i in 0..self.nodes.len() {
            let NodeKind::UserTask(task) = &self.nodes[i].kind else {
                continue;
            };
            for &t in &task.return_to {
                let target = &self.nodes[t].id;
                if !matches!(self.nodes[t].kind, NodeKind::UserTask(_)) {
                    self.at(i, format!("return target `{target}` is not a user task"));
                    continue;
                }
                if region[t].is_some() {
                    self.at(
                        i,
                        format!("return target `{target}` lies inside a parallel branch"),
                    );
                }
                if t == i || !reach(&self.forward, &[t])[i] {
                    self.at(
                        i,
                        format!("return target `{target}` does not lie before this node"),
                    );
                }
            }
        }
    }
}
