//! `GET studio/export?kind=&key=&version=`: a published version as the repository's file, to
//! commit so the repository stays the source of a release.

use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    error::ApiError,
    models::definition::{DefinitionVersion, FRAGMENT, SCRIPT},
    state::AppState,
    studio::{
        self,
        rules::{exported_fragment, exported_script},
        texts, Analyst,
    },
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
    // a script is its rhai source (its version on the first line), everything else JSON
    let (content_type, extension, body) = match row.kind.as_str() {
        SCRIPT => (
            "text/plain; charset=utf-8",
            "rhai",
            exported_script(&row.body, row.version),
        ),
        FRAGMENT => (
            "application/json; charset=utf-8",
            "json",
            exported_fragment(&row.body, row.version),
        ),
        _ => (
            "application/json; charset=utf-8",
            "json",
            texts::exported(&row.body, row.version),
        ),
    };
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}.{extension}\"", row.def_key),
        ))
        .body(body))
}
