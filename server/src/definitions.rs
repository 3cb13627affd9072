//! The flow, script and form definitions of the repository, read from disk and checked by the
//! engine: `server check-defs [DIR]` prints every problem with its file, node, field and line,
//! and fails when there is one. CI runs it.

use std::path::Path;
use std::sync::Arc;

use engine::repository::{self, Report, SourceFile};
use engine::Sandbox;

pub use engine::repository::EFFECTS;

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
            if path.is_file() && path.extension().and_then(|e| e.to_str()) == Some(ext) {
                let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                    continue;
                };
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

/// `server check-defs [DIR]`: prints what it checked and every problem; fails on any problem.
pub fn check_defs(root: &Path) -> anyhow::Result<()> {
    let sandbox = Arc::new(Sandbox::default());
    let started = std::time::Instant::now();
    let report = load(root, &sandbox)?;
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
    println!(
        "check-defs: {} flows, {} forms, {} scripts, {} fragments: all good ({} ms)",
        report.definitions.len(),
        report.catalogue.forms.len(),
        report.catalogue.scripts.len(),
        report.catalogue.fragments.len(),
        started.elapsed().as_millis()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::{collections::BTreeSet, path::PathBuf, sync::Arc};

    use engine::Sandbox;
    use serde_json::Value;

    use super::{load, read_sources, EFFECTS};

    fn repository() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
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

    #[test]
    fn every_ctx_key_a_rule_reads_is_declared_in_the_context_schema() {
        let schema: Value =
            serde_json::from_str(include_str!("../../flows/schema/context.schema.json")).unwrap();
        let declared: BTreeSet<&str> = schema["properties"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let sources = read_sources(&repository()).unwrap();
        let rules: Vec<_> = sources
            .iter()
            .filter(|f| f.path.starts_with("flows/"))
            .collect();
        assert!(rules.iter().any(|f| f.path.ends_with(".rhai")));
        let mut undeclared = Vec::new();
        for file in rules {
            for key in ctx_keys(&file.text) {
                if !declared.contains(key.as_str()) {
                    undeclared.push(format!("{}: ctx.{key}", file.path));
                }
            }
        }
        assert_eq!(
            undeclared,
            Vec::<String>::new(),
            "read but not in context.schema.json"
        );
    }

    #[test]
    fn the_key_finder_sees_both_spellings_and_nothing_else() {
        let keys = ctx_keys("if ctx.company.listed && ctx[\"orgType\"] == 1 { myctx.x }");
        assert_eq!(
            keys.into_iter().collect::<Vec<_>>(),
            vec!["company".to_owned(), "orgType".to_owned()]
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
}
