//! `POST studio/draft {kind, key, body, examples?}`: keeps the analyst's text (and a script's
//! examples) as the definition's draft (valid or not) and answers its check.

use actix_web::{post, web};

use super::request::DefinitionText;
use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion},
    state::AppState,
    studio::{self, check, Analyst},
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/draft", tag = "studio", request_body = DefinitionText,
    responses(
        (status = 200, description = "the saved draft's check", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/draft")]
pub async fn draft(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    request: web::Json<DefinitionText>,
) -> ApiResult {
    let DefinitionText {
        kind,
        key,
        body,
        examples,
    } = request.into_inner();
    let kind = studio::kind(&kind)?;
    if body.trim().is_empty() {
        return Err(ApiError::bad_request("草稿内容不能为空"));
    }
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            use crate::models::definition::{FLOW, FRAGMENT, SCRIPT};
            let latest = DefinitionVersion::latest(conn, kind, &key)?
                .ok_or_else(ApiError::no_such_definition)?;
            let examples = if kind == SCRIPT {
                super::request::examples_of(conn, &key, examples)?
            } else {
                None
            };
            DefinitionDraft {
                kind: kind.into(),
                def_key: key.clone(),
                body: body.clone(),
                base_version: latest.version,
                updated_by: me.user.id.clone(),
                updated_at: shared.clock.now(),
                examples: examples.clone(),
            }
            .save(conn)?;
            if kind == SCRIPT || kind == FRAGMENT {
                let checked = crate::studio::rule_publish::check(
                    &shared,
                    kind,
                    &key,
                    &body,
                    examples.as_deref().unwrap_or_default(),
                );
                return Ok(checked.into_check());
            }
            let recorded = match kind {
                FLOW => crate::studio::probe::recorded(conn, &me.user.tenant_id, &key)?,
                _ => Vec::new(),
            };
            Ok(check::check_with(&shared, kind, &key, &body, &recorded))
        })
        .await?;
    Ok(ok(answer))
}
