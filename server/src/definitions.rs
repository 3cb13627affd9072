//! The flow, script and form definitions of the repository, read from disk and checked by the
//! engine: `server check-defs [DIR]` prints every problem with its file, node, field and line,
//! and fails when there is one; every flow's rules are also run on the synthetic samples the
//! studio probes a draft with. CI runs it.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

use engine::repository::{self, FileProblem, Report, SourceFile};
use engine::Sandbox;
use serde_json::Value;

use crate::forms::{form_files, FormLibrary};

pub use crate::register::EFFECTS;

/// Reads every definition file under `root`, sorted by path.
pub fn read_sources(root: &Path) -> std::io::Result<Vec<SourceFile>> {
    let mut files = Vec::new();
    for (folder, ext) in engine::repository::FOLDERS {
        let dir = root.join(folder);
        if !dir.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            // beside the scripts, their examples (`{name}.examples.json`)
            let examples = folder == "flows/scripts" && name.ends_with(".examples.json");
            if path.is_file()
                && (examples || path.extension().and_then(|e| e.to_str()) == Some(ext))
            {
                files.push(SourceFile {
                    path: format!("{folder}/{name}"),
                    text: std::fs::read_to_string(&path)?,
                });
            }
        }
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(files)
}

/// Reads and checks every definition under `root`.
pub fn load(root: &Path, sandbox: &Arc<Sandbox>) -> std::io::Result<Report> {
    Ok(repository::check(&read_sources(root)?, EFFECTS, sandbox))
}

/// Every flow's rules run on the synthetic samples the studio runs a draft's on before a
/// publish (contexts typed like the server's, forms typed like the flow's form, each landing
/// mode that may start it): a rule that fails on them fails here too, not only in the studio.
pub fn probe(
    files: &[SourceFile],
    report: &Report,
    today: &str,
) -> anyhow::Result<Vec<FileProblem>> {
    let (fragments, forms) = form_files(files)?;
    let library = FormLibrary::new(fragments, None);
    let mut problems = Vec::new();
    for (_, value) in forms {
        let Ok(form) = library.parse(&value, 1) else {
            continue; // the repository check reports a form that does not parse
        };
        for def in report.definitions.iter().filter(|d| d.form.id == form.id) {
            let samples = crate::studio::probe::samples(def, &form, &[], today);
            problems.extend(
                engine::flow::probe::probe(def, &samples)
                    .into_iter()
                    .map(|problem| FileProblem {
                        file: format!("flows/{}.json", def.app_id),
                        line: None,
                        problem,
                    }),
            );
        }
    }
    Ok(problems)
}

/// The names a text reads as `ctx.name` or `ctx["name"]`.
fn ctx_keys(text: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for (at, _) in text.match_indices("ctx") {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[at + 3..];
        let name = if let Some(rest) = rest.strip_prefix('.') {
            rest.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
        } else if let Some(rest) = rest.strip_prefix("[\"") {
            rest.split('"').next()
        } else {
            None
        };
        if let Some(name) = name.filter(|n| !n.is_empty()) {
            keys.insert(name.to_owned());
        }
    }
    keys
}

