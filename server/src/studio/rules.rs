//! The rules as versioned definitions: rhai scripts (`flows/scripts/{name}.rhai`, their
//! examples in `{name}.examples.json` beside them) and flow fragments
//! (`flows/fragments/{name}.json`). The repository's files are their first versions; a flow
//! version pins the rule versions it was published with; a rule's new version carries every
//! flow whose latest version uses it into a new version, in the same transaction.

use engine::{repository::SourceFile, FlowDef};
use serde_json::Value;

use super::load::{enter_row, Extra, REPOSITORY};
use crate::{
    db::DbConn,
    error::ApiError,
    flows::{At, FlowLibrary, Overlay, RulePins},
    forms::FormLibrary,
    models::definition::{DefinitionVersion, FLOW, FRAGMENT, SCRIPT},
};

/// The first line of a script that declares its version: `// version: 2`.
const VERSION_LINE: &str = "// version:";

/// The version a script's text declares on its first line, 1 when it declares none.
pub fn script_declared(text: &str) -> i32 {
    text.lines()
        .next()
        .and_then(|l| l.trim().strip_prefix(VERSION_LINE))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(1)
}

/// A script's text as the repository's file of version `version`: the first line declares it
/// (added when the text has none and the version is above 1).
pub fn exported_script(text: &str, version: i32) -> String {
    let declares = text
        .lines()
        .next()
        .is_some_and(|l| l.trim().starts_with(VERSION_LINE));
    if declares {
        let rest = text.split_once('\n').map_or("", |(_, rest)| rest);
        format!("{VERSION_LINE} {version}\n{rest}")
    } else if version > 1 {
        format!("{VERSION_LINE} {version}\n{text}")
    } else {
        text.to_owned()
    }
}

/// A fragment's text as the repository's file of version `version`.
pub fn exported_fragment(text: &str, version: i32) -> String {
    if version == 1 && !text.contains("\"version\"") {
        return text.to_owned();
    }
    super::texts::exported(text, version)
}

fn stem<'a>(path: &'a str, dir: &str, ext: &str) -> Option<&'a str> {
    let rest = path.strip_prefix(dir)?.strip_suffix(ext)?;
    (!rest.contains('/') && !rest.contains('.')).then_some(rest)
}

/// The path of a script's examples.
pub fn examples_path(name: &str) -> String {
    format!("flows/scripts/{name}.examples.json")
}

/// Enters the repository's scripts (with their examples) and fragments.
pub fn enter_files(conn: &mut DbConn, files: &[SourceFile], now: i64) -> Result<(), ApiError> {
    for file in files {
        if let Some(name) = stem(&file.path, "flows/scripts/", ".rhai") {
            let examples = files
                .iter()
                .find(|f| f.path == examples_path(name))
                .map(|f| f.text.clone());
            let extra = Extra {
                examples,
                ..Extra::default()
            };
            let declared = script_declared(&file.text);
            enter_row(conn, (SCRIPT, name, name), &file.text, declared, extra, now)?;
        } else if let Some(name) = stem(&file.path, "flows/fragments/", ".json") {
            let value: Value = serde_json::from_str(&file.text).unwrap_or(Value::Null);
            let declared = value["version"]
                .as_i64()
                .and_then(|v| i32::try_from(v).ok())
                .unwrap_or(1);
            let title = value["description"].as_str().filter(|d| !d.is_empty());
            let title = title.unwrap_or(name);
            let extra = Extra::default();
            enter_row(
                conn,
                (FRAGMENT, name, title),
                &file.text,
                declared,
                extra,
                now,
            )?;
        }
    }
    Ok(())
}

/// Every stored version of every script and fragment into the library.
pub fn load(conn: &mut DbConn, flows: &FlowLibrary) -> anyhow::Result<()> {
    for row in DefinitionVersion::all(conn, SCRIPT)? {
        flows.add_script(&row.def_key, row.version as u32, &row.body);
    }
    for row in DefinitionVersion::all(conn, FRAGMENT)? {
        let value: Value = serde_json::from_str(&row.body)
            .map_err(|e| anyhow::anyhow!("fragment {} v{}: {e}", row.def_key, row.version))?;
        flows.add_fragment(&row.def_key, row.version as u32, value);
    }
    Ok(())
}

