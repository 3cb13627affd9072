//! The drawable view of a flow (`flow::view`) and its BPMN 2.0 export (`flow::bpmn`), on the
//! repository's flows and on broken ones.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use common::*;
use engine::catalogue::{Catalogue, FormInfo};
use engine::flow::bpmn::{self, to_bpmn};
use engine::flow::view::{self, FlowView, RETURN, SEQUENCE};
use engine::{FlowDef, Sandbox};
use serde_json::json;

/// The repository's catalogue (fragments, forms, scripts, effects) and its flow files.
fn repository() -> (Catalogue, Vec<(String, String)>) {
    let sandbox = Arc::new(Sandbox::default());
    let files = repo_files();
    let report = engine::repository::check(&files, &EFFECTS, &sandbox);
    let flows = files
        .into_iter()
        .filter(|f| {
            f.path.starts_with("flows/")
                && f.path.ends_with(".json")
                && f.path.matches('/').count() == 1
        })
        .map(|f| (f.path, f.text))
        .collect();
    (report.catalogue, flows)
}

fn flow_text(app: &str) -> (Catalogue, String) {
    let (catalogue, flows) = repository();
    let text = flows
        .into_iter()
        .find(|(path, _)| path == &format!("flows/{app}.json"))
        .unwrap_or_else(|| panic!("no flow {app}"))
        .1;
    (catalogue, text)
}

fn edges_of<'a>(view: &'a FlowView, kind: &str) -> Vec<(&'a str, &'a str)> {
    view.edges
        .iter()
        .filter(|e| e.kind == kind)
        .map(|e| (e.from.as_str(), e.to.as_str()))
        .collect()
}

#[test]
fn the_view_of_550004_has_the_fragments_nodes_its_arrows_and_its_returns() {
    let (catalogue, text) = flow_text("550004");
    let view = view::view(&text, &catalogue).unwrap();
    assert_eq!(
        (
            view.app_id.as_str(),
            view.name.as_str(),
            view.version,
            view.form.as_str()
        ),
        ("550004", "股份转让", 1, "share_transfer")
    );
    let ids: Vec<&str> = view.nodes.iter().map(|n| n.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "start",
            "apply",
            "UpdateApplyApprove",
            "withdrawn",
            "PreliminaryApprove",
            "RecheckApprove",
            "effect",
            "approved",
            "rejected"
        ]
    );
    let node = |id: &str| view.nodes.iter().find(|n| n.id == id).unwrap();
    assert_eq!(node("apply").kind, "userTask");
    assert_eq!(node("apply").assignee, Some(json!("applicant")));
    assert_eq!(node("PreliminaryApprove").name, "初审");
    assert_eq!(
        node("RecheckApprove").assignee,
        Some(json!(["recheck_reviewer"]))
    );
    assert_eq!(node("effect").effect.as_deref(), Some("transferShares"));
    assert_eq!(node("rejected").outcome.as_deref(), Some("rejected"));
    assert_eq!(node("start").name, "start");
    assert!(view
        .nodes
        .iter()
        .all(|n| n.form_mode.is_none() && n.editable.is_none()));
    assert_eq!(
        edges_of(&view, SEQUENCE),
        [
            ("start", "apply"),
            ("apply", "PreliminaryApprove"),
            ("UpdateApplyApprove", "PreliminaryApprove"),
            ("PreliminaryApprove", "RecheckApprove"),
            ("RecheckApprove", "effect"),
            ("effect", "approved")
        ]
    );
    assert_eq!(
        edges_of(&view, RETURN),
        [
            ("PreliminaryApprove", "UpdateApplyApprove"),
            ("RecheckApprove", "UpdateApplyApprove"),
            ("RecheckApprove", "PreliminaryApprove")
        ]
    );
    // The reviewers may reject, the applicant's tasks withdraw: how those ends are reached.
    assert_eq!(
        edges_of(&view, "reject"),
        [
            ("PreliminaryApprove", "rejected"),
            ("RecheckApprove", "rejected")
        ]
    );
    assert_eq!(
        edges_of(&view, "withdraw"),
        [("apply", "withdrawn"), ("UpdateApplyApprove", "withdrawn")]
    );

    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["appId"], "550004");
    assert_eq!(json["edges"][6]["kind"], "return");
    assert_eq!(json["nodes"][1]["formMode"], serde_json::Value::Null);
}

