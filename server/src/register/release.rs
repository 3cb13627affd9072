//! Releasing encumbered shares back to free volume: a pledge release (550009, 550096) names
//! the pledgee, a freeze release (550011) the freezing authority. Each row releases from that
//! counterparty's oldest records first; more than they still hold is refused. The account's
//! volume and the product's total do not change.

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        encumbrance::{mark_released, outstanding},
        position::{Encumbrance, Position},
    },
};

use super::{
    cell, cell_volume,
    declaration::{declared_product, known_account},
    ownership, EffectInput,
};

struct Words {
    counterparty_cell: &'static str,
    counterparty_missing: &'static str,
    verb: &'static str,
}

fn words(kind: Encumbrance) -> Words {
    match kind {
        Encumbrance::Pledge => Words {
            counterparty_cell: "zqrName",
            counterparty_missing: "请填写质权人名称",
            verb: "质押",
        },
        Encumbrance::Freeze => Words {
            counterparty_cell: "judiciary",
            counterparty_missing: "请填写冻结机关",
            verb: "冻结",
        },
    }
}

pub fn run(conn: &mut DbConn, input: &EffectInput, kind: Encumbrance) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let words = words(kind);
    let rows = input.rows("releaseList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组信息"));
    }
    for row in rows {
        let account = known_account(conn, tenant, cell(row, "securityAccountNo"))?;
        let number = account.account_number.as_str();
        ownership::ensure_own(conn, input, &account)?;
        let product = declared_product(conn, tenant, row)?;
        let counterparty = cell(row, words.counterparty_cell)
            .ok_or_else(|| ApiError::bad_request(words.counterparty_missing))?;
        let volume = cell_volume(row, "releaseShares")
            .ok_or_else(|| ApiError::bad_request("请输入正确的解除数量"))?;
        let records = outstanding(conn, kind, &account.uuid, &product.id, counterparty)?;
        let held: i64 = records.iter().map(|r| r.remaining).sum();
        if held < volume {
            let verb = words.verb;
            return Err(ApiError::bad_request(format!(
                "{}在{counterparty}名下未解除{verb}{held}股，申请解除{volume}股",
                account.holder_name
            )));
        }
        let mut left = volume;
        for record in records {
            if left == 0 {
                break;
            }
            let taken = left.min(record.remaining);
            mark_released(conn, kind, &record.id, taken)?;
            left -= taken;
        }
        if !Position::release(conn, &account.uuid, &product.id, kind, volume)? {
            return Err(ApiError::bad_request(format!(
                "登记账号{number}的{}数量与记录不一致",
                words.verb
            )));
        }
    }
    Ok(())
}
