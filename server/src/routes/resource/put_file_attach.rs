//! `POST /api/blade-resource/oss/endpoint/put-file-attach`: upload a file (multipart field
//! `file`), private to the caller's tenant. With `paramKey` (an attachment list's business
//! parameter, 03 §5) only the types that parameter lists are accepted.

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::IntoParams;

use super::request::UploadForm;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    files::{
        accepted::accepted_types,
        upload::{self, Uploaded},
    },
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct UploadQuery {
    /// The business parameter listing the accepted types (`company.filetypes`,
    /// `member.filetypes`); without it every type the platform takes is accepted.
    pub param_key: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-resource/oss/endpoint/put-file-attach", tag = "resource",
    params(UploadQuery),
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = Envelope<Uploaded>),
        (status = 400, description = "no file, a type not allowed or not the parameter's (该文件不符合文件类型限制！), an unsafe Office file (压缩文件内容异常，不能上传), an unusable name or an empty file", body = Failure),
        (status = 401, body = Failure),
        (status = 413, description = "over the limit (上传文件大小不能超过50M)", body = Failure))
)]
#[post("/blade-resource/oss/endpoint/put-file-attach")]
pub async fn put_file_attach(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    payload: web::Payload,
    query: web::Query<UploadQuery>,
) -> ApiResult {
    let tenant = me.user.tenant_id.clone();
    let only = match query
        .into_inner()
        .param_key
        .filter(|k| !k.trim().is_empty())
    {
        Some(key) => Some(
            state
                .db(move |conn| Ok(accepted_types(conn, &tenant, key.trim())?))
                .await?,
        ),
        None => None,
    };
    let owner = (me.user.tenant_id, me.user.id);
    let attachment =
        upload::accept_only(&state, &req, payload, owner, false, only.as_deref()).await?;
    Ok(ok(Uploaded::of(&attachment)))
}
