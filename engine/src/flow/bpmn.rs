//! BPMN 2.0 export of a [`FlowView`]: XML that standard modelers (bpmn.io, Camunda Modeler)
//! open and display, with a simple automatic layered layout as its diagram.
//!
//! The mapping:
//!
//! | view | BPMN |
//! |---|---|
//! | the flow | `definitions` > `process` (id `Process_{appId}`, `isExecutable="false"`) |
//! | `start` | `startEvent` |
//! | `userTask` | `userTask`, the assignee as `documentation` |
//! | `exclusiveGateway` | `exclusiveGateway`, `default` naming its default edge's flow |
//! | `parallelGateway` | `parallelGateway`, `gatewayDirection` from its arrows |
//! | `serviceTask` | `serviceTask`, the effect as `documentation` |
//! | `end` | `endEvent`; rejected and withdrawn ends carry a `terminateEventDefinition` |
//! | any other kind (a broken flow) | `task` |
//! | a sequence edge | `sequenceFlow`, its rhai condition as `conditionExpression` |
//! | a return edge | `sequenceFlow` named 退回 with the condition `action == "return"`; the task's forward flow becomes its `default` |
//!
//! Returns are exported: they are real moves, and without them the task a returned
//! application goes to (UpdateApplyApprove) would have no incoming flow and look unreachable.
//! Rejects and withdrawals are not edges of the view, so their ends stand alone in the last
//! column. Node ids become `Node_{id}` (characters outside `[A-Za-z0-9_.-]` replaced by `_`),
//! flows `Flow_1`, `Flow_2` ...; an edge naming a missing node is left out.
//!
//! The diagram: longest-path layers over the sequence edges (cycles broken by a depth-first
//! walk from the start) are columns left to right, nodes ordered in a column by the rows of
//! their predecessors; a node reached by returns only sits just before its successor, and the
//! lone rejected and withdrawn ends in the last column. Tasks are 100×80, gateways 50×50,
//! events 36×36. Forward flows run right with orthogonal bends between columns (over the
//! diagram when a node stands in their row); backward flows (returns, loops) run under it,
//! each in its own channel. No lanes: the assignee is in each task's documentation.

use std::collections::{BTreeSet, HashMap, HashSet};

use quick_xml::escape::partial_escape;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;

use super::view::{FlowView, RETURN};

pub const BPMN_MODEL: &str = "http://www.omg.org/spec/BPMN/20100524/MODEL";
pub const BPMN_DI: &str = "http://www.omg.org/spec/BPMN/20100524/DI";
pub const DC: &str = "http://www.omg.org/spec/DD/20100524/DC";
pub const DI: &str = "http://www.omg.org/spec/DD/20100524/DI";
pub const XSI: &str = "http://www.w3.org/2001/XMLSchema-instance";
/// The `targetNamespace` of the exported definitions.
pub const TARGET_NAMESPACE: &str = "https://platform.local/flows";

/// The condition of a return flow: taken when the user returns the task.
pub const RETURN_CONDITION: &str = "action == \"return\"";
/// The name of a return flow.
pub const RETURN_NAME: &str = "退回";

/// Width and height of tasks, gateways and events.
const TASK: (i64, i64) = (100, 80);
const GATEWAY: (i64, i64) = (50, 50);
const EVENT: (i64, i64) = (36, 36);
/// The layout grid: a column per layer, a row per node of a layer, centred in a 100×80 cell.
const LEFT: i64 = 150;
const TOP: i64 = 80;
const COLUMN: i64 = 180;
const ROW: i64 = 130;
/// Flows routed around the diagram (above or below it) each run in their own channel.
const CHANNEL_GAP: i64 = 40;
const CHANNEL_STEP: i64 = 20;

struct Element {
    xml_id: String,
    tag: &'static str,
    size: (i64, i64),
    incoming: Vec<usize>,
    outgoing: Vec<usize>,
}

struct Flow {
    xml_id: String,
    source: usize,
    target: usize,
    condition: Option<String>,
    default: bool,
    is_return: bool,
}

