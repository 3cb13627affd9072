//! The diagram's layout: a column per longest-path layer, a row per node of a layer, and
//! the waypoints of every flow between them.

use std::collections::BTreeSet;

use super::{Element, Flow, TASK};
use crate::flow::view::FlowView;

/// The layout grid: a column per layer, a row per node of a layer, centred in a 100×80 cell.
const LEFT: i64 = 150;
const TOP: i64 = 80;
const COLUMN: i64 = 180;
const ROW: i64 = 130;
/// Flows routed around the diagram (above or below it) each run in their own channel.
const CHANNEL_GAP: i64 = 40;
const CHANNEL_STEP: i64 = 20;

/// Where each node goes: longest-path layers left to right over the sequence flows (cycles
/// broken where a depth-first walk from the start meets them), ordered within a layer by the
/// rows of their predecessors.
pub(super) struct Layout {
    layer: Vec<usize>,
    row: Vec<usize>,
    /// The top of the first row: blocked forward flows run above it.
    top: i64,
    /// The bottom of the lowest node: backward flows run below it.
    bottom: i64,
    /// Per flow: the height of its channel above the diagram, if it runs there.
    over: Vec<Option<i64>>,
}

/// The forward arrows between nodes, without those that close a cycle.
struct Dag {
    preds: Vec<Vec<usize>>,
    succs: Vec<Vec<usize>>,
}

impl Layout {
    pub(super) fn new(view: &FlowView, elements: &[Element], flows: &[Flow]) -> Layout {
        let n = elements.len();
        let dag = Dag::new(view, n, flows);
        let layer = dag.layers(view);
        let row = dag.rows(&layer);
        // A forward flow skipping columns whose row is taken somewhere on its way runs in
        // its own channel above the diagram instead of through the nodes.
        let blocked = |f: &Flow| {
            let (ls, lt) = (layer[f.source], layer[f.target]);
            lt > ls + 1 && (0..n).any(|v| layer[v] > ls && layer[v] < lt && row[v] == row[f.source])
        };
        let above = flows.iter().filter(|f| blocked(f)).count() as i64;
        let top = TOP + above * CHANNEL_STEP;
        let mut over = vec![None; flows.len()];
        let mut channel = 0;
        for (f, flow) in flows.iter().enumerate() {
            if blocked(flow) {
                over[f] = Some(top - CHANNEL_GAP / 2 - channel * CHANNEL_STEP);
                channel += 1;
            }
        }
        let mut layout = Layout {
            layer,
            row,
            top,
            bottom: top,
            over,
        };
        layout.bottom = (0..n)
            .map(|v| layout.centre(v).1 + elements[v].size.1 / 2)
            .max()
            .unwrap_or(top);
        layout
    }

    fn centre(&self, v: usize) -> (i64, i64) {
        (
            LEFT + self.layer[v] as i64 * COLUMN + TASK.0 / 2,
            self.top + self.row[v] as i64 * ROW + TASK.1 / 2,
        )
    }

    /// x, y, width, height of a node's shape.
    pub(super) fn bounds(&self, v: usize, (w, h): (i64, i64)) -> (i64, i64, i64, i64) {
        let (cx, cy) = self.centre(v);
        (cx - w / 2, cy - h / 2, w, h)
    }

    /// The waypoints of every flow. A forward flow leaves its source's right side for the
    /// target's left side, bending in the gap before the target's column, or when nodes
    /// stand in its way runs in a channel above the diagram, top to top. A backward one (a return, a loop) leaves the
    /// source's bottom, runs in its own channel under the diagram and enters the target from
    /// below; where several touch a task's bottom they are spread along it so that they
    /// neither overlap nor cross there.
    pub(super) fn routes(&self, flows: &[Flow], elements: &[Element]) -> Vec<Vec<(i64, i64)>> {
        let backward = |f: &Flow| self.layer[f.target] <= self.layer[f.source];
        let mut depth = vec![0i64; flows.len()];
        let mut channel = 0;
        // (direction of the other end, order key, flow, at its source) per node.
        let mut touches: Vec<Vec<(i64, i64, usize, bool)>> = vec![Vec::new(); elements.len()];
        for (f, flow) in flows.iter().enumerate() {
            if !backward(flow) {
                continue;
            }
            depth[f] = self.bottom + CHANNEL_GAP + channel * CHANNEL_STEP;
            channel += 1;
            let (sx, tx) = (self.centre(flow.source).0, self.centre(flow.target).0);
            // Flows heading left sit left of those heading right; within a side the deeper
            // channel sits outside.
            for (node, dir, at_source) in [
                (flow.source, (tx - sx).signum(), true),
                (flow.target, (sx - tx).signum(), false),
            ] {
                let key = if dir > 0 { -depth[f] } else { depth[f] };
                touches[node].push((dir, key, f, at_source));
            }
        }
        let mut exit = vec![0i64; flows.len()];
        let mut entry = vec![0i64; flows.len()];
        for (v, list) in touches.iter_mut().enumerate() {
            list.sort_unstable();
            let (cx, _) = self.centre(v);
            let (w, _) = elements[v].size;
            let spread = elements[v].size == TASK;
            let m = list.len() as i64;
            for (j, &(_, _, f, at_source)) in list.iter().enumerate() {
                let x = if spread {
                    cx - w / 2 + (j as i64 + 1) * w / (m + 1)
                } else {
                    cx
                };
                if at_source {
                    exit[f] = x;
                } else {
                    entry[f] = x;
                }
            }
        }
        flows
            .iter()
            .enumerate()
            .map(|(f, flow)| {
                let (s, t) = (flow.source, flow.target);
                let (sw, sh) = elements[s].size;
                let (tw, th) = elements[t].size;
                let (scx, scy) = self.centre(s);
                let (tcx, tcy) = self.centre(t);
                if let Some(y) = self.over[f] {
                    return vec![(scx, scy - sh / 2), (scx, y), (tcx, y), (tcx, tcy - th / 2)];
                }
                if !backward(flow) {
                    let (x1, x2) = (scx + sw / 2, tcx - tw / 2);
                    if scy == tcy {
                        return vec![(x1, scy), (x2, tcy)];
                    }
                    // Bend in the gap before the target's column.
                    let bend = tcx - TASK.0 / 2 - (COLUMN - TASK.0) / 2;
                    return vec![(x1, scy), (bend, scy), (bend, tcy), (x2, tcy)];
                }
                vec![
                    (exit[f], scy + sh / 2),
                    (exit[f], depth[f]),
                    (entry[f], depth[f]),
                    (entry[f], tcy + th / 2),
                ]
            })
            .collect()
    }
}

