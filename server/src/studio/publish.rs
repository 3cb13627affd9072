//! Publishing a draft as the next version. Refused while the draft fails its checks. A form's
//! new version carries every flow whose latest version fills it into a new flow version too,
//! checked against it, so the next application uses it; applications already running keep
//! their versions. Everything lands in one transaction, and the running libraries learn the
//! new versions once it committed.

use engine::{form::FormDef, FlowDef};
use serde::Serialize;

use super::{
    check::{check_flow_with, parse_form, Problem},
    dry_run::refused,
    texts::exported,
};
use crate::{
    auth::current_user::CurrentUser,
    clock::Timestamp,
    db::{transaction, DbConn},
    error::ApiError,
    flows::{At, RulePins},
    forms::FormLibrary,
    models::definition::{DefinitionDraft, DefinitionVersion, FLOW, FORM, FRAGMENT, SCRIPT},
    state::AppState,
};

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Republished {
    pub app_id: String,
    pub version: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Published {
    pub version: u32,
    pub republished: Vec<Republished>,
}

const REFUSED: &str = "草稿未通过检查，不能发布";

/// What a publish wrote, for the running libraries to learn once it committed.
struct Staged {
    forms: Vec<FormDef>,
    flows: Vec<(FlowDef, String, RulePins)>,
    /// A script's or fragment's new version, with its text.
    rule: Option<(u32, String)>,
    /// The published draft's version.
    version: u32,
}

/// Who publishes, when and why: what every version row of one publish shares.
struct Publisher<'a> {
    me: &'a CurrentUser,
    now: Timestamp,
    reason: &'a str,
}

impl Publisher<'_> {
    fn row(
        &self,
        (kind, key): (&str, &str),
        (version, name): (u32, &str),
        body: &str,
        (form, pins): (Option<u32>, &RulePins),
        why: String,
    ) -> DefinitionVersion {
        DefinitionVersion {
            kind: kind.into(),
            def_key: key.into(),
            version: version as i32,
            name: name.into(),
            body: body.into(),
            form_version: form.map(|v| v as i32),
            published_by: self.me.user.id.clone(),
            published_at: self.now,
            reason: why,
            pins: Some(pins.to_text()),
            examples: None,
        }
    }
}

/// A flow's draft, checked on the applications it would run, as the flow's next version.
fn publish_flow(
    conn: &mut DbConn,
    state: &AppState,
    by: &Publisher,
    key: &str,
    body: &str,
) -> Result<Staged, ApiError> {
    let recorded = super::probe::recorded(conn, &by.me.user.tenant_id, key)?;
    let checked = check_flow_with(state, key, body, None, &recorded);
    if !checked.ok {
        return Err(refused(REFUSED)(checked.problems));
    }
    let (def, pins) = next_flow(state, key, body, None)?;
    // The stored text says its own number, as its exported file will.
    let text = exported(body, def.version as i32);
    by.row(
        (FLOW, key),
        (def.version, &def.name),
        &text,
        (Some(def.form.version), &pins),
        by.reason.into(),
    )
    .insert(conn)?;
    Ok(Staged {
        forms: Vec::new(),
        rule: None,
        version: def.version,
        flows: vec![(def, text, pins)],
    })
}

/// A form's draft as its next version, with a new version of every flow whose latest version
/// fills it, checked against it.
fn publish_form(
    conn: &mut DbConn,
    state: &AppState,
    by: &Publisher,
    key: &str,
    body: &str,
) -> Result<Staged, ApiError> {
    let next = state.forms.latest(key).map_or(1, |d| d.version + 1);
    let form = parse_form(state, key, body, next).map_err(refused(REFUSED))?;
    let mut row = by.row(
        (FORM, key),
        (next, &form.title),
        &exported(body, next as i32),
        (None, &RulePins::default()),
        by.reason.into(),
    );
    row.pins = None;
    row.insert(conn)?;
    let mut flows = Vec::new();
    for flow in state
        .flows
        .latest_all()
        .into_iter()
        .filter(|f| f.form.id == key)
    {
        let text = state
            .flows
            .text(&flow.app_id, flow.version)
            .ok_or_else(|| ApiError::internal(anyhow::anyhow!("no text of {}", flow.app_id)))?;
        let (def, pins) =
            next_flow(state, &flow.app_id, &text, Some(&form)).map_err(|e| match e {
                ApiError::RefusedWith(_, data) => ApiError::RefusedWith(
                    format!("流程 {} 在新表单下未通过检查，不能发布", flow.app_id),
                    data,
                ),
                other => other,
            })?;
        let text = exported(&text, def.version as i32);
        by.row(
            (FLOW, &flow.app_id),
            (def.version, &def.name),
            &text,
            (Some(next), &pins),
            format!("随表单 {key} v{next} 发布：{}", by.reason),
        )
        .insert(conn)?;
        flows.push((def, text, pins));
    }
    Ok(Staged {
        forms: vec![form],
        rule: None,
        flows,
        version: next,
    })
}

