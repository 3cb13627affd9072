//! Payment of a charge through an outside payment gateway (02 §3 "Payment", §4, §7
//! `rem-trade/payment/wx/qrCode`, `query/order`; issue 19).
//!
//! The platform places an order for a charge and shows its QR code; the payer pays in the
//! gateway's app; the gateway tells the platform with a signed notification (and answers
//! queries, for when a notification is lost). [`PaymentGateway`] is what the platform needs of
//! a gateway, in the vocabulary of WeChat Pay v3's native payment (out_trade_no, code_url,
//! amounts in fen, trade states). The shipped gateway is [`simulator::Simulator`]: it keeps
//! its own orders, expires them, lets the payer pay on a page of its own
//! ([`sim_pages`]), and calls the platform's notify URL with a signed notification, again
//! when the platform does not acknowledge it. A real gateway plugs in as another
//! implementation (README, "Payment gateway"); the platform's side ([`settle`]) is the same
//! whichever runs.

pub mod refund;
pub mod settle;
pub mod signature;
pub mod sim_pages;
pub mod simulator;

use rust_decimal::{prelude::ToPrimitive, Decimal};

/// WeChat Pay (`paymentType` 1) or Alipay (2): the QR code the payer scans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentType {
    WeChat,
    Alipay,
}

impl PaymentType {
    pub fn parse(code: &str) -> Option<Self> {
        match code.trim() {
            "1" => Some(PaymentType::WeChat),
            "2" => Some(PaymentType::Alipay),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            PaymentType::WeChat => "1",
            PaymentType::Alipay => "2",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PaymentType::WeChat => "微信支付",
            PaymentType::Alipay => "支付宝",
        }
    }
}

/// An order as the gateway is asked to place it.
#[derive(Clone, Debug)]
pub struct OrderRequest {
    /// The platform's order number (`orderUuid`).
    pub out_trade_no: String,
    pub payment_type: PaymentType,
    pub description: String,
    /// The amount in fen.
    pub amount_fen: i64,
    pub currency: String,
    /// Where the gateway sends its notification.
    pub notify_url: String,
    /// When the order may no longer be paid (seconds).
    pub expires_at: i64,
}

/// What the gateway answers a placed order: what the QR code encodes.
#[derive(Clone, Debug)]
pub struct Placed {
    pub code_url: String,
}

/// An order's state as the gateway knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TradeState {
    NotPay,
    Success {
        transaction_id: String,
        amount_fen: i64,
        currency: String,
        paid_at: i64,
    },
    Closed,
    /// The gateway has no such order.
    NotFound,
}

/// A refund as the gateway is asked to make it (WeChat Pay v3 `refund/domestic/refunds`).
#[derive(Clone, Debug)]
pub struct RefundRequest {
    pub out_trade_no: String,
    /// The platform's refund number: the same number again is the same refund.
    pub out_refund_no: String,
    pub reason: String,
    /// What to refund and what the order paid, in fen.
    pub amount_fen: i64,
    pub total_fen: i64,
    pub currency: String,
}

/// A refund's state as the gateway answers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefundState {
    /// Accepted; the money is on its way back (a real gateway's usual first answer).
    Processing {
        refund_id: String,
    },
    Success {
        refund_id: String,
        refunded_at: i64,
    },
}

/// A verified notification: the order it is about and what happened to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notification {
    pub out_trade_no: String,
    pub state: TradeState,
}

/// The signature headers a notification arrives with.
#[derive(Clone, Debug, Default)]
pub struct NotifyHeaders {
    pub timestamp: String,
    pub nonce: String,
    pub signature: String,
    pub serial: String,
}

#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    /// The gateway did not answer or refused the call.
    #[error("支付服务暂不可用，请稍后再试")]
    Unavailable(String),
    /// A notification whose signature does not verify, or that is too old.
    #[error("通知验签失败")]
    BadSignature,
    /// A notification that cannot be read.
    #[error("通知内容无法解析")]
    Malformed,
    /// The gateway refused a refund (the order is not paid, or the amount is more than it paid).
    #[error("退款失败：{0}")]
    RefundRefused(String),
}

/// An outside payment gateway. Calls block (a real one is an HTTP call); handlers run them
/// inside `web::block`.
pub trait PaymentGateway: Send + Sync {
    /// Its name in the order records (`simulator`, `wechatpay` …).
    fn name(&self) -> &'static str;
    /// Places a native (QR code) order.
    fn place(&self, order: &OrderRequest) -> Result<Placed, GatewayError>;
    /// The order's state now.
    fn query(&self, out_trade_no: &str) -> Result<TradeState, GatewayError>;
    /// Closes an unpaid order, so that it can no longer be paid.
    fn close(&self, out_trade_no: &str) -> Result<(), GatewayError>;
    /// Refunds (part of) what a paid order paid.
    fn refund(&self, refund: &RefundRequest) -> Result<RefundState, GatewayError>;
    /// Verifies a notification's signature and reads it.
    fn verify(&self, headers: &NotifyHeaders, body: &[u8]) -> Result<Notification, GatewayError>;
}

/// Yuan to fen, exactly; None for an amount with fractions of a fen or out of range.
pub fn to_fen(yuan: Decimal) -> Option<i64> {
    let fen = yuan * Decimal::ONE_HUNDRED;
    if fen.fract().is_zero() {
        fen.to_i64()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yuan_become_fen_exactly() {
        assert_eq!(to_fen("1200.50".parse().unwrap()), Some(120050));
        assert_eq!(to_fen("0.01".parse().unwrap()), Some(1));
        assert_eq!(to_fen("50".parse().unwrap()), Some(5000));
        assert_eq!(to_fen("0.001".parse().unwrap()), None);
    }

    #[test]
    fn payment_types_are_the_forms_codes() {
        assert_eq!(PaymentType::parse("1"), Some(PaymentType::WeChat));
        assert_eq!(PaymentType::parse("2"), Some(PaymentType::Alipay));
        assert_eq!(PaymentType::parse("3"), None);
        assert_eq!(PaymentType::Alipay.code(), "2");
    }
}
