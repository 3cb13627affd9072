//! Face verification (人脸核身; issue 21 item 4, 01 §2 reset-password dialog, §7
//! `getFaceRecognitionUrl*`, §8 获取人脸核身结果失败).
//!
//! A person proves they are the holder of a citizen id by showing their face to an outside
//! provider, which compares it with the id's photo on record. [`FaceVerifier`] is what the
//! platform needs of such a provider, in the vocabulary of Tencent Cloud FaceID's `DetectAuth`
//! / `GetDetectInfoEnhanced` and Aliyun 实人认证's `InitFaceVerify` / `DescribeFaceVerify`: start
//! a verification for a name and id number with a return URL (a biz token and a URL the person
//! opens), then ask for its result. The shipped verifier is [`simulator::Simulator`]: it keeps
//! its own verifications, expires them, and lets the person choose 通过 or 不通过 on a page of
//! its own ([`sim_pages`]). A real provider plugs in as another implementation (README, "Face
//! verification"); the platform's records ([`checks`]) are the same whichever runs.

pub mod checks;
pub mod sim_pages;
pub mod simulator;

/// A verification as the provider is asked to start it.
#[derive(Clone, Debug)]
pub struct StartRequest<'a> {
    pub name: &'a str,
    pub id_number: &'a str,
    /// Where the provider's page sends the person when done (Tencent `RedirectUrl`, Aliyun
    /// `ReturnUrl`).
    pub return_url: &'a str,
}

/// A started verification: the provider's id of it and the page the person opens.
#[derive(Clone, Debug)]
pub struct Started {
    pub biz_token: String,
    pub url: String,
}

/// A verification's outcome as the provider answers it.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The person has not finished yet.
    Pending,
    /// The face matched the id's photo: how closely (0 to 100) and the frame captured.
    Passed { similarity: f64, photo: Vec<u8> },
    /// It did not match, the person gave up, or it expired.
    Failed { reason: String },
}

#[derive(Debug, thiserror::Error)]
pub enum FaceError {
    /// The provider did not answer or refused the call.
    #[error("人脸核身服务暂不可用，请稍后再试")]
    Unavailable(String),
    /// The provider has no verification with this token.
    #[error("人脸核身记录不存在")]
    Unknown,
}

/// An outside face verification provider. Calls block (a real one is an HTTP call); handlers
/// run them inside `web::block`.
pub trait FaceVerifier: Send + Sync {
    /// Its name in the platform's records (`simulator`, `tencent-faceid` …).
    fn name(&self) -> &'static str;
    fn start(&self, request: &StartRequest<'_>) -> Result<Started, FaceError>;
    fn result(&self, biz_token: &str) -> Result<Outcome, FaceError>;
}

/// The scheme and host of a URL (`https://example.org` of `https://example.org/a/b`).
pub fn origin(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    url[after_scheme..]
        .find('/')
        .map_or(url, |i| &url[..after_scheme + i])
}
