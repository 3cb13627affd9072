//! `POST /api/rem-registrationbizweb/queryConfig/draft {text}`: keeps the analyst's text as the
//! draft of the page it names (finished or not, over an earlier draft) and answers its check,
//! so work in progress survives a closed tab without reaching the page's users.

use actix_web::{post, web};
use serde_json::json;

use super::request::CheckRequest;
use crate::{
    envelope::{ok, ApiResult, Failure},
    query_pages::{definition, store},
    state::AppState,
    studio::Analyst,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryConfig/draft", tag = "query-page", request_body = CheckRequest,
    responses(
        (status = 200, description = "{pageKey, ok, problems}: the saved draft's check", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "not JSON naming a page key", body = Failure),
        (status = 403, description = "not an analyst", body = Failure))
)]
#[post("/rem-registrationbizweb/queryConfig/draft")]
pub async fn config_draft(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    request: web::Json<CheckRequest>,
) -> ApiResult {
    let text = request.into_inner().text;
    let now = state.clock.now();
    let checked = definition::check(&text).err().unwrap_or_default();
    let key = state
        .db(move |conn| store::save_draft(conn, &text, &me.user.id, now))
        .await?;
    Ok(ok(
        json!({"pageKey": key, "ok": checked.is_empty(), "problems": checked}),
    ))
}
