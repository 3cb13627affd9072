//! `POST /api/rem-registrationbizweb/queryPage/{pageKey}/list`: one page of the rows the
//! page's filters find, in the order asked for: the caller's tenant's, and for anyone but
//! staff only the caller's own; a public page's to visitors too (`?tenantId=` names the site's
//! tenant), each reading what its source lets them.

use actix_web::{post, web};
use serde_json::json;

use super::request::{self, QueryPageRequest};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    paging::{Paging, Sizes},
    query_pages::{self, store, Window},
    routes::public::support::TenantQuery,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/queryPage/{pageKey}/list", tag = "query-page",
    params(("pageKey" = String, Path), TenantQuery), request_body = QueryPageRequest,
    responses(
        (status = 200, description = "{records, totalRecord, pageNo, pageSize, next (the last row's keys: the next page's `after`), keyset (the page was sought from `after`)}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 400, description = "a filter the page does not offer, or a wrong value", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该页面", body = Failure),
        (status = 404, description = "查询页面不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/queryPage/{pageKey}/list")]
pub async fn page_list(
    state: web::Data<AppState>,
    me: Result<CurrentUser, ApiError>,
    site: web::Query<TenantQuery>,
    key: web::Path<String>,
    body: crate::optional_json::OptionalJson<QueryPageRequest>,
) -> ApiResult {
    let request = body.or_default();
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            let (_, page) = store::latest(conn, &shared.query_pages, &key)?;
            let scope = request::reader_scope(conn, &page, me, &site)?;
            let criteria = request.criteria(&page)?;
            let size = request.size(&page);
            let paging = Paging::lenient(
                request.page_no,
                Some(size),
                Sizes::Clamp {
                    default: size,
                    max: size,
                },
            )?;
            let labels = query_pages::labels(conn, &shared, &page, &scope)?;
            let window = Window {
                offset: paging.offset(),
                limit: paging.size,
                after: request.after.as_ref(),
            };
            let found = query_pages::rows(conn, &page, &scope, &criteria, window)?;
            let next = found
                .rows
                .last()
                .map(|row| query_pages::keys_of(&page, row));
            let records: Vec<_> = found
                .rows
                .into_iter()
                .map(|row| query_pages::shown(&page, &labels, row))
                .collect();
            Ok(json!({
                "records": records, "totalRecord": found.total, "pageNo": paging.page,
                "pageSize": paging.size, "next": next, "keyset": found.keyset,
            }))
        })
        .await?;
    Ok(ok(answer))
}
