//! `POST /api/rem-registrationbizweb/queryConfig/publish {text, reason}`: the text becomes the
//! next version of the page it defines (a new page's version 1), refused with its problems
//! when it fails the check; every version kept with who published it, when and why.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult, Failure},
    query_pages::store,
    state::AppState,
    studio::Analyst,
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct PublishRequest {
    pub text: String,
    #[serde(default)]
    pub reason: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryConfig/publish", tag = "query-page", request_body = PublishRequest,
    responses(
        (status = 200, description = "{pageKey, version}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "the definition's problems (in data.problems), no reason, or nothing changed", body = Failure),
        (status = 403, description = "not an analyst", body = Failure))
)]
#[post("/rem-registrationbizweb/queryConfig/publish")]
pub async fn config_publish(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    request: web::Json<PublishRequest>,
) -> ApiResult {
    let PublishRequest { text, reason } = request.into_inner();
    let now = state.clock.now();
    let (key, version) = state
        .db(move |conn| store::publish(conn, &text, &reason, &me.user.id, now))
        .await?;
    Ok(ok(json!({"pageKey": key, "version": version})))
}
