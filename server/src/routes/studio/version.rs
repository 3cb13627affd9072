//! `GET studio/version?kind=&key=&version=`: one published version.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    envelope::{ok, ApiResult},
    error::ApiError,
    models::definition::DefinitionVersion,
    state::AppState,
    studio::{self, beijing, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VersionQuery {
    pub kind: String,
    pub key: String,
    pub version: i32,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/version", tag = "studio", params(VersionQuery),
    responses(
        (status = 200, description = "one published version", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/version")]
pub async fn version(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<VersionQuery>,
) -> ApiResult {
    let VersionQuery { kind, key, version } = query.into_inner();
    let kind = studio::kind(&kind)?;
    let (row, by) = state
        .db(move |conn| {
            let row = DefinitionVersion::find(conn, kind, &key, version)?
                .ok_or_else(ApiError::no_such_version)?;
            let names = studio::names(conn, [row.published_by.clone()])?;
            let by = studio::name_of(&names, &row.published_by);
            Ok((row, by))
        })
        .await?;
    Ok(ok(json!({
        "version": row.version, "body": row.body, "publishedBy": by,
        "publishedAt": beijing(row.published_at), "reason": row.reason,
        "examples": row.examples,
        "pins": row.pins.as_deref().and_then(|p| serde_json::from_str::<serde_json::Value>(p).ok()),
    })))
}
