//! Checking every definition of a repository from its files' contents. The caller reads the
//! files (`flows/*.json`, `flows/fragments/*.json`, `flows/scripts/*.rhai`, `forms/*.json`);
//! this module only looks at the text, so it stays pure and the tests use it too.

use std::fmt;
use std::sync::Arc;

use serde_json::Value;

use crate::catalogue::{Catalogue, FormInfo};
use crate::flow::{FlowDef, Problem};
use crate::form::{FormDef, Fragments};
use crate::registry::DefinitionRegistry;
use crate::script::Sandbox;

/// The folders that hold definitions, relative to the repository root, with the extension of
/// their files. Sub-folders are not read.
pub const FOLDERS: [(&str, &str); 7] = [
    ("flows", "json"),
    ("flows/fragments", "json"),
    ("flows/schema", "json"),
    ("flows/scripts", "rhai"),
    ("forms", "json"),
    ("forms/fragments", "json"),
    ("forms/schema", "json"),
];

/// The effects the flows among `files` name in their service tasks (a fragment's `${param}`
/// aside), in the order first met. Which effects exist is for the caller to say: the server
/// passes its own list to [`check`]; the engine's own tests accept these.
pub fn effects_named(files: &[SourceFile]) -> Vec<String> {
    fn collect(value: &serde_json::Value, named: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, v) in map {
                    match v.as_str() {
                        Some(effect)
                            if key == "effect"
                                && !effect.starts_with("${")
                                && !named.iter().any(|n| n == effect) =>
                        {
                            named.push(effect.to_owned());
                        }
                        _ => collect(v, named),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, named)),
            _ => {}
        }
    }
    let mut named = Vec::new();
    for file in files {
        if file.path.starts_with("flows/") && file.path.ends_with(".json") {
            if let Ok(value) = serde_json::from_str(&file.text) {
                collect(&value, &mut named);
            }
        }
    }
    named
}

/// The JSON Schema every form definition must match.
pub const FORM_DSL_SCHEMA: &str = "forms/schema/form.schema.json";
/// The JSON Schema every flow definition (`flows/*.json`, not the fragments) must match.
pub const FLOW_DSL_SCHEMA: &str = "flows/schema/flow.schema.json";

/// A file of the repository: its path relative to the root, and its text.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub path: String,
    pub text: String,
}

/// A problem and the file it is in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileProblem {
    pub file: String,
    pub line: Option<usize>,
    pub problem: Problem,
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.file, self.problem),
            None => write!(f, "{}: {}", self.file, self.problem),
        }
    }
}

/// What checking a repository found.
#[derive(Debug, Default)]
pub struct Report {
    pub catalogue: Catalogue,
    pub definitions: Vec<FlowDef>,
    pub problems: Vec<FileProblem>,
}

impl Report {
    /// Publishes every definition into a fresh registry.
    pub fn into_registry(self) -> Result<DefinitionRegistry, crate::registry::PublishError> {
        let mut registry = DefinitionRegistry::new();
        let mut defs = self.definitions;
        defs.sort_by(|a, b| (&a.app_id, a.version).cmp(&(&b.app_id, b.version)));
        for def in defs {
            registry.publish(def)?;
        }
        Ok(registry)
    }
}

fn stem<'a>(path: &'a str, dir: &str, ext: &str) -> Option<&'a str> {
    let rest = path.strip_prefix(dir)?.strip_suffix(ext)?;
    (!rest.contains('/')).then_some(rest)
}

fn file_problem(file: &str, line: Option<usize>, message: String) -> FileProblem {
    FileProblem {
        file: file.to_owned(),
        line,
        problem: Problem::new("-", message),
    }
}

/// A file's JSON, or `None` with the problem that it is not JSON.
fn json(file: &SourceFile, report: &mut Report) -> Option<Value> {
    match serde_json::from_str::<Value>(&file.text) {
        Ok(value) => Some(value),
        Err(e) => {
            let problem = file_problem(&file.path, Some(e.line()), format!("not JSON: {e}"));
            report.problems.push(problem);
            None
        }
    }
}

