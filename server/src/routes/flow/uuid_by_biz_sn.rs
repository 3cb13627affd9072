//! `GET /api/rem-registrationbizweb/statement/getUUIDByBizSn?bizSn=`: the voucher's uuid of a
//! business once it has completed, been stamped and its documents exist (written here when they
//! are missing); null while it runs (the client polls once a second, 15 times).

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::application::{Application, TaskRow},
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
    responses((status = 200, description = "the uuid, or null while the business runs", body = crate::envelope::Envelope<serde_json::Value>), (status = 403, description = "a business the caller has no part in (无权查看该申请)", body = Failure), (status = 404, body = Failure),
        (status = 503, description = "the documents cannot be written (no CJK font: fonts-noto-cjk or PLATFORM_PDF_FONT)", body = Failure))
)]
#[get("/rem-registrationbizweb/statement/getUUIDByBizSn")]
pub async fn uuid_by_biz_sn(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<BizSnQuery>,
) -> ApiResult {
    let biz_sn = query.into_inner().biz_sn.unwrap_or_default();
    let tenant = me.user.tenant_id.clone();
    let shared = state.clone();
    let uuid = state
        .db(move |conn| {
            let app = Application::find_by_biz_sn(conn, &tenant, &biz_sn)?
                .ok_or_else(ApiError::no_such_application)?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            let documents = crate::documents::ensure(conn, &shared, &app)?;
            Ok(if documents.is_empty() {
                Value::Null
            } else {
                Value::String(app.id)
            })
        })
        .await?;
    Ok(ok(json!(uuid)))
}
