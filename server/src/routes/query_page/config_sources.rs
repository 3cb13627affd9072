//! `GET /api/rem-registrationbizweb/queryConfig/sources`: what a query definition may name:
//! the sources with their fields (kind, dictionary, whether filtered or sorted), their row
//! actions, the widgets by kind, the page sizes and the roles.

use actix_web::get;
use serde_json::json;

use crate::{
    auth::role::roles,
    envelope::{ok, ApiResult, Failure},
    query_pages::{definition::PAGE_SIZES, source::SOURCES},
    studio::Analyst,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/queryConfig/sources", tag = "query-page",
    responses(
        (status = 200, description = "{sources, pageSizes, roles}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst", body = Failure))
)]
#[get("/rem-registrationbizweb/queryConfig/sources")]
pub async fn config_sources(_: Analyst) -> ApiResult {
    let sources: Vec<_> = SOURCES
        .iter()
        .map(|s| {
            let fields: Vec<_> = s
                .fields
                .iter()
                .map(|f| json!({"field": f, "widget": if f.filterable { f.kind.widget() } else { None }}))
                .collect();
            json!({"name": s.name, "title": s.title, "fields": fields, "actions": s.actions})
        })
        .collect();
    Ok(ok(json!({
        "sources": sources, "pageSizes": PAGE_SIZES, "roles": roles::ALL,
    })))
}
