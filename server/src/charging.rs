//! The charge of a business (02 §3 "Payment", §9 charging): recorded with the application in
//! the step's transaction when the flow's charge script computes a base, priced by the flow's
//! tariff, and, where the flow requires it, paid before the business may complete.

use engine::{flow::Fee, FlowDef};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        application::Application,
        charge::{Charge, PAID, REFUNDED, UNPAID},
        payment_refund::{self as refund_state, PaymentRefund},
    },
};

/// The refusal of a final approval while a required fee is unpaid.
pub const UNPAID_REFUSAL: &str = "该业务尚未缴费，不能办结";

/// Records or reprices the application's charge after a step that computed a base. A fee of
/// nothing leaves no record; a paid charge keeps its fee, and a resubmission that would change
/// it is refused.
pub fn record(
    conn: &mut DbConn,
    app: &Application,
    def: &FlowDef,
    (base, fresh): (Option<Decimal>, bool),
    now: i64,
) -> Result<(), ApiError> {
    let Some(base) = base else {
        return Ok(());
    };
    let fee = def.fee.amount(base);
    let amount = money(fee);
    let base = money(base.max(Decimal::ZERO));
    // An application inserted by this very step has no charge to look up.
    let recorded = match fresh {
        true => None,
        false => Charge::of_application(conn, &app.id)?,
    };
    match recorded {
        None if fee.is_zero() => Ok(()),
        None => Ok(Charge {
            application_id: app.id.clone(),
            tenant_id: app.tenant_id.clone(),
            app_id: app.app_id.clone(),
            item: app.biz_type_name.clone(),
            amount,
            charged_at: now,
            uuid: uuid::Uuid::new_v4().to_string(),
            charge_sn: format!("C{}", app.biz_sn),
            biz_sn: app.biz_sn.clone(),
            base,
            pay_status: UNPAID.to_owned(),
            paid_at: None,
            order_uuid: None,
            transfer_sn: None,
        }
        .insert(conn)?),
        Some(paid) if paid.is_paid() => {
            if paid.amount_decimal() == fee {
                Ok(())
            } else {
                Err(ApiError::bad_request(format!(
                    "该业务已缴费{}元，修改后的收费金额为{amount}元，不能变更",
                    paid.amount
                )))
            }
        }
        Some(unpaid) => Ok(Charge {
            amount,
            base,
            charged_at: now,
            ..unpaid
        }
        .reprice(conn)?),
    }
}

/// Refuses completing a business whose flow requires its fee paid while it is not.
pub fn ensure_paid(conn: &mut DbConn, app: &Application, def: &FlowDef) -> Result<(), ApiError> {
    if !def.fee.payment_required() {
        return Ok(());
    }
    match Charge::of_application(conn, &app.id)? {
        Some(charge) if !charge.is_paid() && !charge.amount_decimal().is_zero() => {
            Err(ApiError::bad_request(UNPAID_REFUSAL))
        }
        _ => Ok(()),
    }
}

/// Yuan with two decimals, as every charge is kept and shown.
pub fn money(amount: Decimal) -> String {
    format!("{:.2}", amount.round_dp(2))
}

/// A charge as the payment step, the reviewers and the detail page read it
/// (`statementExpense/detailByUUID`, `detailByBizSn`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChargeDetail {
    /// The charge's id (`chargeUuid`).
    pub uuid: String,
    pub charge_sn: String,
    pub biz_sn: String,
    /// The appId.
    pub business_type: String,
    pub business_type_name: String,
    /// The charge base, yuan.
    pub base: String,
    /// The fee to pay, yuan (`realAmount`).
    pub real_amount: String,
    /// 0 待缴费, 1 已缴费.
    pub pay_status: String,
    pub pay_status_name: String,
    pub pay_result: bool,
    pub paid_at: Option<i64>,
    /// The gateway's transaction number of the payment.
    pub transfer_sn: Option<String>,
    /// Whether the business may complete only once paid.
    pub payment_required: bool,
    /// Whether the caller may pay it now: unpaid, the business not ended, the caller its
    /// applicant (or the administrator).
    pub may_pay: bool,
    pub tenant_id: String,
    /// The refund of what was paid, once the business ended without completing.
    pub refund: Option<RefundView>,
}

