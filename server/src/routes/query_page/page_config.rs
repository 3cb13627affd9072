//! `GET /api/rem-registrationbizweb/queryPage/{pageKey}/config`: the page's latest published
//! definition as the screen draws it (columns, filters with their options, actions, page
//! sizes); 403 for a role the page is not for, 401 for a visitor unless the page is public,
//! 404 for a page nobody defined.

use actix_web::{get, web};

use super::request;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    query_pages::{self, store},
    routes::public::support::TenantQuery,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/queryPage/{pageKey}/config", tag = "query-page",
    params(("pageKey" = String, Path, description = "the page's key, e.g. zhyqcx2"), TenantQuery),
    responses(
        (status = 200, description = "{pageKey, title, version, columns, filters, sort, actions, pageSizes, sortable}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该页面", body = Failure),
        (status = 404, description = "查询页面不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/queryPage/{pageKey}/config")]
pub async fn page_config(
    state: web::Data<AppState>,
    me: Result<CurrentUser, ApiError>,
    site: web::Query<TenantQuery>,
    key: web::Path<String>,
) -> ApiResult {
    let shared = state.clone();
    let described = state
        .db(move |conn| {
            let (version, page) = store::latest(conn, &shared.query_pages, &key)?;
            let scope = request::reader_scope(conn, &page, me, &site)?;
            let labels = query_pages::labels(conn, &shared, &page, &scope)?;
            Ok(query_pages::described(&page, version, &labels))
        })
        .await?;
    Ok(ok(described))
}
