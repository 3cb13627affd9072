//! 550130/550131/550132/550136 investor registration: the holder account is opened (status 1)
//! and bound to the applicant; an account already open for the same holder is not opened twice.
//! A visitor's first account moves them into the investor zone (`certification::first_account`).

use crate::{
    db::DbConn,
    error::ApiError,
    models::holder_account::{HolderAccount, HolderIdentity},
};

use super::{certification, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let name = input
        .text("holderName")
        .ok_or_else(|| ApiError::bad_request("请填写投资者名称"))?;
    let id_number = input
        .text("idNumber")
        .ok_or_else(|| ApiError::bad_request("请填写证件号码"))?;
    let organ_type: i32 = input
        .text("organType")
        .and_then(|t| t.parse().ok())
        .unwrap_or(2);
    if let Some(number) = HolderAccount::unclosed_number_of(conn, tenant, name, id_number)? {
        return Err(ApiError::bad_request(format!(
            "该投资者已开立登记账号{number}"
        )));
    }
    let identity = HolderIdentity {
        tenant_id: tenant,
        holder_name: name,
        organ_type,
        cert_type: input.text("idType"),
        certificate_no: id_number,
    };
    let (uuid, _) = identity.open(conn, true)?;
    HolderAccount::bind_user(conn, &input.application.applicant_id, &uuid)?;
    certification::first_account(conn, input)
}
