//! 550058 rights confirmation and 550227 bulk confirmation (01 §4 comfirm): a holder's rights
//! are confirmed when the volume declared for the product is the one the register holds; the
//! account is then no longer refused by the holder-confirmation rule.

use serde_json::{json, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, position::Position},
};

use super::{
    cell, cell_volume,
    declaration::{known_account, product_coded},
    ownership, record, EffectInput,
};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let rows = input.rows("confirmList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组确权信息"));
    }
    let mut confirmed = Vec::new();
    for row in rows {
        let account = known_account(conn, tenant, cell(row, "accountNumber"))?;
        let number = account.account_number.as_str();
        ownership::ensure_own(conn, &input.application.applicant_id, &account)?;
        let product = product_coded(conn, tenant, cell(row, "productCode"))?;
        let code = product.product_code.as_str();
        let declared =
            cell_volume(row, "volume").ok_or_else(|| ApiError::bad_request("请输入正确的数量"))?;
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
    record::write(
        conn,
        input,
        "rightsConfirmation",
        &subject,
        json!({ "rows": Value::Array(confirmed) }),
    )
}
