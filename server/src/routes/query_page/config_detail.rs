//! `GET /api/rem-registrationbizweb/queryConfig/detail?pageKey=[&version=]`: a query page's
//! text at its latest version (or the one named) and the list of its versions.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::definition::{DefinitionVersion, QUERY},
    state::AppState,
    studio::{self, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DetailQuery {
    pub page_key: String,
    pub version: Option<i32>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/queryConfig/detail", tag = "query-page", params(DetailQuery),
    responses(
        (status = 200, description = "{pageKey, version, text, versions: [{version, publishedBy, publishedAt, reason}]}", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst", body = Failure),
        (status = 404, description = "查询页面不存在 / 该版本不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/queryConfig/detail")]
pub async fn config_detail(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<DetailQuery>,
) -> ApiResult {
    let DetailQuery { page_key, version } = query.into_inner();
    let detail = state
        .db(move |conn| {
            let versions = DefinitionVersion::of(conn, QUERY, &page_key)?;
            let chosen = match version {
                Some(v) => versions
                    .iter()
                    .find(|row| row.version == v)
                    .ok_or_else(ApiError::no_such_version)?,
                None => versions
                    .first()
                    .ok_or_else(|| ApiError::not_found("查询页面不存在"))?,
            };
            let names = studio::names(conn, versions.iter().map(|r| r.published_by.clone()))?;
            let list: Vec<_> = versions
                .iter()
                .map(|row| {
                    json!({
                        "version": row.version,
                        "publishedBy": studio::name_of(&names, &row.published_by),
                        "publishedAt": studio::beijing(row.published_at), "reason": row.reason,
                    })
                })
                .collect();
            Ok(json!({
                "pageKey": page_key, "version": chosen.version, "title": chosen.name,
                "text": chosen.body, "versions": list,
            }))
        })
        .await?;
    Ok(ok(detail))
}