/// The `ctx` keys the rules (scripts and flows' conditions) read that the context schema
/// (`flows/schema/context.schema.json`, what the server builds) does not define: a rule reading
/// one would never see a value.
pub fn undeclared_ctx_keys(files: &[SourceFile]) -> Vec<FileProblem> {
    // The schema among the files checked, else the one the server was built with.
    let schema: Value = files
        .iter()
        .find(|f| f.path == "flows/schema/context.schema.json")
        .and_then(|f| serde_json::from_str(&f.text).ok())
        .unwrap_or_else(|| crate::studio::probe::CONTEXT_SCHEMA.clone());
    let declared: BTreeSet<&str> = schema["properties"]
        .as_object()
        .map(|p| p.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let mut problems = Vec::new();
    for file in files
        .iter()
        .filter(|f| f.path.starts_with("flows/") && !f.path.starts_with("flows/schema/"))
    {
        for key in ctx_keys(&file.text) {
            if !declared.contains(key.as_str()) {
                problems.push(FileProblem {
                    file: file.path.clone(),
                    line: None,
                    problem: engine::flow::Problem::new(
                        "-",
                        format!("ctx.{key} is not in flows/schema/context.schema.json"),
                    ),
                });
            }
        }
    }
    problems
}

/// Every script's examples (`flows/scripts/{name}.examples.json`) run on it: a script without
/// examples, examples that are not cases, a context not of the server's shape, or an example
/// the script does not answer as expected is a problem of the examples' file.
pub fn example_problems(files: &[SourceFile]) -> Vec<FileProblem> {
    use crate::studio::{examples, rules::examples_path};
    let mut problems = Vec::new();
    let problem = |file: &str, message: String| FileProblem {
        file: file.to_owned(),
        line: None,
        problem: engine::flow::Problem::new("-", message),
    };
    for file in &files_of(files, "flows/scripts/", ".rhai") {
        let name = &file.path["flows/scripts/".len()..file.path.len() - ".rhai".len()];
        let path = examples_path(name);
        let Some(text) = files.iter().find(|f| f.path == path) else {
            problems.push(problem(&path, format!("script {name} has no examples")));
            continue;
        };
        match examples::parse(&text.text) {
            Err(message) => problems.push(problem(&path, message)),
            Ok(cases) if cases.is_empty() => {
                problems.push(problem(&path, format!("script {name} has no examples")));
            }
            Ok(cases) => {
                for outcome in examples::run_all(name, &file.text, &cases) {
                    if !outcome.passed {
                        let message = format!("示例「{}」未通过：{}", outcome.name, outcome.reason);
                        problems.push(problem(&path, message));
                    }
                }
            }
        }
    }
    problems
}

fn files_of<'a>(files: &'a [SourceFile], dir: &str, ext: &str) -> Vec<&'a SourceFile> {
    files
        .iter()
        .filter(|f| {
            f.path
                .strip_prefix(dir)
                .and_then(|rest| rest.strip_suffix(ext))
                .is_some_and(|stem| !stem.contains('/') && !stem.contains('.'))
        })
        .collect()
}

