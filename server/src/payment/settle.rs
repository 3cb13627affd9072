//! The platform's side of a payment, whichever gateway runs: placing an order for a charge,
//! and taking what the gateway says of it (a signed notification, or the answer to a query)
//! into the order and the charge, in one transaction. SUCCESS is final and an already-applied
//! state changes nothing, so notifications may come repeated, late or out of order; an amount
//! or currency that is not the order's is refused and changes nothing.

use actix_web::web;
use rust_decimal::Decimal;

use super::{to_fen, GatewayError, OrderRequest, PaymentType, TradeState};
use crate::{
    auth::{current_user::CurrentUser, role::roles::ADMINISTRATOR},
    clock::Timestamp,
    db::{transaction, DbConn},
    error::ApiError,
    models::{
        application::Application,
        charge::Charge,
        payment_order::{PaymentOrder, CLOSED, NOTPAY, SUCCESS},
    },
    state::AppState,
};

/// `POST rem-trade/payment/wx/qrCode` as read.
#[derive(Clone, Debug)]
pub struct QrCodeAsk {
    pub biz_sn: String,
    pub charge_sn: String,
    pub payment_type: String,
    pub trade_type: String,
    pub title: String,
    pub total_fee: String,
    pub currency: String,
    pub pay_user_name: String,
    pub pay_user_mobile: String,
}

/// Where the order goes and how long it may be paid.
pub struct Placing {
    pub notify_url: String,
    pub now: Timestamp,
    pub ttl_secs: i64,
}

/// What placing an order needs: the charge's open order to answer again, or a new one to
/// place with the gateway and then record.
enum Placement {
    Open(Box<PaymentOrder>),
    New(Box<PaymentOrder>, OrderRequest),
}

/// Places an order for the charge (or answers the charge's open one of that payment type),
/// after checking who pays, for what and how much. The gateway is called between two database
/// steps: no pooled connection waits on the network.
pub async fn place(
    state: &web::Data<AppState>,
    me: CurrentUser,
    ask: QrCodeAsk,
    placing: Placing,
) -> Result<PaymentOrder, ApiError> {
    let gateway_name = state.payments.name();
    let placement = state
        .db(move |conn| prepare(conn, &me, &ask, &placing, gateway_name))
        .await?;
    let (mut order, request) = match placement {
        Placement::Open(order) => return Ok(*order),
        Placement::New(order, request) => (*order, request),
    };
    let gateway = state.payments.clone();
    let placed = web::block(move || gateway.place(&request))
        .await
        .map_err(|e| ApiError::internal(anyhow::anyhow!(e)))?
        .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    order.code_url = placed.code_url;
    state
        .db(move |conn| {
            order.insert(conn)?;
            Ok(order)
        })
        .await
}

fn prepare(
    conn: &mut DbConn,
    me: &CurrentUser,
    ask: &QrCodeAsk,
    placing: &Placing,
    gateway: &str,
) -> Result<Placement, ApiError> {
    let payment_type = PaymentType::parse(&ask.payment_type)
        .ok_or_else(|| ApiError::bad_request("请选择支付方式"))?;
    if ask.currency.trim() != "CNY" {
        return Err(ApiError::bad_request("仅支持人民币（CNY）支付"));
    }
    let app = Application::find_by_biz_sn(conn, &me.user.tenant_id, ask.biz_sn.trim())?
        .ok_or_else(ApiError::no_such_application)?;
    if app.applicant_id != me.user.id && me.user.role_name != ADMINISTRATOR {
        return Err(ApiError::forbidden("无权为该业务缴费"));
    }
    if matches!(app.status.as_str(), "rejected" | "withdrawn") {
        return Err(ApiError::bad_request("业务已终止，无需缴费"));
    }
    let charge = Charge::of_application(conn, &app.id)?
        .filter(|c| c.charge_sn == ask.charge_sn.trim())
        .ok_or_else(|| ApiError::not_found("收费记录不存在"))?;
    if charge.is_paid() {
        return Err(ApiError::bad_request("该业务已缴费，请勿重复缴费"));
    }
    let asked: Option<Decimal> = ask.total_fee.trim().parse().ok();
    let due = charge.amount_decimal();
    if asked != Some(due) {
        return Err(ApiError::bad_request(format!(
            "支付金额与应缴金额{}元不一致",
            charge.amount
        )));
    }
    let amount_fen = to_fen(due)
        .filter(|f| *f > 0)
        .ok_or_else(|| ApiError::bad_request("该业务无需缴费"))?;
    if let Some(open) =
        PaymentOrder::open_for(conn, &charge.charge_sn, payment_type.code(), placing.now)?
    {
        return Ok(Placement::Open(Box::new(open)));
    }
    let order_uuid = uuid::Uuid::new_v4().simple().to_string();
    let expires_at = placing.now + placing.ttl_secs;
    let request = OrderRequest {
        out_trade_no: order_uuid.clone(),
        payment_type,
        description: non_blank(&ask.title, &app.biz_type_name),
        amount_fen,
        currency: "CNY".into(),
        notify_url: placing.notify_url.clone(),
        expires_at,
    };
    let order = PaymentOrder {
        order_uuid,
        tenant_id: app.tenant_id.clone(),
        application_id: app.id.clone(),
        biz_sn: app.biz_sn.clone(),
        charge_sn: charge.charge_sn.clone(),
        payment_type: payment_type.code().to_owned(),
        trade_type: non_blank(&ask.trade_type, "NATIVE"),
        title: non_blank(&ask.title, &app.biz_type_name),
        total_fee: charge.amount.clone(),
        currency: "CNY".into(),
        pay_user_name: ask.pay_user_name.trim().to_owned(),
        pay_user_mobile: ask.pay_user_mobile.trim().to_owned(),
        payer_id: me.user.id.clone(),
        gateway: gateway.to_owned(),
        // the gateway's, once it has placed the order
        code_url: String::new(),
        status: NOTPAY.to_owned(),
        transaction_id: None,
        created_at: placing.now,
        expires_at,
        paid_at: None,
    };
    Ok(Placement::New(Box::new(order), request))
}

