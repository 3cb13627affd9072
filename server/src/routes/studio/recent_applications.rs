//! `GET studio/recent-applications?script=|appId=`: the tenant's latest applications of the
//! flows using a script, or of one flow, to pick on the rule bench and the graph (see
//! `crate::studio::recent_applications`).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    state::AppState,
    studio::{recent_applications::recent, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct RecentQuery {
    /// A script: the applications of the flows that use it.
    pub script: Option<String>,
    /// A flow: its applications.
    pub app_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/recent-applications", tag = "studio", params(RecentQuery),
    responses(
        (status = 200, description = "[{bizSn, appId, bizTypeName, status, currentNode, createdAt}], newest first, at most 20", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "neither or both of script and appId", body = crate::envelope::Failure),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/recent-applications")]
pub async fn recent_applications(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    query: web::Query<RecentQuery>,
) -> ApiResult {
    let app_ids: Vec<String> = match query.into_inner() {
        RecentQuery {
            script: Some(script),
            app_id: None,
        } => state
            .flows
            .users_of(&script, false)
            .iter()
            .map(|def| def.app_id.clone())
            .collect(),
        RecentQuery {
            script: None,
            app_id: Some(app_id),
        } => vec![app_id],
        _ => return Err(ApiError::bad_request("请指定脚本或流程之一")),
    };
    let found = state
        .db(move |conn| Ok(recent(conn, &me.user.tenant_id, &app_ids)?))
        .await?;
    Ok(ok(found))
}
