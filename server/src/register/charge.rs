//! 550100 charged business (02 §9 "550100 marked charged"): the business exists to collect the
//! amount its form states. The charge itself is recorded at submit and paid through the
//! payment gateway like every charge (see `charging`); completing asks that there is one.

use rust_decimal::Decimal;

use crate::{db::DbConn, error::ApiError, models::charge::Charge};

use super::EffectInput;

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let charged = Charge::of_application(conn, &input.application.id)?
        .is_some_and(|charge| charge.amount_decimal() > Decimal::ZERO);
    if charged {
        Ok(())
    } else {
        Err(ApiError::bad_request("请填写收费金额"))
    }
}
