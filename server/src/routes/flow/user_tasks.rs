//! `POST /api/rem-registrationbizweb/taskItem/getUserTasks`: the caller's to-dos, one page,
//! with `totalRecord` (the workbench's to-do count), the applicant's name and the time the
//! applicant submitted; filtered by business, node, submitted days (Beijing) and a search over
//! the serial number and the applicant's name, sorted by the submission time.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use super::request::TodoFilters;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    models::todo::{self, Asker},
    paging::{Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodoRequest {
    /// Default 1.
    pub page_no: Option<i64>,
    /// Default 10, at most 100 (the screen offers 10/20/30/50/100).
    pub page_size: Option<i64>,
    #[serde(flatten)]
    pub filters: TodoFilters,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/taskItem/getUserTasks", tag = "flow", request_body = TodoRequest,
    responses((status = 200, description = "{records, totalRecord, pageNo, pageSize, businesses, nodes}: businesses and nodes are the filters' choices among all the caller's to-dos", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "a page past the last, or a day not yyyy-MM-dd", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/taskItem/getUserTasks")]
pub async fn user_tasks(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<TodoRequest>,
) -> ApiResult {
    let request = body.or_default();
    let paging = Paging::lenient(request.page_no, request.page_size, TEN_UP_TO_HUNDRED)?;
    let filter = request.filters.filter()?;
    let (page, size, offset) = (paging.page, paging.size, paging.offset());
    let ((rows, total), (businesses, nodes)) = state
        .db(move |conn| {
            let asker = Asker::of(&me.user);
            let page = todo::open_for(conn, &asker, &filter, offset, size)?;
            Ok((page, todo::facets(conn, &asker)?))
        })
        .await?;
    let businesses: Vec<_> = businesses
        .into_iter()
        .map(|(app_id, name)| json!({ "appId": app_id, "bizTypeName": name }))
        .collect();
    let nodes: Vec<_> = nodes
        .into_iter()
        .map(|(node, name)| json!({ "nodeId": node, "nodeName": name }))
        .collect();
    let records: Vec<_> = rows.iter().map(todo::view).collect();
    Ok(ok(
        json!({ "records": records, "totalRecord": total, "pageNo": page, "pageSize": size,
            "businesses": businesses, "nodes": nodes }),
    ))
}
