//! The response envelope every API answer carries: `{code, success, data, msg}`.

use actix_web::{http::StatusCode, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope<T> {
    /// The HTTP status, repeated for clients that only read the body.
    pub code: u16,
    pub success: bool,
    pub data: Option<T>,
    pub msg: String,
}

impl<T: Serialize> Envelope<T> {
    pub fn success(data: T) -> Self {
        Envelope {
            code: 200,
            success: true,
            data: Some(data),
            msg: "操作成功".into(),
        }
    }
}

impl Envelope<()> {
    pub fn failure(status: StatusCode, msg: String) -> Self {
        Envelope {
            code: status.as_u16(),
            success: false,
            data: None,
            msg,
        }
    }
}

/// A successful answer: 200 with `data` in the envelope.
pub fn ok<T: Serialize>(data: T) -> HttpResponse {
    HttpResponse::Ok().json(Envelope::success(data))
}

/// A successful answer whose message the screen shows (验证码发送成功).
pub fn ok_with_msg<T: Serialize>(data: T, msg: &str) -> HttpResponse {
    HttpResponse::Ok().json(Envelope {
        msg: msg.to_owned(),
        ..Envelope::success(data)
    })
}

/// The result type of every handler.
pub type ApiResult = Result<HttpResponse, crate::error::ApiError>;

/// The shape of every failure, for the API document: `data` is null and `msg` says why.
#[derive(Debug, Serialize, ToSchema)]
pub struct Failure {
    pub code: u16,
    pub success: bool,
    #[schema(value_type = Option<Object>)]
    pub data: Option<serde_json::Value>,
    pub msg: String,
}