#[test]
fn every_repository_flow_has_a_view_matching_its_checked_definition() {
    let (catalogue, flows) = repository();
    let sandbox = Arc::new(Sandbox::default());
    assert!(flows.len() >= 19);
    for (path, text) in &flows {
        let view = view::view(text, &catalogue).unwrap();
        let def = FlowDef::parse(text, &catalogue, &sandbox).unwrap();
        let ids: Vec<&str> = view.nodes.iter().map(|n| n.id.as_str()).collect();
        let def_ids: Vec<&str> = def.nodes.iter().map(|n| n.id.as_str()).collect();
        assert_eq!(ids, def_ids, "{path}");
        let arrows: usize = def.edges.iter().map(Vec::len).sum();
        assert_eq!(edges_of(&view, SEQUENCE).len(), arrows, "{path}");
        let returns: usize = (0..def.nodes.len())
            .filter_map(|i| def.user_task(i))
            .map(|t| t.return_to.len())
            .sum();
        assert_eq!(edges_of(&view, RETURN).len(), returns, "{path}");
        for node in &view.nodes {
            assert_eq!(node.name, def.node(&node.id).unwrap().name, "{path}");
        }
    }
}

/// A small catalogue and a flow with gateways, a fork and a join.
fn branching() -> (Catalogue, serde_json::Value) {
    let mut catalogue = Catalogue::default();
    catalogue.add_form(FormInfo::with_fields("f", &["amount", "kind"]));
    catalogue.add_effect("doIt");
    let flow = json!({
        "appId": "999001", "name": "分支 <测试> & \"引号\"", "version": 1, "form": "f",
        "nodes": [
            {"id": "start", "kind": "start"},
            {"id": "apply", "kind": "userTask", "name": "申请", "assignee": "applicant"},
            {"id": "gw", "kind": "exclusiveGateway", "name": "金额?"},
            {"id": "fork", "kind": "parallelGateway", "direction": "fork"},
            {"id": "a", "kind": "userTask", "name": "会签A", "assignee": {"roles": ["ra"]}, "actions": ["approve"]},
            {"id": "b", "kind": "userTask", "name": "会签B", "assignee": {"roles": ["rb"]}, "actions": ["approve"]},
            {"id": "join", "kind": "parallelGateway", "direction": "join", "countersign": {"mode": "ratio", "ratio": "0.5"}},
            {"id": "review", "kind": "userTask", "name": "复核", "assignee": {"roles": ["r"]}, "returnTo": ["apply"]},
            {"id": "effect", "kind": "serviceTask", "name": "办结", "effect": "doIt"},
            {"id": "done", "kind": "end", "name": "通过", "outcome": "approved"},
            {"id": "rejected", "kind": "end", "name": "驳回", "outcome": "rejected"},
            {"id": "withdrawn", "kind": "end", "name": "撤回", "outcome": "withdrawn"}
        ],
        "edges": [
            {"from": "start", "to": "apply"},
            {"from": "apply", "to": "gw"},
            {"from": "gw", "to": "fork", "condition": "form.amount > 10 && form.kind != \"a\" || form.amount < 0"},
            {"from": "gw", "to": "review", "default": true},
            {"from": "fork", "to": "a"}, {"from": "fork", "to": "b"},
            {"from": "a", "to": "join"}, {"from": "b", "to": "join"},
            {"from": "join", "to": "review"},
            {"from": "review", "to": "effect"},
            {"from": "effect", "to": "done"}
        ]
    });
    (catalogue, flow)
}

