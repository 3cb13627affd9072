//! Checking and publishing a rule's draft (a script with its examples, or a flow fragment).
//! A script's draft must compile, leave every flow that uses it loadable, and pass its
//! examples; a fragment's must be a fragment and leave its flows loadable. Its publication
//! inserts the rule's next version and carries every flow whose latest version uses it into a
//! new version pinning it, in one transaction; applications already running keep their
//! versions, and so their rules.

use std::sync::Arc;

use engine::{flow::model::RawFragment, Sandbox};
use serde::Serialize;
use serde_json::Value;

use super::{
    check::{Check, Problem},
    examples::{self, Outcome},
    rules::{carry, Carried, Carrier},
};
use crate::{
    db::DbConn,
    error::ApiError,
    flows::{At, Overlay},
    models::definition::{DefinitionVersion, FRAGMENT, SCRIPT},
    state::AppState,
};

fn problem(message: impl Into<String>, line: Option<usize>) -> Problem {
    Problem {
        message: message.into(),
        node: None,
        field: None,
        line,
        script: None,
    }
}

/// A rule draft's check, with its examples' results for a script.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleCheck {
    pub ok: bool,
    pub problems: Vec<Problem>,
    /// Each example's result (a script's).
    pub examples: Vec<Outcome>,
    /// The flows whose latest version uses the rule: a publication carries them.
    pub used_by: Vec<String>,
}

impl RuleCheck {
    /// As the studio's check answers (no graph).
    pub fn into_check(self) -> Check {
        Check {
            ok: self.ok,
            problems: self.problems,
            graph: None,
            examples: Some(self.examples),
            used_by: Some(self.used_by),
        }
    }
}

/// The draft laid over the published rules, or the problems that keep it from being a rule.
fn overlay(kind: &str, key: &str, body: &str) -> Result<Overlay, Vec<Problem>> {
    let mut overlay = Overlay::default();
    if kind == SCRIPT {
        Sandbox::default()
            .compile(key, 0, body)
            .map_err(|e| vec![problem(format!("脚本不能编译：{}", e.message), e.line)])?;
        overlay.scripts.insert(key.to_owned(), body.to_owned());
    } else {
        let value: Value = serde_json::from_str(body)
            .map_err(|e| vec![problem(format!("不是有效的JSON: {e}"), Some(e.line()))])?;
        let fragment: RawFragment = serde_json::from_value(value.clone())
            .map_err(|e| vec![problem(format!("不是有效的流程片段: {e}"), None)])?;
        if fragment.fragment != key {
            return Err(vec![problem(
                format!("fragment 须为 {key}"),
                super::check::line_of(body, "\"fragment\""),
            )]);
        }
        overlay.fragments.insert(key.to_owned(), value);
    }
    Ok(overlay)
}

/// Checks a script's or fragment's text (and a script's examples) as its next version.
pub fn check(state: &AppState, kind: &str, key: &str, body: &str, examples: &str) -> RuleCheck {
    let users = state.flows.users_of(key, kind == FRAGMENT);
    let used_by: Vec<String> = users.iter().map(|f| f.app_id.clone()).collect();
    let mut problems = Vec::new();
    let mut outcomes = Vec::new();
    match overlay(kind, key, body) {
        Err(found) => problems.extend(found),
        Ok(overlay) => {
            let sandbox = Arc::new(Sandbox::default());
            for flow in &users {
                let Some(text) = state.flows.text(&flow.app_id, flow.version) else {
                    continue;
                };
                let form = state
                    .forms
                    .get(&flow.form.id, flow.form.version)
                    .map(|d| crate::forms::FormLibrary::info(&d));
                let parsed = state.flows.parse_at(
                    &text,
                    flow.version + 1,
                    form,
                    At::Latest(Some(&overlay)),
                    &sandbox,
                );
                if let Err(e) = parsed {
                    for p in e.problems {
                        let mut p = Problem::from(p);
                        p.message = format!("流程 {} 使用此规则：{}", flow.app_id, p.message);
                        problems.push(p);
                    }
                }
            }
        }
    }
    if kind == SCRIPT {
        match examples::parse(examples) {
            Err(message) => problems.push(problem(message, None)),
            Ok(cases) if cases.is_empty() => {
                problems.push(problem("脚本须至少有一个示例（发布以示例为准）", None));
            }
            Ok(cases) => {
                outcomes = examples::run_all(key, body, &cases);
                problems.extend(
                    outcomes
                        .iter()
                        .filter(|o| !o.passed)
                        .map(|o| problem(format!("示例「{}」未通过：{}", o.name, o.reason), None)),
                );
            }
        }
    }
    RuleCheck {
        ok: problems.is_empty(),
        problems,
        examples: outcomes,
        used_by,
    }
}

/// What a rule's publication wrote, for the running library to learn once it committed.
pub struct StagedRule {
    pub version: u32,
    pub source: String,
    pub carried: Vec<Carried>,
}

/// Publishes a rule's draft (`body`, `examples` for a script) as its next version, carrying
/// the flows that use it; refused (400) with the first failing example or problem.
pub fn publish(
    conn: &mut DbConn,
    state: &AppState,
    (kind, key): (&str, &str),
    (body, examples): (&str, Option<&str>),
    carrier: (&str, i64, &str),
) -> Result<StagedRule, ApiError> {
    let checked = check(state, kind, key, body, examples.unwrap_or_default());
    if !checked.ok {
        let message = checked.problems.first().map_or_else(
            || "草稿未通过检查，不能发布".to_owned(),
            |p| p.message.clone(),
        );
        return Err(ApiError::RefusedWith(
            message,
            serde_json::json!({ "problems": checked.problems, "examples": checked.examples }),
        ));
    }
    let (by, now, reason) = carrier;
    let latest =
        DefinitionVersion::latest(conn, kind, key)?.ok_or_else(ApiError::no_such_definition)?;
    let version = latest.version + 1;
    DefinitionVersion {
        kind: kind.into(),
        def_key: key.into(),
        version,
        name: latest.name.clone(),
        body: body.into(),
        form_version: None,
        published_by: by.into(),
        published_at: now,
        reason: reason.into(),
        pins: None,
        examples: examples.map(str::to_owned),
    }
    .insert(conn)?;
    let overlay = overlay(kind, key, body).map_err(|_| ApiError::no_such_definition())?;
    let what = if kind == SCRIPT { "脚本" } else { "片段" };
    let carrier = Carrier {
        by,
        now,
        reason: format!("随{what} {key} v{version} 发布：{reason}"),
    };
    let mut carried = Vec::new();
    for flow in state.flows.users_of(key, kind == FRAGMENT) {
        carried.push(carry(
            conn,
            (&state.forms, &state.flows),
            &flow,
            Some(&overlay),
            &carrier,
        )?);
    }
    Ok(StagedRule {
        version: version as u32,
        source: body.to_owned(),
        carried,
    })
}
