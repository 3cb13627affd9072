//! `GET /api/rem-registrationbizweb/statement/voucher?uuid=`: the voucher of a completed
//! business (the uuid getUUIDByBizSn answers), written from the handlebars template as a
//! self-contained HTML document that `/process_pdf` shows and prints. A business still running
//! answers 流程未办结，暂时无法打印凭证.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::application::{Application, TaskRow},
    state::AppState,
    voucher::{build, render},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VoucherQuery {
    pub uuid: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/statement/voucher", tag = "flow", params(VoucherQuery),
    responses((status = 200, description = "{uuid, bizSn, bizTypeName, chainHash, html}", body = crate::envelope::Envelope<serde_json::Value>),
              (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/statement/voucher")]
pub async fn voucher(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<VoucherQuery>,
) -> ApiResult {
    let uuid = query.into_inner().uuid;
    let shared = state.clone();
    let (app, built) = state
        .db(move |conn| {
            let app = Application::find(conn, &me.user.tenant_id, uuid.trim())?
                .ok_or_else(|| ApiError::not_found("凭证不存在"))?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            if app.status != "approved" {
                return Err(ApiError::voucher_not_ready());
            }
            let instance = crate::lifecycle::instance_of(&app)?;
            let form = shared
                .flows
                .of(&instance)
                .and_then(|def| shared.forms.get(&def.form.id, def.form.version))
                .ok_or_else(ApiError::no_such_business)?;
            let built = build(
                conn,
                &app,
                &form,
                &instance.form,
                instance.charge.map(|c| c.to_string()),
            )?;
            Ok((app, built))
        })
        .await?;
    let html = render(&built).map_err(ApiError::internal)?;
    Ok(ok(json!({
        "uuid": app.id, "bizSn": app.biz_sn, "bizTypeName": app.biz_type_name,
        "chainHash": built.chain_hash, "html": html,
    })))
}