#[test]
fn a_flow_failing_its_checks_still_gives_a_view_and_a_bpmn() {
    let (catalogue, mut flow) = branching();
    // `review` loses its way out (no arrow, no return, no reject): a dead end.
    flow["nodes"][7] = json!({"id": "review", "kind": "userTask", "name": "复核",
        "assignee": {"roles": ["r"]}, "actions": ["approve"]});
    let edges = flow["edges"].as_array_mut().unwrap();
    edges.retain(|e| e["from"] != "review");
    let text = flow.to_string();
    let err = FlowDef::parse(&text, &catalogue, &Arc::new(Sandbox::default())).unwrap_err();
    assert!(
        err.problems
            .iter()
            .any(|p| p.node.as_deref() == Some("review") && p.message.contains("dead end")),
        "{err}"
    );
    let view = view::view(&text, &catalogue).unwrap();
    assert!(view.nodes.iter().any(|n| n.id == "review"));
    assert!(!view
        .edges
        .iter()
        .any(|e| e.from == "review" && e.kind == SEQUENCE));
    let xml = to_bpmn(&view);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert!(shape_of(&doc, "Node_review").is_some());

    // Unknown kinds, missing nodes and fragments are drawn too, as far as they go.
    let text = json!({
        "appId": "999002", "name": "x", "version": 1, "form": "nosuch",
        "uses": [{"fragment": "nosuch"}],
        "nodes": [{"id": "start", "kind": "start"}, {"id": "odd", "kind": "humanTask"}],
        "edges": [{"from": "start", "to": "odd"}, {"from": "odd", "to": "ghost"}]
    })
    .to_string();
    let view = view::view(&text, &catalogue).unwrap();
    assert_eq!(view.nodes[1].kind, "humanTask");
    assert_eq!(view.edges.len(), 2);
    let xml = to_bpmn(&view);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(count(&doc, "task"), 1);
    assert_eq!(
        count(&doc, "sequenceFlow"),
        1,
        "the edge to a missing node is left out"
    );
}

#[test]
fn text_that_is_not_a_flow_gives_problems_with_the_line() {
    let problems = view::view(
        "{\n  \"appId\": \"550004\",\n  \"nodes\": {}\n}",
        &Catalogue::default(),
    )
    .unwrap_err();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].app_id, "550004");
    assert_eq!(problems[0].line, Some(3));
    assert!(problems[0].message.contains("not a valid flow definition"));
    let problems = view::view("{\n\"appId\": \"1\",\n oops }", &Catalogue::default()).unwrap_err();
    assert_eq!(problems[0].line, Some(3));
    assert_eq!(problems[0].app_id, "?");
}

// BPMN.

fn bpmn_ns(node: roxmltree::Node) -> bool {
    node.tag_name().namespace() == Some(bpmn::BPMN_MODEL)
}

fn count(doc: &roxmltree::Document, name: &str) -> usize {
    doc.descendants()
        .filter(|n| n.is_element() && bpmn_ns(*n) && n.tag_name().name() == name)
        .count()
}

fn elements<'a, 'i>(
    doc: &'a roxmltree::Document<'i>,
    ns: &str,
    name: &str,
) -> Vec<roxmltree::Node<'a, 'i>> {
    doc.descendants()
        .filter(|n| {
            n.is_element() && n.tag_name().namespace() == Some(ns) && n.tag_name().name() == name
        })
        .collect()
}

fn shape_of<'a, 'i>(doc: &'a roxmltree::Document<'i>, id: &str) -> Option<roxmltree::Node<'a, 'i>> {
    elements(doc, bpmn::BPMN_DI, "BPMNShape")
        .into_iter()
        .find(|s| s.attribute("bpmnElement") == Some(id))
}

