//! `GET studio/schema?kind=flow|form`: the DSL's JSON Schema, for the editor's checks as the
//! analyst types.

use actix_web::{get, web};
use serde::Deserialize;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::FLOW,
    state::AppState,
    studio::{self, ensure_analyst},
};

#[derive(Debug, Deserialize)]
pub struct SchemaQuery {
    pub kind: String,
}

#[get("/rem-registrationbizweb/otc-flow/studio/schema")]
pub async fn schema(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<SchemaQuery>,
) -> ApiResult {
    ensure_analyst(&me)?;
    let kind = studio::kind(&query.kind)?;
    let schema = if kind == FLOW {
        state.flows.dsl_schema()
    } else {
        state.forms.dsl_schema()
    };
    Ok(ok(schema
        .cloned()
        .ok_or_else(|| ApiError::not_found("没有该定义格式"))?))
}
