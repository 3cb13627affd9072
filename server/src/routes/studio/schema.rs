//! `GET studio/schema?kind=flow|form`: the DSL's JSON Schema, for the editor's checks as the
//! analyst types.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::FLOW,
    state::AppState,
    studio::{self, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SchemaQuery {
    pub kind: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/schema", tag = "studio", params(SchemaQuery),
    responses(
        (status = 200, description = "the DSL's JSON Schema", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/schema")]
pub async fn schema(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<SchemaQuery>,
) -> ApiResult {
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
