//! Configuration: one typed struct per concern, read once from the environment at start.
//! Every variable has a default that makes `make run` work on a fresh machine.

use std::{env, path::PathBuf, time::Duration};

mod s3;
pub use s3::S3Config;

#[derive(Debug, thiserror::Error)]
#[error("配置项 {name} 的值 `{value}` 无效: {reason}")]
pub struct ConfigError {
    name: &'static str,
    value: String,
    reason: &'static str,
}

/// Where the server listens and what it serves besides the API.
#[derive(Clone, Debug)]
pub struct HttpConfig {
    /// `PLATFORM_LISTEN`, default `0.0.0.0:8080`.
    pub listen: String,
    /// `PLATFORM_STATIC_DIR`: the built frontend, default `frontend/dist`.
    pub static_dir: PathBuf,
    /// `PLATFORM_MAX_BODY_BYTES`: largest JSON or form body, default 2 MiB.
    pub max_body_bytes: usize,
    /// `PLATFORM_SHUTDOWN_SECS`: how long in-flight requests get on shutdown, default 30.
    pub shutdown_secs: u64,
    /// `PLATFORM_PUBLIC_CACHE_SECS`: how long a public showcase answer is kept in memory and
    /// served again, default 10; 0 turns the cache off.
    pub public_cache: Duration,
}

/// The database and the folder that holds the embedded one.
#[derive(Clone, Debug)]
pub struct DatabaseConfig {
    /// `DATABASE_URL`: `postgres://…` for PostgreSQL, anything else is a SQLite file path.
    /// Default: `<data dir>/platform.db`.
    pub url: String,
    /// `PLATFORM_DB_POOL`: connections in the pool, default 8. SQLite runs in WAL mode with a
    /// busy timeout, so its writers queue instead of failing.
    pub pool_size: u32,
}

/// Sign-in, tokens and lock-out.
#[derive(Clone)]
pub struct AuthConfig {
    /// `PLATFORM_ACCESS_TOKEN_SECS`: access token lifetime (the spec's tokenTime), default 600.
    pub access_token_ttl: Duration,
    /// `PLATFORM_REFRESH_TOKEN_SECS`: refresh token and session lifetime, default 7 days.
    pub refresh_token_ttl: Duration,
    /// `PLATFORM_CAPTCHA`: `on` (default) or `off` for automated demos.
    pub captcha_enabled: bool,
    /// `PLATFORM_CAPTCHA_SECS`: how long a captcha may be answered, default 300.
    pub captcha_ttl: Duration,
    /// `PLATFORM_LOGIN_MAX_FAILURES`: failed sign-ins before the account locks, default 5.
    pub max_failed_logins: i32,
    /// `PLATFORM_LOGIN_LOCK_SECS`: how long a locked account stays locked, default 900.
    pub lock_duration: Duration,
    /// `PLATFORM_SIGNIN_PER_IP_PER_MINUTE`: calls of the token endpoint one client address may
    /// make a minute (all at once, if it likes), default 300; 0 turns the limit off.
    pub sign_in_per_ip_per_minute: u32,
    /// `PLATFORM_HOLDER_LOOKUPS_PER_MINUTE`: holder look-ups an applicant (not staff) may make
    /// a minute in a form's picker, default 30; 0 turns the limit off.
    pub holder_lookups_per_minute: u32,
    /// `PLATFORM_CLIENT_ID` / `PLATFORM_CLIENT_SECRET`: the basic client header, default
    /// `saber` / `saber_secret`.
    pub client_id: String,
    pub client_secret: String,
    /// `PLATFORM_TOKEN_SECRET`: the key that signs tokens. Every server process of one
    /// deployment must share it; when unset a random one is kept in the data folder.
    pub token_secret: Option<String>,
}

