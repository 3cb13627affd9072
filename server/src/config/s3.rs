//! The S3-compatible object store's settings (issue 23): read only when a bucket is named.

use std::time::Duration;

use super::{positive, switch, ConfigError};

/// An S3-compatible object store (AWS S3, MinIO, Ceph …), read when
/// `PLATFORM_FILES_S3_BUCKET` is set.
#[derive(Clone)]
pub struct S3Config {
    /// `PLATFORM_FILES_S3_BUCKET`: the bucket, which must exist.
    pub bucket: String,
    /// `PLATFORM_FILES_S3_ENDPOINT`: the service's URL, e.g. `http://minio:9000`; default
    /// AWS's endpoint of the region.
    pub endpoint: Option<String>,
    /// `PLATFORM_FILES_S3_REGION`: default `us-east-1`.
    pub region: String,
    /// `PLATFORM_FILES_S3_PREFIX`: what every key starts with, e.g. `platform/prod` for keys
    /// `platform/prod/<tenant>/<id>`; default none. `/`-separated segments of ASCII letters,
    /// digits, `-`, `_` and `.`.
    pub prefix: Option<String>,
    /// `PLATFORM_FILES_S3_PATH_STYLE`: `on` addresses `<endpoint>/<bucket>/<key>` (MinIO, Ceph),
    /// `off` `<bucket>.<endpoint>/<key>`; default `on` when an endpoint is set, `off` for AWS.
    pub path_style: bool,
    /// `PLATFORM_FILES_S3_TIMEOUT_SECS`: the longest one request to the store may take (a
    /// small put, one 8 MiB part of a large one), default 120. Downloads stream for as long as
    /// the client reads, stopped only if the store sends nothing for 30 seconds.
    pub timeout: Duration,
    /// `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (both required with a bucket), and
    /// `AWS_SESSION_TOKEN` for temporary credentials.
    pub access_key: String,
    pub secret_key: String,
    pub session_token: Option<String>,
}

impl std::fmt::Debug for S3Config {
    // The secret key and the session token stay out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Config")
            .field("bucket", &self.bucket)
            .field("endpoint", &self.endpoint)
            .field("region", &self.region)
            .field("prefix", &self.prefix)
            .field("path_style", &self.path_style)
            .field("timeout", &self.timeout)
            .field("access_key", &self.access_key)
            .finish_non_exhaustive()
    }
}

