//! `GET /api/rem-registrationbizweb/queryConfig/detail?pageKey=[&version=]`: a query page's
//! text at its latest version (or the one named), the list of its versions and its draft.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::definition::{DefinitionDraft, DefinitionVersion, QUERY},
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
        (status = 200, description = "{pageKey, version, text, versions: [{version, publishedBy, publishedAt, reason}], draft: {text, baseVersion, updatedBy, updatedAt} | null}", body = crate::envelope::Envelope<serde_json::Value>),
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
            let draft = DefinitionDraft::find(conn, QUERY, &page_key)?;
            // a new page's draft is all there is until its first publication
            let chosen = match version {
                Some(v) => Some(
                    versions
                        .iter()
                        .find(|row| row.version == v)
                        .ok_or_else(ApiError::no_such_version)?,
                ),
                None if versions.is_empty() && draft.is_none() => {
                    return Err(ApiError::not_found("查询页面不存在"))
                }
                None => versions.first(),
            };
            let people = versions
                .iter()
                .map(|r| r.published_by.clone())
                .chain(draft.iter().map(|d| d.updated_by.clone()));
            let names = studio::names(conn, people)?;
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
            let draft = draft.map(|d| {
                json!({
                    "text": d.body, "baseVersion": d.base_version,
                    "updatedBy": studio::name_of(&names, &d.updated_by),
                    "updatedAt": studio::beijing(d.updated_at),
                })
            });
            let text = chosen.map(|c| c.body.clone()).or_else(|| {
                draft
                    .as_ref()
                    .and_then(|d| d["text"].as_str().map(str::to_owned))
            });
            Ok(json!({
                "pageKey": page_key, "version": chosen.map(|c| c.version),
                "title": chosen.map_or(page_key.as_str(), |c| c.name.as_str()),
                "text": text, "versions": list, "draft": draft,
            }))
        })
        .await?;
    Ok(ok(detail))
}
