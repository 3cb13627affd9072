//! `/api/rem-registrationbizweb/otc-flow/studio/*`: the analysts' studio (see `crate::studio`).
//! Every call answers 403 to anyone but an analyst.

pub mod bpmn;
pub mod check;
pub mod definition;
pub mod definitions;
pub mod diff;
pub mod draft;
pub mod draft_discard;
pub mod dry_run;
pub mod export;
pub mod failures;
pub mod graph;
pub mod migrate;
pub mod migrations;
pub mod preview;
pub mod publish;
pub mod schema;
pub mod version;

use actix_web::web;

use crate::{
    db::DbConn,
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion, FLOW},
    state::AppState,
};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(definitions::definitions)
        .service(definition::definition)
        .service(version::version)
        .service(schema::schema)
        .service(diff::diff)
        .service(export::export)
        .service(bpmn::bpmn)
        .service(graph::graph)
        .service(check::check)
        .service(draft::draft)
        .service(draft_discard::draft_discard)
        .service(preview::preview)
        .service(dry_run::dry_run)
        .service(publish::publish)
        .service(migrate::migrate)
        .service(migrations::migrations)
        .service(failures::failures);
}

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
        .ok_or_else(|| ApiError::not_found("该版本不存在"))?
        .body)
}

/// The flow's text at a version (or its draft), checked and drawn.
pub fn flow_check(
    conn: &mut DbConn,
    state: &AppState,
    app_id: &str,
    version: &str,
) -> Result<crate::studio::check::Check, ApiError> {
    let text = text_of(conn, FLOW, app_id, version)?;
    if version == "draft" {
        return Ok(crate::studio::check::check(state, FLOW, app_id, &text));
    }
    let def = version
        .parse()
        .ok()
        .and_then(|v| state.flows.get(app_id, v))
        .ok_or_else(|| ApiError::not_found("该版本不存在"))?;
    let graph = engine::flow::view::view(&text, state.flows.catalogue())
        .ok()
        .map(|g| {
            let form = state.forms.get(&def.form.id, def.form.version);
            crate::studio::check::with_form_modes(g, form.as_deref())
        });
    Ok(crate::studio::check::Check {
        ok: true,
        problems: Vec::new(),
        graph,
    })
}
