//! `GET /api/rem-registrationbizweb/statement/getUUIDByBizSn?bizSn=`: the voucher's uuid of a
//! business once it has completed and been stamped; null while it runs (the client polls).

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::{application::Application, chain::ChainEntry},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct BizSnQuery {
    pub biz_sn: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/statement/getUUIDByBizSn", tag = "flow", params(BizSnQuery),
    responses((status = 200, description = "the uuid, or null while the business runs", body = crate::envelope::Envelope<serde_json::Value>), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/statement/getUUIDByBizSn")]
pub async fn uuid_by_biz_sn(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<BizSnQuery>,
) -> ApiResult {
    let biz_sn = query.into_inner().biz_sn.unwrap_or_default();
    let tenant = me.user.tenant_id;
    let uuid = state
        .db(move |conn| {
            let app = Application::find_by_biz_sn(conn, &tenant, &biz_sn)?
                .ok_or_else(ApiError::no_such_application)?;
            Ok(ChainEntry::find_by_biz_sn(conn, &app.biz_sn)?
                .map(|_| Value::String(app.id))
                .unwrap_or(Value::Null))
        })
        .await?;
    Ok(ok(json!(uuid)))
}
