//! `POST /api/blade-resource/oss/endpoint/put-file-attach`: upload a file (multipart field
//! `file`), private to the caller's tenant.

use actix_web::{post, web, HttpRequest};

use super::request::UploadForm;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    files::upload::{self, Uploaded},
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/blade-resource/oss/endpoint/put-file-attach", tag = "resource",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Envelope<Uploaded>),
        (status = 400, description = "no file, a type not allowed (该文件不符合文件类型限制！), an unsafe Office file (压缩文件内容异常，不能上传), an unusable name or an empty file", body = Failure),
        (status = 401, body = Failure),
        (status = 413, description = "over the limit (上传文件大小不能超过50M)", body = Failure))
)]
#[post("/blade-resource/oss/endpoint/put-file-attach")]
pub async fn put_file_attach(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    payload: web::Payload,
) -> ApiResult {
    let attachment =
        upload::accept(&state, &req, payload, me.user.tenant_id, me.user.id, false).await?;
    Ok(ok(Uploaded::of(&attachment)))
}
