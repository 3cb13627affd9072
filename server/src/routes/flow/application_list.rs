//! `POST /api/rem-registrationbizweb/application/list`: the caller's applications, newest
//! first, one page (my applications, /queryPage/bizApplication2).

use actix_web::{post, web};
use serde_json::json;

use super::request::PageRequest;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    models::application::Application,
    paging::{Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/application/list", tag = "flow", request_body = PageRequest,
    responses((status = 200, description = "{records, totalRecord, pageNo, pageSize}", body = crate::envelope::Envelope<serde_json::Value>), (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/application/list")]
pub async fn application_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<PageRequest>,
) -> ApiResult {
    let request = body.or_default();
    let paging = Paging::lenient(request.page_no, request.page_size, TEN_UP_TO_HUNDRED)?;
    let (page, size, offset) = (paging.page, paging.size, paging.offset());
    let user = me.user.id;
    let (rows, total) = state
        .db(move |conn| Ok(Application::of_applicant(conn, &user, offset, size)?))
        .await?;
    let records: Vec<_> = rows
        .into_iter()
        .map(|app| {
            json!({
                "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
                "status": app.status, "currentNode": app.current_node, "createdAt": app.created_at,
                "updatedAt": app.updated_at, "completedAt": app.completed_at,
            })
        })
        .collect();
    Ok(ok(
        json!({ "records": records, "totalRecord": total, "pageNo": page, "pageSize": size }),
    ))
}
