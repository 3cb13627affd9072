//! `POST studio/scripts/{name}/bench {bizSn?, nodeId?, inputs?, body?}`: the rule bench, the
//! script's draft and its published version run on a recorded application's step or on a
//! typed context (see `crate::studio::bench`).

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    state::AppState,
    studio::{
        bench::{bench as run, BenchInput},
        examples::ExampleInputs,
        Analyst,
    },
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BenchRequest {
    /// A recorded application of the analyst's tenant, by business serial number.
    pub biz_sn: Option<String>,
    /// With `bizSn`: the node whose last recorded step is taken; absent: the last submission.
    pub node_id: Option<String>,
    /// Instead of `bizSn`: the inputs a rule sees, as an example's
    /// (`{form, ctx, actor: {id, roles, landingMode}, node, action, appId?, today?}`).
    #[schema(value_type = Option<Object>)]
    pub inputs: Option<serde_json::Value>,
    /// The draft's text as being edited; absent: the saved draft (else the published text).
    pub body: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/otc-flow/studio/scripts/{name}/bench", tag = "studio",
    params(("name" = String, Path, description = "the script")),
    request_body = BenchRequest,
    responses(
        (status = 200, description = "{script, kind, budget, hasDraft, source, inputs, draft, published, differs}: each run's answer (as an example's expectation), operations used and failure", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "neither or both of bizSn and inputs, inputs not of the current shape, a draft that does not compile, a script no flow uses", body = crate::envelope::Failure),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure),
        (status = 404, description = "no such script, no such application in the tenant", body = crate::envelope::Failure))
)]
#[post("/rem-registrationbizweb/otc-flow/studio/scripts/{name}/bench")]
pub async fn bench(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    name: web::Path<String>,
    request: web::Json<BenchRequest>,
) -> ApiResult {
    let BenchRequest {
        biz_sn,
        node_id,
        inputs,
        body,
    } = request.into_inner();
    let input = match (biz_sn.filter(|s| !s.trim().is_empty()), inputs) {
        (Some(biz_sn), None) => BenchInput::Recorded {
            biz_sn: biz_sn.trim().to_owned(),
            node: node_id.filter(|n| !n.is_empty()),
        },
        (None, Some(inputs)) => BenchInput::Typed(Box::new(
            serde_json::from_value::<ExampleInputs>(inputs)
                .map_err(|e| ApiError::bad_request(format!("试算输入无效：{e}")))?,
        )),
        _ => {
            return Err(ApiError::bad_request(
                "请选择一笔申请（业务编号）或填写上下文，二者取一",
            ))
        }
    };
    let script = name.into_inner();
    let shared = state.clone();
    let report = state
        .db(move |conn| run(conn, &shared, (&me.user.tenant_id, &script), body, input))
        .await?;
    Ok(ok(report))
}
