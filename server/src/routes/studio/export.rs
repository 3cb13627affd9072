//! `GET studio/export?kind=&key=&version=`: a published version as the repository's file, to
//! commit so the repository stays the source of a release.

use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    models::definition::DefinitionVersion,
    state::AppState,
    studio::{self, texts, Analyst},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    pub kind: String,
    pub key: String,
    pub version: i32,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/otc-flow/studio/export", tag = "studio", params(ExportQuery),
    responses(
        (status = 200, description = "a version as the repository's file, no envelope", body = Object),
        (status = 403, description = "not an analyst: 无权访问流程与表单设计", body = crate::envelope::Failure))
)]
#[get("/rem-registrationbizweb/otc-flow/studio/export")]
pub async fn export(
    state: web::Data<AppState>,
    _: Analyst,
    query: web::Query<ExportQuery>,
) -> Result<HttpResponse, ApiError> {
    let ExportQuery { kind, key, version } = query.into_inner();
    let kind = studio::kind(&kind)?;
    let row = state
        .db(move |conn| {
            DefinitionVersion::find(conn, kind, &key, version)?
                .ok_or_else(ApiError::no_such_version)
        })
        .await?;
    Ok(HttpResponse::Ok()
        .content_type("application/json; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}.json\"", row.def_key),
        ))
        .body(texts::exported(&row.body, row.version)))
}
