//! A drawable view of a flow: its nodes and arrows as the file says them, fragments applied,
//! for the analysts' studio. Unlike [`FlowDef`](super::FlowDef) it is built from the raw
//! flow, before any check, so a flow that fails its checks (a dead end, an unknown effect, an
//! edge to a missing node) still draws and the problems can be shown at their nodes.

use serde::Serialize;
use serde_json::Value;

use super::model::{self, RawAssignee, RawFlow};
use super::problem::Problem;
use crate::catalogue::Catalogue;

/// A flow as a graph to draw.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FlowView {
    pub app_id: String,
    pub name: String,
    pub version: u32,
    /// The form id the flow fills.
    pub form: String,
    /// Every node, fragment nodes first (as the engine orders them).
    pub nodes: Vec<ViewNode>,
    /// The arrows of the definition in file order, then the return moves of each node.
    pub edges: Vec<ViewEdge>,
}

/// One node to draw.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ViewNode {
    pub id: String,
    /// The node's `name`, else its id.
    pub name: String,
    /// start, userTask, exclusiveGateway, parallelGateway, serviceTask or end; a broken flow
    /// may carry any other string, kept as written.
    pub kind: String,
    /// `"applicant"` or `["role", ...]`.
    pub assignee: Option<Value>,
    /// serviceTask: the effect the server runs.
    pub effect: Option<String>,
    /// end: approved, rejected or withdrawn.
    pub outcome: Option<String>,
    /// The form's mode at this node; left to the caller that compiles the form.
    pub form_mode: Option<String>,
    /// How many fields are editable at this node; left to the caller that compiles the form.
    pub editable: Option<usize>,
}

/// One arrow to draw. In a broken flow `from` or `to` may name a node that does not exist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ViewEdge {
    pub from: String,
    pub to: String,
    /// The rhai condition of an exclusive gateway's edge.
    pub condition: Option<String>,
    /// The edge an exclusive gateway takes when no condition holds.
    pub default: bool,
    /// `"sequence"` for the arrows of the definition, `"return"` for a user task's
    /// `returnTo` targets. Rejects and withdrawals (implicit jumps to their end) are not edges.
    pub kind: String,
}

/// The `kind` of an arrow of the definition.
pub const SEQUENCE: &str = "sequence";
/// The `kind` of a return move.
pub const RETURN: &str = "return";
/// The `kind` of a user task's reject, to the rejected end.
pub const REJECT: &str = "reject";
/// The `kind` of an applicant's withdrawal, to the withdrawn end.
pub const WITHDRAW: &str = "withdraw";

/// Parses the text and applies fragments; Err with the problems when the text is not a flow at
/// all (not JSON, wrong shape: with the JSON error line). Whatever else is wrong (a missing
/// fragment, a dead end, an unknown kind) still gives a view: `FlowDef::parse` reports it.
pub fn view(text: &str, catalogue: &Catalogue) -> Result<FlowView, Vec<Problem>> {
    let raw: RawFlow = serde_json::from_str(text).map_err(|e| {
        vec![Problem {
            app_id: app_id_hint(text),
            line: Some(e.line()),
            message: format!("not a valid flow definition: {e}"),
            ..Problem::default()
        }]
    })?;
    let mut ignored = Vec::new();
    let raw = model::expand(raw, &catalogue.fragments, &mut ignored);
    Ok(from_raw(&raw))
}

