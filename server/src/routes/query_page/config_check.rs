//! `POST /api/rem-registrationbizweb/queryConfig/check {text}`: a definition's problems as the
//! analyst types it, the same check a publication passes.

use actix_web::{post, web};
use serde_json::json;

use super::request::CheckRequest;
use crate::{
    envelope::{ok, ApiResult, Failure},
    query_pages::definition,
    studio::Analyst,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryConfig/check", tag = "query-page", request_body = CheckRequest,
    responses(
        (status = 200, description = "{ok, problems, pageKey}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst", body = Failure))
)]
#[post("/rem-registrationbizweb/queryConfig/check")]
pub async fn config_check(_: Analyst, request: web::Json<CheckRequest>) -> ApiResult {
    Ok(ok(match definition::check(&request.text) {
        Ok(checked) => json!({"ok": true, "problems": [], "pageKey": checked.def.page_key}),
        Err(problems) => json!({"ok": false, "problems": problems, "pageKey": null}),
    }))
}
