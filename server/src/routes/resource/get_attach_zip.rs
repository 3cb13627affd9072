//! `POST /api/rem-registrationbizweb/evidencePrint/getAttachZip`: the attachments of an
//! application as one zip named after it, each file under its original name.

use actix_web::{http::header::DispositionType, post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::{clean_file_name, download, zip_bundle, NOT_FOUND},
    models::attachment::Attachment,
    state::AppState,
};

/// Most files in one zip.
const MAX_FILES: usize = 200;
/// Most bytes (before compression) in one zip: 2 GiB.
const MAX_BYTES: i64 = 2 << 30;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachZipRequest {
    /// Names the zip: `{applyName}.zip` (附件.zip without it).
    pub apply_name: Option<String>,
    pub attachments: Option<Vec<AttachRef>>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachRef {
    pub attach_id: String,
    /// The name inside the zip; the stored original name when absent.
    pub original_name: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/evidencePrint/getAttachZip", tag = "resource",
    request_body = AttachZipRequest,
    responses(
        (status = 200, description = "application/zip, named in Content-Disposition", content_type = "application/zip"),
        (status = 400, description = "no attachments, or too many", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "a business document of a business the caller has no part in (无权查看该申请)", body = Failure),
        (status = 404, description = "an attachment not in the caller's tenant (附件不存在)", body = Failure))
)]
#[post("/rem-registrationbizweb/evidencePrint/getAttachZip")]
pub async fn get_attach_zip(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<AttachZipRequest>,
) -> ApiResult {
    let body = body.into_inner();
    let wanted = body.attachments.unwrap_or_default();
    if wanted.is_empty() {
        return Err(ApiError::bad_request("请选择要下载的附件"));
    }
    if wanted.len() > MAX_FILES {
        return Err(ApiError::bad_request(format!(
            "一次最多下载{MAX_FILES}个附件"
        )));
    }
    let tenant = me.user.tenant_id.clone();
    let ids: Vec<String> = wanted
        .iter()
        .map(|w| w.attach_id.trim().to_owned())
        .collect();
    let shared = state.clone();
    let found = state
        .db(move |conn| {
            let found = Attachment::many_in_tenant(conn, &tenant, &ids)?;
            // A business's documents only for those who may read the business.
            found
                .into_iter()
                .map(|a| crate::documents::readable(conn, &shared, &me, a))
                .collect::<Result<Vec<_>, _>>()
        })
        .await?;
    let mut entries = Vec::with_capacity(wanted.len());
    for w in wanted {
        let attachment = found
            .iter()
            .find(|a| a.attach_id == w.attach_id.trim())
            .cloned()
            .ok_or_else(|| ApiError::not_found(NOT_FOUND))?;
        let name = w
            .original_name
            .as_deref()
            .and_then(clean_file_name)
            .unwrap_or_else(|| attachment.original_name.clone());
        entries.push(zip_bundle::Entry { attachment, name });
    }
    let total: i64 = entries.iter().map(|e| e.attachment.size_bytes).sum();
    if total > MAX_BYTES {
        return Err(ApiError::bad_request("附件总大小超过2G，请分批下载"));
    }

    let store = state.files.clone();
    let staging = state.config.data_dir.join("tmp");
    let zip = web::block(move || zip_bundle::write(store, &staging, entries))
        .await?
        .map_err(ApiError::internal)?;
    let len = zip.len().map_err(ApiError::internal)?;
    Ok(download::respond(
        Box::new(zip),
        len,
        "application/zip",
        &zip_bundle::bundle_name(body.apply_name.as_deref()),
        DispositionType::Attachment,
    ))
}