/// `server check-defs [DIR]`: prints what it checked and every problem; fails on any problem.
pub fn check_defs(root: &Path) -> anyhow::Result<()> {
    let sandbox = Arc::new(Sandbox::default());
    let started = std::time::Instant::now();
    let mut report = load(root, &sandbox)?;
    if report.problems.is_empty() {
        let today = crate::forms::today(chrono::Utc::now().timestamp()).to_string();
        let sources = read_sources(root)?;
        report.problems.extend(undeclared_ctx_keys(&sources));
        report.problems.extend(example_problems(&sources));
        report.problems.extend(probe(&sources, &report, &today)?);
    }
    for problem in &report.problems {
        eprintln!("{problem}");
    }
    if !report.problems.is_empty() {
        anyhow::bail!(
            "{} problem(s) in the definitions under {}",
            report.problems.len(),
            root.display()
        );
    }
    // the query pages' definitions, each against its source's fields
    let queries = crate::query_pages::store::read_repository(root)?;
    println!(
        "check-defs: {} flows (their rules run on synthetic samples), {} forms, {} scripts (their examples pass), {} fragments, {} query pages: all good ({} ms)",
        report.definitions.len(),
        report.catalogue.forms.len(),
        report.catalogue.scripts.len(),
        report.catalogue.fragments.len(),
        queries.len(),
        started.elapsed().as_millis()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::{path::PathBuf, sync::Arc};

    use engine::Sandbox;

    use engine::repository;

    use super::{load, read_sources, EFFECTS};

    fn repository() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    #[test]
    fn every_ctx_key_a_rule_reads_is_declared_in_the_context_schema() {
        let sources = read_sources(&repository()).unwrap();
        assert!(sources.iter().any(|f| f.path.ends_with(".rhai")));
        let shown: Vec<String> = super::undeclared_ctx_keys(&sources)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            shown,
            Vec::<String>::new(),
            "read but not in context.schema.json"
        );
    }

    #[test]
    fn check_defs_reports_a_rule_reading_a_key_the_context_does_not_have() {
        let mut sources = read_sources(&repository()).unwrap();
        let script = sources
            .iter_mut()
            .find(|f| f.path == "flows/scripts/memo_required.rhai")
            .expect("the memo rule");
        script.text = format!("let seen = ctx.reviewerGrade;\n{}", script.text);
        let shown: Vec<String> = super::undeclared_ctx_keys(&sources)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(shown.len(), 1, "{shown:?}");
        assert!(shown[0].contains("memo_required") && shown[0].contains("ctx.reviewerGrade"));
    }

    #[test]
    fn every_repository_script_has_examples_and_they_pass() {
        let sources = read_sources(&repository()).unwrap();
        assert!(sources.iter().any(|f| f.path.ends_with(".examples.json")));
        let shown: Vec<String> = super::example_problems(&sources)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(shown, Vec::<String>::new());
    }

    #[test]
    fn check_defs_reports_a_changed_charge_against_its_examples() {
        let mut sources = read_sources(&repository()).unwrap();
        let script = sources
            .iter_mut()
            .find(|f| f.path == "flows/scripts/charge_pledge.rhai")
            .expect("the pledge charge");
        script.text = script.text.replace("max(max(", "min(min(");
        let shown: Vec<String> = super::example_problems(&sources)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            shown
                .iter()
                .any(|p| p.contains("charge_pledge.examples.json") && p.contains("期望收费基数")),
            "{shown:?}"
        );
        sources.retain(|f| f.path != "flows/scripts/memo_required.examples.json");
        let shown: Vec<String> = super::example_problems(&sources)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            shown
                .iter()
                .any(|p| p.contains("memo_required has no examples")),
            "{shown:?}"
        );
    }

    #[test]
    fn the_key_finder_sees_both_spellings_and_nothing_else() {
        let keys = super::ctx_keys("if ctx.company.listed && ctx[\"orgType\"] == 1 { myctx.x }");
        assert_eq!(
            keys.into_iter().collect::<Vec<_>>(),
            vec!["company".to_owned(), "orgType".to_owned()]
        );
    }

    #[test]
    fn every_flows_rules_run_without_failing_on_the_synthetic_samples() {
        let sources = read_sources(&repository()).unwrap();
        let report = load(&repository(), &Arc::new(Sandbox::default())).unwrap();
        let problems = super::probe(&sources, &report, "2026-11-24").unwrap();
        let shown: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(shown, Vec::<String>::new());
    }

    #[test]
    fn a_rule_that_fails_on_the_synthetic_samples_is_a_problem_of_its_flow() {
        let mut sources = read_sources(&repository()).unwrap();
        let script = sources
            .iter_mut()
            .find(|f| f.path == "flows/scripts/memo_required.rhai")
            .expect("the memo rule");
        // Reads a key as a number that the context has as an object.
        script.text = format!("let broken = ctx.company + 1;\n{}", script.text);
        let report = repository::check(&sources, EFFECTS, &Arc::new(Sandbox::default()));
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        let problems = super::probe(&sources, &report, "2026-11-24").unwrap();
        assert!(
            problems
                .iter()
                .any(|p| p.problem.message.contains("memo_required")),
            "{problems:?}"
        );
    }

    #[test]
    fn every_effect_a_flow_names_is_one_the_server_knows() {
        let report = load(&repository(), &Arc::new(Sandbox::default())).unwrap();
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        assert!(!report.definitions.is_empty());
        for def in &report.definitions {
            for effect in def.effects() {
                assert!(
                    EFFECTS.contains(&effect),
                    "{} names the effect {effect}, which the server does not know",
                    def.app_id
                );
            }
        }
    }

    #[test]
    fn a_flow_naming_an_effect_the_server_does_not_implement_fails_the_check() {
        let mut sources = read_sources(&repository()).unwrap();
        let flow = sources
            .iter_mut()
            .find(|f| f.path == "flows/550017.json")
            .expect("the total value flow");
        flow.text = flow.text.replace("recordTotalValue", "mintShares");
        let report = repository::check(&sources, EFFECTS, &Arc::new(Sandbox::default()));
        let problems: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
        assert!(
            problems
                .iter()
                .any(|p| p.contains("550017") && p.contains("mintShares")),
            "{problems:?}"
        );
    }
}
