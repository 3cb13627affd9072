//! `server export-defs [DIR]`: the latest published version of every flow, form, query page,
//! script (with its examples) and flow fragment written back as the repository's files
//! (`flows/{appId}.json`, `forms/{formId}.json`, `queries/{pageKey}.json`,
//! `flows/scripts/{name}.rhai` and `{name}.examples.json`, `flows/fragments/{name}.json`),
//! so what the analysts published can be committed and shipped with the next release.

use std::path::{Path, PathBuf};

use super::{
    rules::{examples_path, exported_fragment, exported_script},
    texts::exported,
};
use crate::{
    db::DbConn,
    models::definition::{DefinitionVersion, FLOW, FORM, FRAGMENT, QUERY, SCRIPT},
};

/// Writes `text` at `path` unless the file already says it; answers whether it wrote.
fn write(path: PathBuf, text: &str, written: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    if std::fs::read_to_string(&path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(&path, text)?;
    written.push(path);
    Ok(())
}

/// Writes every definition whose latest version differs from its file; answers the files
/// written.
pub fn export_latest(conn: &mut DbConn, root: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    let kinds = [
        (FLOW, "flows"),
        (FORM, "forms"),
        (QUERY, "queries"),
        (SCRIPT, "flows/scripts"),
        (FRAGMENT, "flows/fragments"),
    ];
    for (kind, folder) in kinds {
        let mut latest = std::collections::BTreeMap::new();
        for row in DefinitionVersion::all(conn, kind)? {
            latest.insert(row.def_key.clone(), row);
        }
        for (key, row) in latest {
            match kind {
                SCRIPT => {
                    let path = root.join(folder).join(format!("{key}.rhai"));
                    write(path, &exported_script(&row.body, row.version), &mut written)?;
                    if let Some(examples) = &row.examples {
                        write(root.join(examples_path(&key)), examples, &mut written)?;
                    }
                }
                FRAGMENT => {
                    let path = root.join(folder).join(format!("{key}.json"));
                    write(
                        path,
                        &exported_fragment(&row.body, row.version),
                        &mut written,
                    )?;
                }
                _ => {
                    let path = root.join(folder).join(format!("{key}.json"));
                    write(path, &exported(&row.body, row.version), &mut written)?;
                }
            }
        }
    }
    Ok(written)
}

/// The command: the database of the environment (`DATABASE_URL`, `PLATFORM_DATA_DIR`).
pub fn run(root: &Path) -> anyhow::Result<()> {
    let config = crate::config::Config::from_env()?;
    let pool = crate::db::connect(&config.database.url, 1)?;
    let written = export_latest(&mut *pool.get()?, root)?;
    for path in &written {
        println!("{}", path.display());
    }
    println!(
        "export-defs: {} file(s) written under {}",
        written.len(),
        root.display()
    );
    Ok(())
}