/// The view of an already expanded raw flow.
pub fn from_raw(raw: &RawFlow) -> FlowView {
    let nodes = raw
        .nodes
        .iter()
        .map(|node| ViewNode {
            id: node.id.clone(),
            name: node.name.clone().unwrap_or_else(|| node.id.clone()),
            kind: node.kind.clone(),
            assignee: node.assignee.as_ref().map(|a| match a {
                RawAssignee::Named(name) => Value::String(name.clone()),
                RawAssignee::Roles { roles } => {
                    Value::Array(roles.iter().cloned().map(Value::String).collect())
                }
            }),
            effect: node.effect.clone(),
            outcome: node.outcome.clone(),
            form_mode: None,
            editable: None,
        })
        .collect();
    let sequence = raw.edges.iter().map(|edge| ViewEdge {
        from: edge.from.clone(),
        to: edge.to.clone(),
        condition: edge.condition.clone(),
        default: edge.default,
        kind: SEQUENCE.into(),
    });
    let returns = raw.nodes.iter().flat_map(|node| {
        node.return_to.iter().map(|target| ViewEdge {
            from: node.id.clone(),
            to: target.clone(),
            condition: None,
            default: false,
            kind: RETURN.into(),
        })
    });
    FlowView {
        app_id: raw.app_id.clone(),
        name: raw.name.clone(),
        version: raw.version,
        form: raw.form.clone(),
        nodes,
        edges: sequence.chain(returns).chain(decisions(raw)).collect(),
    }
}

/// The implicit moves of user tasks: a reject to the rejected end, a withdrawal to the
/// withdrawn end, for the tasks whose actions (or the engine's defaults: applicants may
/// withdraw, reviewers reject) allow them, so that the graph shows how those ends are reached.
fn decisions(raw: &RawFlow) -> Vec<ViewEdge> {
    let end = |outcome: &str| {
        raw.nodes
            .iter()
            .find(|n| n.kind == "end" && n.outcome.as_deref() == Some(outcome))
            .map(|n| n.id.clone())
    };
    let (rejected, withdrawn) = (end("rejected"), end("withdrawn"));
    let mut edges = Vec::new();
    for node in raw.nodes.iter().filter(|n| n.kind == "userTask") {
        let applicant =
            matches!(&node.assignee, Some(RawAssignee::Named(name)) if name == "applicant");
        let allows = |action: &str| match &node.actions {
            Some(actions) => actions.iter().any(|a| a == action),
            None => (action == WITHDRAW) == applicant,
        };
        for (action, target) in [(REJECT, &rejected), (WITHDRAW, &withdrawn)] {
            if let Some(to) = target.as_ref().filter(|_| allows(action)) {
                edges.push(ViewEdge {
                    from: node.id.clone(),
                    to: to.clone(),
                    condition: None,
                    default: false,
                    kind: action.into(),
                });
            }
        }
    }
    edges
}

fn app_id_hint(text: &str) -> String {
    serde_json::from_str::<Value>(text)
        .ok()
        .and_then(|v| v.get("appId").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_broken_flow_still_gives_a_view_and_garbage_does_not() {
        let text = json!({
            "appId": "999001", "name": "t", "version": 1, "form": "f",
            "nodes": [
                {"id": "start", "kind": "start"},
                {"id": "apply", "kind": "userTask", "assignee": "applicant"},
                {"id": "stuck", "kind": "userTask", "name": "卡住", "assignee": {"roles": ["a", "b"]}, "returnTo": ["apply"]}
            ],
            "edges": [{"from": "start", "to": "apply"}, {"from": "apply", "to": "stuck"}]
        })
        .to_string();
        let view = view(&text, &Catalogue::default()).unwrap();
        assert_eq!(view.nodes.len(), 3);
        assert_eq!(view.nodes[1].name, "apply");
        assert_eq!(view.nodes[2].assignee, Some(json!(["a", "b"])));
        assert_eq!(view.edges.len(), 3);
        assert_eq!(view.edges[2].kind, RETURN);

        let problems =
            super::view("{\"appId\": \"9\",\n \"nodes\": 3}", &Catalogue::default()).unwrap_err();
        assert_eq!(problems[0].app_id, "9");
        assert_eq!(problems[0].line, Some(2));
        assert!(super::view("not json", &Catalogue::default()).is_err());
    }

    #[test]
    fn it_serialises_in_camel_case() {
        let text = json!({"appId": "1", "name": "n", "version": 2, "form": "f",
            "nodes": [{"id": "s", "kind": "start"}]})
        .to_string();
        let value = serde_json::to_value(view(&text, &Catalogue::default()).unwrap()).unwrap();
        assert_eq!(value["appId"], "1");
        assert!(value["nodes"][0].get("formMode").is_some());
    }
}
