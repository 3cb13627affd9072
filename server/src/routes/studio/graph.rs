//! `GET studio/graph?appId=&version=<n|draft>`: a flow version drawn, with its problems; the
//! draft of a flow without one is its latest version.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::studio::versions::flow_check;
use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::{DefinitionDraft, FLOW},
    state::AppState,
    studio::Analyst,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct GraphQuery {
    pub app_id: String,
    pub version: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/graph", tag = "studio", params(GraphQuery),
    responses(
        (status = 200, description = "the flow drawn, with its problems", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/graph")]
pub async fn graph(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<GraphQuery>,
) -> ApiResult {
    let GraphQuery { app_id, version } = query.into_inner();
    let shared = state.clone();
    let checked = state
        .db(move |conn| {
            // A flow without a draft: its draft would be its latest version.
            let version =
                if version == "draft" && DefinitionDraft::find(conn, FLOW, &app_id)?.is_none() {
                    shared
                        .flows
                        .latest(&app_id)
                        .ok_or_else(ApiError::no_such_business)?
                        .version
                        .to_string()
                } else {
                    version
                };
            flow_check(conn, &shared, &app_id, &version)
        })
        .await?;
    Ok(ok(checked))
}
