//! 550059 holding certificate and 550226 register extract: what the register holds at the time
//! of completion, recorded for the voucher: one account's position of the product (its holder
//! or staff), or the product's whole register (its enterprise or staff).

use serde_json::{json, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, position::Position},
};

use super::{declaration::known_account, enterprise, ownership, record, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let product = super::product_named(conn, input, "productCode")?;
    let purpose = input
        .text("purpose")
        .ok_or_else(|| ApiError::bad_request("请填写用途"))?;
    let applicant = input.application.applicant_id.as_str();
    let positions = match input.text("accountNumber") {
        Some(number) => {
            let account = known_account(conn, tenant, Some(number))?;
            ownership::ensure_own(conn, input, &account)?;
            let held = Position::find(conn, &account.uuid, &product.id)?.ok_or_else(|| {
                ApiError::bad_request(format!("登记账号{number}未持有{}", product.product_code))
            })?;
            vec![(account.account_number, account.holder_name, held)]
        }
        None => {
            // The whole register: its enterprise's (a fund's, of no enterprise, staff only).
            if product.company_id.is_none() && !ownership::acting_staff(conn, applicant)? {
                return Err(ApiError::forbidden("申请人不能查询该产品的股东名册"));
            }
            enterprise::ensure_acts_for_product(conn, applicant, &product)?;
            let mut all = Vec::new();
            for held in Position::of_product(conn, &product.id)? {
                if let Some(account) = HolderAccount::find(conn, &held.account_uuid)? {
                    all.push((account.account_number, account.holder_name, held));
                }
            }
            all
        }
    };
    let rows: Vec<Value> = positions
        .iter()
        .map(|(number, name, p)| {
            json!({ "accountNumber": number, "holderName": name, "volume": p.volume,
                    "pledged": p.pledged, "frozen": p.frozen })
        })
        .collect();
    let total: i64 = positions.iter().map(|(_, _, p)| p.volume).sum();
    record::write(
        conn,
        input,
        "registerExtract",
        &product.product_code,
        json!({ "purpose": purpose, "asOfDate": input.text("asOfDate"), "total": total, "positions": rows }),
    )
}
