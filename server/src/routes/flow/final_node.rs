//! `GET /api/rem-registrationbizweb/flow/getFinalNode?appId=`: the last task of a business
//! before it completes (550115 decides from it where the user goes after submitting).

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
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
pub struct FinalNodeQuery {
    pub app_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/flow/getFinalNode", tag = "flow", params(FinalNodeQuery),
    responses((status = 200, description = "{appId, finalNode}", body = crate::envelope::Envelope<serde_json::Value>), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/flow/getFinalNode")]
pub async fn final_node(
    state: web::Data<AppState>,
    _me: CurrentUser,
    query: web::Query<FinalNodeQuery>,
) -> ApiResult {
    let app_id = query.into_inner().app_id.unwrap_or_default();
    let def = state
        .flows
        .latest(&app_id)
        .ok_or_else(ApiError::no_such_business)?;
    Ok(ok(
        json!({ "appId": def.app_id, "finalNode": def.final_node }),
    ))
}
