//! The shipped payment gateway: a local simulator of a native (QR code) payment service. It
//! keeps its own orders (in this process's memory, as a gateway keeps them on its side),
//! expires them, lets the payer pay by opening the QR code's URL (its page, [`super::sim_pages`])
//! and then notifies the platform with a signed notification ([`super::signature`]), as WeChat
//! Pay does: the platform cannot tell it from a real gateway except by its name.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, MutexGuard},
};

use serde_json::json;

use super::{
    signature, GatewayError, Notification, NotifyHeaders, OrderRequest, PaymentGateway,
    PaymentType, Placed, RefundRequest, RefundState, TradeState,
};
use crate::clock::Clock;

/// The key id the simulator's notifications name (`Wechatpay-Serial`).
pub const SERIAL: &str = "SIMULATOR-1";
/// Where the simulator's pages are served.
pub const PAGE_PATH: &str = "/sim/pay";

#[derive(Clone, Debug)]
struct SimOrder {
    out_trade_no: String,
    payment_type: PaymentType,
    description: String,
    amount_fen: i64,
    currency: String,
    notify_url: String,
    expires_at: i64,
    state: TradeState,
}

/// A notification to deliver: where, with which headers, what.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub url: String,
    pub headers: NotifyHeaders,
    pub body: String,
}

/// What the payer's page shows of an order.
#[derive(Clone, Debug)]
pub struct PageView {
    pub description: String,
    pub amount_fen: i64,
    pub payment_type: PaymentType,
    pub state: TradeState,
    pub expires_at: i64,
}

/// Why the payer cannot pay.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PayRefusal {
    #[error("订单不存在")]
    NotFound,
    #[error("订单已过期，请返回重新获取付款码")]
    Expired,
    #[error("订单已关闭")]
    Closed,
    #[error("订单已支付，请勿重复支付")]
    AlreadyPaid,
}

pub struct Simulator {
    key: Vec<u8>,
    clock: Arc<dyn Clock>,
    /// Orders by the token their QR code carries; the token is the payer's only way in.
    orders: Mutex<HashMap<String, SimOrder>>,
    /// Refunds by their number (`out_refund_no`): the order, the amount and the answer.
    refunds: Mutex<HashMap<String, (String, i64, RefundState)>>,
}

impl Simulator {
    pub fn new(key: Vec<u8>, clock: Arc<dyn Clock>) -> Self {
        Simulator {
            key,
            clock,
            orders: Mutex::new(HashMap::new()),
            refunds: Mutex::new(HashMap::new()),
        }
    }

    fn orders(&self) -> MutexGuard<'_, HashMap<String, SimOrder>> {
        // A poisoned lock only means another call panicked mid-way; the map is still whole.
        self.orders.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The order's state, expired orders closed.
    fn settle_expiry(order: &mut SimOrder, now: i64) {
        if order.state == TradeState::NotPay && now >= order.expires_at {
            order.state = TradeState::Closed;
        }
    }

    pub fn page(&self, token: &str) -> Option<PageView> {
        let now = self.clock.now();
        let mut orders = self.orders();
        let order = orders.get_mut(token)?;
        Self::settle_expiry(order, now);
        Some(PageView {
            description: order.description.clone(),
            amount_fen: order.amount_fen,
            payment_type: order.payment_type,
            state: order.state.clone(),
            expires_at: order.expires_at,
        })
    }

    /// The payer pays the order behind `token`: it becomes SUCCESS and the notification to
    /// deliver is signed.
    pub fn pay(&self, token: &str) -> Result<Delivery, PayRefusal> {
        let now = self.clock.now();
        let mut orders = self.orders();
        let order = orders.get_mut(token).ok_or(PayRefusal::NotFound)?;
        let was_open = order.state == TradeState::NotPay;
        Self::settle_expiry(order, now);
        match order.state {
            TradeState::NotPay => {}
            TradeState::Success { .. } => return Err(PayRefusal::AlreadyPaid),
            TradeState::Closed if was_open => return Err(PayRefusal::Expired),
            _ => return Err(PayRefusal::Closed),
        }
        order.state = TradeState::Success {
            transaction_id: format!("4200{now}{:08}", rand::random::<u32>() % 100_000_000),
            amount_fen: order.amount_fen,
            currency: order.currency.clone(),
            paid_at: now,
        };
        Ok(self.delivery(order, now))
    }

    fn delivery(&self, order: &SimOrder, now: i64) -> Delivery {
        let body = notification_body(&order.out_trade_no, &order.state).to_string();
        Delivery {
            url: order.notify_url.clone(),
            headers: signature::sign(&self.key, SERIAL, now, body.as_bytes()),
            body,
        }
    }

    fn find_by_trade_no<'m>(
        orders: &'m mut HashMap<String, SimOrder>,
        out_trade_no: &str,
    ) -> Option<&'m mut SimOrder> {
        orders.values_mut().find(|o| o.out_trade_no == out_trade_no)
    }
}

