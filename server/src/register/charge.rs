//! 550100 charged business: the charge the flow's charge rule computed is collected, one row
//! per application, as a decimal amount.

use rust_decimal::Decimal;

use crate::{db::DbConn, error::ApiError, models::charge::Charge};

use super::EffectInput;

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let amount = input
        .charge
        .filter(|c| *c > Decimal::ZERO)
        .ok_or_else(|| ApiError::bad_request("请填写收费金额"))?;
    if Charge::of_application(conn, &input.application.id)?.is_some() {
        return Err(ApiError::bad_request("该业务已收费"));
    }
    Charge {
        application_id: input.application.id.clone(),
        tenant_id: input.tenant().to_owned(),
        app_id: input.application.app_id.clone(),
        item: input.application.biz_type_name.clone(),
        amount: amount.round_dp(2).to_string(),
        charged_at: input.now,
    }
    .insert(conn)?;
    Ok(())
}
