//! Writing the two halves of the document: the process (its elements and sequence flows)
//! and the diagram (a shape per element, waypoints per flow).

use super::layout::Layout;
use super::xml::Xml;
use super::{documentation, Element, Flow, RETURN_NAME};
use crate::flow::view::{FlowView, ViewNode};

/// The `process`: its documentation, an element per node, then the sequence flows.
pub(super) fn process(
    xml: &mut Xml,
    view: &FlowView,
    process_id: &str,
    elements: &[Element],
    flows: &[Flow],
) {
    xml.open(
        "process",
        &[
            ("id", process_id),
            ("name", &view.name),
            ("isExecutable", "false"),
        ],
    );
    xml.text(
        "documentation",
        &[],
        &format!(
            "flow {} version {}, form {}",
            view.app_id, view.version, view.form
        ),
    );
    for (node, element) in view.nodes.iter().zip(elements) {
        write_element(xml, node, element, flows);
    }
    for flow in flows {
        write_flow(xml, flow, elements);
    }
    xml.close("process");
}

/// The flow an element takes by default: an exclusive gateway's default edge, or the
/// forward flow of a task with returns (taken unless the user returns).
fn default_flow(element: &Element, flows: &[Flow]) -> Option<usize> {
    match element.tag {
        "exclusiveGateway" => element.outgoing.iter().copied().find(|&f| flows[f].default),
        "userTask" if element.outgoing.iter().any(|&f| flows[f].is_return) => {
            let forward: Vec<usize> = element
                .outgoing
                .iter()
                .copied()
                .filter(|&f| !flows[f].is_return)
                .collect();
            match forward.as_slice() {
                [one] => Some(*one),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `gatewayDirection`: a parallel gateway's from its arrows, an exclusive one with
/// choices diverging.
fn gateway_direction(element: &Element) -> Option<&'static str> {
    match (element.tag, element.incoming.len(), element.outgoing.len()) {
        ("parallelGateway", 0 | 1, out) if out > 1 => Some("Diverging"),
        ("parallelGateway", inc, 0 | 1) if inc > 1 => Some("Converging"),
        ("exclusiveGateway", _, out) if out > 1 => Some("Diverging"),
        _ => None,
    }
}

fn write_element(xml: &mut Xml, node: &ViewNode, element: &Element, flows: &[Flow]) {
    let mut attrs = vec![
        ("id", element.xml_id.as_str()),
        ("name", node.name.as_str()),
    ];
    if let Some(f) = default_flow(element, flows) {
        attrs.push(("default", &flows[f].xml_id));
    }
    if let Some(direction) = gateway_direction(element) {
        attrs.push(("gatewayDirection", direction));
    }
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

fn write_flow(xml: &mut Xml, flow: &Flow, elements: &[Element]) {
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

/// The `bpmndi:BPMNDiagram` of the process: where the layout puts each element and flow.
pub(super) struct Diagram<'a> {
    pub(super) app: &'a str,
    pub(super) process_id: &'a str,
    pub(super) elements: &'a [Element],
    pub(super) flows: &'a [Flow],
    pub(super) layout: &'a Layout,
}

impl Diagram<'_> {
    pub(super) fn write(&self, xml: &mut Xml, name: &str) {
        xml.open(
            "bpmndi:BPMNDiagram",
            &[("id", &format!("Diagram_{}", self.app)), ("name", name)],
        );
        xml.open(
            "bpmndi:BPMNPlane",
            &[
                ("id", &format!("Plane_{}", self.app)),
                ("bpmnElement", self.process_id),
            ],
        );
        for (i, element) in self.elements.iter().enumerate() {
            self.shape(xml, i, element);
        }
        let routes = self.layout.routes(self.flows, self.elements);
        for (flow, points) in self.flows.iter().zip(routes) {
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
    }

    fn shape(&self, xml: &mut Xml, i: usize, element: &Element) {
        let (x, y, w, h) = self.layout.bounds(i, element.size);
        let id = format!("{}_di", element.xml_id);
        let mut attrs = vec![("id", id.as_str()), ("bpmnElement", &element.xml_id)];
        if element.tag == "exclusiveGateway" {
            attrs.push(("isMarkerVisible", "true"));
        }
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
}