impl std::fmt::Debug for AuthConfig {
    // The secrets stay out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuthConfig")
            .field("access_token_ttl", &self.access_token_ttl)
            .field("refresh_token_ttl", &self.refresh_token_ttl)
            .field("captcha_enabled", &self.captcha_enabled)
            .field("max_failed_logins", &self.max_failed_logins)
            .field("lock_duration", &self.lock_duration)
            .field("sign_in_per_ip_per_minute", &self.sign_in_per_ip_per_minute)
            .field("holder_lookups_per_minute", &self.holder_lookups_per_minute)
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

/// Uploaded files (spec 01 §5, §9).
#[derive(Clone, Debug)]
pub struct FilesConfig {
    /// `PLATFORM_UPLOAD_MAX_MB`: the largest upload in MB (the spec's 50M), default 50. The
    /// files themselves live under `<data dir>/files`, or in the S3 bucket of `s3`.
    pub max_upload_mb: u64,
    /// The S3-compatible object store that several server processes share (issue 23); `None`
    /// (no `PLATFORM_FILES_S3_BUCKET`) keeps the files under `<data dir>/files`.
    pub s3: Option<S3Config>,
    /// `PLATFORM_PDF_FONT`: the CJK font file (TTF, OTF or a TTC, whose Simplified Chinese face
    /// is used) the business documents are written in; by default Debian's fonts-noto-cjk
    /// (`/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc`) where it is installed.
    pub pdf_font: Option<PathBuf>,
}

impl FilesConfig {
    pub fn max_upload_bytes(&self) -> u64 {
        self.max_upload_mb.saturating_mul(1024 * 1024)
    }
}

/// The payment gateway (02 §7 rem-trade payment; issue 19).
#[derive(Clone)]
pub struct PaymentConfig {
    /// `PLATFORM_PAYMENT_ORDER_SECS`: how long a payment QR code may be paid, default 1800.
    pub order_ttl: Duration,
    /// `PLATFORM_PAYMENT_NOTIFY_URL`: where the gateway sends its payment notifications;
    /// default: this server as the caller reached it, `/api/rem-trade/payment/notify`.
    pub notify_url: Option<String>,
    /// `PLATFORM_PAYMENT_SIM_KEY`: the key the payment simulator signs its notifications
    /// with; default: a random one per process.
    pub simulator_key: Option<String>,
}

/// The e-signature provider (01 §7 "Electronic contract"; issue 21 item 7).
#[derive(Clone, Debug)]
pub struct EContractConfig {
    /// `PLATFORM_ECONTRACT_RETURN_URL`: the platform's page the provider sends a signer back
    /// to after signing (its origin is also where the simulator's signing pages are reached);
    /// default: this server as the caller reached it.
    pub return_url: Option<String>,
}

impl std::fmt::Debug for PaymentConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PaymentConfig")
            .field("order_ttl", &self.order_ttl)
            .field("notify_url", &self.notify_url)
            .finish_non_exhaustive()
    }
}

/// The face verification provider (01 §7 `getFaceRecognitionUrl*`; issue 21 item 4).
#[derive(Clone, Debug)]
pub struct FaceConfig {
    /// `PLATFORM_FACE_VERIFICATION_SECS`: how long a started face verification may be done
    /// (the simulator's expiry; a real provider has its own), default 600.
    pub verification_ttl: Duration,
    /// `PLATFORM_FACE_RETURN_URL`: where the provider's page sends the person when done;
    /// default: this server as the caller reached it, `/`.
    pub return_url: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Config {
    /// `PLATFORM_DATA_DIR`: the embedded database, the token key and uploaded files,
    /// default `./data`.
    pub data_dir: PathBuf,
    pub http: HttpConfig,
    pub database: DatabaseConfig,
    pub auth: AuthConfig,
    pub files: FilesConfig,
    pub payment: PaymentConfig,
    pub face: FaceConfig,
    pub econtract: EContractConfig,
    /// `PLATFORM_SEED_DEMO`: load the demo data on start, default `on`.
    pub seed_demo: bool,
    /// `PLATFORM_DEFINITIONS_DIR`: the folder holding `flows/` and `forms/`, default `.` (the
    /// repository root, where `make run` starts the server).
    pub definitions_dir: PathBuf,
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| env::var(name).ok())
    }

    /// Reads the configuration through `lookup`, so tests can build one without touching the
    /// process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let data_dir = PathBuf::from(lookup("PLATFORM_DATA_DIR").unwrap_or_else(|| "data".into()));
        let url = lookup("DATABASE_URL")
            .unwrap_or_else(|| data_dir.join("platform.db").to_string_lossy().into_owned());
        Ok(Config {
            http: HttpConfig {
                listen: lookup("PLATFORM_LISTEN").unwrap_or_else(|| "0.0.0.0:8080".into()),
                static_dir: PathBuf::from(
                    lookup("PLATFORM_STATIC_DIR").unwrap_or_else(|| "frontend/dist".into()),
                ),
                max_body_bytes: number(&lookup, "PLATFORM_MAX_BODY_BYTES", 2 * 1024 * 1024)?,
                shutdown_secs: number(&lookup, "PLATFORM_SHUTDOWN_SECS", 30)?,
                public_cache: secs(&lookup, "PLATFORM_PUBLIC_CACHE_SECS", 10)?,
            },
            database: DatabaseConfig {
                url,
                pool_size: number(&lookup, "PLATFORM_DB_POOL", 8)?,
            },
            auth: AuthConfig {
                access_token_ttl: secs(&lookup, "PLATFORM_ACCESS_TOKEN_SECS", 600)?,
                refresh_token_ttl: secs(&lookup, "PLATFORM_REFRESH_TOKEN_SECS", 7 * 24 * 3600)?,
                captcha_enabled: switch(&lookup, "PLATFORM_CAPTCHA", true)?,
                captcha_ttl: secs(&lookup, "PLATFORM_CAPTCHA_SECS", 300)?,
                max_failed_logins: number(&lookup, "PLATFORM_LOGIN_MAX_FAILURES", 5)?,
                lock_duration: secs(&lookup, "PLATFORM_LOGIN_LOCK_SECS", 900)?,
                sign_in_per_ip_per_minute: number(
                    &lookup,
                    "PLATFORM_SIGNIN_PER_IP_PER_MINUTE",
                    300,
                )?,
                holder_lookups_per_minute: number(
                    &lookup,
                    "PLATFORM_HOLDER_LOOKUPS_PER_MINUTE",
                    30,
                )?,
                client_id: lookup("PLATFORM_CLIENT_ID").unwrap_or_else(|| "saber".into()),
                client_secret: lookup("PLATFORM_CLIENT_SECRET")
                    .unwrap_or_else(|| "saber_secret".into()),
                token_secret: lookup("PLATFORM_TOKEN_SECRET").filter(|s| !s.is_empty()),
            },
            files: FilesConfig {
                max_upload_mb: positive(&lookup, "PLATFORM_UPLOAD_MAX_MB", 50)?,
                s3: S3Config::from_lookup(&lookup)?,
                pdf_font: lookup("PLATFORM_PDF_FONT")
                    .filter(|p| !p.trim().is_empty())
                    .map(PathBuf::from),
            },
            payment: PaymentConfig {
                order_ttl: Duration::from_secs(positive(
                    &lookup,
                    "PLATFORM_PAYMENT_ORDER_SECS",
                    1800,
                )?),
                notify_url: lookup("PLATFORM_PAYMENT_NOTIFY_URL").filter(|s| !s.is_empty()),
                simulator_key: lookup("PLATFORM_PAYMENT_SIM_KEY").filter(|s| !s.is_empty()),
            },
            face: FaceConfig {
                verification_ttl: Duration::from_secs(positive(
                    &lookup,
                    "PLATFORM_FACE_VERIFICATION_SECS",
                    600,
                )?),
                return_url: lookup("PLATFORM_FACE_RETURN_URL").filter(|s| !s.is_empty()),
            },
            econtract: EContractConfig {
                return_url: lookup("PLATFORM_ECONTRACT_RETURN_URL").filter(|s| !s.is_empty()),
            },
            seed_demo: switch(&lookup, "PLATFORM_SEED_DEMO", true)?,
            definitions_dir: PathBuf::from(
                lookup("PLATFORM_DEFINITIONS_DIR").unwrap_or_else(|| ".".into()),
            ),
            data_dir,
        })
    }
}

