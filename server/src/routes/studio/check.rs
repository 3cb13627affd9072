//! `POST studio/check {kind, key, body}`: a text checked as the analyst types; nothing saved.

use actix_web::{post, web};
use serde::Deserialize;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{self, ensure_analyst},
};

#[derive(Debug, Deserialize)]
pub struct DefinitionText {
    pub kind: String,
    pub key: String,
    pub body: String,
}

#[post("/rem-registrationbizweb/otc-flow/studio/check")]
pub async fn check(
    state: web::Data<AppState>,
    me: CurrentUser,
    request: web::Json<DefinitionText>,
) -> ApiResult {
    ensure_analyst(&me)?;
    let DefinitionText { kind, key, body } = request.into_inner();
    let kind = studio::kind(&kind)?;
    let shared = state.clone();
    // Compiling scripts and schemas is CPU work: off the async workers.
    let answer =
        web::block(move || crate::studio::check::check(&shared, kind, &key, &body)).await?;
    Ok(ok(answer))
}
