//! Checking a definition's text as the analyst types it: the same checks a published version
//! passes (the DSL's JSON Schema, the form compiler, the flow loader's graph and script
//! checks), each problem with the node, field and line it concerns, and the flow drawn.

use std::sync::Arc;

use engine::{
    flow::{
        probe::probe,
        view::{self, FlowView},
    },
    form::{compile, FormDef, TaskState},
    Problem as EngineProblem, Sandbox,
};
use serde::Serialize;
use serde_json::Value;

use super::probe::{samples, Recorded};
use crate::{
    forms::{today, FormLibrary},
    models::definition::{FLOW, FORM, FRAGMENT, SCRIPT},
    state::AppState,
};

/// One problem, where the studio shows it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    pub message: String,
    pub node: Option<String>,
    pub field: Option<String>,
    /// A line of the definition's text (1-based).
    pub line: Option<usize>,
    pub script: Option<String>,
}

impl Problem {
    fn message(message: impl Into<String>, line: Option<usize>) -> Problem {
        Problem {
            message: message.into(),
            node: None,
            field: None,
            line,
            script: None,
        }
    }
}

impl From<EngineProblem> for Problem {
    fn from(p: EngineProblem) -> Problem {
        // A line belongs to the text only when no script is named: a script's line is the
        // script's, and an edge condition (`app:from->to`) is a line of its own.
        let line = if p.script.is_none() { p.line } else { None };
        Problem {
            message: p.message,
            node: p.node,
            field: p.field,
            line,
            script: p.script,
        }
    }
}

/// What a check found, and the flow as a graph when the text is a flow.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Check {
    pub ok: bool,
    pub problems: Vec<Problem>,
    pub graph: Option<FlowView>,
    /// A script's examples, each with its result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub examples: Option<Vec<super::examples::Outcome>>,
    /// A rule's flows: those whose latest version uses it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub used_by: Option<Vec<String>>,
}

impl Check {
    fn of(problems: Vec<Problem>, graph: Option<FlowView>) -> Check {
        Check {
            ok: problems.is_empty(),
            problems,
            graph,
            examples: None,
            used_by: None,
        }
    }
}

/// Checks a text of `kind` for the definition `key`.
pub fn check(state: &AppState, kind: &str, key: &str, body: &str) -> Check {
    check_with(state, kind, key, body, &[])
}

/// [`check`], a flow's rules also run on the recorded contexts of recent applications.
pub fn check_with(
    state: &AppState,
    kind: &str,
    key: &str,
    body: &str,
    recorded: &[Recorded],
) -> Check {
    match kind {
        FLOW => check_flow_with(state, key, body, None, recorded),
        FORM => match parse_form(state, key, body, 0) {
            Ok(def) => Check::of(dependent_flow_problems(state, &def), None),
            Err(problems) => Check::of(problems, None),
        },
        SCRIPT | FRAGMENT => super::rule_publish::check(state, kind, key, body, "").into_check(),
        _ => Check::of(vec![Problem::message("未知的定义类型", None)], None),
    }
}

/// A form's text parsed as a version of the form `key`: JSON, the DSL's schema, the compiler.
pub fn parse_form(
    state: &AppState,
    key: &str,
    body: &str,
    version: u32,
) -> Result<FormDef, Vec<Problem>> {
    let value: Value = serde_json::from_str(body).map_err(|e| {
        vec![Problem::message(
            format!("不是有效的JSON: {e}"),
            Some(e.line()),
        )]
    })?;
    let schema_problems = state.forms.dsl_problems(&value);
    if !schema_problems.is_empty() {
        return Err(schema_problems
            .into_iter()
            .map(|(path, message)| Problem {
                field: Some(path.clone()),
                ..Problem::message(format!("不符合表单定义格式 {path}: {message}"), None)
            })
            .collect());
    }
    if value.get("formId").and_then(Value::as_str) != Some(key) {
        return Err(vec![Problem::message(
            format!("formId 须为 {key}"),
            line_of(body, "\"formId\""),
        )]);
    }
    state
        .forms
        .parse(&value, version.max(1))
        .map_err(|e| vec![Problem::message(e.to_string(), None)])
}

