//! `GET /api/blade-system/param-biz/detail?paramKey=`: one business parameter of the caller's
//! tenant.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::param::Param,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ParamQuery {
    pub param_key: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/param-biz/detail", tag = "system", params(ParamQuery),
    responses((status = 200, body = Envelope<Param>), (status = 404, body = Failure))
)]
#[get("/blade-system/param-biz/detail")]
pub async fn param_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ParamQuery>,
) -> ApiResult {
    let key = query
        .into_inner()
        .param_key
        .filter(|k| !k.trim().is_empty());
    let key = key.ok_or_else(|| ApiError::bad_request("请传入参数键名"))?;
    let tenant = me.user.tenant_id;
    let param = state
        .db(move |conn| {
            Param::find(conn, &tenant, key.trim())?.ok_or_else(|| ApiError::not_found("参数不存在"))
        })
        .await?;
    Ok(ok(param))
}
