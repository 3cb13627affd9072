//! A definition's text at a version the analyst names (a number or `draft`), and a flow's
//! check at such a version.

use crate::{
    db::DbConn,
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion, FLOW},
    state::AppState,
    studio::check,
};

/// The text of a version of a definition, `draft` for the draft.
pub fn text_of(
    conn: &mut DbConn,
    kind: &str,
    key: &str,
    version: &str,
) -> Result<String, ApiError> {
    if version == "draft" {
        return Ok(DefinitionDraft::find(conn, kind, key)?
            .ok_or_else(|| ApiError::not_found("没有草稿"))?
            .body);
    }
    let number: i32 = version
        .parse()
        .map_err(|_| ApiError::bad_request("版本号须为数字或 draft"))?;
    Ok(DefinitionVersion::find(conn, kind, key, number)?
        .ok_or_else(ApiError::no_such_version)?
        .body)
}

/// The flow's text at a version (or its draft), checked and drawn.
pub fn flow_check(
    conn: &mut DbConn,
    state: &AppState,
    app_id: &str,
    version: &str,
) -> Result<check::Check, ApiError> {
    let text = text_of(conn, FLOW, app_id, version)?;
    if version == "draft" {
        return Ok(check::check(state, FLOW, app_id, &text));
    }
    let def = version
        .parse()
        .ok()
        .and_then(|v| state.flows.get(app_id, v))
        .ok_or_else(ApiError::no_such_version)?;
    let graph = engine::flow::view::view(&text, &state.flows.catalogue())
        .ok()
        .map(|g| {
            let form = state.forms.get(&def.form.id, def.form.version);
            check::with_form_modes(g, form.as_deref())
        });
    Ok(check::Check {
        ok: true,
        problems: Vec::new(),
        graph,
        examples: None,
        used_by: None,
    })
}