impl S3Config {
    pub(super) fn from_lookup(
        lookup: &impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Self>, ConfigError> {
        let set = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let Some(bucket) = set("PLATFORM_FILES_S3_BUCKET") else {
            return Ok(None);
        };
        let endpoint = set("PLATFORM_FILES_S3_ENDPOINT")
            .map(|url| {
                if url.starts_with("http://") || url.starts_with("https://") {
                    Ok(url.trim_end_matches('/').to_owned())
                } else {
                    Err(ConfigError {
                        name: "PLATFORM_FILES_S3_ENDPOINT",
                        value: url,
                        reason: "应为 http:// 或 https:// 开头的地址",
                    })
                }
            })
            .transpose()?;
        let prefix = set("PLATFORM_FILES_S3_PREFIX")
            .map(|raw| {
                let trimmed = raw.trim_matches('/');
                match crate::files::store::ObjectKey::parse(trimmed) {
                    Ok(_) => Ok(trimmed.to_owned()),
                    Err(_) => Err(ConfigError {
                        name: "PLATFORM_FILES_S3_PREFIX",
                        value: raw,
                        reason: "应为以 / 分隔的字母、数字、-、_、. 段",
                    }),
                }
            })
            .transpose()?;
        let required = |name: &'static str| {
            set(name).ok_or(ConfigError {
                name,
                value: String::new(),
                reason: "设置了 PLATFORM_FILES_S3_BUCKET 时必须设置",
            })
        };
        Ok(Some(S3Config {
            bucket,
            path_style: switch(lookup, "PLATFORM_FILES_S3_PATH_STYLE", endpoint.is_some())?,
            endpoint,
            region: set("PLATFORM_FILES_S3_REGION").unwrap_or_else(|| "us-east-1".into()),
            prefix,
            timeout: Duration::from_secs(positive(lookup, "PLATFORM_FILES_S3_TIMEOUT_SECS", 120)?),
            access_key: required("AWS_ACCESS_KEY_ID")?,
            secret_key: required("AWS_SECRET_ACCESS_KEY")?,
            session_token: set("AWS_SESSION_TOKEN"),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Config;
    use super::*;

    /// The settings of an S3 store on a MinIO at `minio:9000`, with `extra` on top.
    fn s3_settings(extra: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars = [
            ("PLATFORM_FILES_S3_BUCKET", "platform-files"),
            ("PLATFORM_FILES_S3_ENDPOINT", "http://minio:9000/"),
            ("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE"),
            ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI"),
        ];
        // The first of a name wins: `extra` goes first.
        let vars: Vec<(String, String)> = extra
            .iter()
            .copied()
            .chain(vars)
            .map(|(n, v)| (n.to_owned(), v.to_owned()))
            .collect();
        move |name| vars.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
    }

    #[test]
    fn files_stay_in_the_data_folder_unless_a_bucket_is_named() {
        assert!(Config::from_lookup(|_| None).unwrap().files.s3.is_none());
        let blank = |n: &str| (n == "PLATFORM_FILES_S3_BUCKET").then(|| " ".into());
        assert!(Config::from_lookup(blank).unwrap().files.s3.is_none());
    }

    #[test]
    fn a_bucket_on_an_endpoint_is_addressed_by_path_in_us_east_1() {
        let s3 = Config::from_lookup(s3_settings(&[("PLATFORM_FILES_S3_PREFIX", "/prod/files/")]))
            .unwrap()
            .files
            .s3
            .unwrap();
        assert_eq!(s3.bucket, "platform-files");
        assert_eq!(s3.endpoint.as_deref(), Some("http://minio:9000"));
        assert_eq!(s3.region, "us-east-1");
        assert_eq!(s3.prefix.as_deref(), Some("prod/files"));
        assert!(s3.path_style);
        assert_eq!(s3.timeout, Duration::from_secs(120));
        assert_eq!(s3.session_token, None);

        let aws = |n: &str| match n {
            "PLATFORM_FILES_S3_ENDPOINT" => None,
            "PLATFORM_FILES_S3_REGION" => Some("cn-north-1".into()),
            other => s3_settings(&[])(other),
        };
        let s3 = Config::from_lookup(aws).unwrap().files.s3.unwrap();
        assert!(!s3.path_style, "AWS itself is addressed by host");
        assert_eq!(s3.region, "cn-north-1");
    }

    #[test]
    fn a_bucket_without_credentials_or_with_a_bad_setting_is_refused_by_name() {
        for (name, value) in [
            ("AWS_ACCESS_KEY_ID", ""),
            ("AWS_SECRET_ACCESS_KEY", " "),
            ("PLATFORM_FILES_S3_ENDPOINT", "minio:9000"),
            ("PLATFORM_FILES_S3_PREFIX", "a/../b"),
            ("PLATFORM_FILES_S3_PATH_STYLE", "sometimes"),
            ("PLATFORM_FILES_S3_TIMEOUT_SECS", "0"),
        ] {
            let err = Config::from_lookup(s3_settings(&[(name, value)])).unwrap_err();
            assert!(err.to_string().contains(name), "{name}: {err}");
        }
    }

    #[test]
    fn the_secret_key_and_the_session_token_are_not_printed() {
        let config =
            Config::from_lookup(s3_settings(&[("AWS_SESSION_TOKEN", "FwoGZXIvYXdzE")])).unwrap();
        let printed = format!("{config:?}");
        assert!(printed.contains("AKIDEXAMPLE"), "{printed}");
        assert!(!printed.contains("wJalrXUtnFEMI"), "{printed}");
        assert!(!printed.contains("FwoGZXIvYXdzE"), "{printed}");
    }
}
