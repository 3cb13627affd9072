//! `GET studio/definition?kind=&key=`: one definition's versions, latest text and draft (a
//! script's with its examples), and the flows using a form or a rule.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion, FLOW, FRAGMENT, SCRIPT},
    state::AppState,
    studio::{self, beijing, load::running, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DefinitionQuery {
    pub kind: String,
    pub key: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/definition", tag = "studio", params(DefinitionQuery),
    responses(
        (status = 200, description = "one definition's versions, latest text and draft", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/definition")]
pub async fn definition(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<DefinitionQuery>,
) -> ApiResult {
    let DefinitionQuery { kind, key } = query.into_inner();
    let kind = studio::kind(&kind)?;
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            let versions = DefinitionVersion::of(conn, kind, &key)?;
            let latest = versions
                .first()
                .cloned()
                .ok_or_else(ApiError::no_such_definition)?;
            let counts = if kind == FLOW {
                running(conn, &key)?
            } else {
                Vec::new()
            };
            let draft = DefinitionDraft::find(conn, kind, &key)?;
            let names = studio::names(
                conn,
                versions
                    .iter()
                    .map(|v| v.published_by.clone())
                    .chain(draft.iter().map(|d| d.updated_by.clone())),
            )?;
            let flows = shared.flows.latest_all();
            let form_id = (kind == FLOW)
                .then(|| {
                    flows
                        .iter()
                        .find(|f| f.app_id == key)
                        .map(|f| f.form.id.clone())
                })
                .flatten();
            let used_by: Vec<String> = match kind {
                SCRIPT | FRAGMENT => shared
                    .flows
                    .users_of(&key, kind == FRAGMENT)
                    .iter()
                    .map(|f| f.app_id.clone())
                    .collect(),
                _ => flows
                    .iter()
                    .filter(|f| kind != FLOW && f.form.id == key)
                    .map(|f| f.app_id.clone())
                    .collect(),
            };
            Ok(json!({
                "kind": kind, "key": key, "name": latest.name, "formId": form_id, "usedBy": used_by,
                "versions": versions.iter().map(|v| json!({
                    "version": v.version, "publishedBy": studio::name_of(&names, &v.published_by),
                    "publishedAt": beijing(v.published_at), "reason": v.reason,
                    "running": counts.iter().find(|(n, _)| *n == v.version).map_or(0, |(_, c)| *c),
                })).collect::<Vec<_>>(),
                "latest": {"version": latest.version, "body": latest.body, "examples": latest.examples},
                "draft": draft.map(|d| json!({
                    "body": d.body, "examples": d.examples, "baseVersion": d.base_version, "updatedBy": studio::name_of(&names, &d.updated_by),
                    "updatedAt": beijing(d.updated_at),
                })),
            }))
        })
        .await?;
    Ok(ok(answer))
}
