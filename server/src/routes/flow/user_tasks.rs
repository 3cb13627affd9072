//! `POST /api/rem-registrationbizweb/taskItem/getUserTasks`: the caller's to-dos, one page,
//! with `totalRecord` (the workbench's to-do count).

use actix_web::{post, web};
use serde_json::json;

use super::request::PageRequest;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    models::application::TaskRow,
    paging::{Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/taskItem/getUserTasks", tag = "flow", request_body = PageRequest,
    responses((status = 200, description = "{records, totalRecord, pageNo, pageSize}", body = crate::envelope::Envelope<serde_json::Value>), (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/taskItem/getUserTasks")]
pub async fn user_tasks(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<PageRequest>,
) -> ApiResult {
    let request = body.or_default();
    let paging = Paging::lenient(request.page_no, request.page_size, TEN_UP_TO_HUNDRED)?;
    let (page, size, offset) = (paging.page, paging.size, paging.offset());
    let (tenant, user, role) = (me.user.tenant_id, me.user.id, me.user.role_name);
    let (rows, total) = state
        .db(move |conn| {
            Ok(TaskRow::open_for(
                conn, &tenant, &user, &role, offset, size,
            )?)
        })
        .await?;
    let records: Vec<_> = rows
        .into_iter()
        .map(|(task, app)| {
            json!({
                "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
                "taskNo": task.task_no, "nodeId": task.node, "nodeName": task.node_name,
                "openedAt": task.opened_at, "applicantId": app.applicant_id, "taskItemState": "todo",
            })
        })
        .collect();
    Ok(ok(
        json!({ "records": records, "totalRecord": total, "pageNo": page, "pageSize": size }),
    ))
}
