//! The flow DSL's own JSON Schema (`flows/schema/flow.schema.json`): every repository flow
//! matches it, and `check-defs` reports a flow that does not, per file.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;

use common::*;
use engine::repository::{self, FLOW_DSL_SCHEMA};
use engine::Sandbox;
use serde_json::Value;

fn schema() -> jsonschema::Validator {
    let file = repo_files()
        .into_iter()
        .find(|f| f.path == FLOW_DSL_SCHEMA)
        .expect("the flow DSL schema is read with the definitions");
    let value: Value = serde_json::from_str(&file.text).unwrap();
    assert_eq!(
        value["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    jsonschema::validator_for(&value).unwrap()
}

#[test]
fn every_repository_flow_matches_the_flow_dsl() {
    let schema = schema();
    let flows: Vec<_> = repo_files()
        .into_iter()
        .filter(|f| f.path.starts_with("flows/") && f.path.matches('/').count() == 1)
        .filter(|f| f.path.ends_with(".json"))
        .collect();
    assert!(flows.len() >= 19);
    for flow in flows {
        let value: Value = serde_json::from_str(&flow.text).unwrap();
        let errors: Vec<String> = schema.iter_errors(&value).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{}: {errors:?}", flow.path);
    }
    // And the whole repository checks clean with the schema among its files.
    let report = repo_report(&Arc::new(Sandbox::default()));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

/// The problems `check-defs` reports after `edit` changes flows/550004.json.
fn reported(edit: impl Fn(&mut Value)) -> Vec<String> {
    let mut files = repo_files();
    for f in &mut files {
        if f.path == "flows/550004.json" {
            let mut value: Value = serde_json::from_str(&f.text).unwrap();
            edit(&mut value);
            f.text = serde_json::to_string_pretty(&value).unwrap();
        }
    }
    let report = repository::check(&files, &EFFECTS, &Arc::new(Sandbox::default()));
    report.problems.iter().map(ToString::to_string).collect()
}

#[test]
fn a_flow_with_an_unknown_key_is_reported_against_the_dsl() {
    let problems = reported(|flow| {
        flow["reviewers"] = Value::from(2);
    });
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("flows/550004.json: ")
            && problems[0].contains("does not match the flow DSL at")
            && problems[0].contains("reviewers"),
        "{problems:?}"
    );

    let problems = reported(|flow| {
        flow["uses"][1]["with"] = serde_json::json!({"effect": "transferShares"});
        flow["uses"][1]["params"] = serde_json::json!([]);
    });
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("at /uses/1"), "{problems:?}");
}

#[test]
fn a_bad_node_kind_or_a_node_missing_its_keys_is_reported_at_the_node() {
    let problems = reported(|flow| {
        flow["nodes"] = serde_json::json!([
            {"id": "PreliminaryApprove", "kind": "humanTask", "name": "初审"}
        ]);
    });
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("does not match the flow DSL at /nodes/0/kind"),
        "{problems:?}"
    );

    let problems = reported(|flow| {
        flow["nodes"] = serde_json::json!([
            {"id": "effect", "kind": "serviceTask", "name": "办结"},
            {"id": "join", "kind": "parallelGateway", "direction": "join",
             "countersign": {"mode": "ratio"}}
        ]);
        flow["hooks"] = serde_json::json!({"charge": [{"script": "charge_par_value"}]});
    });
    let mut at: Vec<&str> = problems
        .iter()
        .map(|p| {
            p.split("does not match the flow DSL at ")
                .nth(1)
                .and_then(|rest| rest.split(':').next())
                .unwrap_or(p)
        })
        .collect();
    at.sort_unstable();
    assert_eq!(
        at,
        ["/hooks/charge", "/nodes/0", "/nodes/1/countersign"],
        "{problems:?}"
    );
}

#[test]
fn a_broken_flow_schema_is_reported_in_its_file() {
    let mut files = repo_files();
    for f in &mut files {
        if f.path == FLOW_DSL_SCHEMA {
            f.text = "{\"type\": 12}".into();
        }
    }
    let report = repository::check(&files, &EFFECTS, &Arc::new(Sandbox::default()));
    let problems: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("flows/schema/flow.schema.json: ")
            && problems[0].contains("not a JSON Schema"),
        "{problems:?}"
    );
}
