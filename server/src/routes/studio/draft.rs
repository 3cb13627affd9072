//! `POST studio/draft {kind, key, body}`: keeps the analyst's text as the definition's draft
//! (valid or not) and answers its check.

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
    let DefinitionText { kind, key, body } = request.into_inner();
    let kind = studio::kind(&kind)?;
    if body.trim().is_empty() {
        return Err(ApiError::bad_request("草稿内容不能为空"));
    }
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            let latest = DefinitionVersion::latest(conn, kind, &key)?
                .ok_or_else(ApiError::no_such_definition)?;
            DefinitionDraft {
                kind: kind.into(),
                def_key: key.clone(),
                body: body.clone(),
                base_version: latest.version,
                updated_by: me.user.id.clone(),
                updated_at: shared.clock.now(),
            }
            .save(conn)?;
            let recorded = match kind {
                crate::models::definition::FLOW => {
                    crate::studio::probe::recorded(conn, &me.user.tenant_id, &key)?
                }
                _ => Vec::new(),
            };
            Ok(check::check_with(&shared, kind, &key, &body, &recorded))
        })
        .await?;
    Ok(ok(answer))
}
