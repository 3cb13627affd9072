//! Answering a file: streamed from a reader in blocks, with its type, length and a
//! `Content-Disposition` that carries the original name (RFC 6266 / RFC 5987: an ASCII
//! `filename` for old clients and the UTF-8 `filename*` for Chinese names).

use std::io::{self, Read};

use actix_web::{
    http::header::{
        self, Charset, ContentDisposition, DispositionParam, DispositionType, ExtendedValue,
    },
    web::{self, Bytes},
    HttpResponse,
};
use futures_util::Stream;

use super::store::ObjectKey;
use crate::{error::ApiError, models::attachment::Attachment, state::AppState};

const BLOCK: usize = 64 * 1024;

/// `Content-Disposition` naming the file `name`.
pub fn disposition(name: &str, kind: DispositionType) -> ContentDisposition {
    ContentDisposition {
        disposition: kind,
        parameters: vec![
            DispositionParam::Filename(ascii_fallback(name)),
            DispositionParam::FilenameExt(ExtendedValue {
                charset: Charset::Ext("UTF-8".into()),
                language_tag: None,
                value: name.as_bytes().to_vec(),
            }),
        ],
    }
}

/// The name with every character that is not printable ASCII (or is a quote or backslash)
/// replaced by `_`; the extension survives, so the file still opens with the right program.
fn ascii_fallback(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// A 200 answer streaming `reader`, `len` bytes of `content_type`, named `name`.
pub fn respond(
    reader: Box<dyn Read + Send>,
    len: u64,
    content_type: &str,
    name: &str,
    kind: DispositionType,
) -> HttpResponse {
    let mut answer = HttpResponse::Ok();
    if !compressible(content_type) {
        // Images, videos, Office zips and zips are compressed already: keep the gzip
        // middleware off them.
        answer.insert_header(header::ContentEncoding::Identity);
    }
    answer
        .insert_header((header::CONTENT_TYPE, content_type.to_owned()))
        .insert_header(disposition(name, kind))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .no_chunking(len)
        .streaming(read_stream(reader))
}

fn compressible(content_type: &str) -> bool {
    content_type.starts_with("text/")
        || matches!(content_type, "application/pdf" | "application/msword")
}

/// Opens an attachment's content in the object store.
pub async fn open(
    state: &AppState,
    attachment: &Attachment,
) -> Result<Box<dyn Read + Send>, ApiError> {
    let key = ObjectKey::parse(&attachment.object_key).map_err(ApiError::internal)?;
    let store = state.files.clone();
    web::block(move || store.get(&key)).await?.map_err(|e| {
        ApiError::internal(anyhow::Error::new(e).context(format!(
            "the object of attachment {} is missing",
            attachment.attach_id
        )))
    })
}

/// The attachment itself: its content from the object store, its stored type, its original
/// name.
pub async fn send(
    state: &AppState,
    attachment: &Attachment,
    kind: DispositionType,
) -> Result<HttpResponse, ApiError> {
    let content = open(state, attachment).await?;
    Ok(respond(
        content,
        attachment.size_bytes.unsigned_abs(),
        &attachment.content_type,
        &attachment.original_name,
        kind,
    ))
}

/// The attachment id a call names, trimmed, or 400.
pub fn attach_id(raw: Option<String>) -> Result<String, ApiError> {
    raw.map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入附件编号"))
}

/// A stream of the reader's content in blocks, each read off the async workers.
pub fn read_stream(reader: Box<dyn Read + Send>) -> impl Stream<Item = io::Result<Bytes>> {
    futures_util::stream::try_unfold(reader, |mut reader| async move {
        let (reader, block) = web::block(move || {
            let mut block = vec![0; BLOCK];
            let n = reader.read(&mut block)?;
            block.truncate(n);
            Ok::<_, io::Error>((reader, block))
        })
        .await
        .map_err(io::Error::other)??;
        // The reader is dropped once it is exhausted (a scratch file removes itself then).
        Ok((!block.is_empty()).then(|| (Bytes::from(block), reader)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chinese_name_travels_in_filename_star() {
        let value = disposition("营业执照 副本.pdf", DispositionType::Attachment).to_string();
        assert!(value.starts_with("attachment; "), "{value}");
        assert!(value.contains(r#"filename="____ __.pdf""#), "{value}");
        assert!(
            value.contains(
                "filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%20%E5%89%AF%E6%9C%AC.pdf"
            ),
            "{value}"
        );
    }

    #[test]
    fn quotes_cannot_break_out_of_the_ascii_name() {
        assert_eq!(ascii_fallback(r#"a"b\c.txt"#), "a_b_c.txt");
    }
}