pub fn publish(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    kind: &str,
    key: &str,
    reason: &str,
) -> Result<Published, ApiError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(ApiError::bad_request("请填写发布说明"));
    }
    let by = Publisher {
        me,
        now: state.clock.now(),
        reason,
    };
    let Staged {
        forms,
        flows,
        rule,
        version: published,
    } = transaction::write(conn, |conn| {
        let draft = DefinitionDraft::find(conn, kind, key)?
            .ok_or_else(|| ApiError::not_found("没有可发布的草稿"))?;
        let staged = match kind {
            FLOW => publish_flow(conn, state, &by, key, &draft.body)?,
            SCRIPT | FRAGMENT => publish_rule(conn, state, &by, (kind, key), &draft)?,
            _ => publish_form(conn, state, &by, key, &draft.body)?,
        };
        DefinitionDraft::discard(conn, kind, key)?;
        Ok(staged)
    })
    .map_err(|e| match e {
        ApiError::Internal(cause) if is_taken(&cause) => {
            ApiError::Conflict("该版本已被他人发布，请刷新后再试".into())
        }
        other => other,
    })?;
    for form in forms {
        state.forms.publish(form).map_err(ApiError::internal)?;
    }
    match (kind, rule) {
        (SCRIPT, Some((version, source))) => state.flows.add_script(key, version, &source),
        (FRAGMENT, Some((version, text))) => {
            let value = serde_json::from_str(&text).map_err(ApiError::internal)?;
            state.flows.add_fragment(key, version, value);
        }
        _ => {}
    }
    let mut republished = Vec::new();
    for (def, text, pins) in flows {
        let (app_id, version) = (def.app_id.clone(), def.version);
        state
            .flows
            .publish(def, &text, pins)
            .map_err(ApiError::internal)?;
        if kind != FLOW {
            republished.push(Republished { app_id, version });
        }
    }
    state.changes.announce(crate::changes::Change::Definitions);
    Ok(Published {
        version: published,
        republished,
    })
}

/// A script's (with its examples) or fragment's draft as its next version, carrying the flows
/// that use it.
fn publish_rule(
    conn: &mut DbConn,
    state: &AppState,
    by: &Publisher,
    (kind, key): (&str, &str),
    draft: &DefinitionDraft,
) -> Result<Staged, ApiError> {
    let staged = super::rule_publish::publish(
        conn,
        state,
        (kind, key),
        (&draft.body, draft.examples.as_deref()),
        (&by.me.user.id, by.now, by.reason),
    )?;
    Ok(Staged {
        forms: Vec::new(),
        flows: staged.carried,
        rule: Some((staged.version, staged.source)),
        version: staged.version,
    })
}

/// The next version of a flow from its text, filling `form` (else its form's latest version),
/// against the latest rules; with the rule versions it pins.
fn next_flow(
    state: &AppState,
    app_id: &str,
    text: &str,
    form: Option<&FormDef>,
) -> Result<(FlowDef, RulePins), ApiError> {
    let next = state.flows.latest(app_id).map_or(1, |d| d.version + 1);
    let form_id = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v["form"].as_str().map(str::to_owned))
        .unwrap_or_default();
    let info = match form {
        Some(def) => Some(FormLibrary::info(def)),
        None => state.forms.latest(&form_id).map(|d| FormLibrary::info(&d)),
    };
    state
        .flows
        .parse(text, next, info, At::Latest(None))
        .map_err(|e| refused(REFUSED)(e.problems.into_iter().map(Problem::from).collect()))
}

fn is_taken(cause: &anyhow::Error) -> bool {
    let text = cause.to_string().to_lowercase();
    text.contains("unique") || text.contains("duplicate")
}
