//! 550136/550018/550221/550300 a holder's information changes on the account it already has
//! (no second account is opened): name and certificate, refused when another open account
//! already has that identity. The old and new values are recorded.

use serde_json::json;

use crate::{db::DbConn, error::ApiError, models::holder_account::HolderAccount};

use super::{declaration::known_account, ownership, record, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let account = known_account(conn, tenant, input.text("accountNumber"))?;
    let number = account.account_number.as_str();
    ownership::ensure_own(conn, input, &account)?;
    if account.holder_account_status == 2 {
        return Err(ApiError::bad_request(format!("登记账号{number}已销户")));
    }
    let name = input
        .text("holderName")
        .ok_or_else(|| ApiError::bad_request("请填写投资者名称"))?;
    let cert_type = input
        .text("certType")
        .ok_or_else(|| ApiError::bad_request("请选择证件类型"))?;
    let cert_no = input
        .text("certificateNo")
        .ok_or_else(|| ApiError::bad_request("请填写证件号码"))?;
    if let Some(other) = HolderAccount::unclosed_number_of(conn, tenant, name, cert_no)? {
        if other != account.account_number {
            return Err(ApiError::bad_request(format!(
                "该投资者已开立登记账号{other}"
            )));
        }
    }
    let (old_type, old_no) = HolderAccount::certificate(conn, &account.uuid)?;
    HolderAccount::change_identity(conn, &account.uuid, name, cert_type, cert_no)?;
    record::write(
        conn,
        input,
        "holderChange",
        number,
        json!({ "before": { "holderName": account.holder_name, "certType": old_type, "certificateNo": old_no },
                "after": { "holderName": name, "certType": cert_type, "certificateNo": cert_no,
                           "mobile": input.text("mobile") },
                "changeReason": input.text("changeReason") }),
    )
}
