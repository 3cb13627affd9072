//! `POST /api/blade-auth/oauth/validateSlideCodeAndSend {key, x, phone, purpose, tenantId}`:
//! the visitor who dropped the piece on the gap is sent a code (by default to register). The
//! puzzle is spent either way; a failed one is drawn again.

use actix_web::{post, web, HttpRequest};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::solve_slide;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    routes::sms::support as sms,
    sms::codes::{Purpose, Sent},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlideSendBody {
    #[serde(default)]
    pub key: String,
    /// Where the piece was dropped, in pixels from the left of the picture.
    #[serde(default)]
    pub x: f64,
    #[serde(default)]
    pub phone: String,
    /// register (default), reset or login.
    pub purpose: Option<String>,
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    post, path = "/api/blade-auth/oauth/validateSlideCodeAndSend", tag = "account",
    request_body = SlideSendBody,
    responses(
        (status = 200, description = "验证码发送成功", body = Envelope<Sent>),
        (status = 400, description = "滑块验证未通过，请重新验证; the phone's messages", body = Failure),
        (status = 429, description = "the code limits", body = Failure),
        (status = 503, description = "验证码发送失败", body = Failure))
)]
#[post("/blade-auth/oauth/validateSlideCodeAndSend")]
pub async fn validate_slide_and_send(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<SlideSendBody>,
) -> ApiResult {
    let body = body.or_default();
    let purpose = match body.purpose.as_deref() {
        None | Some("") => Purpose::Register,
        named => sms::visitor_purpose(named)?,
    };
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    // a mistyped number does not spend the puzzle
    crate::sms::codes::check_phone(&body.phone)?;
    solve_slide(&state, body.key, body.x).await?;
    sms::send(&state, tenant, body.phone, purpose, sms::client(&req)).await
}
