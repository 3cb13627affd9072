//! `POST studio/scripts/{name}/examples/fromApplication {applicationId, nodeId?, name?,
//! expected?}`: one of a recorded application's steps becomes an example of the script's
//! draft (see `crate::studio::from_application`).

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    state::AppState,
    studio::{
        examples::Expected,
        from_application::{add, Wanted},
        Analyst,
    },
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FromApplicationRequest {
    /// The application's uuid.
    pub application_id: String,
    /// The node whose last recorded step is taken; absent: the last submission.
    pub node_id: Option<String>,
    /// The example's name; absent: one naming the application and node.
    pub name: Option<String>,
    /// What the script must answer (`{"charge": "1200.00"}` ...); absent: what the published
    /// script answers there.
    #[schema(value_type = Option<Object>)]
    pub expected: Option<serde_json::Value>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/scripts/{name}/examples/fromApplication", tag = "studio",
    params(("name" = String, Path, description = "the script")),
    request_body = FromApplicationRequest,
    responses(
        (status = 200, description = "{example, examples}: the example added to the script's draft", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "no step at that node, a context not of the current shape, an expectation that is not one", body = crate::envelope::Failure),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure),
        (status = 404, description = "no such script or application", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/scripts/{name}/examples/fromApplication")]
pub async fn example_from_application(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    name: web::Path<String>,
    request: web::Json<FromApplicationRequest>,
) -> ApiResult {
    let FromApplicationRequest {
        application_id,
        node_id,
        name: example_name,
        expected,
    } = request.into_inner();
    let expected = expected
        .map(serde_json::from_value::<Expected>)
        .transpose()
        .map_err(|e| ApiError::bad_request(format!("期望的答复无效：{e}")))?;
    let script = name.into_inner();
    let shared = state.clone();
    let (example, examples) = state
        .db(move |conn| {
            add(
                conn,
                &shared,
                (&me.user.tenant_id, &me.user.id),
                &script,
                Wanted {
                    application: application_id,
                    node: node_id,
                    name: example_name,
                    expected,
                },
            )
        })
        .await?;
    Ok(ok(json!({ "example": example, "examples": examples })))
}
