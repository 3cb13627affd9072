//! 550004/550066 share transfer: free volume moves from one account to another. Refused when
//! the transferor's account is not the applicant's, the free volume is short or an account is
//! closed or frozen; the product's total stays.

use crate::{
    db::DbConn,
    error::ApiError,
    models::{position::Position, product::Product},
};

use super::{declaration::usable_account as account, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let code = input
        .text("productCode")
        .ok_or_else(|| ApiError::bad_request("请填写产品代码"))?;
    let product = Product::find_by_code(conn, tenant, code)?
        .ok_or_else(|| ApiError::bad_request(format!("产品代码{code}不存在")))?;
    let volume = input.volume("transferVolume")?;
    let out = account(conn, tenant, input.text("accountNumberOut"), "转出方")?;
    super::ownership::ensure_own(conn, &input.application.applicant_id, &out)
        .map_err(|refusal| refusal.at_field("accountNumberOut", "转出方账号"))?;
    let into = account(conn, tenant, input.text("accountNumberIn"), "转入方")?;
    if out.uuid == into.uuid {
        return Err(ApiError::bad_request("转出方与转入方不能是同一登记账号"));
    }
    Position::lock_pair(conn, &product.id, &out.uuid, &into.uuid)?;
    if !Position::debit_free(conn, &out.uuid, &product.id, volume)? {
        let free = Position::find(conn, &out.uuid, &product.id)?
            .map_or(0, |p| p.volume - p.pledged - p.frozen);
        return Err(ApiError::bad_request(format!(
            "转出方可用数量不足：可用{free}股，申请转让{volume}股"
        )));
    }
    Position::credit(conn, &into.uuid, &product.id, volume)?;
    Ok(())
}
