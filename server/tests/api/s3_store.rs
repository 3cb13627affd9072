//! The S3 object store (issue 23) against a real S3-compatible server: moto's, which
//! `scripts/ensure-s3-server.sh` installs and whose path `make test-rust` passes in
//! `PLATFORM_TEST_S3_SERVER`. Each test starts a server of its own on a free port and makes its
//! bucket there; without the server the tests fail (in CI as on a laptop), never skip.

use std::{
    io::{self, Read},
    net::{TcpListener, TcpStream},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use s3::{bucket_ops::BucketConfiguration, creds::Credentials, Bucket, Region};
use server::{
    config::S3Config,
    files::{
        s3_store::{S3Store, PART_SIZE},
        store::{ObjectKey, ObjectStore},
    },
};

use crate::{
    files::pdf,
    helpers::{Options, S3Settings, TestApp},
};

const REGION: &str = "eu-west-1";

/// moto's server on a free port, stopped when dropped.
struct S3Server {
    child: Child,
    endpoint: String,
}

impl S3Server {
    fn start() -> S3Server {
        let program = std::env::var("PLATFORM_TEST_S3_SERVER")
            .ok()
            .filter(|p| !p.trim().is_empty())
            .unwrap_or_else(|| {
                panic!(
                    "PLATFORM_TEST_S3_SERVER is not set: the S3 store's tests need moto's server. \
                     Run them with `make test-rust`, or install it with \
                     `scripts/ensure-s3-server.sh` and pass its output: \
                     PLATFORM_TEST_S3_SERVER=\"$(scripts/ensure-s3-server.sh)\" cargo test -p server --test api s3"
                )
            });
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(&program)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("cannot start `{program}` ({e}); scripts/ensure-s3-server.sh installs it")
            });
        let mut server = S3Server {
            child,
            endpoint: format!("http://127.0.0.1:{port}"),
        };
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if let Ok(Some(status)) = server.child.try_wait() {
                panic!("`{program}` stopped at start: {status}");
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "`{program}` did not listen on port {port} within a minute"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        server
    }

    /// A new empty bucket on this server.
    fn bucket(&self) -> String {
        let name = format!("files-{}", uuid::Uuid::new_v4().simple());
        Bucket::create_with_path_style(
            &name,
            self.region(),
            Credentials::new(Some("test"), Some("test"), None, None, None).unwrap(),
            BucketConfiguration::default(),
        )
        .expect("the bucket is made");
        name
    }

    /// Not us-east-1: a bucket is made there without a location constraint, which rust-s3
    /// always sends.
    fn region(&self) -> Region {
        Region::Custom {
            region: REGION.into(),
            endpoint: self.endpoint.clone(),
        }
    }

    /// The bucket as it is, without the store's prefix: to look behind the store's back.
    fn raw(&self, bucket: &str) -> Box<Bucket> {
        let credentials = Credentials::new(Some("test"), Some("test"), None, None, None).unwrap();
        Bucket::new(bucket, self.region(), credentials)
            .unwrap()
            .with_path_style()
    }

    fn config(&self, bucket: &str, prefix: Option<&str>) -> S3Config {
        S3Config {
            bucket: bucket.into(),
            endpoint: Some(self.endpoint.clone()),
            region: REGION.into(),
            prefix: prefix.map(Into::into),
            path_style: true,
            timeout: Duration::from_secs(60),
            access_key: "test".into(),
            secret_key: "test".into(),
            session_token: None,
        }
    }

    /// A store on a new bucket of this server.
    fn store(&self) -> (S3Store, String) {
        let bucket = self.bucket();
        let store = S3Store::open(&self.config(&bucket, None)).expect("the store opens");
        (store, bucket)
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn key(k: &str) -> ObjectKey {
    ObjectKey::parse(k).unwrap()
}

/// Bytes that differ from part to part and within a part, so that a part out of place or
/// cut short shows.
fn content(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 31 + i / 4093) as u8).collect()
}

fn read_all(store: &S3Store, k: &str) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    store.get(&key(k))?.read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Multipart uploads begun in the bucket and neither completed nor aborted.
fn pending_uploads(server: &S3Server, bucket: &str) -> usize {
    server
        .raw(bucket)
        .list_multiparts_uploads(None, None)
        .unwrap()
        .iter()
        .map(|page| page.uploads.len())
        .sum()
}

/// A source that yields `left` bytes and then fails, like an upload whose client went away.
struct FailsAfter {
    left: usize,
}

impl Read for FailsAfter {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            return Err(io::Error::new(
                io::ErrorKind::ConnectionReset,
                "the client went away",
            ));
        }
        let n = buf.len().min(self.left);
        buf[..n].fill(b'x');
        self.left -= n;
        Ok(n)
    }
}

