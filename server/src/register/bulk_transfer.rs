//! 550060 bulk transfer (rows uploaded from Excel, 01 §7): every row moves free volume from one
//! account to another as a share transfer does; the first refused row undoes them all.

use crate::{db::DbConn, error::ApiError};

use super::{
    cell, cell_volume,
    declaration::{product_coded, usable_account},
    ownership, transfer, EffectInput,
};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let rows = input.rows("transferList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组过户信息"));
    }
    for (index, row) in rows.into_iter().enumerate() {
        let line = index + 1;
        let at_line = |e: ApiError| e.prefixed(&format!("第{line}行："));
        let product = product_coded(conn, tenant, cell(row, "productCode")).map_err(at_line)?;
        let out = usable_account(conn, tenant, cell(row, "accountNumberOut"), "转出方")
            .map_err(at_line)?;
        ownership::ensure_own(conn, input, &out).map_err(at_line)?;
        let into = usable_account(conn, tenant, cell(row, "accountNumberIn"), "转入方")
            .map_err(at_line)?;
        let volume = cell_volume(row, "volume")
            .ok_or_else(|| ApiError::bad_request(format!("第{line}行：请输入正确的数量")))?;
        transfer::move_free(conn, &product.id, &out, &into, volume).map_err(at_line)?;
    }
    Ok(())
}
