//! Receiving one upload: the multipart field `file` streamed to a scratch file (counted and
//! hashed on the way, abandoned past the limit), its kind checked, then stored and recorded.

use actix_multipart::Multipart;
use actix_web::{http::header, web, HttpRequest};
use futures_util::StreamExt as _;
use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use super::{clean_file_name, kind::FileKind, kind::TYPE_REFUSED, store::ObjectKey, TempFile};
use crate::{error::ApiError, models::attachment::Attachment, state::AppState};

/// The multipart field that carries the file.
pub const FIELD: &str = "file";
/// The spec's messages.
pub const NO_FILE: &str = "请上传文件";
pub const FAILED: &str = "上传失败！";
pub const EMPTY: &str = "上传文件不能为空";
/// A file name with nothing left once folders, control and direction-changing characters
/// are taken out.
pub const BAD_NAME: &str = "文件名无效，请修改文件名后重新上传";
/// Longest original file name kept, in characters.
const MAX_NAME_CHARS: usize = 200;
/// What multipart framing may add to a file before a declared length proves it is too big.
const MULTIPART_SLACK: u64 = 64 * 1024;

/// The spec's message for an upload over the limit: 上传文件大小不能超过50M.
pub fn too_large(max_mb: u64) -> ApiError {
    ApiError::PayloadTooLarge(format!("上传文件大小不能超过{max_mb}M"))
}

/// The answer of both upload calls.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Uploaded {
    pub attach_id: String,
    pub original_name: String,
    /// The object key in the store.
    pub name: String,
    /// Where the file can be downloaded: the no-login path for public files.
    pub link: String,
}

impl Uploaded {
    pub fn of(attachment: &Attachment) -> Uploaded {
        Uploaded {
            attach_id: attachment.attach_id.clone(),
            original_name: attachment.original_name.clone(),
            name: attachment.object_key.clone(),
            link: link(attachment),
        }
    }
}

/// The download path of an attachment: the no-login one for public files.
pub fn link(attachment: &Attachment) -> String {
    if attachment.is_public {
        format!(
            "/api/blade-resource/nonds/oss/endpoint/downloadFile?attachId={}&tenantId={}",
            attachment.attach_id, attachment.tenant_id
        )
    } else {
        format!(
            "/api/blade-resource/oss/endpoint/downloadFile?attachId={}",
            attachment.attach_id
        )
    }
}

/// The declared body length, refused at once when it cannot fit under the limit.
pub fn check_declared_length(
    declared: Option<u64>,
    max_mb: u64,
    max_bytes: u64,
) -> Result<(), ApiError> {
    match declared {
        Some(n) if n > max_bytes.saturating_add(MULTIPART_SLACK) => Err(too_large(max_mb)),
        _ => Ok(()),
    }
}

/// A file that arrived whole, within the limit, of an allowed kind whose content matches.
struct Received {
    original_name: String,
    kind: FileKind,
    staged: TempFile,
    size: u64,
    sha256: String,
}

/// The scratch file with the running count and hash.
struct Sink {
    file: TempFile,
    hasher: Sha256,
    size: u64,
}