/// A form change must leave every flow that uses it loadable (a removed field a script reads
/// breaks it): each such flow's latest version is checked against the changed form.
fn dependent_flow_problems(state: &AppState, form: &FormDef) -> Vec<Problem> {
    let sandbox = Arc::new(Sandbox::default());
    let mut problems = Vec::new();
    for flow in state.flows.latest_all() {
        if flow.form.id != form.id {
            continue;
        }
        let Some(text) = state.flows.text(&flow.app_id, flow.version) else {
            continue;
        };
        let info = FormLibrary::info(form);
        if let Err(e) = state
            .flows
            .parse_with(&text, flow.version, Some(info), &sandbox)
        {
            for p in e.problems {
                let mut p = Problem::from(p);
                p.line = None;
                p.message = format!("流程 {} 使用此表单：{}", flow.app_id, p.message);
                problems.push(p);
            }
        }
    }
    problems
}

/// A flow's text checked as its next version, against the latest version of its form or,
/// with `form`, against that form (a draft); its rules run on a synthetic context.
pub fn check_flow(state: &AppState, key: &str, body: &str, form: Option<&FormDef>) -> Check {
    check_flow_with(state, key, body, form, &[])
}

/// [`check_flow`], the rules also run on the recorded contexts of recent applications.
pub fn check_flow_with(
    state: &AppState,
    key: &str,
    body: &str,
    form: Option<&FormDef>,
    recorded: &[Recorded],
) -> Check {
    let graph = match view::view(body, &state.flows.catalogue()) {
        Ok(graph) => graph,
        Err(problems) => return Check::of(problems.into_iter().map(Problem::from).collect(), None),
    };
    let mut problems = Vec::new();
    if graph.app_id != key {
        problems.push(Problem::message(
            format!("appId 须为 {key}"),
            line_of(body, "\"appId\""),
        ));
    }
    let form_def = match form {
        Some(def) => Some(Arc::new(def.clone())),
        None => state.forms.latest(&graph.form),
    };
    let next = state.flows.latest(key).map_or(1, |d| d.version + 1);
    let info = form_def.as_deref().map(FormLibrary::info);
    match state
        .flows
        .parse_with(body, next, info, &Arc::new(Sandbox::default()))
    {
        Err(e) => problems.extend(e.problems.into_iter().map(Problem::from)),
        Ok(def) => {
            if let Some(form) = form_def.as_deref() {
                let today = today(state.clock.now()).to_string();
                let samples = samples(&def, form, recorded, &today);
                problems.extend(probe(&def, &samples).into_iter().map(Problem::from));
            }
        }
    }
    let graph = with_form_modes(graph, form_def.as_deref());
    Check::of(problems, Some(graph))
}

/// Each user task's form mode: editable where the form lets that node change fields.
pub fn with_form_modes(mut graph: FlowView, form: Option<&FormDef>) -> FlowView {
    let Some(form) = form else {
        return graph;
    };
    for node in graph.nodes.iter_mut().filter(|n| n.kind == "userTask") {
        let editable = compile(form, &node.id, TaskState::Todo).editable.len();
        node.editable = Some(editable);
        node.form_mode = Some(if editable > 0 { "edit" } else { "readonly" }.into());
    }
    graph
}

/// The first line of `body` holding `needle`.
pub fn line_of(body: &str, needle: &str) -> Option<usize> {
    body.lines().position(|l| l.contains(needle)).map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_of_a_script_keeps_its_line_out_of_the_text() {
        let mut p = EngineProblem::new("550004", "boom").node("apply");
        p.line = Some(3);
        assert_eq!(Problem::from(p.clone()).line, Some(3));
        let p = p.script("holder_required", Some(7));
        let converted = Problem::from(p);
        assert_eq!(converted.line, None);
        assert_eq!(converted.node.as_deref(), Some("apply"));
    }

    #[test]
    fn line_of_finds_the_first_line_holding_the_text() {
        let body = "{\n  \"appId\": \"550004\",\n  \"form\": \"x\"\n}";
        assert_eq!(line_of(body, "\"form\""), Some(3));
        assert_eq!(line_of(body, "\"nodes\""), None);
    }
}
