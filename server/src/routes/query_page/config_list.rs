//! `GET /api/rem-registrationbizweb/queryConfig/list`: every query page with its latest
//! version, for the analysts' editor.

use actix_web::{get, web};
use serde_json::json;

use crate::{
    envelope::{ok, ApiResult, Failure},
    models::definition::{DefinitionVersion, QUERY},
    state::AppState,
    studio::{self, Analyst},
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/queryConfig/list", tag = "query-page",
    responses(
        (status = 200, description = "[{pageKey, title, version, publishedBy, publishedAt, reason}]", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = Failure))
)]
#[get("/rem-registrationbizweb/queryConfig/list")]
pub async fn config_list(state: web::Data<AppState>, _: Analyst) -> ApiResult {
    let list = state
        .db(|conn| {
            let mut latest = std::collections::BTreeMap::new();
            for row in DefinitionVersion::all(conn, QUERY)? {
                latest.insert(row.def_key.clone(), row);
            }
            let names = studio::names(conn, latest.values().map(|r| r.published_by.clone()))?;
            Ok(latest
                .into_values()
                .map(|row| {
                    let source = serde_json::from_str::<serde_json::Value>(&row.body)
                        .ok()
                        .and_then(|v| v["source"].as_str().map(str::to_owned));
                    json!({
                        "pageKey": row.def_key, "title": row.name, "version": row.version,
                        "source": source,
                        "publishedBy": studio::name_of(&names, &row.published_by),
                        "publishedAt": studio::beijing(row.published_at), "reason": row.reason,
                    })
                })
                .collect::<Vec<_>>())
        })
        .await?;
    Ok(ok(list))
}
