//! `server export-defs [DIR]`: the latest published version of every flow and form written
//! back as the repository's files (`flows/{appId}.json`, `forms/{formId}.json`,
//! `queries/{pageKey}.json`), so what the
//! analysts published can be committed and shipped with the next release.

use std::path::{Path, PathBuf};

use super::texts::exported;
use crate::{
    db::DbConn,
    models::definition::{DefinitionVersion, FLOW, FORM, QUERY},
};

/// Writes every definition whose latest version differs from its file; answers the files
/// written.
pub fn export_latest(conn: &mut DbConn, root: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    for (kind, folder) in [(FLOW, "flows"), (FORM, "forms"), (QUERY, "queries")] {
        let mut latest = std::collections::BTreeMap::new();
        for row in DefinitionVersion::all(conn, kind)? {
            latest.insert(row.def_key.clone(), row);
        }
        for (key, row) in latest {
            let path = root.join(folder).join(format!("{key}.json"));
            let text = exported(&row.body, row.version);
            if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
                continue;
            }
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, text)?;
            written.push(path);
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
