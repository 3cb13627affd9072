//! `GET studio/bpmn?appId=&version=`: a flow version (or the draft) as BPMN 2.0 XML, for
//! standard modelers.

use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::studio::versions::flow_check;
use crate::{error::ApiError, state::AppState, studio::Analyst};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct BpmnQuery {
    pub app_id: String,
    pub version: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/bpmn", tag = "studio", params(BpmnQuery),
    responses(
        (status = 200, description = "the version (or draft) as BPMN 2.0 XML, no envelope", content_type = "application/xml", body = String),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/bpmn")]
pub async fn bpmn(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<BpmnQuery>,
) -> Result<HttpResponse, ApiError> {
    let BpmnQuery { app_id, version } = query.into_inner();
    let shared = state.clone();
    let (checked, name) = state
        .db(move |conn| {
            let checked = flow_check(conn, &shared, &app_id, &version)?;
            Ok((
                checked,
                format!(
                    "{app_id}-{}",
                    if version == "draft" {
                        "draft".to_owned()
                    } else {
                        format!("v{version}")
                    }
                ),
            ))
        })
        .await?;
    let graph = checked
        .graph
        .ok_or_else(|| ApiError::bad_request("该流程无法解析，不能导出"))?;
    Ok(HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}.bpmn\""),
        ))
        .body(engine::flow::bpmn::to_bpmn(&graph)))
}
