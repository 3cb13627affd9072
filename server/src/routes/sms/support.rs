//! What the code calls share: the client's address, the purpose named, and the answer of a
//! sent code.

use actix_web::HttpRequest;

use crate::{
    envelope::{ok_with_msg, ApiResult},
    error::ApiError,
    sms::codes::{self, Ask, Purpose, Sent},
    state::AppState,
};

/// The address the limits count a client by.
pub fn client(req: &HttpRequest) -> String {
    req.peer_addr()
        .map(|addr| addr.ip().to_string())
        .unwrap_or_default()
}

/// A purpose the caller names.
pub fn purpose(raw: Option<&str>) -> Result<Purpose, ApiError> {
    raw.and_then(Purpose::parse)
        .ok_or_else(|| ApiError::bad_request("验证码用途不正确"))
}

/// A purpose a visitor may ask a code for by naming a number: every one but `verify`, whose
/// code goes to a signed-in user's own number (sms/sendValidationCode).
pub fn visitor_purpose(raw: Option<&str>) -> Result<Purpose, ApiError> {
    match purpose(raw)? {
        Purpose::Verify => Err(ApiError::bad_request("验证码用途不正确")),
        named => Ok(named),
    }
}

/// Sends a code and answers 验证码发送成功 with when the next may be asked for.
pub async fn send(
    state: &AppState,
    tenant: String,
    phone: String,
    purpose: Purpose,
    client: String,
) -> ApiResult {
    let sent = send_code(state, tenant, phone, purpose, client).await?;
    Ok(ok_with_msg(sent, codes::SENT))
}

/// Sends a code within the limits.
pub async fn send_code(
    state: &AppState,
    tenant: String,
    phone: String,
    purpose: Purpose,
    client: String,
) -> Result<Sent, ApiError> {
    let shared = state.clone();
    state
        .db(move |conn| {
            let ask = Ask {
                tenant: &tenant,
                phone: &phone,
                purpose,
                client: &client,
            };
            codes::send(
                conn,
                shared.tokens.code_key(),
                shared.sms.as_ref(),
                shared.clock.now(),
                ask,
            )
        })
        .await
}

/// Checks a code (spending it when `spend`); answers its id.
pub async fn check(
    state: &AppState,
    tenant: String,
    phone: String,
    purpose: Purpose,
    code: String,
    spend: bool,
) -> Result<String, ApiError> {
    let shared = state.clone();
    state
        .db(move |conn| {
            let ask = Ask {
                tenant: &tenant,
                phone: &phone,
                purpose,
                client: "",
            };
            codes::check(
                conn,
                shared.tokens.code_key(),
                shared.clock.now(),
                ask,
                &code,
                spend,
            )
        })
        .await
}
