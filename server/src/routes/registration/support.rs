//! What the registration calls share: the investor's chosen account and how accounts and
//! enterprises are answered.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser, db::DbConn, error::ApiError,
    models::holder_account::HolderAccount,
};

/// Who is not an investor has no holdings to see.
pub const NOT_AN_INVESTOR: &str = "无权访问该功能";
/// An investor with several accounts who has not chosen one yet.
pub const NO_ACCOUNT_CHOSEN: &str = "请选择登记账号";

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareAccountInfo {
    pub holder_uuid: String,
    pub account_number: String,
    pub holder_name: String,
    pub holder_account_status: i32,
    pub company_id: Option<String>,
    pub product_id: Option<String>,
    pub organ_type: i32,
    pub organ_type_id: Option<String>,
    pub investor_expire_status: i32,
}

impl From<HolderAccount> for ShareAccountInfo {
    fn from(a: HolderAccount) -> Self {
        ShareAccountInfo {
            holder_uuid: a.uuid,
            account_number: a.account_number,
            holder_name: a.holder_name,
            holder_account_status: a.holder_account_status,
            company_id: a.company_id,
            product_id: a.product_id,
            organ_type: a.organ_type,
            organ_type_id: a.organ_type_id,
            investor_expire_status: a.investor_expire_status,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefCompany {
    pub company_id: String,
    pub name: String,
}

/// The uuid of the account the investor works in: 403 for a user who is not an investor,
/// 400 请选择登记账号 when none is chosen yet.
pub fn current_holder_uuid(me: &CurrentUser) -> Result<String, ApiError> {
    if !me.landing_mode().may_switch_holder() {
        return Err(ApiError::forbidden(NOT_AN_INVESTOR));
    }
    me.session
        .current_holder_uuid
        .clone()
        .ok_or_else(|| ApiError::bad_request(NO_ACCOUNT_CHOSEN))
}

/// The chosen account, read again and checked to be still the user's.
pub fn bound_account(
    conn: &mut DbConn,
    user_id: &str,
    uuid: &str,
) -> Result<HolderAccount, ApiError> {
    HolderAccount::bound_to_user(conn, user_id, uuid)?
        .ok_or_else(|| ApiError::bad_request(NO_ACCOUNT_CHOSEN))
}
