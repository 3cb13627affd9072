//! `POST studio/preview {formId, body?, nodeId, taskItemState?}`: the form being edited (or its
//! draft, else its latest version) compiled for a node, as applicants would get it.

use actix_web::{post, web};
use engine::form::{compile, TaskState};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::{DefinitionDraft, FORM},
    state::AppState,
    studio::{check::parse_form, Analyst},
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewRequest {
    pub form_id: String,
    pub body: Option<String>,
    pub node_id: Option<String>,
    pub task_item_state: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/preview", tag = "studio", request_body = PreviewRequest,
    responses(
        (status = 200, description = "the compiled form", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/preview")]
pub async fn preview(
    state: web::Data<AppState>,
    _: Analyst,
    request: web::Json<PreviewRequest>,
) -> ApiResult {
    let request = request.into_inner();
    let node = request
        .node_id
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "apply".into());
    let task_state = TaskState::parse(request.task_item_state.as_deref());
    let shared = state.clone();
    let compiled = state
        .db(move |conn| {
            let form_id = request.form_id;
            let latest = shared
                .forms
                .latest(&form_id)
                .ok_or_else(ApiError::no_such_form)?;
            let body = match request.body {
                Some(body) => Some(body),
                None => DefinitionDraft::find(conn, FORM, &form_id)?.map(|d| d.body),
            };
            let def = match body {
                Some(body) => std::sync::Arc::new(
                    parse_form(&shared, &form_id, &body, latest.version + 1).map_err(
                        |problems| {
                            ApiError::bad_request(
                                problems
                                    .first()
                                    .map(|p| p.message.clone())
                                    .unwrap_or_else(|| "表单定义有误".into()),
                            )
                        },
                    )?,
                ),
                None => latest,
            };
            Ok(compile(&def, &node, task_state))
        })
        .await?;
    Ok(ok(compiled))
}
