//! `GET /api/blade-resource/oss/endpoint/downloadFile?attachId=`: a file of the caller's
//! tenant, named by its original name in `Content-Disposition`. A business's document (its
//! voucher list, 02 §3) only for those who may read the business; written again first when its
//! file is missing.

use actix_web::{get, http::header::DispositionType, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::{download, NOT_FOUND},
    models::attachment::Attachment,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DownloadQuery {
    pub attach_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-resource/oss/endpoint/downloadFile", tag = "resource",
    params(DownloadQuery),
    responses(
        (status = 200, description = "the file with its stored content type (an image, a PDF, application/octet-stream …); its original name in Content-Disposition (filename*, RFC 5987)", content_type = "*/*"),
        (status = 401, body = Failure),
        (status = 403, description = "a business document of a business the caller has no part in (无权查看该申请)", body = Failure),
        (status = 404, description = "no such file in the caller's tenant (附件不存在)", body = Failure))
)]
#[get("/blade-resource/oss/endpoint/downloadFile")]
pub async fn download_file(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DownloadQuery>,
) -> ApiResult {
    let attach_id = download::attach_id(query.into_inner().attach_id)?;
    let tenant = me.user.tenant_id.clone();
    let shared = state.clone();
    let attachment = state
        .db(move |conn| {
            let attachment = Attachment::find_in_tenant(conn, &tenant, &attach_id)?
                .ok_or_else(|| ApiError::not_found(NOT_FOUND))?;
            crate::documents::readable(conn, &shared, &me, attachment)
        })
        .await?;
    download::send(&state, &attachment, DispositionType::Attachment).await
}
