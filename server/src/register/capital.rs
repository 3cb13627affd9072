//! Share capital changes: an increase (550002 增资, 550024 发行登记, 550090 送转股) credits each
//! listed holder and raises the product's total by their sum; a decrease (550003 减资, 550052
//! 回购注销) takes each listed holder's free volume and lowers the total by their sum. The
//! register's total stays the sum of the positions. Only the enterprise of the product (or
//! staff) changes its capital. The record keeps each holder's volume before and after and the
//! product's total before and after (the buyback detail, /550052/detail, shows them).

use serde_json::{json, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{position::Position, product::Product},
};

use super::{cell, cell_volume, declaration::usable_account, enterprise, record, EffectInput};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Increase,
    Decrease,
}

pub fn run(conn: &mut DbConn, input: &EffectInput, direction: Direction) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let product = super::product_named(conn, input, "productCode")?;
    enterprise::ensure_acts_for_product(conn, &input.application.applicant_id, &product)?;
    input
        .text("changeReason")
        .ok_or_else(|| ApiError::bad_request("请填写变动原因"))?;
    let rows = input.rows("shareChangeList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组股东变动信息"));
    }
    let total_before = Position::total(conn, &product.id)?;
    let mut sum = 0_i64;
    let mut done = Vec::new();
    for row in rows {
        let account = usable_account(conn, tenant, cell(row, "accountNumber"), "股东")?;
        let number = &account.account_number;
        if cell(row, "holderName") != Some(account.holder_name.as_str()) {
            return Err(ApiError::bad_request(format!(
                "登记账号{number}与股东名称不一致"
            )));
        }
        let volume =
            cell_volume(row, "volume").ok_or_else(|| ApiError::bad_request("请输入正确的数量"))?;
        let before = Position::find(conn, &account.uuid, &product.id)?.map_or(0, |p| p.volume);
        match direction {
            Direction::Increase => Position::credit(conn, &account.uuid, &product.id, volume)?,
            Direction::Decrease => {
                if !Position::debit_free(conn, &account.uuid, &product.id, volume)? {
                    let free = Position::free(conn, &account.uuid, &product.id)?;
                    return Err(ApiError::bad_request(format!(
                        "登记账号{number}可用数量不足：可用{free}股，申请减少{volume}股"
                    )));
                }
            }
        }
        sum = sum
            .checked_add(volume)
            .ok_or_else(|| ApiError::bad_request("请输入正确的数量"))?;
        let after = Position::find(conn, &account.uuid, &product.id)?.map_or(0, |p| p.volume);
        done.push(
            json!({ "accountNumber": number, "holderName": account.holder_name,
                          "volume": volume, "before": before, "after": after }),
        );
    }
    let delta = if direction == Direction::Increase {
        sum
    } else {
        -sum
    };
    Product::add_to_total(conn, &product.id, delta)?;
    let total_after = Position::total(conn, &product.id)?;
    record::write(
        conn,
        input,
        "capitalChange",
        &product.product_code,
        json!({ "delta": delta, "rows": Value::Array(done), "changeReason": input.text("changeReason"),
                "productName": product.name, "totalBefore": total_before,
                "totalAfter": total_after }),
    )
}
