//! `POST studio/check {kind, key, body, examples?}`: a text checked as the analyst types (a
//! script's examples run); nothing saved.

use actix_web::{post, web};

use super::request::DefinitionText;
use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{self, Analyst},
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/check", tag = "studio", request_body = DefinitionText,
    responses(
        (status = 200, description = "{ok, problems, graph}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/check")]
pub async fn check(
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
    let shared = state.clone();
    let tenant = me.user.tenant_id.clone();
    // Compiling and running scripts is CPU work: off the async workers (as db work is).
    let answer = state
        .db(move |conn| {
            use crate::models::definition::{FLOW, FRAGMENT, SCRIPT};
            if kind == SCRIPT || kind == FRAGMENT {
                let examples = super::request::examples_of(conn, &key, examples)?;
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
                FLOW => crate::studio::probe::recorded(conn, &tenant, &key)?,
                _ => Vec::new(),
            };
            Ok(crate::studio::check::check_with(
                &shared, kind, &key, &body, &recorded,
            ))
        })
        .await?;
    Ok(ok(answer))
}
