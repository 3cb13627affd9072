//! `POST /api/rem-registrationbizweb/application/detail`: one application by `bizSn` (or by
//! `uuid`, as /process/detial names it by processInstanceId): its
//! form data, the history of every node, its tasks, and once it has completed `ext5`, the map of
//! its documents' codes to their attachment ids (02 §7), with `voucherList` (name, code,
//! attachId, pages: the download list), and `records`, what it recorded on completion (kind,
//! subject, detail: a register extract's positions, a filing). Documents found missing are
//! written first.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    lifecycle::application_view,
    models::{
        application::{Application, TaskRow},
        business_document::BusinessDocument,
        business_record::BusinessRecord,
        chain::ChainEntry,
        user::User,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DetailRequest {
    pub biz_sn: Option<String>,
    pub uuid: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/detail", tag = "flow", request_body = DetailRequest,
    responses((status = 200, body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "neither or both of bizSn and uuid", body = Failure),
        (status = 404, body = Failure))
)]
#[post("/rem-registrationbizweb/application/detail")]
pub async fn application_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<DetailRequest>,
) -> ApiResult {
    let request = body.into_inner();
    let text = |t: Option<String>| t.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
    let (biz_sn, uuid) = (text(request.biz_sn), text(request.uuid));
    if biz_sn.is_some() == uuid.is_some() {
        return Err(ApiError::bad_request("请传入业务流水号或申请编号之一"));
    }
    let tenant = me.user.tenant_id.clone();
    let shared = state.clone();
    let detail = state
        .db(move |conn| {
            let app = match (&biz_sn, &uuid) {
                (Some(biz_sn), _) => Application::find_by_biz_sn(conn, &tenant, biz_sn)?,
                (None, Some(uuid)) => Application::find(conn, &tenant, uuid)?,
                (None, None) => None,
            }
            .ok_or_else(ApiError::no_such_application)?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            let instance = crate::lifecycle::instance_of(&app)?;
            let chain = ChainEntry::find_by_biz_sn(conn, &app.biz_sn)?;
            let mut view = application_view(&app, &instance);
            // The screens render the business's own form, whatever flow version it runs on.
            // The version too: an application keeps the form version it started with.
            let def = shared.flows.of(&instance);
            view["formId"] = json!(def.as_ref().map(|def| def.form.id.clone()));
            view["formVersion"] = json!(def.as_ref().map(|def| def.form.version));
            view["tasks"] = json!(tasks
                .iter()
                .map(|t| json!({
                    "taskNo": t.task_no, "nodeId": t.node, "nodeName": t.node_name, "open": t.open,
                    "openedAt": t.opened_at, "closedAt": t.closed_at, "closedBy": t.closed_by,
                    "action": t.action, "memo": t.memo,
                }))
                .collect::<Vec<_>>());
            // The documents of a completed business, written first when missing (02 §7).
            let documents = match crate::documents::ensure(conn, &shared, &app) {
                Ok(documents) => documents,
                Err(error) => {
                    tracing::error!(%error, biz_sn = %app.biz_sn, "business documents missing");
                    view["documentsError"] = json!(error.to_string());
                    BusinessDocument::of_application(conn, &app.id)?
                }
            };
            view["ext5"] = crate::documents::ext5(&documents);
            view["voucherList"] = crate::documents::voucher_list(&documents);
            view["chainHash"] = json!(chain.map(|c| c.hash));
            // What the business recorded on completion (a register extract, a filing ...).
            view["records"] = json!(BusinessRecord::of_application(conn, &app.id)?
                .into_iter()
                .map(|r| json!({
                    "kind": r.kind, "subject": r.subject, "recordedAt": r.recorded_at,
                    "detail": serde_json::from_str::<serde_json::Value>(&r.detail)
                        .unwrap_or(serde_json::Value::Null),
                }))
                .collect::<Vec<_>>());
            // Who acted, by name: the history records user ids.
            let ids: Vec<String> = instance
                .history
                .iter()
                .filter_map(|h| h.actor.clone())
                .chain(tasks.iter().filter_map(|t| t.closed_by.clone()))
                .collect();
            view["people"] = json!(User::names(conn, &ids)?);
            Ok(view)
        })
        .await?;
    Ok(ok(detail))
}
