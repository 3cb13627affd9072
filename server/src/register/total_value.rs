//! 550017 total share value (02 §9): total value = face value × total shares. The declared total
//! must be the register's; the product's face value becomes the declared one and the value is
//! recorded.

use rust_decimal::Decimal;
use serde_json::json;

use crate::{db::DbConn, error::ApiError, models::product::Product};

use super::{enterprise, record, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let product = super::product_named(conn, input, "productCode")?;
    enterprise::ensure_acts_for_product(conn, &input.application.applicant_id, &product)?;
    let declared = input.volume("totalShares")?;
    let registered = Product::total_shares(conn, &product.id)?;
    if declared != registered {
        return Err(ApiError::bad_request(format!(
            "总股本{declared}股与登记簿的{registered}股不一致"
        )));
    }
    let face = input
        .decimal("faceValue")
        .filter(|f| *f > Decimal::ZERO)
        .ok_or_else(|| ApiError::bad_request("请输入正确的每股面值"))?;
    let total = face * Decimal::from(registered);
    Product::set_face_value(conn, &product.id, &face.normalize().to_string())?;
    record::write(
        conn,
        input,
        "totalValue",
        &product.product_code,
        json!({ "faceValue": face.normalize().to_string(), "totalShares": registered,
                "totalValue": total.normalize().to_string() }),
    )
}