/// A refund as the charge's readers see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundView {
    pub refund_no: String,
    /// Yuan.
    pub amount: String,
    pub reason: String,
    /// PROCESSING 退款中, SUCCESS 已退款, FAILED 退款失败.
    pub status: String,
    pub status_name: String,
    pub refunded_at: Option<i64>,
}

impl From<PaymentRefund> for RefundView {
    fn from(refund: PaymentRefund) -> Self {
        let status_name = match refund.status.as_str() {
            refund_state::SUCCESS => "已退款",
            refund_state::PROCESSING => "退款中",
            _ => "退款失败",
        };
        RefundView {
            refund_no: refund.refund_no,
            amount: refund.amount,
            reason: refund.reason,
            status_name: status_name.to_owned(),
            status: refund.status,
            refunded_at: refund.refunded_at,
        }
    }
}

impl ChargeDetail {
    pub fn of(charge: Charge, payment_required: bool) -> Self {
        let paid = charge.is_paid();
        let status_name = match charge.pay_status.as_str() {
            PAID => "已缴费",
            REFUNDED => "已退款",
            _ => "待缴费",
        };
        ChargeDetail {
            uuid: charge.uuid,
            charge_sn: charge.charge_sn,
            biz_sn: charge.biz_sn,
            business_type: charge.app_id,
            business_type_name: charge.item,
            base: charge.base,
            real_amount: charge.amount,
            pay_status: charge.pay_status,
            pay_status_name: status_name.to_owned(),
            pay_result: paid,
            paid_at: charge.paid_at,
            transfer_sn: charge.transfer_sn,
            payment_required,
            may_pay: false,
            tenant_id: charge.tenant_id,
            refund: None,
        }
    }
}

/// The apply page's preview of a charge (`statementExpense/estimate`): what the submission
/// would record, priced by the flow's tariff.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChargeEstimate {
    /// Whether the business carries a charge at all; nothing else is told when it does not.
    pub charged: bool,
    /// The charge base, yuan.
    pub base: Option<String>,
    /// The fee, yuan; none while the form is not complete.
    pub real_amount: Option<String>,
    /// Why there is no fee yet.
    pub pending: Option<String>,
    pub payment_required: bool,
    /// The tariff: the fee is the base × rate, within the minimum and the maximum (yuan).
    pub rate: Option<String>,
    pub minimum: Option<String>,
    pub maximum: Option<String>,
}

impl ChargeEstimate {
    pub fn uncharged() -> Self {
        ChargeEstimate {
            charged: false,
            base: None,
            real_amount: None,
            pending: None,
            payment_required: false,
            rate: None,
            minimum: None,
            maximum: None,
        }
    }

    /// The fee of a computed base; a step that computed none charges nothing.
    pub fn of(fee: &Fee, base: Option<Decimal>) -> Self {
        let base = base.unwrap_or(Decimal::ZERO).max(Decimal::ZERO);
        ChargeEstimate {
            base: Some(money(base)),
            real_amount: Some(money(fee.amount(base))),
            ..Self::tariff(fee)
        }
    }

    pub fn pending(fee: &Fee, reason: String) -> Self {
        ChargeEstimate {
            pending: Some(reason),
            ..Self::tariff(fee)
        }
    }

    fn tariff(fee: &Fee) -> Self {
        ChargeEstimate {
            charged: true,
            payment_required: fee.payment_required(),
            rate: Some(fee.rate.normalize().to_string()),
            minimum: fee.minimum.map(money),
            maximum: fee.maximum.map(money),
            ..Self::uncharged()
        }
    }
}