fn is_ncname(id: &str) -> bool {
    let mut chars = id.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

const NODE_ELEMENTS: [&str; 7] = [
    "startEvent",
    "userTask",
    "exclusiveGateway",
    "parallelGateway",
    "serviceTask",
    "endEvent",
    "task",
];

/// The checks every export passes: ids, references, a shape per node and an edge per flow.
fn assert_well_formed(xml: &str) -> roxmltree::Document<'_> {
    let doc = roxmltree::Document::parse(xml).unwrap();
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "definitions");
    assert!(bpmn_ns(root));
    assert!(root.attribute("targetNamespace").is_some());
    let processes = elements(&doc, bpmn::BPMN_MODEL, "process");
    assert_eq!(processes.len(), 1);
    assert_eq!(processes[0].attribute("isExecutable"), Some("false"));

    let ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    assert!(ids.iter().all(|id| is_ncname(id)), "{ids:?}");
    assert_eq!(
        ids.iter().collect::<HashSet<_>>().len(),
        ids.len(),
        "unique ids"
    );

    let nodes: Vec<_> = doc
        .descendants()
        .filter(|n| n.is_element() && bpmn_ns(*n) && NODE_ELEMENTS.contains(&n.tag_name().name()))
        .collect();
    let node_ids: HashSet<&str> = nodes.iter().map(|n| n.attribute("id").unwrap()).collect();
    let flows = elements(&doc, bpmn::BPMN_MODEL, "sequenceFlow");
    for flow in &flows {
        let id = flow.attribute("id").unwrap();
        let (source, target) = (
            flow.attribute("sourceRef").unwrap(),
            flow.attribute("targetRef").unwrap(),
        );
        assert!(
            node_ids.contains(source) && node_ids.contains(target),
            "{id}"
        );
        // The flow is listed as outgoing of its source and incoming of its target.
        let listed = |node: &str, child: &str| {
            nodes
                .iter()
                .find(|n| n.attribute("id") == Some(node))
                .unwrap()
                .children()
                .any(|c| c.tag_name().name() == child && c.text() == Some(id))
        };
        assert!(
            listed(source, "outgoing") && listed(target, "incoming"),
            "{id}"
        );
        let edge = elements(&doc, bpmn::BPMN_DI, "BPMNEdge")
            .into_iter()
            .find(|e| e.attribute("bpmnElement") == Some(id))
            .unwrap_or_else(|| panic!("no BPMNEdge for {id}"));
        let waypoints = edge
            .children()
            .filter(|c| {
                c.tag_name().namespace() == Some(bpmn::DI) && c.tag_name().name() == "waypoint"
            })
            .count();
        assert!(waypoints >= 2, "{id}");
    }
    for default in nodes.iter().filter_map(|n| n.attribute("default")) {
        assert!(flows.iter().any(|f| f.attribute("id") == Some(default)));
    }
    let mut boxes = Vec::new();
    for node in &nodes {
        let id = node.attribute("id").unwrap();
        let shape = shape_of(&doc, id).unwrap_or_else(|| panic!("no shape for {id}"));
        let bounds = shape
            .children()
            .find(|c| c.tag_name().namespace() == Some(bpmn::DC) && c.tag_name().name() == "Bounds")
            .unwrap();
        let n = |a: &str| bounds.attribute(a).unwrap().parse::<i64>().unwrap();
        boxes.push((id, n("x"), n("y"), n("width"), n("height")));
    }
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            let apart =
                a.1 + a.3 <= b.1 || b.1 + b.3 <= a.1 || a.2 + a.4 <= b.2 || b.2 + b.4 <= a.2;
            assert!(apart, "{} and {} overlap", a.0, b.0);
        }
    }
    // No flow runs through a shape other than its own ends.
    for flow in &flows {
        let id = flow.attribute("id").unwrap();
        let ends = [
            flow.attribute("sourceRef").unwrap(),
            flow.attribute("targetRef").unwrap(),
        ];
        let edge = elements(&doc, bpmn::BPMN_DI, "BPMNEdge")
            .into_iter()
            .find(|e| e.attribute("bpmnElement") == Some(id))
            .unwrap();
        let points: Vec<(i64, i64)> = edge
            .children()
            .filter(|c| c.is_element())
            .map(|c| {
                let n = |a: &str| c.attribute(a).unwrap().parse::<i64>().unwrap();
                (n("x"), n("y"))
            })
            .collect();
        for pair in points.windows(2) {
            let ((x1, y1), (x2, y2)) = (pair[0], pair[1]);
            assert!(x1 == x2 || y1 == y2, "{id}: a slanted segment");
            let (xa, xb, ya, yb) = (x1.min(x2), x1.max(x2), y1.min(y2), y1.max(y2));
            for &(shape, x, y, w, h) in &boxes {
                if ends.contains(&shape) {
                    continue;
                }
                let crosses = xa < x + w && xb > x && ya < y + h && yb > y;
                assert!(!crosses, "{id} runs through {shape}");
            }
        }
    }
    let planes = elements(&doc, bpmn::BPMN_DI, "BPMNPlane");
    assert_eq!(planes.len(), 1);
    assert_eq!(
        planes[0].attribute("bpmnElement"),
        processes[0].attribute("id")
    );
    doc
}

