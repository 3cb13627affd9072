//! The JSON shape of flow definitions and fragments, before any check.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::problem::Problem;

/// `flows/{appId}.json`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawFlow {
    pub app_id: String,
    pub name: String,
    pub version: u32,
    /// What the business is and, for a code the spec does not give, why this one was chosen.
    /// Documentation only: nothing reads it.
    #[serde(default)]
    pub description: Option<String>,
    /// The form id the flow fills.
    pub form: String,
    /// The landing modes that may start the flow (`org`, `member`, `personalholder`,
    /// `orgholder`, `productholder`, `holderVisitor`, `mgr`); absent: anyone.
    #[serde(default)]
    pub starters: Option<Vec<String>>,
    /// Where the business catalogue lists the flow, e.g. 企业业务, 投资者业务.
    #[serde(default)]
    pub category: Option<String>,
    /// Fragments it is built from, in order; its own nodes replace theirs by id.
    #[serde(default)]
    pub uses: Vec<RawUse>,
    #[serde(default)]
    pub nodes: Vec<RawNode>,
    #[serde(default)]
    pub edges: Vec<RawEdge>,
    #[serde(default)]
    pub hooks: RawHooks,
    /// The tariff turning the charge base into the fee, and whether it must be paid.
    #[serde(default)]
    pub fee: Option<super::fee::RawFee>,
}

/// `{"fragment": "two_step_review", "with": {"effect": "registerCompany"}}`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawUse {
    pub fragment: String,
    #[serde(default)]
    pub with: BTreeMap<String, Value>,
}

