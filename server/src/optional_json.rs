//! A JSON body that may be absent: the paged lists take their defaults from no body at all,
//! but a body that is there and is not the JSON they read is refused (400 请求数据格式不正确),
//! not taken for no body.

use actix_web::{dev::Payload, web, FromRequest, HttpRequest};
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;

use crate::error::ApiError;

pub const MALFORMED: &str = "请求数据格式不正确";

pub struct OptionalJson<T>(pub Option<T>);

impl<T> OptionalJson<T> {
    /// The body, or the default when there was none.
    pub fn or_default(self) -> T
    where
        T: Default,
    {
        self.0.unwrap_or_default()
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for OptionalJson<T> {
    type Error = actix_web::Error;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        // The body as bytes, under the app's body limit (its error handler answers 413).
        let bytes = web::Bytes::from_request(req, payload);
        let path = req.path().to_owned();
        Box::pin(async move {
            let bytes = bytes.await?;
            if bytes.iter().all(u8::is_ascii_whitespace) {
                return Ok(OptionalJson(None));
            }
            serde_json::from_slice(&bytes)
                .map(|value| OptionalJson(Some(value)))
                .map_err(|error| {
                    tracing::debug!(path, %error, "malformed JSON body");
                    ApiError::bad_request(MALFORMED).into()
                })
        })
    }
}
