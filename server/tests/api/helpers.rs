//! A `TestApp` is the real server on a free port over a fresh database of its own: a SQLite
//! file by default, a new PostgreSQL database when `PLATFORM_TEST_DATABASE_URL` names a
//! PostgreSQL server (CI runs the suite both ways).

use std::{net::TcpListener, path::PathBuf, sync::Arc};

use actix_web::{web, App, HttpServer};
use diesel::{Connection, PgConnection, RunQueryDsl};
use serde_json::Value;
use server::{
    app,
    clock::{Clock, ManualClock},
    config::Config,
    db::is_postgres_url,
    seed::DEMO_PASSWORD,
    state::AppState,
};

pub const BASIC_CLIENT: &str = "Basic c2FiZXI6c2FiZXJfc2VjcmV0";
const START: i64 = 1_795_000_000;
/// The payment simulator's signing key in the tests.
pub const SIM_KEY: &str = "test-payment-simulator-key";

pub struct TestApp {
    pub address: String,
    pub clock: ManualClock,
    pub state: AppState,
    client: awc::Client,
    /// The database this server made, dropped with it; `None` beside another server.
    _db: Option<TestDb>,
}

/// One answer: the HTTP status and the parsed envelope.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: Value,
}

impl Answer {
    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
    pub fn msg(&self) -> &str {
        self.body["msg"].as_str().unwrap_or_default()
    }
    /// Asserts the envelope of a failure: the status, `success: false`, `code` and the message.
    pub fn assert_failure(&self, status: u16, msg: &str) {
        assert_eq!(self.status, status, "{:?}", self.body);
        assert_eq!(self.body["success"], false, "{:?}", self.body);
        assert_eq!(self.body["code"], status, "{:?}", self.body);
        assert_eq!(self.msg(), msg, "{:?}", self.body);
    }
    pub fn assert_ok(&self) -> &Value {
        assert_eq!(self.status, 200, "{:?}", self.body);
        assert_eq!(self.body["success"], true, "{:?}", self.body);
        self.data()
    }
}

#[derive(Default)]
pub struct Options {
    pub captcha: bool,
    pub static_dir: Option<PathBuf>,
    /// `PLATFORM_UPLOAD_MAX_MB`; the default 50 when `None`.
    pub upload_max_mb: Option<u64>,
    /// `PLATFORM_SIGNIN_PER_IP_PER_MINUTE`; the server's default when `None`.
    pub sign_in_per_ip_per_minute: Option<u32>,
    /// The S3-compatible store of the files; the data folder's `files` when `None`.
    pub s3: Option<S3Settings>,
}

/// A bucket on an S3-compatible server, for the `PLATFORM_FILES_S3_*` settings.
pub struct S3Settings {
    pub endpoint: String,
    pub bucket: String,
    pub prefix: Option<String>,
}

