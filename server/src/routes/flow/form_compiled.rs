//! `GET /api/rem-registrationbizweb/otc-flow/form/compiled?formId=&nodeId=&taskItemState=`:
//! a form compiled for a node: JSON Schema, UI schema, sections, defaults, messages.

use actix_web::{get, web};
use engine::form::TaskState;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CompiledQuery {
    pub form_id: Option<String>,
    /// Default `apply`.
    pub node_id: Option<String>,
    /// The form version an application pinned; default the latest.
    pub form_version: Option<u32>,
    /// `done` (or `已处理`) for a task already handled: everything read-only.
    pub task_item_state: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/form/compiled", tag = "flow", params(CompiledQuery),
    responses(
        (status = 200, description = "the compiled form (see forms/README.md)", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/form/compiled")]
pub async fn form_compiled(
    state: web::Data<AppState>,
    _me: CurrentUser,
    query: web::Query<CompiledQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let form_id = query
        .form_id
        .filter(|f| !f.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入表单编号"))?;
    let node_id = query
        .node_id
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "apply".into());
    let task_state = TaskState::parse(query.task_item_state.as_deref());
    let version = match query.form_version {
        Some(v) => v,
        None => {
            state
                .forms
                .latest(&form_id)
                .ok_or_else(ApiError::no_such_form)?
                .version
        }
    };
    let compiled = state
        .forms
        .compiled(&form_id, version, &node_id, task_state)
        .ok_or_else(ApiError::no_such_form)?;
    Ok(ok(compiled.as_ref()))
}
