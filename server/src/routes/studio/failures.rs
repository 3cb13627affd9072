//! `GET studio/failures?appId=`: the rules of published flows that failed when they ran in the
//! last hour (of one flow, or of all), newest first: what an analyst must mend.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    models::rule_failure::RuleFailure,
    state::AppState,
    studio::{beijing, Analyst},
};

/// How far back the studio looks.
const WINDOW_SECS: i64 = 3600;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FailuresQuery {
    /// One flow's failures; all flows' when absent.
    pub app_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/failures", tag = "studio", params(FailuresQuery),
    responses(
        (status = 200, description = "the rule failures of the last hour, newest first", body = Object),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/failures")]
pub async fn failures(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    query: web::Query<FailuresQuery>,
) -> ApiResult {
    let app_id = query.into_inner().app_id.filter(|a| !a.trim().is_empty());
    let tenant = me.user.tenant_id.clone();
    let since = state.clock.now() - WINDOW_SECS;
    let rows = state
        .db(move |conn| Ok(RuleFailure::since(conn, &tenant, app_id.as_deref(), since)?))
        .await?;
    Ok(ok(rows
        .into_iter()
        .map(|f| {
            json!({
                "appId": f.app_id, "nodeId": f.node_id, "script": f.script, "line": f.line,
                "kind": f.kind, "message": f.message, "occurredAt": beijing(f.occurred_at),
            })
        })
        .collect::<Vec<_>>()))
}
