//! The object store over an S3-compatible service (AWS S3, MinIO, Ceph …): the store that the
//! server processes of one deployment share behind a load balancer (issue 23), chosen when
//! `PLATFORM_FILES_S3_BUCKET` is set. rust-s3's blocking client; like `LocalStore`'s, its calls
//! run inside `web::block`.
//!
//! A put is one PUT request when the content fits in one part, else a multipart upload, which
//! S3 shows under the key only once it is completed and which is aborted on any failure: either
//! way a failed put leaves the key as it was. Only one part is held in memory at a time. A get
//! streams the object's body as the caller reads it.

use std::io::{self, Read};

use anyhow::Context;
use s3::{
    command::Command,
    creds::Credentials,
    error::S3Error,
    request::{blocking::AttoRequest, Request},
    serde_types::Part,
    Bucket, Region,
};

use super::store::{ObjectKey, ObjectStore};
use crate::config::S3Config;

/// The size of one part of a multipart upload, and the size from which a put is one. S3 wants
/// at least 5 MiB in every part but the last.
pub const PART_SIZE: usize = 8 * 1024 * 1024;
/// S3's limit of parts in one upload (80 GB here, far above any upload limit).
const MAX_PARTS: u32 = 10_000;
/// The type every object is stored with: the attachment's row keeps the real one.
const CONTENT_TYPE: &str = "application/octet-stream";

pub struct S3Store {
    /// Every call but a get, each request bounded by `PLATFORM_FILES_S3_TIMEOUT_SECS`.
    bucket: Box<Bucket>,
    /// The same bucket without a whole-request deadline, for gets: a download streams the
    /// object to the client as fast as the client takes it, which may take longer than any
    /// fixed deadline. attohttpc's read timeout (30 s without a byte) still ends a stalled one.
    streaming: Box<Bucket>,
    /// Empty, or the configured prefix followed by `/`.
    prefix: String,
}

impl std::fmt::Debug for S3Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The bucket holds the credentials: only its name is shown.
        f.debug_struct("S3Store")
            .field("bucket", &self.bucket.name)
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

impl S3Store {
    /// Connects to the bucket and lists one key under the prefix, so that a wrong endpoint, a
    /// missing bucket or refused credentials stop the server at start, not at the first upload.
    pub fn open(config: &S3Config) -> anyhow::Result<S3Store> {
        let region = match &config.endpoint {
            Some(endpoint) => Region::Custom {
                region: config.region.clone(),
                endpoint: endpoint.clone(),
            },
            None => match config.region.parse::<Region>() {
                // rust-s3 takes an unknown name for an endpoint, which it is not.
                Ok(Region::Custom { .. }) | Err(_) => anyhow::bail!(
                    "PLATFORM_FILES_S3_REGION `{}` is no AWS region the S3 client knows; \
                     set PLATFORM_FILES_S3_ENDPOINT to the service's URL",
                    config.region
                ),
                Ok(region) => region,
            },
        };
        let credentials = Credentials::new(
            Some(&config.access_key),
            Some(&config.secret_key),
            None,
            config.session_token.as_deref(),
            None,
        )?;
        let mut bucket = Bucket::new(&config.bucket, region, credentials)?;
        if config.path_style {
            bucket = bucket.with_path_style();
        }
        bucket.set_request_timeout(Some(config.timeout));
        let mut streaming = bucket.clone();
        streaming.set_request_timeout(None);
        let store = S3Store {
            bucket,
            streaming,
            prefix: config
                .prefix
                .as_ref()
                .map(|p| format!("{p}/"))
                .unwrap_or_default(),
        };
        store
            .bucket
            .list_page(store.prefix.clone(), None, None, None, Some(1))
            .with_context(|| {
                format!(
                    "the S3 bucket `{}` at {} cannot be listed with the configured credentials",
                    config.bucket,
                    config.endpoint.as_deref().unwrap_or("AWS")
                )
            })?;
        Ok(store)
    }

    /// The object's path in the bucket: the key under the prefix.
    fn path(&self, key: &ObjectKey) -> String {
        format!("{}{}", self.prefix, key)
    }

    /// A content of `PART_SIZE` bytes or more, in parts; the upload is aborted if any part or
    /// the completion fails, so that no part is left stored (and billed) under no object.
    fn put_multipart(&self, path: &str, first: Vec<u8>, source: &mut dyn Read) -> io::Result<()> {
        let upload = self
            .bucket
            .initiate_multipart_upload(path, CONTENT_TYPE)
            .map_err(|e| failure("multipart upload start", path, e))?;
        let id = upload.upload_id;
        let stored = self.put_parts(path, &id, first, source).and_then(|parts| {
            self.bucket
                .complete_multipart_upload(path, &id, parts)
                .map_err(|e| failure("multipart upload completion", path, e))
        });
        if stored.is_err() {
            if let Err(err) = self.bucket.abort_upload(path, &id) {
                // The parts stay until a lifecycle rule removes them; the key holds nothing.
                tracing::warn!(path, upload_id = %id, error = %err, "a failed multipart upload could not be aborted");
            }
        }
        stored.map(drop)
    }