fn number<T: std::str::FromStr>(
    lookup: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError> {
    match lookup(name) {
        None => Ok(default),
        Some(value) => value.trim().parse().map_err(|_| ConfigError {
            name,
            value,
            reason: "应为非负整数",
        }),
    }
}

fn positive(
    lookup: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: u64,
) -> Result<u64, ConfigError> {
    match number(lookup, name, default)? {
        0 => Err(ConfigError {
            name,
            value: "0".into(),
            reason: "应为正整数",
        }),
        n => Ok(n),
    }
}

fn secs(
    lookup: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: u64,
) -> Result<Duration, ConfigError> {
    number(lookup, name, default).map(Duration::from_secs)
}

fn switch(
    lookup: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: bool,
) -> Result<bool, ConfigError> {
    match lookup(name).as_deref().map(str::trim) {
        None => Ok(default),
        Some("on" | "true" | "1" | "yes") => Ok(true),
        Some("off" | "false" | "0" | "no") => Ok(false),
        Some(other) => Err(ConfigError {
            name,
            value: other.into(),
            reason: "应为 on 或 off",
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_serve_the_embedded_database_on_port_8080_with_captcha_on() {
        let config = Config::from_lookup(|_| None).unwrap();
        assert_eq!(config.http.listen, "0.0.0.0:8080");
        assert_eq!(config.database.url, "data/platform.db");
        assert!(config.auth.captcha_enabled);
        assert_eq!(config.auth.access_token_ttl, Duration::from_secs(600));
        assert_eq!(config.files.max_upload_mb, 50);
        assert_eq!(config.files.max_upload_bytes(), 50 * 1024 * 1024);
    }

    #[test]
    fn an_upload_limit_of_zero_is_refused() {
        let err = Config::from_lookup(|n| (n == "PLATFORM_UPLOAD_MAX_MB").then(|| "0".into()))
            .unwrap_err();
        assert!(err.to_string().contains("PLATFORM_UPLOAD_MAX_MB"), "{err}");
    }

    #[test]
    fn a_malformed_value_is_refused_with_its_name() {
        let err =
            Config::from_lookup(|n| (n == "PLATFORM_CAPTCHA").then(|| "maybe".into())).unwrap_err();
        assert!(err.to_string().contains("PLATFORM_CAPTCHA"), "{err}");
        let err = Config::from_lookup(|n| (n == "PLATFORM_ACCESS_TOKEN_SECS").then(|| "-1".into()))
            .unwrap_err();
        assert!(
            err.to_string().contains("PLATFORM_ACCESS_TOKEN_SECS"),
            "{err}"
        );
    }

    #[test]
    fn secrets_are_not_printed() {
        let config =
            Config::from_lookup(|n| (n == "PLATFORM_TOKEN_SECRET").then(|| "hunter2".into()))
                .unwrap();
        assert!(!format!("{config:?}").contains("hunter2"));
    }
}
