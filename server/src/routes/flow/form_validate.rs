//! `POST /api/rem-registrationbizweb/otc-flow/form/validate`: the errors a form's data has at
//! a node, without submitting anything. The answer is the same the submission will give.

use actix_web::{post, web};
use engine::form::TaskState;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    field_error::FieldErrorView,
    forms::{today, FormAt},
    models::dictionary::DictEntry,
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateRequest {
    pub form_id: String,
    /// The form version an application pinned; default the latest.
    pub form_version: Option<u32>,
    /// Default `apply`.
    pub node_id: Option<String>,
    pub task_item_state: Option<String>,
    #[schema(value_type = Object)]
    pub form_data: Value,
    /// The data already stored for the application, against which read-only fields are
    /// compared (a submission takes it from the application itself).
    #[schema(value_type = Option<Object>)]
    pub stored_data: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateAnswer {
    pub valid: bool,
    pub errors: Vec<FieldErrorView>,
    /// The data as it would be stored: normalised and merged onto the stored data.
    #[schema(value_type = Option<Object>)]
    pub form_data: Option<Value>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/form/validate", tag = "flow",
    request_body = ValidateRequest,
    responses((status = 200, body = Envelope<ValidateAnswer>), (status = 404, body = Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/form/validate")]
pub async fn form_validate(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<ValidateRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let node_id = request
        .node_id
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "apply".into());
    let task_state = TaskState::parse(request.task_item_state.as_deref());
    let tenant = me.user.tenant_id.clone();
    let today = today(state.clock.now());
    let pool_state = state.clone();
    let answer = state
        .db(move |conn| {
            let dictionaries = DictEntry::keys_by_code(conn, &tenant)?;
            let version = match request.form_version {
                Some(v) => v,
                None => {
                    pool_state
                        .forms
                        .latest(&request.form_id)
                        .ok_or_else(ApiError::no_such_form)?
                        .version
                }
            };
            let validator = pool_state
                .forms
                .validator(
                    &FormAt {
                        form_id: &request.form_id,
                        version,
                        node_id: &node_id,
                        state: task_state,
                    },
                    &tenant,
                    today,
                    dictionaries,
                )
                .map_err(ApiError::internal)?
                .ok_or_else(ApiError::no_such_form)?;
            Ok::<_, ApiError>(
                match validator.check_submission(&request.form_data, request.stored_data.as_ref()) {
                    Ok(data) => ValidateAnswer {
                        valid: true,
                        errors: vec![],
                        form_data: Some(data),
                    },
                    Err(errors) => ValidateAnswer {
                        valid: false,
                        errors: errors.into_iter().map(Into::into).collect(),
                        form_data: None,
                    },
                },
            )
        })
        .await?;
    Ok(ok(answer))
}