    /// Sends `first` and the rest of `source` as parts 1, 2 … and answers their tags.
    fn put_parts(
        &self,
        path: &str,
        id: &str,
        first: Vec<u8>,
        source: &mut dyn Read,
    ) -> io::Result<Vec<Part>> {
        let mut parts = Vec::new();
        let mut chunk = first;
        for number in 1..=MAX_PARTS {
            let part = self
                .bucket
                .put_multipart_chunk(&chunk, path, number, id, CONTENT_TYPE)
                .map_err(|e| failure("part upload", path, e))?;
            parts.push(part);
            if chunk.len() < PART_SIZE {
                return Ok(parts);
            }
            chunk = read_part(source)?;
            if chunk.is_empty() {
                return Ok(parts);
            }
        }
        Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("S3 put of `{path}`: more than {MAX_PARTS} parts of {PART_SIZE} bytes"),
        ))
    }
}

impl ObjectStore for S3Store {
    fn put(&self, key: &ObjectKey, source: &mut dyn Read) -> io::Result<()> {
        let path = self.path(key);
        let first = read_part(source)?;
        if first.len() < PART_SIZE {
            return self
                .bucket
                .put_object(&path, &first)
                .map(drop)
                .map_err(|e| failure("put", &path, e));
        }
        self.put_multipart(&path, first, source)
    }

    fn get(&self, key: &ObjectKey) -> io::Result<Box<dyn Read + Send>> {
        let path = self.path(key);
        // The bucket's own `get_object` reads the whole body into memory; its request hands
        // over the response, whose body is then read as the download goes.
        let response = AttoRequest::new(&self.streaming, &path, Command::GetObject)
            .and_then(|request| request.response())
            .map_err(|e| failure("get", &path, e))?;
        Ok(Box::new(response))
    }

    fn delete(&self, key: &ObjectKey) -> io::Result<()> {
        let path = self.path(key);
        match self.bucket.delete_object(&path) {
            // S3 answers a delete of a missing key with 204; some compatible stores with 404.
            Ok(_) | Err(S3Error::HttpFailWithBody(404, _)) => Ok(()),
            Err(e) => Err(failure("delete", &path, e)),
        }
    }
}

/// Up to `PART_SIZE` bytes of `source`: fewer only at its end.
fn read_part(source: &mut dyn Read) -> io::Result<Vec<u8>> {
    let mut part = Vec::new();
    source.take(PART_SIZE as u64).read_to_end(&mut part)?;
    Ok(part)
}

/// An S3 failure as the store's I/O error, naming the call and the object: a missing object
/// is `NotFound` (what callers test for), refused credentials `PermissionDenied`.
fn failure(call: &str, path: &str, err: S3Error) -> io::Error {
    let kind = match &err {
        S3Error::HttpFailWithBody(404, _) => io::ErrorKind::NotFound,
        S3Error::HttpFailWithBody(401 | 403, _) => io::ErrorKind::PermissionDenied,
        S3Error::Io(e) => e.kind(),
        _ => io::ErrorKind::Other,
    };
    io::Error::new(kind, format!("S3 {call} of `{path}`: {err}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_is_cut_at_the_part_size_and_the_rest_follows() {
        let content = vec![7u8; PART_SIZE + 10];
        let mut source = &content[..];
        assert_eq!(read_part(&mut source).unwrap().len(), PART_SIZE);
        assert_eq!(read_part(&mut source).unwrap().len(), 10);
        assert!(read_part(&mut source).unwrap().is_empty());
    }

    #[test]
    fn a_missing_object_is_not_found_and_refused_credentials_are_permission_denied() {
        let missing = failure(
            "get",
            "p/k",
            S3Error::HttpFailWithBody(404, "NoSuchKey".into()),
        );
        assert_eq!(missing.kind(), io::ErrorKind::NotFound);
        assert!(missing.to_string().contains("S3 get of `p/k`"), "{missing}");
        let refused = failure("put", "p/k", S3Error::HttpFailWithBody(403, String::new()));
        assert_eq!(refused.kind(), io::ErrorKind::PermissionDenied);
        let busy = failure("put", "p/k", S3Error::HttpFailWithBody(503, String::new()));
        assert_eq!(busy.kind(), io::ErrorKind::Other);
    }
}