/// A flow carried into a new version: the definition, its text and the rule versions it pins.
pub type Carried = (FlowDef, String, RulePins);

/// Who carries the flows, when and why.
pub struct Carrier<'a> {
    pub by: &'a str,
    pub now: i64,
    pub reason: String,
}

/// The next version of `flow` against the latest rules (with `overlay`, the rule being
/// published), its form's version kept; the row inserted.
pub fn carry(
    conn: &mut DbConn,
    (forms, flows): (&FormLibrary, &FlowLibrary),
    flow: &FlowDef,
    overlay: Option<&Overlay>,
    carrier: &Carrier<'_>,
) -> Result<Carried, ApiError> {
    let text = flows
        .text(&flow.app_id, flow.version)
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("no text of {}", flow.app_id)))?;
    let next = flow.version + 1;
    let form = forms
        .get(&flow.form.id, flow.form.version)
        .map(|d| FormLibrary::info(&d));
    let (def, pins) = flows
        .parse(&text, next, form, At::Latest(overlay))
        .map_err(|e| {
            ApiError::RefusedWith(
                format!("流程 {} 在新规则下未通过检查，不能发布", flow.app_id),
                serde_json::json!({ "problems": e.problems.into_iter()
                    .map(super::check::Problem::from).collect::<Vec<_>>() }),
            )
        })?;
    let text = super::texts::exported(&text, next as i32);
    DefinitionVersion {
        kind: FLOW.into(),
        def_key: flow.app_id.clone(),
        version: next as i32,
        name: def.name.clone(),
        body: text.clone(),
        form_version: Some(def.form.version as i32),
        published_by: carrier.by.into(),
        published_at: carrier.now,
        reason: carrier.reason.clone(),
        pins: Some(pins.to_text()),
        examples: None,
    }
    .insert(conn)?;
    Ok((def, text, pins))
}

/// At start: the flows whose latest version is behind a rule the repository brought in a
/// higher version, each carried into a new version.
pub fn carry_behind(
    conn: &mut DbConn,
    forms: &FormLibrary,
    flows: &FlowLibrary,
    by: &str,
    now: i64,
) -> Result<Vec<Carried>, ApiError> {
    let mut carried = Vec::new();
    for (flow, behind) in flows.behind() {
        let carrier = Carrier {
            by,
            now,
            reason: format!("随{}发布：{}", behind.join("、"), repository_reason(by)),
        };
        carried.push(carry(conn, (forms, flows), &flow, None, &carrier)?);
    }
    Ok(carried)
}

fn repository_reason(by: &str) -> &'static str {
    if by == REPOSITORY {
        "仓库版本"
    } else {
        "规则更新"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_declares_its_version_on_its_first_line() {
        assert_eq!(script_declared("// version: 3\nlet a = 1;"), 3);
        assert_eq!(script_declared("// a comment\n// version: 3\n"), 1);
        assert_eq!(script_declared(""), 1);
    }

    #[test]
    fn an_exported_script_says_its_version_and_reads_back_as_it() {
        let text = "// Charge base.\ndec(1)";
        assert_eq!(exported_script(text, 1), text);
        let v2 = exported_script(text, 2);
        assert_eq!(v2, "// version: 2\n// Charge base.\ndec(1)");
        assert_eq!(script_declared(&v2), 2);
        let v3 = exported_script(&v2, 3);
        assert_eq!(v3, "// version: 3\n// Charge base.\ndec(1)");
    }

    #[test]
    fn only_a_script_file_or_a_fragment_file_is_a_rule() {
        assert_eq!(
            stem("flows/scripts/a.rhai", "flows/scripts/", ".rhai"),
            Some("a")
        );
        assert_eq!(
            stem("flows/scripts/a.examples.json", "flows/scripts/", ".json"),
            None
        );
        assert_eq!(
            stem("flows/scripts/x/a.rhai", "flows/scripts/", ".rhai"),
            None
        );
    }
}