/// A notification as the simulator (and WeChat Pay v3, less its encryption of `resource`)
/// writes it.
pub fn notification_body(out_trade_no: &str, state: &TradeState) -> serde_json::Value {
    let (event, resource) = match state {
        TradeState::Success {
            transaction_id,
            amount_fen,
            currency,
            paid_at,
        } => (
            "TRANSACTION.SUCCESS",
            json!({
                "out_trade_no": out_trade_no, "transaction_id": transaction_id,
                "trade_state": "SUCCESS", "success_time": paid_at,
                "amount": { "total": amount_fen, "currency": currency },
            }),
        ),
        _ => (
            "TRANSACTION.CLOSED",
            json!({ "out_trade_no": out_trade_no, "trade_state": "CLOSED" }),
        ),
    };
    json!({
        "id": uuid::Uuid::new_v4().to_string(),
        "event_type": event,
        "resource_type": "plain",
        "resource": resource,
    })
}

/// Reads a notification body in the simulator's (WeChat's) shape.
pub fn read_notification(body: &[u8]) -> Result<Notification, GatewayError> {
    let value: serde_json::Value =
        serde_json::from_slice(body).map_err(|_| GatewayError::Malformed)?;
    let resource = &value["resource"];
    let out_trade_no = resource["out_trade_no"]
        .as_str()
        .ok_or(GatewayError::Malformed)?
        .to_owned();
    let state = match resource["trade_state"].as_str() {
        Some("SUCCESS") => TradeState::Success {
            transaction_id: resource["transaction_id"]
                .as_str()
                .ok_or(GatewayError::Malformed)?
                .to_owned(),
            amount_fen: resource["amount"]["total"]
                .as_i64()
                .ok_or(GatewayError::Malformed)?,
            currency: resource["amount"]["currency"]
                .as_str()
                .ok_or(GatewayError::Malformed)?
                .to_owned(),
            paid_at: resource["success_time"].as_i64().unwrap_or_default(),
        },
        Some("CLOSED") => TradeState::Closed,
        Some("NOTPAY") => TradeState::NotPay,
        _ => return Err(GatewayError::Malformed),
    };
    Ok(Notification {
        out_trade_no,
        state,
    })
}

/// The origin (`scheme://host`) of a URL.
fn origin(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    url[after_scheme..]
        .find('/')
        .map_or(url, |i| &url[..after_scheme + i])
}