/// Builds the catalogue from the files and checks every flow against it.
pub fn check(files: &[SourceFile], effects: &[&str], sandbox: &Arc<Sandbox>) -> Report {
    let mut report = Report::default();
    for effect in effects {
        report.catalogue.add_effect(effect);
    }
    let mut flows = Vec::new();
    let mut form_files = Vec::new();
    let (fragments, dsl) = form_support(files, &mut report);
    let flow_dsl = flow_dsl(files, &mut report);
    for file in files {
        let path = file.path.as_str();
        if let Some(id) = stem(path, "flows/scripts/", ".rhai") {
            report.catalogue.add_script(id, 1, &file.text);
        } else if let Some(name) = stem(path, "flows/fragments/", ".json") {
            if let Some(v) = json(file, &mut report) {
                report.catalogue.add_fragment(name, v);
            }
        } else if stem(path, "forms/", ".json").is_some() {
            form_files.push(file);
        } else if stem(path, "flows/", ".json").is_some() {
            flows.push(file);
        }
    }
    for file in form_files {
        if let Some(form) = check_form(file, &fragments, dsl.as_ref(), &mut report) {
            report.catalogue.add_form(form);
        }
    }
    for file in flows {
        if !matches_flow_dsl(file, flow_dsl.as_ref(), &mut report) {
            continue;
        }
        match FlowDef::parse(&file.text, &report.catalogue, sandbox) {
            Ok(def) => {
                let expected = format!("flows/{}.json", def.app_id);
                if file.path != expected {
                    report.problems.push(file_problem(
                        &file.path,
                        None,
                        format!("flow {} belongs in {expected}", def.app_id),
                    ));
                }
                report.definitions.push(def);
            }
            Err(e) => {
                for problem in e.problems {
                    let (file, line) = match (&problem.script, problem.line) {
                        (Some(s), line) if !s.contains(':') => {
                            (format!("flows/scripts/{s}.rhai"), line)
                        }
                        (_, line) => (
                            file.path.clone(),
                            if problem.script.is_none() { line } else { None },
                        ),
                    };
                    report.problems.push(FileProblem {
                        file,
                        line,
                        problem,
                    });
                }
            }
        }
    }
    report.definitions.sort_by(|a, b| a.app_id.cmp(&b.app_id));
    report
}

/// The flow DSL's own schema, when the repository has one.
fn flow_dsl(files: &[SourceFile], report: &mut Report) -> Option<jsonschema::Validator> {
    let file = files.iter().find(|f| f.path == FLOW_DSL_SCHEMA)?;
    let value = json(file, report)?;
    jsonschema::validator_for(&value)
        .map_err(|e| {
            let problem = file_problem(&file.path, None, format!("not a JSON Schema: {e}"));
            report.problems.push(problem);
        })
        .ok()
}

/// Whether a flow file matches the flow DSL, reporting every place it does not (then the
/// flow is not parsed further, as for forms). Text that is not JSON is left to
/// `FlowDef::parse`, which gives its line.
fn matches_flow_dsl(
    file: &SourceFile,
    dsl: Option<&jsonschema::Validator>,
    report: &mut Report,
) -> bool {
    let (Some(dsl), Ok(value)) = (dsl, serde_json::from_str::<Value>(&file.text)) else {
        return true;
    };
    let before = report.problems.len();
    for e in dsl.iter_errors(&value) {
        report.problems.push(file_problem(
            &file.path,
            None,
            format!("does not match the flow DSL at {}: {e}", e.instance_path()),
        ));
    }
    report.problems.len() == before
}

/// The form fragments and the DSL's own schema, read before any form.
fn form_support(
    files: &[SourceFile],
    report: &mut Report,
) -> (Fragments, Option<jsonschema::Validator>) {
    let mut fragments = Fragments::new();
    let mut dsl = None;
    for file in files {
        let path = file.path.as_str();
        let is_fragment = stem(path, "forms/fragments/", ".json").is_some();
        if !is_fragment && path != FORM_DSL_SCHEMA {
            continue;
        }
        let Some(value) = json(file, report) else {
            continue;
        };
        if is_fragment {
            match value.get("fragment").and_then(Value::as_str) {
                Some(name) => {
                    fragments.insert(name.to_owned(), value.clone());
                }
                None => report.problems.push(file_problem(
                    path,
                    None,
                    "a form fragment needs a string `fragment`".into(),
                )),
            }
        } else {
            match jsonschema::validator_for(&value) {
                Ok(validator) => dsl = Some(validator),
                Err(e) => report.problems.push(file_problem(
                    path,
                    None,
                    format!("not a JSON Schema: {e}"),
                )),
            }
        }
    }
    (fragments, dsl)
}

/// A form file: JSON, matching the DSL schema, parsing into a checked `FormDef` named after
/// its file.
fn check_form(
    file: &SourceFile,
    fragments: &Fragments,
    dsl: Option<&jsonschema::Validator>,
    report: &mut Report,
) -> Option<FormInfo> {
    let path = file.path.as_str();
    let value = json(file, report)?;
    if let Some(dsl) = dsl {
        let errors: Vec<String> = dsl
            .iter_errors(&value)
            .map(|e| format!("{}: {e}", e.instance_path()))
            .collect();
        if !errors.is_empty() {
            for error in errors {
                report.problems.push(file_problem(
                    path,
                    None,
                    format!("does not match the form DSL at {error}"),
                ));
            }
            return None;
        }
    }
    let def = match FormDef::parse(&value, fragments) {
        Ok(def) => def,
        Err(e) => {
            report
                .problems
                .push(file_problem(path, None, e.to_string()));
            return None;
        }
    };
    if stem(path, "forms/", ".json") != Some(def.id.as_str()) {
        report.problems.push(file_problem(
            path,
            None,
            format!("formId `{}` does not match the file name", def.id),
        ));
        return None;
    }
    Some(FormInfo {
        id: def.id.clone(),
        version: def.version,
        title: def.title.clone(),
        fields: def.field_names(),
    })
}