#[test]
fn the_bpmn_of_550004_has_each_node_and_move_with_a_diagram() {
    let (catalogue, text) = flow_text("550004");
    let xml = to_bpmn(&view::view(&text, &catalogue).unwrap());
    let doc = assert_well_formed(&xml);
    let counts: BTreeMap<&str, usize> = [
        "startEvent",
        "userTask",
        "exclusiveGateway",
        "parallelGateway",
        "serviceTask",
        "endEvent",
        "task",
        "sequenceFlow",
        "terminateEventDefinition",
        "conditionExpression",
    ]
    .into_iter()
    .map(|name| (name, count(&doc, name)))
    .collect();
    assert_eq!(
        counts,
        BTreeMap::from([
            ("startEvent", 1),
            ("userTask", 4),
            ("exclusiveGateway", 0),
            ("parallelGateway", 0),
            ("serviceTask", 1),
            ("endEvent", 3),
            ("task", 0),
            // 6 arrows and 3 returns.
            ("sequenceFlow", 9),
            // The rejected and withdrawn ends.
            ("terminateEventDefinition", 2),
            // The returns' conditions.
            ("conditionExpression", 3),
        ])
    );
    assert_eq!(elements(&doc, bpmn::BPMN_DI, "BPMNShape").len(), 9);
    assert_eq!(elements(&doc, bpmn::BPMN_DI, "BPMNEdge").len(), 9);

    let process = elements(&doc, bpmn::BPMN_MODEL, "process")[0];
    assert_eq!(process.attribute("id"), Some("Process_550004"));
    assert_eq!(process.attribute("name"), Some("股份转让"));
    let node = |id: &str| {
        doc.descendants()
            .find(|n| n.attribute("id") == Some(id))
            .unwrap_or_else(|| panic!("no {id}"))
    };
    assert_eq!(
        node("Node_PreliminaryApprove").attribute("name"),
        Some("初审")
    );
    assert_eq!(
        node("Node_PreliminaryApprove").tag_name().name(),
        "userTask"
    );
    assert_eq!(node("Node_effect").tag_name().name(), "serviceTask");
    assert!(xml.contains("effect: transferShares"));
    // Returns are named sequence flows; the task's forward flow is its default.
    let returns: Vec<_> = elements(&doc, bpmn::BPMN_MODEL, "sequenceFlow")
        .into_iter()
        .filter(|f| f.attribute("name") == Some(bpmn::RETURN_NAME))
        .map(|f| {
            (
                f.attribute("sourceRef").unwrap(),
                f.attribute("targetRef").unwrap(),
            )
        })
        .collect();
    assert_eq!(
        returns,
        [
            ("Node_PreliminaryApprove", "Node_UpdateApplyApprove"),
            ("Node_RecheckApprove", "Node_UpdateApplyApprove"),
            ("Node_RecheckApprove", "Node_PreliminaryApprove")
        ]
    );
    let default = node("Node_PreliminaryApprove")
        .attribute("default")
        .unwrap();
    assert_eq!(
        node(default).attribute("targetRef"),
        Some("Node_RecheckApprove")
    );
    // Layers left to right: start, the applicant's tasks, 初审, 复审, 办结, the ends.
    let x = |id: &str| {
        shape_of(&doc, id)
            .unwrap()
            .first_element_child()
            .unwrap()
            .attribute("x")
            .unwrap()
            .parse::<i64>()
            .unwrap()
    };
    assert!(x("Node_start") < x("Node_apply"));
    assert_eq!(x("Node_apply"), x("Node_UpdateApplyApprove"));
    assert!(x("Node_apply") < x("Node_PreliminaryApprove"));
    assert!(x("Node_PreliminaryApprove") < x("Node_RecheckApprove"));
    assert!(x("Node_RecheckApprove") < x("Node_effect"));
    assert!(x("Node_effect") < x("Node_approved"));
    assert_eq!(x("Node_approved"), x("Node_rejected"));
    assert_eq!(x("Node_approved"), x("Node_withdrawn"));
}

