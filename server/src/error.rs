//! The one error type of the API. Every failure leaves the server as the envelope
//! `{code, success: false, data: null, msg}` with the matching HTTP status; the message is the
//! user's, in Chinese where the spec gives one. Handlers return `Result<_, ApiError>`; nothing
//! else decides a status code.

use actix_web::{http::StatusCode, HttpResponse, ResponseError};

use crate::envelope::Envelope;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request is malformed or breaks a business rule; the message says which.
    #[error("{0}")]
    BadRequest(String),
    /// No valid token: missing, expired, revoked or signed by someone else.
    #[error("{0}")]
    Unauthorized(String),
    /// Signed in, but this user may not do this.
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// The state changed under the request (a task completed twice, a duplicate).
    #[error("{0}")]
    Conflict(String),
    /// The account is locked after repeated failed sign-ins.
    #[error("{0}")]
    Locked(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    /// Too many calls from one client address (see `rate_limit`).
    #[error("{0}")]
    TooManyRequests(String),
    /// An outside service the call needs did not answer (the business registry); the user may
    /// try again later.
    #[error("{0}")]
    Unavailable(String),
    /// The form data breaks its rules: the first error is the message, all are in `data`.
    #[error("{}", first_error(.0))]
    Invalid(Vec<crate::field_error::FieldErrorView>),
    /// A rule asks the user to confirm before going on; resend with `confirmed: true`.
    #[error("{0}")]
    NeedsConfirmation(String),
    /// The financial tables' sums that do not hold (02 §3), one text each: resend with
    /// `confirmedWarnings` naming every one of them. A flow's question is asked apart, so
    /// confirming the sums never answers it, nor the other way round.
    #[error("{}", .0.join("\n"))]
    ConfirmWarnings(Vec<String>),
    /// A rule of a published flow failed when it ran: it ran out of its budget (the data is
    /// too large for it) or raised an error. Named in `data`, so the analyst finds it in the
    /// studio; the message names no rule.
    #[error("{}", rule_failure_message(.0))]
    RuleFailed(Box<engine::instance::ScriptError>),
    /// A refusal whose details the screen lists (a definition's problems) go in `data`.
    #[error("{0}")]
    RefusedWith(String, serde_json::Value),
    /// Anything the user cannot fix. The cause is logged, never sent.
    #[error("系统繁忙，请稍后再试")]
    Internal(#[source] anyhow::Error),
}

impl ApiError {
    pub fn bad_request(msg: impl Into<String>) -> Self {
        Self::BadRequest(msg.into())
    }
    pub fn forbidden(msg: impl Into<String>) -> Self {
        Self::Forbidden(msg.into())
    }
    pub fn not_found(msg: impl Into<String>) -> Self {
        Self::NotFound(msg.into())
    }
    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        Self::Internal(cause.into())
    }

    // The refusals many calls share, named once so their words stay the spec's everywhere.

    /// No flow (or no version of it) for the appId.
    pub fn no_such_business() -> Self {
        Self::not_found("业务不存在")
    }
    pub fn no_such_form() -> Self {
        Self::not_found("表单不存在")
    }
    pub fn no_such_application() -> Self {
        Self::not_found("申请不存在")
    }
    /// A definition's version that was never published.
    pub fn no_such_version() -> Self {
        Self::not_found("该版本不存在")
    }
    pub fn no_such_definition() -> Self {
        Self::not_found("定义不存在")
    }
    /// Someone else acted on the task first, or the application moved on.
    pub fn task_taken() -> Self {
        Self::Conflict("该任务已被处理，请刷新后查看".into())
    }
    pub fn not_your_task() -> Self {
        Self::forbidden("无权处理该任务")
    }
    /// Form data that is not a JSON object.
    pub fn malformed_form_data() -> Self {
        Self::bad_request("表单数据格式不正确")
    }
    pub fn voucher_not_ready() -> Self {
        Self::bad_request("流程未办结，暂时无法打印凭证")
    }

    /// The refusal with `prefix` before its message (the row of a bulk table it concerns).
    pub fn prefixed(self, prefix: &str) -> Self {
        match self {
            Self::BadRequest(message) => Self::BadRequest(format!("{prefix}{message}")),
            Self::Forbidden(message) => Self::Forbidden(format!("{prefix}{message}")),
            other => other,
        }
    }

    /// The refusal placed at the form field it concerns, so the form shows it there.
    pub fn at_field(self, field: &str, label: &str) -> Self {
        match self {
            Self::BadRequest(message) | Self::Forbidden(message) => {
                Self::Invalid(vec![crate::field_error::FieldErrorView {
                    field: field.to_owned(),
                    rule: "register".into(),
                    message,
                    label: label.to_owned(),
                }])
            }
            other => other,
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::Locked(_) => StatusCode::LOCKED,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Invalid(_) | Self::RefusedWith(..) => StatusCode::BAD_REQUEST,
            Self::NeedsConfirmation(_) | Self::ConfirmWarnings(_) => {
                StatusCode::PRECONDITION_REQUIRED
            }
            Self::RuleFailed(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let Self::Internal(cause) = self {
            tracing::error!(error = ?cause, "request failed");
        }
        let status = self.status_code();
        let mut envelope = Envelope::<()>::failure(status, self.to_string());
        let data = match self {
            Self::Invalid(errors) => Some(serde_json::json!({ "errors": errors })),
            Self::NeedsConfirmation(_) => Some(serde_json::json!({ "needsConfirmation": true })),
            Self::ConfirmWarnings(warnings) => {
                Some(serde_json::json!({ "needsConfirmation": true, "warnings": warnings }))
            }
            Self::RefusedWith(_, data) => Some(data.clone()),
            Self::RuleFailed(failure) => Some(serde_json::json!({
                "appId": failure.app_id, "nodeId": failure.node, "script": failure.script,
                "line": failure.line, "kind": failure.kind,
            })),
            _ => None,
        };
        match data {
            Some(data) => HttpResponse::build(status).json(Envelope {
                code: envelope.code,
                success: false,
                data: Some(data),
                msg: std::mem::take(&mut envelope.msg),
            }),
            None => HttpResponse::build(status).json(envelope),
        }
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(err: diesel::result::Error) -> Self {
        Self::internal(err)
    }
}

impl From<r2d2::Error> for ApiError {
    fn from(err: r2d2::Error) -> Self {
        Self::internal(err)
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(err: actix_web::error::BlockingError) -> Self {
        Self::internal(anyhow::anyhow!("{err}"))
    }
}

/// What the user reads of a rule that failed: never the rule's name (an internal id, issue
/// 15); the analyst finds it in the answer's data and in the studio's list of failures.
fn rule_failure_message(failure: &engine::instance::ScriptError) -> String {
    match failure.kind {
        engine::script::FailureKind::Runaway => {
            "填写的数据过多，业务规则无法在限定时间内完成校验，请减少后再提交".to_owned()
        }
        _ => "业务规则运行出错，暂时无法办理，请联系管理员".to_owned(),
    }
}

/// 【label】message of the first error, as the spec's 提示 dialog shows it.
fn first_error(errors: &[crate::field_error::FieldErrorView]) -> String {
    match errors.first() {
        Some(e) if !e.label.is_empty() => format!("【{}】{}", e.label, e.message),
        Some(e) => e.message.clone(),
        None => "表单校验未通过".into(),
    }
}

#[cfg(test)]
mod tests {
    use actix_web::{body::to_bytes, ResponseError};
    use engine::{instance::ScriptError, script::FailureKind};

    use super::ApiError;

    fn failure(kind: FailureKind) -> ApiError {
        ApiError::RuleFailed(Box::new(ScriptError {
            app_id: "550004".into(),
            node: "apply".into(),
            script: "service_rows".into(),
            line: Some(7),
            kind,
            message: "Too many operations".into(),
        }))
    }

    #[actix_rt::test]
    async fn a_rule_out_of_its_budget_is_a_422_that_asks_for_less_data_never_a_500() {
        let error = failure(FailureKind::Runaway);
        assert_eq!(error.status_code().as_u16(), 422);
        let body = to_bytes(error.error_response().into_body()).await.unwrap();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            body["msg"],
            "填写的数据过多，业务规则无法在限定时间内完成校验，请减少后再提交"
        );
        // the rule is named in the data, for the analyst, never in the message (issue 15)
        assert_eq!(body["data"]["script"], "service_rows");
        assert_eq!(body["data"]["kind"], "runaway");
        assert_eq!(body["data"]["line"], 7);
    }

    #[actix_rt::test]
    async fn a_rule_that_raises_an_error_is_a_422_naming_it_in_its_data_only() {
        let error = failure(FailureKind::Failed);
        assert_eq!(error.status_code().as_u16(), 422);
        assert_eq!(
            error.to_string(),
            "业务规则运行出错，暂时无法办理，请联系管理员"
        );
    }
}