#[test]
fn a_large_object_goes_up_in_parts_comes_back_whole_and_can_be_replaced() {
    let server = S3Server::start();
    let (store, bucket) = server.store();
    // Two full parts and a short third one.
    let large = content(2 * PART_SIZE + 12_345);
    store.put(&key("000000/large"), &mut &large[..]).unwrap();
    assert_eq!(read_all(&store, "000000/large").unwrap(), large);

    store
        .put(&key("000000/large"), &mut &b"small now"[..])
        .unwrap();
    assert_eq!(read_all(&store, "000000/large").unwrap(), b"small now");

    // Exactly one part's worth is a multipart upload of one part.
    let one_part = content(PART_SIZE);
    store.put(&key("000000/edge"), &mut &one_part[..]).unwrap();
    assert_eq!(read_all(&store, "000000/edge").unwrap(), one_part);
    store.put(&key("000000/empty"), &mut io::empty()).unwrap();
    assert_eq!(read_all(&store, "000000/empty").unwrap(), b"");
    assert_eq!(pending_uploads(&server, &bucket), 0);
}

#[test]
fn a_missing_object_is_not_found_and_deleting_twice_is_fine() {
    let server = S3Server::start();
    let (store, _) = server.store();
    let missing = store.get(&key("000000/never")).err().unwrap();
    assert_eq!(missing.kind(), io::ErrorKind::NotFound, "{missing}");
    assert!(missing.to_string().contains("000000/never"), "{missing}");

    store.put(&key("000000/once"), &mut &b"hello"[..]).unwrap();
    store.delete(&key("000000/once")).unwrap();
    store.delete(&key("000000/once")).unwrap();
    store.delete(&key("000000/never")).unwrap();
    let gone = store.get(&key("000000/once")).err().unwrap();
    assert_eq!(gone.kind(), io::ErrorKind::NotFound);
}

#[test]
fn a_put_whose_source_fails_leaves_the_key_as_it_was() {
    let server = S3Server::start();
    let (store, bucket) = server.store();
    for (k, left) in [
        ("000000/small", 1000),
        // Past the first part: the multipart upload has begun and must be aborted.
        ("000000/large", PART_SIZE + PART_SIZE / 2),
    ] {
        let err = store.put(&key(k), &mut FailsAfter { left }).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::ConnectionReset, "{k}: {err}");
        let missing = store.get(&key(k)).err().unwrap();
        assert_eq!(missing.kind(), io::ErrorKind::NotFound, "{k}");
    }

    let before = content(3000);
    store.put(&key("000000/kept"), &mut &before[..]).unwrap();
    let mut failing = FailsAfter {
        left: 2 * PART_SIZE,
    };
    assert!(store.put(&key("000000/kept"), &mut failing).is_err());
    assert_eq!(read_all(&store, "000000/kept").unwrap(), before);

    // The count does see an upload left open, so that its 0 means they were aborted.
    let raw = server.raw(&bucket);
    let open = raw
        .initiate_multipart_upload("probe", "text/plain")
        .unwrap();
    assert_eq!(pending_uploads(&server, &bucket), 1);
    raw.abort_upload("probe", &open.upload_id).unwrap();
    assert_eq!(pending_uploads(&server, &bucket), 0, "aborted, not left");
}

#[test]
fn objects_live_under_the_prefix_and_bad_keys_are_refused() {
    let server = S3Server::start();
    let bucket = server.bucket();
    let store = S3Store::open(&server.config(&bucket, Some("platform/prod"))).unwrap();
    store.put(&key("000000/abc"), &mut &b"content"[..]).unwrap();
    let raw = server
        .raw(&bucket)
        .get_object("platform/prod/000000/abc")
        .unwrap();
    assert_eq!(raw.bytes().as_ref(), b"content");
    assert!(server.raw(&bucket).get_object("000000/abc").is_err());

    for bad in ["../escape", "a//b", "/abs", "a/./b", "名字"] {
        assert!(ObjectKey::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_bucket_that_is_not_there_stops_the_store_at_open() {
    let server = S3Server::start();
    let err = S3Store::open(&server.config("no-such-bucket", None)).unwrap_err();
    assert!(format!("{err:#}").contains("no-such-bucket"), "{err:#}");
}

#[actix_rt::test]
async fn an_upload_through_the_api_is_kept_in_the_bucket_and_downloads_again() {
    let server = S3Server::start();
    let bucket = server.bucket();
    let app = TestApp::spawn_with(Options {
        s3: Some(S3Settings {
            endpoint: server.endpoint.clone(),
            bucket: bucket.clone(),
            prefix: Some("uploads".into()),
        }),
        ..Options::default()
    })
    .await;
    let token = app.access_token("org_demo").await;
    // Larger than one part: the upload goes to the bucket in parts.
    let content = pdf(PART_SIZE + 1024);
    let answer = app
        .upload(
            "/api/blade-resource/oss/endpoint/put-file-attach",
            Some(&token),
            "年报.pdf",
            &content,
        )
        .await;
    let id = answer.assert_ok()["attachId"].as_str().unwrap().to_owned();

    let file = app
        .fetch(
            &format!("/api/blade-resource/oss/endpoint/downloadFile?attachId={id}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(file.status, 200);
    assert_eq!(file.header("content-type"), "application/pdf");
    assert!(file.bytes == content, "the download is the upload");

    let stored = server
        .raw(&bucket)
        .get_object(format!("uploads/000000/{id}"))
        .unwrap();
    assert_eq!(stored.bytes().len(), content.len());
    let local = app.state.config.data_dir.join("files");
    assert!(!local.exists(), "nothing in the data folder's store");
}
