//! 550058 rights confirmation and 550227 bulk confirmation (01 §4 comfirm): a holder's rights
//! are confirmed when the volume declared for the product is the one the register holds; the
//! account is then no longer refused by the holder-confirmation rule.

use serde_json::{json, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, position::Position},
};

use super::{cell, cell_volume, ownership, record, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let rows = input.rows("confirmList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组确权信息"));
    }
    let mut confirmed = Vec::new();
    for row in rows {
        let number = cell(row, "accountNumber")
            .ok_or_else(|| ApiError::bad_request("请填写登记账号"))?;
        let account = HolderAccount::find_by_number(conn, tenant, number)?
            .ok_or_else(|| ApiError::bad_request(format!("登记账号{number}不存在")))?;
        ownership::ensure_own(conn, &input.application.applicant_id, &account)?;
        let code = cell(row, "productCode")
            .ok_or_else(|| ApiError::bad_request("请填写产品代码"))?;
        let product = crate::models::product::Product::find_by_code(conn, tenant, code)?
            .ok_or_else(|| ApiError::bad_request(format!("产品代码{code}不存在")))?;
        let declared = cell_volume(row, "volume")
            .ok_or_else(|| ApiError::bad_request("请输入正确的数量"))?;
        let held = Position::find(conn, &account.uuid, &product.id)?.map_or(0, |p| p.volume);
        if held != declared {
            return Err(ApiError::bad_request(format!(
                "登记账号{number}持有产品{code}共{held}股，与申报的{declared}股不一致"
            )));
        }
        HolderAccount::confirm_rights(conn, &account.uuid)?;
        confirmed.push(json!({ "accountNumber": number, "productCode": code, "volume": held }));
    }
    let subject = confirmed
        .first()
        .and_then(|c| c["accountNumber"].as_str())
        .unwrap_or_default()
        .to_owned();
    record::write(conn, input, "rightsConfirmation", &subject, json!({ "rows": Value::Array(confirmed) }))
}
