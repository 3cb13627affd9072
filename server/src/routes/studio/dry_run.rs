//! `POST studio/dry-run {appId, limit?}`: the draft replayed over recent applications.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{dry_run as run, Analyst},
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DryRunRequest {
    pub app_id: String,
    pub limit: Option<i64>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/dry-run", tag = "studio", request_body = DryRunRequest,
    responses(
        (status = 200, description = "the applications that would go differently", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/dry-run")]
pub async fn dry_run(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    request: web::Json<DryRunRequest>,
) -> ApiResult {
    let DryRunRequest { app_id, limit } = request.into_inner();
    let shared = state.clone();
    let report = state
        .db(move |conn| {
            let candidate = run::draft_candidate(conn, &shared, &app_id)?;
            run::dry_run(
                conn,
                &shared,
                &me.user.tenant_id,
                &app_id,
                &candidate,
                limit.unwrap_or(run::DEFAULT_LIMIT),
            )
        })
        .await?;
    Ok(ok(report))
}
