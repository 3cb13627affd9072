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

mod export;
mod layout;
mod xml;

use std::collections::{HashMap, HashSet};

use super::view::{FlowView, RETURN, SEQUENCE};
use layout::Layout;
use xml::Xml;

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
    let (elements, flows) = elements_and_flows(view);
    let layout = Layout::new(view, &elements, &flows);
    let app = ncname_part(&view.app_id);
    let process_id = format!("Process_{app}");
    let mut xml = Xml::new();
    xml.declaration();
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
    export::process(&mut xml, view, &process_id, &elements, &flows);
    let diagram = export::Diagram {
        app: &app,
        process_id: &process_id,
        elements: &elements,
        flows: &flows,
        layout: &layout,
    };
    diagram.write(&mut xml, &view.name);
    xml.close("definitions");
    xml.finish()
}

/// An element per node (the first node of an id wins, as edges cannot tell duplicates
/// apart) and a flow per sequence or return edge between known nodes.
fn elements_and_flows(view: &FlowView) -> (Vec<Element>, Vec<Flow>) {
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
        if edge.kind != RETURN && edge.kind != SEQUENCE {
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
    (elements, flows)
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