/// `flows/fragments/{name}.json`: nodes, edges and hooks shared by many flows. A string
/// value `"${param}"` is replaced by the `with` value the flow gives.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawFragment {
    pub fragment: String,
    /// The version the file declares (the studio versions fragments; the expansion ignores it).
    #[serde(default)]
    pub version: Option<u32>,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub params: Vec<String>,
    #[serde(default)]
    pub nodes: Vec<RawNode>,
    #[serde(default)]
    pub edges: Vec<RawEdge>,
    #[serde(default)]
    pub hooks: RawHooks,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawNode {
    pub id: String,
    /// start, userTask, exclusiveGateway, parallelGateway, serviceTask, end.
    pub kind: String,
    #[serde(default)]
    pub name: Option<String>,
    /// userTask: "applicant" or {"roles": [..]}.
    #[serde(default)]
    pub assignee: Option<RawAssignee>,
    /// userTask: the actions it offers (default by assignee).
    #[serde(default)]
    pub actions: Option<Vec<String>>,
    /// userTask: the nodes a `return` may go back to.
    #[serde(default)]
    pub return_to: Vec<String>,
    /// serviceTask: the effect the server runs.
    #[serde(default)]
    pub effect: Option<String>,
    /// end: approved, rejected or withdrawn.
    #[serde(default)]
    pub outcome: Option<String>,
    /// parallelGateway: fork or join.
    #[serde(default)]
    pub direction: Option<String>,
    /// parallelGateway join: all, any or a ratio of the branches.
    #[serde(default)]
    pub countersign: Option<RawCountersign>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum RawAssignee {
    Named(String),
    Roles { roles: Vec<String> },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawCountersign {
    /// all, any or ratio.
    pub mode: String,
    /// For `ratio`: a decimal in (0, 1], e.g. "0.5".
    #[serde(default)]
    pub ratio: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawEdge {
    pub from: String,
    pub to: String,
    /// A rhai expression (exclusive gateways only).
    #[serde(default)]
    pub condition: Option<String>,
    /// The edge an exclusive gateway takes when no condition holds.
    #[serde(default)]
    pub default: bool,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawHooks {
    #[serde(default)]
    pub guards: Vec<RawHook>,
    #[serde(default)]
    pub defaults: Vec<RawHook>,
    #[serde(default)]
    pub checks: Vec<RawHook>,
    #[serde(default)]
    pub charge: Option<RawHook>,
    #[serde(default)]
    pub destination: Option<RawHook>,
}

/// A script hook: which script, at which nodes (default: the applicant's) and on which
/// actions (default per hook kind).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawHook {
    pub script: String,
    #[serde(default)]
    pub nodes: Option<Vec<String>>,
    #[serde(default)]
    pub actions: Option<Vec<String>>,
    /// A rhai expression: the hook runs only when it holds.
    #[serde(default)]
    pub when: Option<String>,
}

fn substitute(value: Value, with: &BTreeMap<String, Value>, missing: &mut Vec<String>) -> Value {
    match value {
        Value::String(s) => match s.strip_prefix("${").and_then(|r| r.strip_suffix('}')) {
            Some(name) => match with.get(name) {
                Some(v) => v.clone(),
                None => {
                    missing.push(name.to_owned());
                    Value::String(s)
                }
            },
            None => Value::String(s),
        },
        Value::Array(items) => Value::Array(
            items
                .into_iter()
                .map(|v| substitute(v, with, missing))
                .collect(),
        ),
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (k, substitute(v, with, missing)))
                .collect(),
        ),
        other => other,
    }
}

/// Expands the fragments a flow uses: fragment nodes first (the flow's own replace them by
/// id), then edges and hooks, the flow's `charge` and `destination` winning.
pub fn expand(
    flow: RawFlow,
    fragments: &BTreeMap<String, Value>,
    problems: &mut Vec<Problem>,
) -> RawFlow {
    let app = flow.app_id.clone();
    let mut nodes: Vec<RawNode> = Vec::new();
    let mut edges: Vec<RawEdge> = Vec::new();
    let mut hooks = RawHooks::default();
    for used in &flow.uses {
        let Some(source) = fragments.get(&used.fragment) else {
            problems.push(Problem::new(
                &app,
                format!(
                    "fragment `{}` not found (flows/fragments/{}.json)",
                    used.fragment, used.fragment
                ),
            ));
            continue;
        };
        let mut missing = Vec::new();
        let value = substitute(source.clone(), &used.with, &mut missing);
        for name in missing {
            problems.push(Problem::new(
                &app,
                format!("fragment `{}` needs `with.{name}`", used.fragment),
            ));
        }
        let fragment: RawFragment = match serde_json::from_value(value) {
            Ok(f) => f,
            Err(e) => {
                problems.push(Problem::new(
                    &app,
                    format!("fragment `{}`: {e}", used.fragment),
                ));
                continue;
            }
        };
        for name in used.with.keys() {
            if !fragment.params.contains(name) {
                problems.push(Problem::new(
                    &app,
                    format!("fragment `{}` has no parameter `{name}`", used.fragment),
                ));
            }
        }
        for node in fragment.nodes {
            match nodes.iter_mut().find(|n| n.id == node.id) {
                Some(slot) => *slot = node,
                None => nodes.push(node),
            }
        }
        edges.extend(fragment.edges);
        hooks.guards.extend(fragment.hooks.guards);
        hooks.defaults.extend(fragment.hooks.defaults);
        hooks.checks.extend(fragment.hooks.checks);
        hooks.charge = fragment.hooks.charge.or(hooks.charge);
        hooks.destination = fragment.hooks.destination.or(hooks.destination);
    }
    for node in flow.nodes {
        match nodes.iter_mut().find(|n| n.id == node.id) {
            Some(slot) => *slot = node,
            None => nodes.push(node),
        }
    }
    for edge in flow.edges {
        if !edges.contains(&edge) {
            edges.push(edge);
        }
    }
    hooks.guards.extend(flow.hooks.guards);
    hooks.defaults.extend(flow.hooks.defaults);
    hooks.checks.extend(flow.hooks.checks);
    hooks.charge = flow.hooks.charge.or(hooks.charge);
    hooks.destination = flow.hooks.destination.or(hooks.destination);
    RawFlow {
        uses: flow.uses,
        nodes,
        edges,
        hooks,
        ..flow
    }
}
