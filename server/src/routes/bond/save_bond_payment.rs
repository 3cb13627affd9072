//! `POST /api/rem-registrationbizweb/bondPayment/saveBondPayment`: staff holding the
//! 兑付兑息登记 permission (the `bond_payment_record` button; recheck reviewers and
//! administrators as seeded) record a payment of an issued bond of their tenant: the coupon
//! paid on the units held and the units redeemed, one row per holding account, the positions
//! debited, audited, all in one transaction. The rows it wrote are the answer.

use actix_web::{post, web};

use crate::bond_payments::{pay, terms::PaymentRequest, Payment, Recorder};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::transaction,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{bond_payment::BondPaymentRow, menu::Menu},
    optional_json::OptionalJson,
    state::AppState,
};

/// The button permission that allows recording a payment.
pub const RECORD_PERMISSION: &str = "bond_payment_record";
/// The audit log's name for a bond payment.
pub const PAYMENT_ENTITY: &str = "bond-payment";

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/bondPayment/saveBondPayment", tag = "bond",
    request_body = PaymentRequest,
    responses(
        (status = 200, body = Envelope<Vec<BondPaymentRow>>),
        (status = 400, description = "a wrong date, rate or unit count; a bond not issued, a date paid", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "no 兑付兑息登记 permission", body = Failure),
        (status = 404, description = "债券不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/bondPayment/saveBondPayment")]
pub async fn save_bond_payment(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<PaymentRequest>,
) -> ApiResult {
    let role = me.user.role_name.clone();
    let permitted = state
        .db(move |conn| Ok(Menu::is_granted(conn, &role, RECORD_PERMISSION)?))
        .await?;
    if !permitted {
        return Err(ApiError::forbidden("无权访问该功能"));
    }
    let terms = body.or_default().terms()?;
    let at = state.clock.now();
    let user = me.user;
    let payment: Payment = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let by = Recorder {
                    tenant: &user.tenant_id,
                    user: &user.id,
                    at,
                };
                let payment = pay(conn, &by, &terms)?;
                audit::record(
                    conn,
                    &user,
                    at,
                    Change {
                        entity: PAYMENT_ENTITY,
                        entity_id: &payment.payment_code,
                        action: Action::Create,
                        before: None,
                        after: Some(&payment),
                    },
                )?;
                Ok(payment)
            })
        })
        .await?;
    Ok(ok(payment.rows))
}
