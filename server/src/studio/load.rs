//! The published definitions at start: the repository's flows, forms, scripts (with their
//! examples) and flow fragments enter the database as
//! versions where it has none of them (or an older one than the file declares), then every
//! version in the database is checked and loaded, so the studio's publications survive a
//! restart and the repository stays the source of a release.

use diesel::prelude::*;
use engine::repository::SourceFile;
use serde_json::Value;

use super::rules;
use crate::{
    db::{transaction, DbConn},
    error::ApiError,
    flows::{At, FlowLibrary, RulePins},
    forms::{form_files, FormLibrary},
    models::definition::{DefinitionVersion, FLOW, FORM},
};

pub const REPOSITORY: &str = "repository";

/// The libraries the server runs, from the repository's files and the database.
pub fn libraries(
    conn: &mut DbConn,
    files: &[SourceFile],
    now: i64,
) -> anyhow::Result<(FormLibrary, FlowLibrary)> {
    let report = engine::repository::check(
        files,
        crate::definitions::EFFECTS,
        &std::sync::Arc::new(engine::Sandbox::default()),
    );
    if let Some(problem) = report.problems.first() {
        anyhow::bail!(
            "{} problem(s) in the definitions, the first: {problem}",
            report.problems.len()
        );
    }
    let (fragments, forms) = form_files(files)?;
    let flows: Vec<(String, Value)> = files
        .iter()
        .filter(|f| f.path.starts_with("flows/") && f.path.matches('/').count() == 1)
        .filter(|f| f.path.ends_with(".json"))
        .map(|f| Ok((f.text.clone(), serde_json::from_str(&f.text)?)))
        .collect::<anyhow::Result<_>>()?;
    let form_texts: Vec<(String, Value)> = forms
        .into_iter()
        .map(|(path, value)| {
            let text = files
                .iter()
                .find(|f| f.path == path)
                .map(|f| f.text.clone())
                .unwrap_or_default();
            (text, value)
        })
        .collect();
    transaction::write(conn, |conn| {
        for (text, value) in &form_texts {
            let key = value["formId"].as_str().unwrap_or_default();
            let name = value["title"].as_str().unwrap_or(key);
            enter(conn, FORM, key, name, text, declared(value), None, now)?;
        }
        rules::enter_files(conn, files, now)
    })
    .map_err(|e| anyhow::anyhow!("{e}"))?;

    let form_dsl = files
        .iter()
        .find(|f| f.path == engine::repository::FORM_DSL_SCHEMA)
        .and_then(|f| serde_json::from_str(&f.text).ok());
    let form_library = FormLibrary::new(fragments, form_dsl);
    for row in DefinitionVersion::all(conn, FORM)? {
        load_form(&form_library, &row)?;
    }
    let flow_library = FlowLibrary::new(files);
    rules::load(conn, &flow_library)?;
    transaction::write(conn, |conn| {
        for (text, value) in &flows {
            let key = value["appId"].as_str().unwrap_or_default();
            let name = value["name"].as_str().unwrap_or(key);
            let form = value["form"].as_str().unwrap_or_default();
            let form_version = DefinitionVersion::latest(conn, FORM, form)?.map(|v| v.version);
            // the rule versions a repository flow entering now is published with
            let info = form_library.latest(form).map(|d| FormLibrary::info(&d));
            let pins = flow_library
                .parse(text, 1, info, At::Latest(None))
                .ok()
                .map(|(_, pins)| pins.to_text());
            enter_row(
                conn,
                (FLOW, key, name),
                text,
                declared(value),
                Extra {
                    form_version,
                    pins,
                    examples: None,
                },
                now,
            )?;
        }
        Ok(())
    })
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    for row in DefinitionVersion::all(conn, FLOW)? {
        load_flow(&form_library, &flow_library, &row)?;
    }
    // A rule the repository brought in a higher version carries the flows that use it.
    let carried = transaction::write(conn, |conn| {
        rules::carry_behind(conn, &form_library, &flow_library, REPOSITORY, now)
    })
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    for (def, text, pins) in carried {
        flow_library.publish(def, &text, pins)?;
    }
    tracing::info!(
        forms = form_library.ids().len(),
        flows = flow_library.latest_all().len(),
        "definitions loaded"
    );
    Ok((form_library, flow_library))
}

/// The versions another server published since these libraries were loaded: forms, then the
/// rules, then the flows that may use them, each in version order. Answers how many.
pub fn catch_up(
    conn: &mut DbConn,
    forms: &FormLibrary,
    flows: &FlowLibrary,
) -> anyhow::Result<usize> {
    let mut added = 0;
    for (key, version) in DefinitionVersion::numbers(conn, FORM)? {
        if forms.get(&key, version as u32).is_none() {
            if let Some(row) = DefinitionVersion::find(conn, FORM, &key, version)? {
                load_form(forms, &row)?;
                added += 1;
            }
        }
    }
    rules::load(conn, flows)?;
    for (key, version) in DefinitionVersion::numbers(conn, FLOW)? {
        if flows.get(&key, version as u32).is_none() {
            if let Some(row) = DefinitionVersion::find(conn, FLOW, &key, version)? {
                load_flow(forms, flows, &row)?;
                added += 1;
            }
        }
    }
    Ok(added)
}