impl S3Settings {
    fn vars(&self) -> Vec<(&'static str, String)> {
        let mut vars = vec![
            ("PLATFORM_FILES_S3_ENDPOINT", self.endpoint.clone()),
            ("PLATFORM_FILES_S3_BUCKET", self.bucket.clone()),
            // moto takes any key; a real store's would be the operator's.
            ("AWS_ACCESS_KEY_ID", "test-access-key".into()),
            ("AWS_SECRET_ACCESS_KEY", "test-secret-key".into()),
        ];
        vars.extend(self.prefix.clone().map(|p| ("PLATFORM_FILES_S3_PREFIX", p)));
        vars
    }
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(Options::default()).await
    }

    pub async fn spawn_with(options: Options) -> TestApp {
        // The server's logs show under a failing test (RUST_LOG picks the level).
        let _ = tracing_subscriber::fmt()
            .with_env_filter(
                tracing_subscriber::EnvFilter::try_from_default_env()
                    .unwrap_or_else(|_| "warn".into()),
            )
            .with_test_writer()
            .try_init();
        let db = TestDb::create();
        let static_dir = options
            .static_dir
            .unwrap_or_else(|| db.dir.join("no-frontend"));
        let per_ip = options
            .sign_in_per_ip_per_minute
            .map(|n| ("PLATFORM_SIGNIN_PER_IP_PER_MINUTE", n.to_string()));
        let s3 = options
            .s3
            .as_ref()
            .map(S3Settings::vars)
            .unwrap_or_default();
        let vars = [
            ("PLATFORM_DATA_DIR", db.dir.to_string_lossy().into_owned()),
            ("DATABASE_URL", db.url.clone()),
            (
                "PLATFORM_CAPTCHA",
                if options.captcha { "on" } else { "off" }.into(),
            ),
            (
                "PLATFORM_STATIC_DIR",
                static_dir.to_string_lossy().into_owned(),
            ),
            ("PLATFORM_MAX_BODY_BYTES", "65536".into()),
            // the tests sign notifications as the payment simulator does
            ("PLATFORM_PAYMENT_SIM_KEY", SIM_KEY.into()),
            ("PLATFORM_DB_POOL", "4".into()),
            ("PLATFORM_DEFINITIONS_DIR", definitions_dir()),
            (
                "PLATFORM_UPLOAD_MAX_MB",
                options.upload_max_mb.unwrap_or(50).to_string(),
            ),
        ];
        let config = Config::from_lookup(|name| {
            vars.iter()
                .chain(per_ip.iter())
                .chain(s3.iter())
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        })
        .expect("test configuration");
        Self::serve(config, ManualClock::at(START), Some(db))
    }

    /// Another server on this one's database, configuration and token key (as a second
    /// server behind a load balancer): its own pool, caches and libraries, its own clock.
    /// A second server on this one's database, as behind a load balancer; answered once it
    /// hears the first one's changes (its first catch-up forgets whatever it cached before).
    pub async fn spawn_beside(&self) -> TestApp {
        let config = (*self.state.config).clone();
        let beside = Self::serve(config, ManualClock::at(START), None);
        let start = std::time::Instant::now();
        while !beside.state.changes.is_listening() {
            assert!(
                start.elapsed() < std::time::Duration::from_secs(10),
                "the second server's change listener did not connect"
            );
            actix_rt::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        beside
    }

    fn serve(config: Config, clock: ManualClock, db: Option<TestDb>) -> TestApp {
        let shared: Arc<dyn Clock> = Arc::new(clock.clone());
        let state = web::Data::new(app::build_state(config, shared).expect("app state"));
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let address = format!("http://{}", listener.local_addr().unwrap());
        let served = state.clone();
        let server = HttpServer::new(move || App::new().configure(app::configure(served.clone())))
            .workers(1)
            .listen(listener)
            .expect("listen")
            .run();
        actix_rt::spawn(server);
        TestApp {
            address,
            clock,
            state: state.get_ref().clone(),
            client: awc::Client::builder()
                .timeout(std::time::Duration::from_secs(30))
                .finish(),
            _db: db,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    async fn send(&self, req: awc::ClientRequest, body: Option<String>) -> Answer {
        let mut res = match body {
            Some(body) => req.send_body(body).await,
            None => req.send().await,
        }
        .expect("the server answers");
        let bytes = res.body().limit(1 << 24).await.expect("a body");
        let body = serde_json::from_slice(&bytes)
            .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
        Answer {
            status: res.status().as_u16(),
            body,
        }
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        let mut req = self.client.get(self.url(path));
        if let Some(token) = token {
            req = req.insert_header(("Blade-Auth", format!("bearer {token}")));
        }
        self.send(req, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>) -> Answer {
        let mut req = self.client.post(self.url(path));
        if let Some(token) = token {
            req = req.insert_header(("Blade-Auth", format!("bearer {token}")));
        }
        self.send(req, None).await
    }

    pub async fn post_json(&self, path: &str, token: Option<&str>, body: &Value) -> Answer {
        let mut req = self
            .client
            .post(self.url(path))
            .insert_header(("Content-Type", "application/json"));
        if let Some(token) = token {
            req = req.insert_header(("Blade-Auth", format!("bearer {token}")));
        }
        self.send(req, Some(body.to_string())).await
    }

    pub async fn post_raw(&self, path: &str, content_type: &str, body: String) -> Answer {
        let req = self
            .client
            .post(self.url(path))
            .insert_header(("Content-Type", content_type));
        self.send(req, Some(body)).await
    }

    /// A body as it is, with the given headers and no token.
    pub async fn post_headers(&self, path: &str, headers: &[(&str, &str)], body: String) -> Answer {
        let mut req = self.client.post(self.url(path));
        for (name, value) in headers {
            req = req.insert_header((*name, *value));
        }
        self.send(req, Some(body)).await
    }

    /// A body as it is, with a token.
    pub async fn post_raw_as(
        &self,
        path: &str,
        token: &str,
        content_type: &str,
        body: String,
    ) -> Answer {
        let req = self
            .client
            .post(self.url(path))
            .insert_header(("Content-Type", content_type))
            .insert_header(("Blade-Auth", format!("bearer {token}")));
        self.send(req, Some(body)).await
    }

    /// `POST /api/blade-auth/oauth/token` with a form body and the given headers.
    pub async fn token(&self, form: &[(&str, &str)], headers: &[(&str, &str)]) -> Answer {
        let mut req = self
            .client
            .post(self.url("/api/blade-auth/oauth/token"))
            .insert_header(("Authorization", BASIC_CLIENT))
            .insert_header(("Content-Type", "application/x-www-form-urlencoded"));
        for (name, value) in headers {
            req = req.insert_header((*name, *value));
        }
        self.send(req, Some(serde_urlencoded::to_string(form).unwrap()))
            .await
    }

    pub async fn sign_in_as(&self, account: &str, password: &str) -> Answer {
        self.token(
            &[
                ("grant_type", "password"),
                ("username", account),
                ("password", password),
            ],
            &[],
        )
        .await
    }

    /// Signs a demo user in and answers the access token.
    pub async fn access_token(&self, account: &str) -> String {
        let answer = self.sign_in_as(account, DEMO_PASSWORD).await;
        answer.assert_ok()["access_token"]
            .as_str()
            .expect("an access token")
            .to_owned()
    }

    /// The code of a captcha the server drew, read from its database as the user reads it
    /// off the image.
    pub fn captcha_code(&self, key: &str) -> String {
        use diesel::prelude::*;
        use server::schema::captchas;
        let mut conn = self.state.pool.get().unwrap();
        captchas::table
            .find(key)
            .select(captchas::code)
            .first(&mut *conn)
            .expect("the captcha is stored")
    }
}

/// An answer read as bytes, with its headers: downloads and zips.
pub struct RawAnswer {
    pub status: u16,
    pub headers: awc::http::header::HeaderMap,
    pub bytes: Vec<u8>,
}

impl RawAnswer {
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }
    /// The envelope of a failure, parsed.
    pub fn envelope(self) -> Answer {
        Answer {
            status: self.status,
            body: serde_json::from_slice(&self.bytes).unwrap_or_default(),
        }
    }
}

/// The multipart body of one upload in the field `file`, and its content type.
/// A well-formed PDF (header, one object, cross-reference table, trailer): what the upload's
/// content check accepts as a PDF.
pub fn well_formed_pdf() -> Vec<u8> {
    let mut bytes = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n".to_vec();
    let xref = bytes.len();
    bytes.extend_from_slice(b"xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \n");
    bytes.extend_from_slice(b"trailer << /Size 2 /Root 1 0 R >>\n");
    bytes.extend_from_slice(format!("startxref\n{xref}\n%%EOF\n").as_bytes());
    bytes
}

pub fn multipart_file(file_name: &str, content: &[u8]) -> (String, Vec<u8>) {
    let boundary = format!("----test{}", uuid::Uuid::new_v4().simple());
    let mut body = Vec::new();
    body.extend_from_slice(
        format!("--{boundary}\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nignored\r\n")
            .as_bytes(),
    );
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

impl TestApp {
    /// Uploads `content` as `file_name` to `path` (`put-file-attach` or `put-model-file-attach`).
    pub async fn upload(
        &self,
        path: &str,
        token: Option<&str>,
        file_name: &str,
        content: &[u8],
    ) -> Answer {
        let (content_type, body) = multipart_file(file_name, content);
        let mut req = self
            .client
            .post(self.url(path))
            .insert_header(("Content-Type", content_type));
        if let Some(token) = token {
            req = req.insert_header(("Blade-Auth", format!("bearer {token}")));
        }
        let mut res = req.send_body(body).await.expect("the server answers");
        let bytes = res.body().limit(1 << 24).await.expect("a body");
        Answer {
            status: res.status().as_u16(),
            body: serde_json::from_slice(&bytes)
                .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned())),
        }
    }

    /// A GET, or a POST with a JSON body, answered as raw bytes with headers.
    pub async fn fetch(&self, path: &str, token: Option<&str>, json: Option<&Value>) -> RawAnswer {
        let mut req = match json {
            Some(_) => self.client.post(self.url(path)),
            None => self.client.get(self.url(path)),
        };
        if let Some(token) = token {
            req = req.insert_header(("Blade-Auth", format!("bearer {token}")));
        }
        let mut res = match json {
            Some(json) => req.send_json(json).await,
            None => req.send().await,
        }
        .expect("the server answers");
        let bytes = res.body().limit(1 << 26).await.expect("a body").to_vec();
        RawAnswer {
            status: res.status().as_u16(),
            headers: res.headers().clone(),
            bytes,
        }
    }

    /// Signs in a demo user of another tenant (its `Tenant-Id` header) and answers the token.
    pub async fn access_token_in(&self, tenant: &str, account: &str) -> String {
        let answer = self
            .token(
                &[
                    ("grant_type", "password"),
                    ("username", account),
                    ("password", DEMO_PASSWORD),
                ],
                &[("Tenant-Id", tenant)],
            )
            .await;
        answer.assert_ok()["access_token"]
            .as_str()
            .expect("an access token")
            .to_owned()
    }
}

/// The repository's flows and forms; another copy of them for a run while they are being edited.
fn definitions_dir() -> String {
    std::env::var("TEST_DEFINITIONS_DIR")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/..").into())
}

/// The database every test starts from, made once per test process: migrated, seeded and
/// holding the repository's definitions, as a server's first start leaves it. Migrating and
/// seeding a database of its own took most of a short test's time (0.6 s on SQLite, 1.3 s on
/// PostgreSQL); a copy takes a fraction of it, and the server's start then finds nothing to do.
enum Template {
    /// The file a test's database is copied from.
    Sqlite(PathBuf),
    /// The database a test's is created from (`CREATE DATABASE … TEMPLATE`).
    Postgres(String),
}

static TEMPLATE: std::sync::OnceLock<Template> = std::sync::OnceLock::new();

impl Template {
    fn get(postgres_base: Option<&str>) -> &'static Template {
        TEMPLATE.get_or_init(|| match postgres_base {
            Some(base) => Self::postgres(base),
            None => Self::sqlite(),
        })
    }

    fn sqlite() -> Template {
        let prefix = "platform-test-template-";
        remove_templates_of_ended_runs(
            prefix,
            |name| {
                let _ = std::fs::remove_dir_all(std::env::temp_dir().join(name));
            },
            std::fs::read_dir(std::env::temp_dir())
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect(),
        );
        let dir = std::env::temp_dir().join(format!("{prefix}{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("platform.db");
        let _ = std::fs::remove_file(&file);
        prepare(&file.to_string_lossy());
        Template::Sqlite(file)
    }

    fn postgres(base: &str) -> Template {
        let prefix = "t_tmpl_";
        let mut admin = PgConnection::establish(base).expect("the test PostgreSQL");
        #[derive(diesel::QueryableByName)]
        struct Named {
            #[diesel(sql_type = diesel::sql_types::Text)]
            datname: String,
        }
        let existing: Vec<Named> = diesel::sql_query(format!(
            "SELECT datname::text AS datname FROM pg_database WHERE datname LIKE '{prefix}%'"
        ))
        .load(&mut admin)
        .unwrap();
        remove_templates_of_ended_runs(
            prefix,
            |name| {
                let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut admin);
            },
            existing.into_iter().map(|n| n.datname).collect(),
        );
        let name = format!(
            "{prefix}{}_{}",
            std::process::id(),
            &uuid::Uuid::new_v4().simple().to_string()[..8]
        );
        diesel::sql_query(format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .unwrap();
        prepare(&database_url(base, &name));
        Template::Postgres(name)
    }
}

/// Migrates the database and writes what a server's start would ([`app::prepare_database`]);
/// every connection is closed when it ends, so the database can be copied.
fn prepare(url: &str) {
    let (pool, _) = server::db::connect_counted(url, 1).expect("the template database");
    let mut conn = pool.get().unwrap();
    app::prepare_database(&mut conn, true, &PathBuf::from(definitions_dir()), START).unwrap();
    if let server::db::DbConn::Sqlite(_) = &mut *conn {
        // everything in the main file: the copy takes only that
        diesel::sql_query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&mut *conn)
            .unwrap();
    }
}

/// Templates are named by the process that made them; those of processes that have ended go.
fn remove_templates_of_ended_runs(prefix: &str, mut remove: impl FnMut(&str), names: Vec<String>) {
    for name in names {
        let Some(pid) = name
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('_').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !std::path::Path::new(&format!("/proc/{pid}")).exists() {
            remove(&name);
        }
    }
}

fn database_url(base: &str, name: &str) -> String {
    match base.rsplit_once('/') {
        Some((server, _)) => format!("{server}/{name}"),
        None => panic!("PLATFORM_TEST_DATABASE_URL needs a database name"),
    }
}

struct TestDb {
    dir: PathBuf,
    url: String,
    postgres: Option<(String, String)>,
}

impl TestDb {
    fn create() -> TestDb {
        let dir = std::env::temp_dir().join(format!("platform-test-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        match std::env::var("PLATFORM_TEST_DATABASE_URL")
            .ok()
            .filter(|u| is_postgres_url(u))
        {
            Some(base) => {
                let Template::Postgres(template) = Template::get(Some(&base)) else {
                    unreachable!("one backend per test process")
                };
                let name = format!("t_{}", uuid::Uuid::new_v4().simple());
                let mut admin = PgConnection::establish(&base).expect("the test PostgreSQL");
                diesel::sql_query(format!("CREATE DATABASE {name} TEMPLATE {template}"))
                    .execute(&mut admin)
                    .unwrap();
                let url = database_url(&base, &name);
                TestDb {
                    dir,
                    url,
                    postgres: Some((base, name)),
                }
            }
            None => {
                let Template::Sqlite(template) = Template::get(None) else {
                    unreachable!("one backend per test process")
                };
                let file = dir.join("platform.db");
                std::fs::copy(template, &file).unwrap();
                let url = file.to_string_lossy().into_owned();
                TestDb {
                    dir,
                    url,
                    postgres: None,
                }
            }
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Some((base, name)) = &self.postgres {
            if let Ok(mut admin) = PgConnection::establish(base) {
                let _ = diesel::sql_query(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut admin);
            }
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
