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