fn load_form(forms: &FormLibrary, row: &DefinitionVersion) -> anyhow::Result<()> {
    let value: Value = serde_json::from_str(&row.body)?;
    let def = forms
        .parse(&value, row.version as u32)
        .map_err(|e| anyhow::anyhow!("form {} v{}: {e}", row.def_key, row.version))?;
    forms.publish(def)?;
    Ok(())
}

fn load_flow(
    forms: &FormLibrary,
    flows: &FlowLibrary,
    row: &DefinitionVersion,
) -> anyhow::Result<()> {
    let form = flow_form(forms, row);
    let pins = RulePins::stored(row.pins.as_deref());
    let (def, pins) = flows
        .parse(&row.body, row.version as u32, form, At::Pinned(&pins))
        .map_err(|e| anyhow::anyhow!("flow {} v{}: {e}", row.def_key, row.version))?;
    flows.publish(def, &row.body, pins)?;
    Ok(())
}

/// The form version a stored flow version names, as the flow check needs it.
pub fn flow_form(forms: &FormLibrary, row: &DefinitionVersion) -> Option<engine::FormInfo> {
    let form_id = serde_json::from_str::<Value>(&row.body)
        .ok()?
        .get("form")?
        .as_str()?
        .to_owned();
    let def = match row.form_version {
        Some(v) => forms.get(&form_id, v as u32),
        None => forms.latest(&form_id),
    }?;
    Some(FormLibrary::info(&def))
}

/// The version a file declares (`version`, 1 when absent).
fn declared(value: &Value) -> i32 {
    value["version"]
        .as_i64()
        .and_then(|v| i32::try_from(v).ok())
        .unwrap_or(1)
}

/// What a version row holds beside its text, by kind.
#[derive(Debug, Default)]
pub(crate) struct Extra {
    pub form_version: Option<i32>,
    pub pins: Option<String>,
    pub examples: Option<String>,
}

/// Enters a repository file: as version 1 when the database has none, as the next version
/// when the file declares a higher version than the database's latest and says something
/// else; otherwise the database's versions stand.
#[allow(clippy::too_many_arguments)]
pub(crate) fn enter(
    conn: &mut DbConn,
    kind: &str,
    key: &str,
    name: &str,
    text: &str,
    declared: i32,
    form_version: Option<i32>,
    now: i64,
) -> Result<(), ApiError> {
    let extra = Extra {
        form_version,
        ..Extra::default()
    };
    enter_row(conn, (kind, key, name), text, declared, extra, now)
}

/// [`enter`] with what the row holds beside its text (a flow's pins, a script's examples).
pub(crate) fn enter_row(
    conn: &mut DbConn,
    (kind, key, name): (&str, &str, &str),
    text: &str,
    declared: i32,
    extra: Extra,
    now: i64,
) -> Result<(), ApiError> {
    let latest = DefinitionVersion::latest(conn, kind, key)?;
    let version = match &latest {
        None => 1,
        Some(row) if declared > row.version && row.body != text => row.version + 1,
        Some(row) => {
            if row.body != text && declared <= row.version {
                tracing::warn!(
                    kind,
                    key,
                    "the repository's file differs from the database's v{} without a higher version; the database's stands",
                    row.version
                );
            }
            return Ok(());
        }
    };
    DefinitionVersion {
        kind: kind.into(),
        def_key: key.into(),
        version,
        name: name.into(),
        body: text.into(),
        form_version: extra.form_version,
        published_by: REPOSITORY.into(),
        published_at: now,
        reason: if version == 1 {
            "仓库初始版本".into()
        } else {
            format!("仓库版本 v{declared}")
        },
        pins: extra.pins,
        examples: extra.examples,
    }
    .insert(conn)?;
    Ok(())
}

/// Running applications per flow version of `app_id`.
pub fn running(conn: &mut DbConn, app_id: &str) -> QueryResult<Vec<(i32, i64)>> {
    use crate::schema::applications;
    let instances: Vec<String> = applications::table
        .filter(applications::app_id.eq(app_id))
        .filter(applications::status.eq("running"))
        .select(applications::instance)
        .load(conn)?;
    let mut counts = std::collections::BTreeMap::<i32, i64>::new();
    for text in instances {
        if let Ok(instance) = serde_json::from_str::<engine::Instance>(&text) {
            *counts.entry(instance.pin.flow_version as i32).or_default() += 1;
        }
    }
    Ok(counts.into_iter().collect())
}
