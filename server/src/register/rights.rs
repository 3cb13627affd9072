//! 550058 rights confirmation and 550227 bulk confirmation (01 §4 comfirm): a holder's rights
//! are confirmed when the volume declared for the product is the one the register holds and,
//! where the form names the holder's identity (550058), the name and certificate are the
//! register's; the account is then no longer refused by the holder-confirmation rule.

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
    for (index, row) in rows.iter().enumerate() {
        let account = known_account(conn, tenant, cell(row, "accountNumber"))?;
        let number = account.account_number.as_str();
        ownership::ensure_own(conn, input, &account)?;
        proves_identity(conn, input, row, &account, index)?;
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

/// The holder proves who it is: the name declared in the row and, where the form asks for them,
/// the certificate type and number are the ones the register keeps for the account.
fn proves_identity(
    conn: &mut DbConn,
    input: &EffectInput,
    row: &serde_json::Map<String, Value>,
    account: &HolderAccount,
    index: usize,
) -> Result<(), ApiError> {
    let number = &account.account_number;
    if let Some(name) = cell(row, "holderName") {
        if name.trim() != account.holder_name {
            return Err(
                ApiError::bad_request(format!("股东名称与登记账号{number}的持有人不一致"))
                    .at_field(&format!("confirmList/{index}/holderName"), "股东名称"),
            );
        }
    }
    let (Some(kind), Some(certificate)) = (input.text("idType"), input.text("idNumber")) else {
        return Ok(());
    };
    let (kept_kind, kept_number) = HolderAccount::certificate(conn, &account.uuid)?;
    let same = kept_kind.as_deref() == Some(kind)
        && kept_number
            .as_deref()
            .is_some_and(|kept| kept.eq_ignore_ascii_case(certificate.trim()));
    if same {
        return Ok(());
    }
    Err(ApiError::bad_request(format!(
        "证件类型或证件号码与登记账号{number}的持有人不一致"
    ))
    .at_field("idNumber", "证件号码"))
}
