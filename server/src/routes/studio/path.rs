//! `GET studio/path?bizSn=`: the path a recorded application took, for the graph to highlight
//! (see `crate::studio::recorded_path`). The application detail is for those involved in it;
//! an analyst reads the path only.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    state::AppState,
    studio::{recorded_path::recorded_path, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PathQuery {
    /// The application's business serial number, in the analyst's tenant.
    pub biz_sn: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/path", tag = "studio", params(PathQuery),
    responses(
        (status = 200, description = "{bizSn, appId, flowVersion, status, steps: [{node, event, action?, to?, at}], open}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure),
        (status = 404, description = "no such application in the tenant: 申请不存在", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/path")]
pub async fn path(
    state: web::Data<AppState>,
    Analyst(me): Analyst,
    query: web::Query<PathQuery>,
) -> ApiResult {
    let biz_sn = query.into_inner().biz_sn;
    let path = state
        .db(move |conn| recorded_path(conn, &me.user.tenant_id, &biz_sn))
        .await?;
    Ok(ok(path))
}