fn non_blank(text: &str, otherwise: &str) -> String {
    match text.trim() {
        "" => otherwise.to_owned(),
        t => t.to_owned(),
    }
}

/// What taking the gateway's word did: the order's status afterwards, and whether the order
/// paid a charge another order had paid already (it is then to be refunded).
pub struct Applied {
    pub status: String,
    pub paid_twice: bool,
}

/// Takes what the gateway says of an order into the platform's records.
pub fn apply(
    conn: &mut DbConn,
    order: &PaymentOrder,
    state: &TradeState,
    now: Timestamp,
) -> Result<Applied, ApiError> {
    let status = |status: &str| Applied {
        status: status.to_owned(),
        paid_twice: false,
    };
    match state {
        TradeState::Success {
            transaction_id,
            amount_fen,
            currency,
            paid_at,
        } => {
            let expected = order.total_fee.parse::<Decimal>().ok().and_then(to_fen);
            if expected != Some(*amount_fen) || *currency != order.currency {
                tracing::error!(
                    order = %order.order_uuid, notified = amount_fen, ?expected,
                    "payment amount differs from the order: not applied"
                );
                return Err(ApiError::bad_request("支付金额与订单金额不一致"));
            }
            let at = if *paid_at > 0 { *paid_at } else { now };
            let paid_twice = transaction::write(conn, |conn| {
                PaymentOrder::mark_paid(conn, &order.order_uuid, transaction_id, at)?;
                if !Charge::mark_paid(
                    conn,
                    &order.charge_sn,
                    &order.order_uuid,
                    transaction_id,
                    at,
                )? {
                    let first =
                        Charge::by_charge_sn(conn, &order.charge_sn)?.and_then(|c| c.order_uuid);
                    // Paid twice (two codes of one charge): this one goes back.
                    return Ok(first.as_deref() != Some(order.order_uuid.as_str()));
                }
                Ok(false)
            })?;
            Ok(Applied {
                status: SUCCESS.to_owned(),
                paid_twice,
            })
        }
        TradeState::Closed | TradeState::NotFound if order.status == NOTPAY => {
            PaymentOrder::mark_closed(conn, &order.order_uuid)?;
            Ok(status(CLOSED))
        }
        _ => Ok(status(&order.status)),
    }
}

/// `GET rem-trade/payment/query/order`: the order's status; an order not paid yet is asked of
/// the gateway, in case its notification is late or lost, and one past its time is closed at
/// the gateway first, so that the payer cannot pay it any more. The gateway is called between
/// database steps.
pub async fn query(
    state: &web::Data<AppState>,
    me: CurrentUser,
    order_uuid: String,
) -> Result<String, ApiError> {
    let order = state
        .db(move |conn| readable_order(conn, &me, &order_uuid))
        .await?;
    if order.status != NOTPAY {
        return Ok(order.status);
    }
    let now = state.clock.now();
    let gateway = state.payments.clone();
    let (uuid, expired) = (order.order_uuid.clone(), now >= order.expires_at);
    let trade = web::block(move || -> Result<TradeState, GatewayError> {
        let trade = gateway.query(&uuid)?;
        if matches!(trade, TradeState::NotPay) && expired {
            gateway.close(&uuid)?;
            return Ok(TradeState::Closed);
        }
        Ok(trade)
    })
    .await
    .map_err(|e| ApiError::internal(anyhow::anyhow!(e)))?
    .map_err(|e| ApiError::Unavailable(e.to_string()))?;
    let order_uuid = order.order_uuid.clone();
    let applied = state
        .db(move |conn| apply(conn, &order, &trade, now))
        .await?;
    if applied.paid_twice {
        refund_twice(state, order_uuid).await;
    }
    Ok(applied.status)
}

/// Refunds an order that paid a charge already paid; a refusal is logged (the payment itself
/// is recorded either way).
pub async fn refund_twice(state: &web::Data<AppState>, order_uuid: String) {
    tracing::warn!(order = %order_uuid, "charge paid twice: refunding this order");
    if let Err(error) =
        super::refund::refund_order(state, order_uuid, super::refund::PAID_TWICE).await
    {
        tracing::error!(%error, "a second payment of a charge was not refunded");
    }
}

/// The order, for its payer, the business's applicant or the administrator.
fn readable_order(
    conn: &mut DbConn,
    me: &CurrentUser,
    order_uuid: &str,
) -> Result<PaymentOrder, ApiError> {
    let order = PaymentOrder::find(conn, order_uuid.trim())?
        .filter(|o| o.tenant_id == me.user.tenant_id)
        .ok_or_else(|| ApiError::not_found("订单不存在"))?;
    let app = Application::find(conn, &order.tenant_id, &order.application_id)?
        .ok_or_else(ApiError::no_such_application)?;
    if order.payer_id != me.user.id
        && app.applicant_id != me.user.id
        && me.user.role_name != ADMINISTRATOR
    {
        return Err(ApiError::forbidden("无权查看该订单"));
    }
    Ok(order)
}
