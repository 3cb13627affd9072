//! Query definitions in the database: the repository's `queries/*.json` enter as first
//! versions at start (as flows and forms do), analysts publish numbered, immutable versions
//! with a reason, and a page always reads its latest version, so a publication is seen by
//! every server at the next request.

use std::{
    collections::HashMap,
    path::Path,
    sync::{Arc, Mutex, MutexGuard},
};

use super::definition::{self, Checked};
use crate::{
    db::{transaction, DbConn},
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion, QUERY},
    studio::load::enter,
};

pub const FOLDER: &str = "queries";

/// Reads the repository's query definitions; a file that fails its check stops the start
/// with the file's name and problems.
pub fn read_repository(root: &Path) -> anyhow::Result<Vec<(String, Checked)>> {
    let dir = root.join(FOLDER);
    let mut out = Vec::new();
    if !dir.is_dir() {
        return Ok(out);
    }
    let mut paths: Vec<_> = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("json"))
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path)?;
        let checked = definition::check(&text)
            .map_err(|problems| anyhow::anyhow!("{}: {}", path.display(), problems.join("; ")))?;
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if stem != checked.def.page_key {
            anyhow::bail!(
                "{}: the file is named for {stem} but defines {}",
                path.display(),
                checked.def.page_key
            );
        }
        out.push((text, checked));
    }
    Ok(out)
}

/// Enters the repository's definitions as versions where the database has none (or an older
/// one than the file declares).
pub fn load(conn: &mut DbConn, root: &Path, now: i64) -> anyhow::Result<usize> {
    let files = read_repository(root)?;
    transaction::write(conn, |conn| {
        for (text, checked) in &files {
            let def = &checked.def;
            let declared = def.version.unwrap_or(1);
            enter(
                conn,
                QUERY,
                &def.page_key,
                &def.title,
                text,
                declared,
                None,
                now,
            )?;
        }
        Ok(())
    })
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(files.len())
}

/// The checked definitions of the versions pages were read at. A published version never
/// changes, so a request asks the database only for the latest version's number and checks a
/// body once per server, while a publication on another server is still seen at once.
#[derive(Default)]
pub struct CheckedPages(Mutex<HashMap<(String, i32), Arc<Checked>>>);

impl CheckedPages {
    fn entries(&self) -> MutexGuard<'_, HashMap<(String, i32), Arc<Checked>>> {
        // a panic while holding the lock leaves whole entries only
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The latest published version of a page and its definition; 404 for a page nobody defined.
pub fn latest(
    conn: &mut DbConn,
    pages: &CheckedPages,
    key: &str,
) -> Result<(i32, Arc<Checked>), ApiError> {
    let missing = || ApiError::not_found("查询页面不存在");
    let version = DefinitionVersion::latest_number(conn, QUERY, key)?.ok_or_else(missing)?;
    if let Some(page) = pages.entries().get(&(key.to_owned(), version)) {
        return Ok((version, page.clone()));
    }
    let row = DefinitionVersion::find(conn, QUERY, key, version)?.ok_or_else(missing)?;
    // a stored version passed its check when published; one that no longer does (a source
    // field since removed) is the analyst's to fix, not the visitor's
    let checked = definition::check(&row.body).map_err(|problems| {
        ApiError::internal(anyhow::anyhow!(
            "query {} v{}: {}",
            key,
            row.version,
            problems.join("; ")
        ))
    })?;
    let page = Arc::new(checked);
    pages
        .entries()
        .insert((key.to_owned(), version), page.clone());
    Ok((version, page))
}

/// Publishes `text` as the next version of the page it defines, refused with every problem
/// when it fails its check; answers the page key and the version published.
pub fn publish(
    conn: &mut DbConn,
    text: &str,
    reason: &str,
    by: &str,
    now: i64,
) -> Result<(String, i32), ApiError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(ApiError::bad_request("请填写发布说明"));
    }
    let checked = definition::check(text).map_err(|problems| {
        ApiError::RefusedWith(
            format!("查询定义有{}处问题，未发布", problems.len()),
            serde_json::json!({ "problems": problems }),
        )
    })?;
    let key = checked.def.page_key.clone();
    transaction::write(conn, |conn| {
        let latest = DefinitionVersion::latest(conn, QUERY, &key)?;
        if latest.as_ref().is_some_and(|row| row.body == text) {
            return Err(ApiError::bad_request("与当前版本相同，无需发布"));
        }
        let version = latest.map_or(1, |row| row.version + 1);
        DefinitionVersion {
            kind: QUERY.into(),
            def_key: key.clone(),
            version,
            name: checked.def.title.trim().to_owned(),
            body: text.to_owned(),
            form_version: None,
            published_by: by.to_owned(),
            published_at: now,
            reason: reason.to_owned(),
            pins: None,
            examples: None,
        }
        .insert(conn)?;
        // what was drafted is now the published version
        DefinitionDraft::discard(conn, QUERY, &key)?;
        Ok((key.clone(), version))
    })
}

/// The page key a draft's text names, read without the full check (a draft may be unfinished).
pub fn draft_key(text: &str) -> Result<String, ApiError> {
    let named = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("pageKey").and_then(|k| k.as_str()).map(str::to_owned))
        .filter(|k| definition::key_ok(k));
    named.ok_or_else(|| {
        ApiError::bad_request("草稿须为JSON，并写明页面标识（pageKey：1至40位字母、数字或下划线）")
    })
}

/// Keeps `text` as the draft of the page it names, over an earlier draft; answers the key.
pub fn save_draft(conn: &mut DbConn, text: &str, by: &str, now: i64) -> Result<String, ApiError> {
    let key = draft_key(text)?;
    let base = DefinitionVersion::latest_number(conn, QUERY, &key)?.unwrap_or(0);
    DefinitionDraft {
        kind: QUERY.into(),
        def_key: key.clone(),
        body: text.to_owned(),
        base_version: base,
        updated_by: by.to_owned(),
        updated_at: now,
        examples: None,
    }
    .save(conn)?;
    Ok(key)
}
