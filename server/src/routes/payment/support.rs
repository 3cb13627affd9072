//! What the charge calls share: a charge as its readers see it, for those who may read it.

use crate::{
    auth::{current_user::CurrentUser, role::roles::ADMINISTRATOR},
    charging::ChargeDetail,
    db::DbConn,
    error::ApiError,
    lifecycle::{ensure_may_view, instance_of},
    models::{
        application::{Application, TaskRow},
        charge::Charge,
        payment_refund::PaymentRefund,
    },
    state::AppState,
};

/// The charge's detail, for the application's readers (its applicant, its reviewers, the
/// administrator); 404 收费记录不存在 for a business without a charge.
pub fn detail(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    charge: Option<Charge>,
) -> Result<ChargeDetail, ApiError> {
    let charge = charge.ok_or_else(not_found)?;
    let app = Application::find(conn, &charge.tenant_id, &charge.application_id)?
        .ok_or_else(not_found)?;
    let tasks = TaskRow::of_application(conn, &app.id)?;
    ensure_may_view(&app, &tasks, me)?;
    let required = state
        .flows
        .of(&instance_of(&app)?)
        .is_some_and(|def| def.fee.payment_required());
    let payer = app.applicant_id == me.user.id || me.user.role_name == ADMINISTRATOR;
    let open = !matches!(app.status.as_str(), "rejected" | "withdrawn");
    let refund = match &charge.order_uuid {
        Some(order) => PaymentRefund::of_order(conn, order)?,
        None => None,
    };
    let mut detail = ChargeDetail::of(charge, required);
    detail.refund = refund.map(Into::into);
    detail.may_pay = payer && open && !detail.pay_result;
    Ok(detail)
}

fn not_found() -> ApiError {
    ApiError::not_found("收费记录不存在")
}
