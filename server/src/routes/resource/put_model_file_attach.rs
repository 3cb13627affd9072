//! `POST /api/blade-resource/oss/endpoint/put-model-file-attach`: upload a public file of the
//! caller's tenant (a template, a logo, a showcase image), which the no-login `nonds`
//! download serves to anyone who knows its id and tenant. Publishing to the world is staff
//! work: only administrators and analysts may; everyone else uploads through
//! `put-file-attach`, which keeps the file private to the tenant. Otherwise the same rules
//! as any upload.

use actix_web::{post, web, HttpRequest};

use super::request::UploadForm;
use crate::{
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    files::upload::{self, Uploaded},
    state::AppState,
};

/// Who may publish public files.
const PUBLISHERS: &[&str] = &[roles::ADMINISTRATOR, roles::ANALYST];
/// The answer to anyone else.
pub const NOT_A_PUBLISHER: &str = "无权上传公共文件";

#[utoipa::path(
    post, path = "/api/blade-resource/oss/endpoint/put-model-file-attach", tag = "resource",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "stored as a public file; `link` is the no-login download", body = Envelope<Uploaded>),
        (status = 400, description = "no file, a type not allowed (该文件不符合文件类型限制！), an unsafe Office file (压缩文件内容异常，不能上传), an unusable name or an empty file", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not an administrator or analyst: 无权上传公共文件", body = Failure),
        (status = 413, description = "over the limit (上传文件大小不能超过50M)", body = Failure))
)]
#[post("/blade-resource/oss/endpoint/put-model-file-attach")]
pub async fn put_model_file_attach(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    payload: web::Payload,
) -> ApiResult {
    // Refused before a byte of the body is read.
    if !PUBLISHERS.contains(&me.user.role_name.as_str()) {
        return Err(ApiError::forbidden(NOT_A_PUBLISHER));
    }
    let attachment =
        upload::accept(&state, &req, payload, me.user.tenant_id, me.user.id, true).await?;
    Ok(ok(Uploaded::of(&attachment)))
}
