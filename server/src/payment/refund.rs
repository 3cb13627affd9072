//! Refunds: what a business's applicant paid goes back when the business ends without
//! completing (rejected or withdrawn), and an order that paid a charge already paid (two codes
//! of one charge both paid) is refunded whole. The refund is recorded as PROCESSING before the
//! gateway is asked, under a refund number the gateway takes as the same refund when it is
//! asked again; its answer is recorded after. The gateway is called between database steps.

use actix_web::web;

use super::{to_fen, GatewayError, RefundRequest, RefundState};
use crate::{
    error::ApiError,
    models::{
        charge::Charge,
        payment_order::{PaymentOrder, SUCCESS as ORDER_PAID},
        payment_refund::{PaymentRefund, FAILED, PROCESSING, SUCCESS},
    },
    state::AppState,
};

/// Why the fee of a business that ended without completing goes back.
pub const ENDED: &str = "业务已终止，退还已缴费用";
/// Why the second payment of a charge goes back.
pub const PAID_TWICE: &str = "重复缴费，退还本笔费用";

/// Refunds the fee paid for the application `application_id`, which has just ended without
/// completing; nothing when nothing was paid. Its command has committed, so a refund the
/// gateway refuses is recorded FAILED (shown on the charge) and logged, not answered.
pub async fn refund_ended(state: &web::Data<AppState>, application_id: String) {
    let paying_order = state
        .db(move |conn| {
            Ok(Charge::of_application(conn, &application_id)?
                .filter(Charge::is_paid)
                .and_then(|c| c.order_uuid))
        })
        .await;
    let outcome = match paying_order {
        Ok(Some(order_uuid)) => refund_order(state, order_uuid, ENDED).await.map(|_| ()),
        Ok(None) => Ok(()),
        Err(e) => Err(e),
    };
    if let Err(error) = outcome {
        tracing::error!(%error, "the fee of an ended business was not refunded");
    }
}

/// Refunds the whole of what a paid order paid (once: a refund already made or under way is
/// answered as it stands; a failed one is asked again under its number).
pub async fn refund_order(
    state: &web::Data<AppState>,
    order_uuid: String,
    reason: &'static str,
) -> Result<PaymentRefund, ApiError> {
    let now = state.clock.now();
    let asked = state
        .db(move |conn| {
            let order = PaymentOrder::find(conn, &order_uuid)?
                .filter(|o| o.status == ORDER_PAID)
                .ok_or_else(|| ApiError::bad_request("订单未支付，无需退款"))?;
            match PaymentRefund::of_order(conn, &order.order_uuid)? {
                Some(done) if done.status != FAILED => Ok((done, None)),
                Some(failed) => {
                    let request = request_for(&order, &failed)?;
                    Ok((failed, Some(request)))
                }
                None => {
                    let refund = PaymentRefund {
                        refund_no: format!("R{}", uuid::Uuid::new_v4().simple()),
                        tenant_id: order.tenant_id.clone(),
                        order_uuid: order.order_uuid.clone(),
                        charge_sn: order.charge_sn.clone(),
                        biz_sn: order.biz_sn.clone(),
                        amount: order.total_fee.clone(),
                        reason: reason.to_owned(),
                        status: PROCESSING.to_owned(),
                        refund_id: None,
                        created_at: now,
                        refunded_at: None,
                    };
                    refund.insert(conn)?;
                    let request = request_for(&order, &refund)?;
                    Ok((refund, Some(request)))
                }
            }
        })
        .await?;
    let (refund, request) = match asked {
        (done, None) => return Ok(done),
        (refund, Some(request)) => (refund, request),
    };
    let gateway = state.payments.clone();
    let answer = web::block(move || gateway.refund(&request))
        .await
        .map_err(|e| ApiError::internal(anyhow::anyhow!(e)))?;
    record(state, refund, answer).await
}

fn request_for(order: &PaymentOrder, refund: &PaymentRefund) -> Result<RefundRequest, ApiError> {
    let total_fen = order
        .total_fee
        .parse()
        .ok()
        .and_then(to_fen)
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("order {} amount", order.order_uuid)))?;
    Ok(RefundRequest {
        out_trade_no: order.order_uuid.clone(),
        out_refund_no: refund.refund_no.clone(),
        reason: refund.reason.clone(),
        amount_fen: total_fen,
        total_fen,
        currency: order.currency.clone(),
    })
}

/// The gateway's answer into the refund, and a made refund into the charge it paid (when the
/// order was the charge's paying one), in one transaction.
async fn record(
    state: &web::Data<AppState>,
    refund: PaymentRefund,
    answer: Result<RefundState, GatewayError>,
) -> Result<PaymentRefund, ApiError> {
    let failure = answer.as_ref().err().map(ToString::to_string);
    let updated = state
        .db(move |conn| {
            crate::db::transaction::write(conn, |conn| {
                let (status, refund_id, at) = match &answer {
                    Ok(RefundState::Success {
                        refund_id,
                        refunded_at,
                    }) => {
                        Charge::mark_refunded(conn, &refund.charge_sn, &refund.order_uuid)?;
                        (SUCCESS, Some(refund_id.as_str()), Some(*refunded_at))
                    }
                    Ok(RefundState::Processing { refund_id }) => {
                        (PROCESSING, Some(refund_id.as_str()), None)
                    }
                    Err(_) => (FAILED, None, None),
                };
                PaymentRefund::record_answer(conn, &refund.refund_no, status, refund_id, at)?;
                Ok(PaymentRefund::of_order(conn, &refund.order_uuid)?.unwrap_or(refund))
            })
        })
        .await?;
    match failure {
        Some(message) => Err(ApiError::Unavailable(message)),
        None => Ok(updated),
    }
}
