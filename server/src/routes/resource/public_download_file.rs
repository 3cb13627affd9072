//! `GET /api/blade-resource/nonds/oss/endpoint/downloadFile?attachId=&tenantId=`: a public
//! file (one uploaded through `put-model-file-attach`: logos, templates, showcase images)
//! without signing in. Any other file answers 404, exactly as a missing one.

use actix_web::{get, http::header::DispositionType, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::{download, NOT_FOUND},
    models::attachment::Attachment,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PublicDownloadQuery {
    pub attach_id: Option<String>,
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-resource/nonds/oss/endpoint/downloadFile", tag = "resource",
    params(PublicDownloadQuery),
    responses(
        (status = 200, description = "the file with its stored content type (an image, a PDF, application/octet-stream …), inline, its original name in Content-Disposition", content_type = "*/*"),
        (status = 404, description = "no such public file in that tenant (附件不存在)", body = Failure))
)]
#[get("/blade-resource/nonds/oss/endpoint/downloadFile")]
pub async fn public_download_file(
    state: web::Data<AppState>,
    query: web::Query<PublicDownloadQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let attach_id = download::attach_id(query.attach_id)?;
    let tenant = query
        .tenant_id
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入租户编号"))?;
    let attachment = state
        .db(move |conn| {
            Attachment::find_public(conn, &tenant, &attach_id)?
                .ok_or_else(|| ApiError::not_found(NOT_FOUND))
        })
        .await?;
    download::send(&state, &attachment, DispositionType::Inline).await
}
