//! `POST /api/rem-trade/payment/wx/qrCode`: an order with the payment gateway for a charge, and
//! the URL its QR code encodes (02 §3 "Payment", §7). The payer is the business's applicant
//! (or the administrator); the fee asked must be the charge's, in CNY; an unexpired open order
//! of the same payment type is answered again rather than a second placed.

use actix_web::{post, web, HttpRequest};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    payment::settle::{self, Placing, QrCodeAsk},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrCodeRequest {
    pub biz_sn: String,
    pub charge_sn: String,
    /// 1 微信支付, 2 支付宝.
    pub payment_type: String,
    /// NATIVE (a QR code) by default.
    #[serde(default)]
    pub trade_type: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    /// Yuan, the charge's fee exactly, e.g. "1200.50".
    pub total_fee: String,
    /// CNY.
    #[serde(default)]
    pub currency: Option<String>,
    #[serde(default)]
    pub pay_user_name: Option<String>,
    #[serde(default)]
    pub pay_user_mobile: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrCodeAnswer {
    /// What the QR code encodes.
    pub code_url: String,
    pub order_uuid: String,
    /// When the code may no longer be paid (seconds).
    pub expires_at: i64,
}

#[utoipa::path(
    post, path = "/api/rem-trade/payment/wx/qrCode", tag = "payment", request_body = QrCodeRequest,
    responses((status = 200, body = Envelope<QrCodeAnswer>),
              (status = 400, description = "请选择支付方式, 支付金额与应缴金额…不一致, 该业务已缴费，请勿重复缴费 …", body = Failure),
              (status = 401, body = Failure), (status = 403, body = Failure),
              (status = 404, description = "申请不存在, 收费记录不存在", body = Failure),
              (status = 503, description = "支付服务暂不可用，请稍后再试", body = Failure))
)]
#[post("/rem-trade/payment/wx/qrCode")]
pub async fn qr_code(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    body: web::Json<QrCodeRequest>,
) -> ApiResult {
    let body = body.into_inner();
    let ask = QrCodeAsk {
        biz_sn: body.biz_sn,
        charge_sn: body.charge_sn,
        payment_type: body.payment_type,
        trade_type: body.trade_type.unwrap_or_default(),
        title: body.title.unwrap_or_default(),
        total_fee: body.total_fee,
        currency: body.currency.unwrap_or_else(|| "CNY".into()),
        pay_user_name: body.pay_user_name.unwrap_or_default(),
        pay_user_mobile: body.pay_user_mobile.unwrap_or_default(),
    };
    let notify_url = state.config.payment.notify_url.clone().unwrap_or_else(|| {
        let info = req.connection_info();
        format!(
            "{}://{}/api/rem-trade/payment/notify",
            info.scheme(),
            info.host()
        )
    });
    let placing = Placing {
        notify_url,
        now: state.clock.now(),
        ttl_secs: state.config.payment.order_ttl.as_secs() as i64,
    };
    let order = settle::place(&state, me, ask, placing).await?;
    Ok(ok(QrCodeAnswer {
        code_url: order.code_url,
        order_uuid: order.order_uuid,
        expires_at: order.expires_at,
    }))
}
