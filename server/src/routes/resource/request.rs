//! The request bodies more than one resource call takes.

use utoipa::ToSchema;

/// The multipart body of an upload.
#[derive(ToSchema)]
#[allow(dead_code)] // documents the body; the handler reads the stream itself
pub struct UploadForm {
    /// png, jpg/jpeg, xlsx, txt, docx, doc, pdf, avi, wmv, mpeg or mp4, at most 50 MB (see
    /// `PLATFORM_UPLOAD_MAX_MB`); the content must match the extension.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
}
