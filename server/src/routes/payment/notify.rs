//! `POST /api/rem-trade/payment/notify`: where the payment gateway tells the platform an
//! order's outcome. No session: the notification's signature is its credential, verified by
//! the gateway's own scheme before anything is read. A repeated or late notification of an
//! applied outcome is acknowledged and changes nothing; an amount that is not the order's is
//! refused.

use actix_web::{post, web, HttpRequest};

use crate::{
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::payment_order::PaymentOrder,
    payment::{settle, NotifyHeaders},
    state::AppState,
};

fn header(req: &HttpRequest, name: &str) -> String {
    req.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

#[utoipa::path(
    post, path = "/api/rem-trade/payment/notify", tag = "payment",
    request_body(content = serde_json::Value, description = "the gateway's notification, signed in the Wechatpay-* headers"),
    responses((status = 200, description = "acknowledged", body = crate::envelope::Envelope<serde_json::Value>),
              (status = 400, description = "支付金额与订单金额不一致, 通知内容无法解析", body = Failure),
              (status = 401, description = "通知验签失败", body = Failure),
              (status = 404, description = "订单不存在", body = Failure))
)]
#[post("/rem-trade/payment/notify")]
pub async fn notify(state: web::Data<AppState>, req: HttpRequest, body: web::Bytes) -> ApiResult {
    let headers = NotifyHeaders {
        timestamp: header(&req, "Wechatpay-Timestamp"),
        nonce: header(&req, "Wechatpay-Nonce"),
        signature: header(&req, "Wechatpay-Signature"),
        serial: header(&req, "Wechatpay-Serial"),
    };
    let notification = state.payments.verify(&headers, &body).map_err(|e| {
        tracing::warn!(error = %e, "payment notification refused");
        match e {
            crate::payment::GatewayError::BadSignature => ApiError::Unauthorized(e.to_string()),
            _ => ApiError::bad_request(e.to_string()),
        }
    })?;
    let shared = state.clone();
    let order_uuid = notification.out_trade_no.clone();
    let applied = state
        .db(move |conn| {
            let order = PaymentOrder::find(conn, &notification.out_trade_no)?
                .ok_or_else(|| ApiError::not_found("订单不存在"))?;
            settle::apply(conn, &order, &notification.state, shared.clock.now())
        })
        .await?;
    if applied.paid_twice {
        settle::refund_twice(&state, order_uuid).await;
    }
    Ok(ok(serde_json::Value::Null))
}
