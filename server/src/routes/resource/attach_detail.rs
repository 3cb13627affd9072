//! `GET /api/blade-resource/oss/endpoint/attachDetail?id=`: what is known of a file of the
//! caller's tenant.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    files::{download, upload::link, NOT_FOUND},
    models::attachment::Attachment,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AttachDetailQuery {
    /// The attachId.
    pub id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachDetail {
    pub attach_id: String,
    pub original_name: String,
    /// The object key in the store.
    pub name: String,
    pub link: String,
    /// The lower-case extension of the original name.
    pub extension: String,
    pub content_type: String,
    /// Bytes.
    pub attach_size: i64,
    /// Hex SHA-256 of the content.
    pub sha256: String,
    /// Whether the no-login download serves it.
    pub is_public: bool,
    /// Epoch seconds.
    pub create_time: i64,
}

impl AttachDetail {
    fn of(a: Attachment) -> AttachDetail {
        AttachDetail {
            link: link(&a),
            extension: a
                .original_name
                .rsplit_once('.')
                .map(|(_, ext)| ext.to_ascii_lowercase())
                .unwrap_or_default(),
            attach_id: a.attach_id,
            original_name: a.original_name,
            name: a.object_key,
            content_type: a.content_type,
            attach_size: a.size_bytes,
            sha256: a.sha256,
            is_public: a.is_public,
            create_time: a.created_at,
        }
    }
}

#[utoipa::path(
    get, path = "/api/blade-resource/oss/endpoint/attachDetail", tag = "resource",
    params(AttachDetailQuery),
    responses(
        (status = 200, body = Envelope<AttachDetail>),
        (status = 401, body = Failure),
        (status = 404, description = "no such file in the caller's tenant (附件不存在)", body = Failure))
)]
#[get("/blade-resource/oss/endpoint/attachDetail")]
pub async fn attach_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<AttachDetailQuery>,
) -> ApiResult {
    let id = download::attach_id(query.into_inner().id)?;
    let tenant = me.user.tenant_id;
    let attachment = state
        .db(move |conn| {
            Attachment::find_in_tenant(conn, &tenant, &id)?
                .ok_or_else(|| ApiError::not_found(NOT_FOUND))
        })
        .await?;
    Ok(ok(AttachDetail::of(attachment)))
}