impl Dag {
    /// The sequence flows between distinct nodes, less the arrows a depth-first walk (from
    /// the start first) finds going back.
    fn new(view: &FlowView, n: usize, flows: &[Flow]) -> Dag {
        let arrows: Vec<(usize, usize)> = flows
            .iter()
            .filter(|f| !f.is_return && f.source != f.target)
            .map(|f| (f.source, f.target))
            .collect();
        let mut adjacent = vec![Vec::new(); n];
        for (a, &(from, _)) in arrows.iter().enumerate() {
            adjacent[from].push(a);
        }
        let mut back = vec![false; arrows.len()];
        let mut state = vec![0u8; n];
        let roots = (0..n)
            .filter(|&i| view.nodes[i].kind == "start")
            .chain(0..n);
        for root in roots {
            if state[root] != 0 {
                continue;
            }
            state[root] = 1;
            let mut stack = vec![(root, 0usize)];
            while let Some((v, next)) = stack.last_mut() {
                let v = *v;
                if let Some(&a) = adjacent[v].get(*next) {
                    *next += 1;
                    let w = arrows[a].1;
                    match state[w] {
                        0 => {
                            state[w] = 1;
                            stack.push((w, 0));
                        }
                        1 => back[a] = true,
                        _ => {}
                    }
                } else {
                    state[v] = 2;
                    stack.pop();
                }
            }
        }
        let mut dag = Dag {
            preds: vec![Vec::new(); n],
            succs: vec![Vec::new(); n],
        };
        for (a, &(from, to)) in arrows.iter().enumerate() {
            if !back[a] {
                dag.preds[to].push(from);
                dag.succs[from].push(to);
            }
        }
        dag
    }

    /// Each node's column: the longest path from the sources, in topological order.
    fn layers(&self, view: &FlowView) -> Vec<usize> {
        let n = self.preds.len();
        let mut waiting: Vec<usize> = self.preds.iter().map(Vec::len).collect();
        let mut ready: BTreeSet<usize> = (0..n).filter(|&i| waiting[i] == 0).collect();
        let mut order = Vec::with_capacity(n);
        let mut layer = vec![0usize; n];
        while let Some(v) = ready.pop_first() {
            order.push(v);
            for &w in &self.succs[v] {
                layer[w] = layer[w].max(layer[v] + 1);
                waiting[w] -= 1;
                if waiting[w] == 0 {
                    ready.insert(w);
                }
            }
        }
        // A source other than the start (a task reached by returns only) goes just before
        // its first successor rather than beside the start.
        for &v in order.iter().rev() {
            if self.preds[v].is_empty() && view.nodes[v].kind != "start" {
                if let Some(first) = self.succs[v].iter().map(|&s| layer[s]).min() {
                    layer[v] = first.saturating_sub(1);
                }
            }
        }
        // Lone ends (reached by rejects and withdrawals) stand in the last column.
        let lone = |v: usize| self.preds[v].is_empty() && self.succs[v].is_empty();
        let last = (0..n).filter(|&v| !lone(v)).map(|v| layer[v]).max();
        for (v, slot) in layer.iter_mut().enumerate() {
            if lone(v) && view.nodes[v].kind == "end" {
                *slot = last.unwrap_or(0);
            }
        }
        layer
    }

    /// Each node's row in its column: by the mean row of its predecessors, nodes without
    /// any last.
    fn rows(&self, layer: &[usize]) -> Vec<usize> {
        let n = layer.len();
        let layers = layer.iter().copied().max().map_or(0, |m| m + 1);
        let mut row = vec![0usize; n];
        for l in 0..layers {
            let mut members: Vec<(u8, f64, usize)> = (0..n)
                .filter(|&v| layer[v] == l)
                .map(|v| {
                    let placed: Vec<usize> = self.preds[v]
                        .iter()
                        .copied()
                        .filter(|&p| layer[p] < l)
                        .collect();
                    if placed.is_empty() {
                        (1, 0.0, v)
                    } else {
                        let mean = placed.iter().map(|&p| row[p] as f64).sum::<f64>()
                            / placed.len() as f64;
                        (0, mean, v)
                    }
                })
                .collect();
            members.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.2.cmp(&b.2)));
            for (r, &(_, _, v)) in members.iter().enumerate() {
                row[v] = r;
            }
        }
        row
    }
}