/// Reads the multipart body up to and including the `file` field.
async fn receive(
    mut multipart: Multipart,
    state: &AppState,
    only: Option<&[String]>,
) -> Result<Received, ApiError> {
    let max_mb = state.config.files.max_upload_mb;
    let max_bytes = state.config.files.max_upload_bytes();
    let staging = state.config.data_dir.join("tmp");
    while let Some(field) = multipart.next().await {
        let mut field = field.map_err(multipart_error)?;
        if field.name() != Some(FIELD) {
            continue; // other fields are skipped unread
        }
        // `filename*` (RFC 5987) when the client sends it, else the raw UTF-8 `filename`
        // that browsers send.
        let raw_name = field
            .content_disposition()
            .and_then(|cd| {
                cd.get_filename_ext()
                    .and_then(|ext| String::from_utf8(ext.value.clone()).ok())
                    .or_else(|| cd.get_filename().map(str::to_owned))
            })
            .filter(|name| !name.is_empty())
            .ok_or_else(|| ApiError::bad_request(NO_FILE))?;
        // The name is kept, shown and judged by its extension only once cleaned: a
        // right-to-left override must not make `x\u{202E}fdp.exe` look like a PDF.
        let original_name =
            clean_file_name(&raw_name).ok_or_else(|| ApiError::bad_request(BAD_NAME))?;
        if original_name.chars().count() > MAX_NAME_CHARS {
            return Err(ApiError::bad_request(format!(
                "文件名不能超过{MAX_NAME_CHARS}个字符"
            )));
        }
        // Refused by its extension before a byte of it is stored.
        let kind = FileKind::from_name(&original_name)
            .ok_or_else(|| ApiError::bad_request(TYPE_REFUSED))?;
        // and by the narrower list a business parameter names (03 §5 attachment lists)
        if only.is_some_and(|types| !super::accepted::is_accepted(&original_name, types)) {
            return Err(ApiError::bad_request(TYPE_REFUSED));
        }

        let file = web::block(move || TempFile::create(&staging))
            .await?
            .map_err(ApiError::internal)?;
        let mut sink = Sink {
            file,
            hasher: Sha256::new(),
            size: 0,
        };
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(multipart_error)?;
            if sink.size + chunk.len() as u64 > max_bytes {
                // The sink is dropped here and its scratch file with it.
                return Err(too_large(max_mb));
            }
            sink = web::block(move || {
                use std::io::Write as _;
                sink.file.write_all(&chunk)?;
                sink.hasher.update(&chunk);
                sink.size += chunk.len() as u64;
                Ok::<_, std::io::Error>(sink)
            })
            .await?
            .map_err(ApiError::internal)?;
        }
        if sink.size == 0 {
            return Err(ApiError::bad_request(EMPTY));
        }
        let (sink, verdict) = web::block(move || {
            let verdict = kind.check(&mut sink.file)?;
            Ok::<_, std::io::Error>((sink, verdict))
        })
        .await?
        .map_err(ApiError::internal)?;
        if let Err(refusal) = verdict {
            tracing::info!(name = %original_name, ?refusal, "upload refused by its content");
            return Err(ApiError::bad_request(refusal.message()));
        }
        return Ok(Received {
            original_name,
            kind,
            staged: sink.file,
            size: sink.size,
            sha256: hex(&sink.hasher.finalize()),
        });
    }
    Err(ApiError::bad_request(NO_FILE))
}

/// Receives, checks, stores and records one upload of `tenant_id` by `user_id`.
pub async fn accept(
    state: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
    tenant_id: String,
    user_id: String,
    is_public: bool,
) -> Result<Attachment, ApiError> {
    accept_only(state, req, payload, (tenant_id, user_id), is_public, None).await
}

/// As [`accept`], refusing too a file whose extension is not one of `only` (a business
/// parameter's list, `files::accepted`).
pub async fn accept_only(
    state: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
    (tenant_id, user_id): (String, String),
    is_public: bool,
    only: Option<&[String]>,
) -> Result<Attachment, ApiError> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    check_declared_length(
        declared,
        state.config.files.max_upload_mb,
        state.config.files.max_upload_bytes(),
    )?;
    let multipart = Multipart::new(req.headers(), payload);
    let received = receive(multipart, state, only).await?;
    let attach_id = uuid::Uuid::new_v4().simple().to_string();
    let key = ObjectKey::parse(&format!("{tenant_id}/{attach_id}")).map_err(ApiError::internal)?;
    let attachment = Attachment {
        attach_id,
        tenant_id,
        uploaded_by: user_id,
        original_name: received.original_name,
        object_key: key.to_string(),
        content_type: received.kind.content_type().to_owned(),
        size_bytes: i64::try_from(received.size).map_err(ApiError::internal)?,
        sha256: received.sha256,
        is_public,
        created_at: state.clock.now(),
    };

    let store = state.files.clone();
    let staged = received.staged;
    let stored_key = key.clone();
    web::block(move || store.put_file(&stored_key, staged.path()))
        .await?
        .map_err(ApiError::internal)?;

    let row = attachment.clone();
    if let Err(err) = state.db(move |conn| Ok(row.insert(conn)?)).await {
        // No row, no object: take back what was just stored.
        let store = state.files.clone();
        let removed = web::block(move || store.delete(&key)).await;
        if !matches!(removed, Ok(Ok(()))) {
            tracing::error!(key = %attachment.object_key, "an unrecorded object was left in the store");
        }
        return Err(err);
    }
    Ok(attachment)
}

fn multipart_error(err: actix_multipart::MultipartError) -> ApiError {
    tracing::debug!(error = %err, "malformed upload");
    ApiError::bad_request(FAILED)
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_lowercase_hex() {
        assert_eq!(
            hex(&Sha256::digest(b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_declared_length_far_over_the_limit_is_refused_at_once() {
        let max = 50 * 1024 * 1024;
        assert!(check_declared_length(Some(max + 100), 50, max).is_ok());
        assert!(check_declared_length(None, 50, max).is_ok());
        let err = check_declared_length(Some(max * 2), 50, max).unwrap_err();
        assert_eq!(err.to_string(), "上传文件大小不能超过50M");
    }
}
