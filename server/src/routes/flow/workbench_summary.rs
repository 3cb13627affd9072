//! `POST /api/rem-registrationbizweb/workbench/summary`: what the signed-in user needs next, for
//! the workbench (/wel/index): the to-dos (count and the first five), the drafts saved and not
//! submitted, the applications returned for correction, the results of the last 30 days
//! (approved, rejected, withdrawn) and the tenant's latest announcements.

use actix_web::{post, web};
use serde_json::{json, Value};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    models::{
        application::Application,
        application_search::{completed_since, waiting_at},
        publication::Disclosure,
        todo::{self, Asker, TodoFilter},
    },
    paging::Paging,
    state::AppState,
};

/// How many of each list the workbench shows.
const FIRST: i64 = 5;
/// How far back the recent results reach.
const RECENT_SECS: i64 = 30 * 24 * 3600;

fn application(app: &Application) -> Value {
    json!({
        "uuid": app.id, "bizSn": app.biz_sn, "appId": app.app_id, "bizTypeName": app.biz_type_name,
        "status": app.status, "currentNode": app.current_node, "createdAt": app.created_at,
        "updatedAt": app.updated_at, "completedAt": app.completed_at,
    })
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/workbench/summary", tag = "flow",
    responses((status = 200, description = "{todos, drafts, returned: {total, records}, results: [..], notices: [..]}", body = crate::envelope::Envelope<serde_json::Value>), (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/workbench/summary")]
pub async fn workbench_summary(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let since = state.clock.now() - RECENT_SECS;
    let summary = state
        .db(move |conn| {
            let user = &me.user;
            let (tasks, todo_total) =
                todo::open_for(conn, &Asker::of(user), &TodoFilter::default(), 0, FIRST)?;
            let todos: Vec<_> = tasks.iter().map(todo::view).collect();
            let (drafts, draft_total) = waiting_at(conn, &user.id, "apply", FIRST)?;
            let (returned, returned_total) =
                waiting_at(conn, &user.id, "UpdateApplyApprove", FIRST)?;
            let results = completed_since(conn, &user.id, since, FIRST)?;
            let first = Paging { page: 1, size: FIRST };
            let (notices, _) = Disclosure::page(conn, &user.tenant_id, None, None, None, &[], first)?;
            Ok(json!({
                "todos": { "total": todo_total, "records": todos },
                "drafts": { "total": draft_total, "records": drafts.iter().map(application).collect::<Vec<_>>() },
                "returned": { "total": returned_total, "records": returned.iter().map(application).collect::<Vec<_>>() },
                "results": results.iter().map(application).collect::<Vec<_>>(),
                "notices": notices,
            }))
        })
        .await?;
    Ok(ok(summary))
}