/// The BPMN 2.0 XML of a flow view.
pub fn to_bpmn(view: &FlowView) -> String {
    let mut taken = HashSet::new();
    let mut elements: Vec<Element> = view
        .nodes
        .iter()
        .map(|node| {
            let (tag, size) = shape(&node.kind);
            Element {
                xml_id: ncname("Node_", &node.id, &mut taken),
                tag,
                size,
                incoming: Vec::new(),
                outgoing: Vec::new(),
            }
        })
        .collect();
    // The first node of an id wins, as edges cannot tell duplicates apart.
    let mut index: HashMap<&str, usize> = HashMap::new();
    for (i, node) in view.nodes.iter().enumerate() {
        index.entry(node.id.as_str()).or_insert(i);
    }
    let mut flows: Vec<Flow> = Vec::new();
    for edge in &view.edges {
        let (Some(&source), Some(&target)) =
            (index.get(edge.from.as_str()), index.get(edge.to.as_str()))
        else {
            continue;
        };
        // Rejects and withdrawals are actions on a task, not arrows a modeler should route.
        if edge.kind != RETURN && edge.kind != super::view::SEQUENCE {
            continue;
        }
        let is_return = edge.kind == RETURN;
        let f = flows.len();
        elements[source].outgoing.push(f);
        elements[target].incoming.push(f);
        flows.push(Flow {
            xml_id: format!("Flow_{}", f + 1),
            source,
            target,
            condition: if is_return {
                Some(RETURN_CONDITION.into())
            } else {
                edge.condition.clone()
            },
            default: edge.default && !is_return,
            is_return,
        });
    }
    let layout = Layout::new(view, &elements, &flows);

    let app = ncname_part(&view.app_id);
    let process_id = format!("Process_{app}");
    let mut xml = Xml::new();
    xml.event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)));
    xml.open(
        "definitions",
        &[
            ("xmlns", BPMN_MODEL),
            ("xmlns:bpmndi", BPMN_DI),
            ("xmlns:dc", DC),
            ("xmlns:di", DI),
            ("xmlns:xsi", XSI),
            ("id", &format!("Definitions_{app}")),
            ("targetNamespace", TARGET_NAMESPACE),
            ("exporter", "engine flow::bpmn"),
            ("exporterVersion", env!("CARGO_PKG_VERSION")),
        ],
    );
    let version = view.version.to_string();
    xml.open(
        "process",
        &[
            ("id", &process_id),
            ("name", &view.name),
            ("isExecutable", "false"),
        ],
    );
    xml.text(
        "documentation",
        &[],
        &format!(
            "flow {} version {}, form {}",
            view.app_id, version, view.form
        ),
    );
    for (node, element) in view.nodes.iter().zip(&elements) {
        let mut attrs = vec![("id", element.xml_id.clone()), ("name", node.name.clone())];
        let default = match element.tag {
            "exclusiveGateway" => element.outgoing.iter().find(|&&f| flows[f].default),
            // A task with returns: its forward flow is taken unless the user returns.
            "userTask" if element.outgoing.iter().any(|&f| flows[f].is_return) => {
                let forward: Vec<&usize> = element
                    .outgoing
                    .iter()
                    .filter(|&&f| !flows[f].is_return)
                    .collect();
                match forward.as_slice() {
                    [one] => Some(*one),
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some(&f) = default {
            attrs.push(("default", flows[f].xml_id.clone()));
        }
        if element.tag == "parallelGateway" {
            match (element.incoming.len(), element.outgoing.len()) {
                (0 | 1, out) if out > 1 => attrs.push(("gatewayDirection", "Diverging".into())),
                (inc, 0 | 1) if inc > 1 => attrs.push(("gatewayDirection", "Converging".into())),
                _ => {}
            }
        }
        if element.tag == "exclusiveGateway" && element.outgoing.len() > 1 {
            attrs.push(("gatewayDirection", "Diverging".into()));
        }
        let attrs: Vec<(&str, &str)> = attrs.iter().map(|(k, v)| (*k, v.as_str())).collect();
        xml.open(element.tag, &attrs);
        if let Some(doc) = documentation(node) {
            xml.text("documentation", &[], &doc);
        }
        for &f in &element.incoming {
            xml.text("incoming", &[], &flows[f].xml_id);
        }
        for &f in &element.outgoing {
            xml.text("outgoing", &[], &flows[f].xml_id);
        }
        if element.tag == "endEvent"
            && matches!(node.outcome.as_deref(), Some("rejected" | "withdrawn"))
        {
            let id = format!("{}_terminate", element.xml_id);
            xml.empty("terminateEventDefinition", &[("id", &id)]);
        }
        xml.close(element.tag);
    }
    for flow in &flows {
        let mut attrs = vec![("id", flow.xml_id.as_str())];
        if flow.is_return {
            attrs.push(("name", RETURN_NAME));
        }
        attrs.push(("sourceRef", &elements[flow.source].xml_id));
        attrs.push(("targetRef", &elements[flow.target].xml_id));
        match &flow.condition {
            Some(condition) => {
                xml.open("sequenceFlow", &attrs);
                xml.text(
                    "conditionExpression",
                    &[("xsi:type", "tFormalExpression"), ("language", "rhai")],
                    condition,
                );
                xml.close("sequenceFlow");
            }
            None => xml.empty("sequenceFlow", &attrs),
        }
    }
    xml.close("process");

    xml.open(
        "bpmndi:BPMNDiagram",
        &[("id", &format!("Diagram_{app}")), ("name", &view.name)],
    );
    xml.open(
        "bpmndi:BPMNPlane",
        &[
            ("id", &format!("Plane_{app}")),
            ("bpmnElement", &process_id),
        ],
    );
    for (i, element) in elements.iter().enumerate() {
        let (x, y, w, h) = layout.bounds(i, element.size);
        let mut attrs = vec![
            ("id", format!("{}_di", element.xml_id)),
            ("bpmnElement", element.xml_id.clone()),
        ];
        if element.tag == "exclusiveGateway" {
            attrs.push(("isMarkerVisible", "true".into()));
        }
        let attrs: Vec<(&str, &str)> = attrs.iter().map(|(k, v)| (*k, v.as_str())).collect();
        xml.open("bpmndi:BPMNShape", &attrs);
        xml.empty(
            "dc:Bounds",
            &[
                ("x", &x.to_string()),
                ("y", &y.to_string()),
                ("width", &w.to_string()),
                ("height", &h.to_string()),
            ],
        );
        xml.close("bpmndi:BPMNShape");
    }
    for (flow, points) in flows.iter().zip(layout.routes(&flows, &elements)) {
        let id = format!("{}_di", flow.xml_id);
        xml.open(
            "bpmndi:BPMNEdge",
            &[("id", &id), ("bpmnElement", &flow.xml_id)],
        );
        for (x, y) in points {
            xml.empty(
                "di:waypoint",
                &[("x", &x.to_string()), ("y", &y.to_string())],
            );
        }
        xml.close("bpmndi:BPMNEdge");
    }
    xml.close("bpmndi:BPMNPlane");
    xml.close("bpmndi:BPMNDiagram");
    xml.close("definitions");
    xml.finish()
}

/// The BPMN element and size of a node kind.
fn shape(kind: &str) -> (&'static str, (i64, i64)) {
    match kind {
        "start" => ("startEvent", EVENT),
        "end" => ("endEvent", EVENT),
        "userTask" => ("userTask", TASK),
        "serviceTask" => ("serviceTask", TASK),
        "exclusiveGateway" => ("exclusiveGateway", GATEWAY),
        "parallelGateway" => ("parallelGateway", GATEWAY),
        _ => ("task", TASK),
    }
}

fn documentation(node: &super::view::ViewNode) -> Option<String> {
    let mut lines = Vec::new();
    match &node.assignee {
        Some(serde_json::Value::String(who)) => lines.push(format!("assignee: {who}")),
        Some(serde_json::Value::Array(roles)) => lines.push(format!(
            "roles: {}",
            roles
                .iter()
                .map(|r| r.as_str().map_or_else(|| r.to_string(), str::to_owned))
                .collect::<Vec<_>>()
                .join(", ")
        )),
        Some(other) => lines.push(format!("assignee: {other}")),
        None => {}
    }
    if let Some(effect) = &node.effect {
        lines.push(format!("effect: {effect}"));
    }
    if let Some(outcome) = &node.outcome {
        lines.push(format!("outcome: {outcome}"));
    }
    if !matches!(
        node.kind.as_str(),
        "start" | "end" | "userTask" | "serviceTask" | "exclusiveGateway" | "parallelGateway"
    ) {
        lines.push(format!("kind: {}", node.kind));
    }
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// `text` with every character an NCName cannot hold (or that a modeler's id field would
/// choke on) replaced by `_`.
fn ncname_part(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// A unique NCName: the prefix (which starts with a letter) and the sanitised text.
fn ncname(prefix: &str, text: &str, taken: &mut HashSet<String>) -> String {
    let base = format!("{prefix}{}", ncname_part(text));
    let mut id = base.clone();
    let mut n = 2;
    while !taken.insert(id.clone()) {
        id = format!("{base}_{n}");
        n += 1;
    }
    id
}

/// Where each node goes: longest-path layers left to right over the sequence flows (cycles
/// broken where a depth-first walk from the start meets them), ordered within a layer by the
/// rows of their predecessors.
struct Layout {
    layer: Vec<usize>,
    row: Vec<usize>,
    /// The top of the first row: blocked forward flows run above it.
    top: i64,
    /// The bottom of the lowest node: backward flows run below it.
    bottom: i64,
    /// Per flow: the height of its channel above the diagram, if it runs there.
    over: Vec<Option<i64>>,
}

impl Layout {
    fn new(view: &FlowView, elements: &[Element], flows: &[Flow]) -> Layout {
        let n = elements.len();
        let arrows: Vec<(usize, usize)> = flows
            .iter()
            .filter(|f| !f.is_return && f.source != f.target)
            .map(|f| (f.source, f.target))
            .collect();
        let mut adjacent = vec![Vec::new(); n];
        for (a, &(from, _)) in arrows.iter().enumerate() {
            adjacent[from].push(a);
        }

        // Break cycles: drop the arrows a depth-first walk finds going back.
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
        let mut preds = vec![Vec::new(); n];
        let mut succs = vec![Vec::new(); n];
        for (a, &(from, to)) in arrows.iter().enumerate() {
            if !back[a] {
                preds[to].push(from);
                succs[from].push(to);
            }
        }

        // Longest path from the sources, in topological order.
        let mut waiting: Vec<usize> = preds.iter().map(Vec::len).collect();
        let mut ready: BTreeSet<usize> = (0..n).filter(|&i| waiting[i] == 0).collect();
        let mut order = Vec::with_capacity(n);
        let mut layer = vec![0usize; n];
        while let Some(v) = ready.pop_first() {
            order.push(v);
            for &w in &succs[v] {
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
            if preds[v].is_empty() && view.nodes[v].kind != "start" {
                if let Some(first) = succs[v].iter().map(|&s| layer[s]).min() {
                    layer[v] = first.saturating_sub(1);
                }
            }
        }
        // Lone ends (reached by rejects and withdrawals) stand in the last column.
        let lone = |v: usize| preds[v].is_empty() && succs[v].is_empty();
        let last = (0..n).filter(|&v| !lone(v)).map(|v| layer[v]).max();
        for (v, slot) in layer.iter_mut().enumerate() {
            if lone(v) && view.nodes[v].kind == "end" {
                *slot = last.unwrap_or(0);
            }
        }

        // Rows: by the mean row of the predecessors, nodes without any last.
        let layers = layer.iter().copied().max().map_or(0, |m| m + 1);
        let mut row = vec![0usize; n];
        for l in 0..layers {
            let mut members: Vec<(u8, f64, usize)> = (0..n)
                .filter(|&v| layer[v] == l)
                .map(|v| {
                    let placed: Vec<usize> =
                        preds[v].iter().copied().filter(|&p| layer[p] < l).collect();
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
    fn bounds(&self, v: usize, (w, h): (i64, i64)) -> (i64, i64, i64, i64) {
        let (cx, cy) = self.centre(v);
        (cx - w / 2, cy - h / 2, w, h)
    }

    /// The waypoints of every flow. A forward flow leaves its source's right side for the
    /// target's left side, bending in the gap before the target's column, or when nodes
    /// stand in its way runs in a channel above the diagram, top to top. A backward one (a return, a loop) leaves the
    /// source's bottom, runs in its own channel under the diagram and enters the target from
    /// below; where several touch a task's bottom they are spread along it so that they
    /// neither overlap nor cross there.
    fn routes(&self, flows: &[Flow], elements: &[Element]) -> Vec<Vec<(i64, i64)>> {
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

/// A small indenting writer over quick-xml: attribute values and text are escaped.
struct Xml(Writer<Vec<u8>>);

impl Xml {
    fn new() -> Xml {
        Xml(Writer::new_with_indent(Vec::new(), b' ', 2))
    }

    // A Vec<u8> takes every write: the only error `write_event` has is the sink's.
    #[allow(clippy::expect_used)]
    fn event(&mut self, event: Event<'_>) {
        self.0
            .write_event(event)
            .expect("writing XML into memory cannot fail");
    }

    fn start<'a>(name: &'a str, attrs: &[(&'a str, &'a str)]) -> BytesStart<'a> {
        BytesStart::new(name).with_attributes(attrs.iter().copied())
    }

    fn open(&mut self, name: &str, attrs: &[(&str, &str)]) {
        self.event(Event::Start(Self::start(name, attrs)));
    }

    fn empty(&mut self, name: &str, attrs: &[(&str, &str)]) {
        self.event(Event::Empty(Self::start(name, attrs)));
    }

    fn close(&mut self, name: &str) {
        self.event(Event::End(BytesEnd::new(name)));
    }

    /// `<name attrs>text</name>`, the text escaped (`<`, `>`, `&`).
    fn text(&mut self, name: &str, attrs: &[(&str, &str)], text: &str) {
        self.open(name, attrs);
        self.event(Event::Text(BytesText::from_escaped(partial_escape(text))));
        self.close(name);
    }

    fn finish(self) -> String {
        let mut bytes = self.0.into_inner();
        bytes.push(b'\n');
        // Every byte written came from a &str.
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_ncnames_and_unique() {
        let mut taken = HashSet::new();
        assert_eq!(ncname("Node_", "apply", &mut taken), "Node_apply");
        assert_eq!(ncname("Node_", "a b:c", &mut taken), "Node_a_b_c");
        assert_eq!(ncname("Node_", "a_b_c", &mut taken), "Node_a_b_c_2");
        assert_eq!(ncname("Node_", "审核", &mut taken), "Node___");
    }
}
