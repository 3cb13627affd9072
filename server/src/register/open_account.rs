//! 550130/550131/550132/550136 investor registration: the holder account is opened (status 1)
//! and bound to the applicant; an account already open for the same holder is not opened twice.

use diesel::prelude::*;

use crate::{
    db::DbConn,
    error::ApiError,
    models::holder_account::HolderAccount,
    schema::{holder_accounts, user_holder_accounts},
};

use super::EffectInput;

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
    let existing: Option<String> = holder_accounts::table
        .filter(holder_accounts::tenant_id.eq(tenant))
        .filter(holder_accounts::certificate_no.eq(id_number))
        .filter(holder_accounts::holder_name.eq(name))
        .filter(holder_accounts::holder_account_status.eq_any([0, 1, 3]))
        .select(holder_accounts::account_number)
        .first(conn)
        .optional()?;
    if let Some(number) = existing {
        return Err(ApiError::bad_request(format!(
            "该投资者已开立登记账号{number}"
        )));
    }
    let number = HolderAccount::next_number(conn, tenant, organ_type)?;
    let uuid = uuid::Uuid::new_v4().to_string();
    diesel::insert_into(holder_accounts::table)
        .values((
            holder_accounts::uuid.eq(&uuid),
            holder_accounts::tenant_id.eq(tenant),
            holder_accounts::account_number.eq(&number),
            holder_accounts::holder_name.eq(name),
            holder_accounts::organ_type.eq(organ_type),
            holder_accounts::holder_account_status.eq(1),
            holder_accounts::investor_expire_status.eq(0),
            holder_accounts::cert_type.eq(input.text("idType")),
            holder_accounts::certificate_no.eq(id_number),
            holder_accounts::rights_confirmed.eq(true),
        ))
        .execute(conn)?;
    diesel::insert_into(user_holder_accounts::table)
        .values((
            user_holder_accounts::user_id.eq(&input.application.applicant_id),
            user_holder_accounts::holder_uuid.eq(&uuid),
        ))
        .execute(conn)?;
    Ok(())
}