impl PaymentGateway for Simulator {
    fn name(&self) -> &'static str {
        "simulator"
    }

    fn place(&self, order: &OrderRequest) -> Result<Placed, GatewayError> {
        if order.amount_fen <= 0 || order.currency != "CNY" {
            return Err(GatewayError::Unavailable(
                "amount must be positive, currency CNY".into(),
            ));
        }
        let mut orders = self.orders();
        // The same out_trade_no again is the same order (a retried call), as with WeChat.
        if let Some((token, _)) = orders
            .iter()
            .find(|(_, o)| o.out_trade_no == order.out_trade_no)
        {
            return Ok(Placed {
                code_url: format!("{}{PAGE_PATH}/{token}", origin(&order.notify_url)),
            });
        }
        let token = uuid::Uuid::new_v4().simple().to_string();
        orders.insert(
            token.clone(),
            SimOrder {
                out_trade_no: order.out_trade_no.clone(),
                payment_type: order.payment_type,
                description: order.description.clone(),
                amount_fen: order.amount_fen,
                currency: order.currency.clone(),
                notify_url: order.notify_url.clone(),
                expires_at: order.expires_at,
                state: TradeState::NotPay,
            },
        );
        Ok(Placed {
            code_url: format!("{}{PAGE_PATH}/{token}", origin(&order.notify_url)),
        })
    }

    fn query(&self, out_trade_no: &str) -> Result<TradeState, GatewayError> {
        let now = self.clock.now();
        let mut orders = self.orders();
        Ok(match Self::find_by_trade_no(&mut orders, out_trade_no) {
            Some(order) => {
                Self::settle_expiry(order, now);
                order.state.clone()
            }
            None => TradeState::NotFound,
        })
    }

    fn close(&self, out_trade_no: &str) -> Result<(), GatewayError> {
        let mut orders = self.orders();
        if let Some(order) = Self::find_by_trade_no(&mut orders, out_trade_no) {
            if order.state == TradeState::NotPay {
                order.state = TradeState::Closed;
            }
        }
        Ok(())
    }

    /// As WeChat Pay: only a paid order is refunded, never more than it paid in all, and the
    /// same refund number again answers the same refund. The simulator's money moves at once.
    fn refund(&self, refund: &RefundRequest) -> Result<RefundState, GatewayError> {
        let orders = self.orders();
        let mut refunds = self.refunds.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((trade_no, _, answer)) = refunds.get(&refund.out_refund_no) {
            return if *trade_no == refund.out_trade_no {
                Ok(answer.clone())
            } else {
                Err(GatewayError::RefundRefused("退款单号已被使用".into()))
            };
        }
        let paid = orders
            .values()
            .find(|o| o.out_trade_no == refund.out_trade_no)
            .and_then(|o| match o.state {
                TradeState::Success { amount_fen, .. } => Some(amount_fen),
                _ => None,
            })
            .ok_or_else(|| GatewayError::RefundRefused("订单未支付".into()))?;
        let refunded: i64 = refunds
            .values()
            .filter(|(trade_no, _, _)| *trade_no == refund.out_trade_no)
            .map(|(_, fen, _)| fen)
            .sum();
        if refund.amount_fen <= 0 || refund.total_fen != paid || refunded + refund.amount_fen > paid
        {
            return Err(GatewayError::RefundRefused("退款金额超过可退金额".into()));
        }
        let answer = RefundState::Success {
            refund_id: format!(
                "5030{}{:08}",
                self.clock.now(),
                rand::random::<u32>() % 100_000_000
            ),
            refunded_at: self.clock.now(),
        };
        refunds.insert(
            refund.out_refund_no.clone(),
            (
                refund.out_trade_no.clone(),
                refund.amount_fen,
                answer.clone(),
            ),
        );
        Ok(answer)
    }

    fn verify(&self, headers: &NotifyHeaders, body: &[u8]) -> Result<Notification, GatewayError> {
        signature::verify(&self.key, SERIAL, headers, body, self.clock.now())?;
        read_notification(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;

    fn placed(sim: &Simulator, expires_at: i64) -> String {
        let code = sim
            .place(&OrderRequest {
                out_trade_no: "O1".into(),
                payment_type: PaymentType::WeChat,
                description: "收费业务".into(),
                amount_fen: 120050,
                currency: "CNY".into(),
                notify_url: "http://127.0.0.1:9/api/rem-trade/payment/notify".into(),
                expires_at,
            })
            .unwrap()
            .code_url;
        assert!(code.starts_with("http://127.0.0.1:9/sim/pay/"), "{code}");
        code.rsplit('/').next().unwrap().to_owned()
    }

    #[test]
    fn paying_signs_a_notification_the_gateway_itself_verifies() {
        let clock = ManualClock::at(1000);
        let sim = Simulator::new(b"k".to_vec(), Arc::new(clock.clone()));
        let token = placed(&sim, 2000);
        assert_eq!(sim.query("O1").unwrap(), TradeState::NotPay);
        let delivery = sim.pay(&token).unwrap();
        let read = sim
            .verify(&delivery.headers, delivery.body.as_bytes())
            .unwrap();
        assert_eq!(read.out_trade_no, "O1");
        assert!(matches!(
            read.state,
            TradeState::Success {
                amount_fen: 120050,
                ..
            }
        ));
        assert_eq!(sim.pay(&token).unwrap_err(), PayRefusal::AlreadyPaid);
        assert!(matches!(
            sim.query("O1").unwrap(),
            TradeState::Success { .. }
        ));
    }

    #[test]
    fn an_expired_order_cannot_be_paid_and_reads_closed() {
        let clock = ManualClock::at(1000);
        let sim = Simulator::new(b"k".to_vec(), Arc::new(clock.clone()));
        let token = placed(&sim, 1100);
        clock.advance(100);
        assert_eq!(sim.pay(&token).unwrap_err(), PayRefusal::Expired);
        assert_eq!(sim.query("O1").unwrap(), TradeState::Closed);
        assert_eq!(sim.pay("no such token").unwrap_err(), PayRefusal::NotFound);
    }

    fn refund(sim: &Simulator, no: &str, amount_fen: i64) -> Result<RefundState, GatewayError> {
        sim.refund(&RefundRequest {
            out_trade_no: "O1".into(),
            out_refund_no: no.into(),
            reason: "业务已终止".into(),
            amount_fen,
            total_fen: 120050,
            currency: "CNY".into(),
        })
    }

    #[test]
    fn only_a_paid_order_is_refunded_never_more_than_it_paid_and_a_repeat_is_the_same_refund() {
        let sim = Simulator::new(b"k".to_vec(), Arc::new(ManualClock::at(1000)));
        let token = placed(&sim, 2000);
        assert!(matches!(
            refund(&sim, "R1", 120050),
            Err(GatewayError::RefundRefused(_))
        ));
        sim.pay(&token).unwrap();
        assert!(matches!(
            refund(&sim, "R1", 120051),
            Err(GatewayError::RefundRefused(_))
        ));
        let first = refund(&sim, "R1", 100000).unwrap();
        assert!(matches!(first, RefundState::Success { .. }));
        // the same number again: the same refund, not a second one
        assert_eq!(refund(&sim, "R1", 100000).unwrap(), first);
        // what is left may be refunded, no more
        assert!(matches!(
            refund(&sim, "R2", 20051),
            Err(GatewayError::RefundRefused(_))
        ));
        assert!(refund(&sim, "R2", 20050).is_ok());
    }

    #[test]
    fn placing_the_same_order_again_answers_the_same_code() {
        let sim = Simulator::new(b"k".to_vec(), Arc::new(ManualClock::at(0)));
        assert_eq!(placed(&sim, 10), placed(&sim, 10));
    }
}
