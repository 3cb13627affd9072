//! `POST /api/rem-registrationbizweb/queryPage/{pageKey}/list`: one page of the rows the
//! page's filters find, in the order asked for: the caller's tenant's, and for anyone but
//! staff only the caller's own.

use actix_web::{post, web};
use serde_json::json;

use super::request::QueryPageRequest;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    paging::{Paging, Sizes},
    query_pages::{self, store, Scope},
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryPage/{pageKey}/list", tag = "query-page",
    params(("pageKey" = String, Path)), request_body = QueryPageRequest,
    responses(
        (status = 200, description = "{records, totalRecord, pageNo, pageSize}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "a filter the page does not offer, or a wrong value", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该页面", body = Failure),
        (status = 404, description = "查询页面不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/queryPage/{pageKey}/list")]
pub async fn page_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    key: web::Path<String>,
    body: crate::optional_json::OptionalJson<QueryPageRequest>,
) -> ApiResult {
    let request = body.or_default();
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            let (_, page) = store::latest(conn, &shared.query_pages, &key)?;
            query_pages::require_open(&page, &me)?;
            let criteria = request.criteria(&page)?;
            let size = request.size(&page);
            let paging = Paging::lenient(
                request.page_no,
                Some(size),
                Sizes::Clamp { default: size, max: size },
            )?;
            let scope = Scope::of(&me, &page);
            let labels = query_pages::labels(conn, &shared, &page, &scope)?;
            let (rows, total) =
                query_pages::rows(conn, &page, &scope, &criteria, paging.offset(), paging.size)?;
            let records: Vec<_> = rows
                .into_iter()
                .map(|row| query_pages::shown(&page, &labels, row))
                .collect();
            Ok(json!({
                "records": records, "totalRecord": total, "pageNo": paging.page, "pageSize": paging.size,
            }))
        })
        .await?;
    Ok(ok(answer))
}