#[test]
fn every_repository_flow_exports_well_formed_bpmn() {
    let (catalogue, flows) = repository();
    for (path, text) in &flows {
        let view = view::view(text, &catalogue).unwrap();
        let xml = to_bpmn(&view);
        let doc = assert_well_formed(&xml);
        let nodes = doc
            .descendants()
            .filter(|n| {
                n.is_element() && bpmn_ns(*n) && NODE_ELEMENTS.contains(&n.tag_name().name())
            })
            .count();
        assert_eq!(nodes, view.nodes.len(), "{path}");
        // Rejects and withdrawals are actions, not routed arrows.
        let routed = view
            .edges
            .iter()
            .filter(|e| e.kind == SEQUENCE || e.kind == RETURN)
            .count();
        assert_eq!(count(&doc, "sequenceFlow"), routed, "{path}");
    }
}

#[test]
fn gateways_conditions_and_defaults_are_exported_escaped() {
    let (catalogue, flow) = branching();
    let text = flow.to_string();
    FlowDef::parse(&text, &catalogue, &Arc::new(Sandbox::default())).unwrap();
    let xml = to_bpmn(&view::view(&text, &catalogue).unwrap());
    let doc = assert_well_formed(&xml);
    assert_eq!(count(&doc, "exclusiveGateway"), 1);
    assert_eq!(count(&doc, "parallelGateway"), 2);
    assert_eq!(count(&doc, "userTask"), 4);
    assert_eq!(count(&doc, "sequenceFlow"), 12);

    let condition = "form.amount > 10 && form.kind != \"a\" || form.amount < 0";
    assert!(!xml.contains(condition));
    assert!(xml.contains("form.amount &gt; 10 &amp;&amp; form.kind != \"a\" || form.amount &lt; 0"));
    assert!(xml.contains("name=\"分支 &lt;测试&gt; &amp; &quot;引号&quot;\""));
    let flows = elements(&doc, bpmn::BPMN_MODEL, "sequenceFlow");
    let expression = flows
        .iter()
        .find(|f| f.attribute("targetRef") == Some("Node_fork"))
        .unwrap()
        .children()
        .find(|c| c.tag_name().name() == "conditionExpression")
        .unwrap();
    assert_eq!(expression.text(), Some(condition));
    let xsi_type = expression.attribute((bpmn::XSI, "type")).unwrap();
    assert_eq!(xsi_type, "tFormalExpression");

    let gateway = elements(&doc, bpmn::BPMN_MODEL, "exclusiveGateway")[0];
    let default = gateway.attribute("default").expect("the default attribute");
    let default_flow = flows
        .iter()
        .find(|f| f.attribute("id") == Some(default))
        .unwrap();
    assert_eq!(default_flow.attribute("targetRef"), Some("Node_review"));
    assert!(
        shape_of(&doc, "Node_gw")
            .unwrap()
            .attribute("isMarkerVisible")
            == Some("true")
    );
    let direction = |id: &str| {
        elements(&doc, bpmn::BPMN_MODEL, "parallelGateway")
            .into_iter()
            .find(|g| g.attribute("id") == Some(id))
            .unwrap()
            .attribute("gatewayDirection")
    };
    assert_eq!(direction("Node_fork"), Some("Diverging"));
    assert_eq!(direction("Node_join"), Some("Converging"));
    assert_eq!(
        elements(&doc, bpmn::BPMN_MODEL, "process")[0].attribute("name"),
        Some("分支 <测试> & \"引号\"")
    );
}
