//! `POST /api/rem-registrationbizweb/statement/getStatementDetail?uuid=&appId=`: the statement
//! (voucher) of a completed business as data (01 §3 "Statement detail", §7): its chain hash,
//! business, number and kind, with `ext` the voucher's sections and `ext5` when it was stamped.
//! The applicant, the business's reviewers and staff may read it, as they may the voucher.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        application::{Application, TaskRow},
        charge::Charge,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct StatementQuery {
    /// The business's uuid (the voucher's).
    pub uuid: Option<String>,
    /// Its business code; a statement asked for under another code is not found.
    pub app_id: Option<String>,
}

/// A statement as the voucher page reads it. The spec names some keys both ways (app_id and
/// appId, biz_sn and bizSn): both are given.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementDetail {
    pub uuid: String,
    #[serde(rename = "chainHash")]
    pub chain_hash: String,
    #[serde(rename = "chainSeq")]
    pub chain_seq: i64,
    #[serde(rename = "flowKey")]
    pub flow_key: String,
    #[serde(rename = "appId")]
    pub app_id_camel: String,
    pub app_id: String,
    pub biz_id: String,
    #[serde(rename = "bizSn")]
    pub biz_sn_camel: String,
    pub biz_sn: String,
    pub biz_type_name: String,
    /// The voucher's sections: [{title, lines: [{label, value, capital}], tables}].
    #[schema(value_type = Object)]
    pub ext: Value,
    /// When the business was stamped on the chain (Beijing time).
    pub ext5: String,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/statement/getStatementDetail", tag = "flow",
    params(StatementQuery),
    responses(
        (status = 200, body = Envelope<StatementDetail>),
        (status = 400, description = "the business has not completed: 流程未办结，暂时无法打印凭证", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "a business the caller has no part in (无权查看该申请)", body = Failure),
        (status = 404, description = "申请不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/statement/getStatementDetail")]
pub async fn statement_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<StatementQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let uuid = query.uuid.unwrap_or_default();
    let app_id = query.app_id.filter(|a| !a.trim().is_empty());
    let tenant = me.user.tenant_id.clone();
    let shared = state.clone();
    let detail = state
        .db(move |conn| {
            let app = Application::find(conn, &tenant, &uuid)?
                .filter(|a| app_id.as_ref().is_none_or(|id| *id == a.app_id))
                .ok_or_else(ApiError::no_such_application)?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            if app.status != "approved" {
                return Err(ApiError::voucher_not_ready());
            }
            let instance = crate::lifecycle::instance_of(&app)?;
            let form_def = shared
                .flows
                .of(&instance)
                .and_then(|def| shared.forms.get(&def.form.id, def.form.version))
                .ok_or_else(ApiError::no_such_business)?;
            let charge = Charge::of_application(conn, &app.id)?.map(|c| c.amount);
            let voucher = crate::voucher::build(conn, &app, &form_def, &instance.form, charge)?;
            Ok(StatementDetail {
                uuid: app.id.clone(),
                chain_hash: voucher.chain_hash,
                chain_seq: voucher.chain_seq,
                flow_key: app.app_id.clone(),
                app_id_camel: app.app_id.clone(),
                app_id: app.app_id,
                biz_id: app.id,
                biz_sn_camel: app.biz_sn.clone(),
                biz_sn: app.biz_sn,
                biz_type_name: app.biz_type_name,
                ext: serde_json::to_value(&voucher.sections).map_err(ApiError::internal)?,
                ext5: voucher.stamped_at,
            })
        })
        .await?;
    Ok(ok(detail))
}
