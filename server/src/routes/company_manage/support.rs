//! What the company management calls share: who reads and who edits, the enterprise of a
//! managed list, and the checks of the hand-corrected fields (02 §5 name fields).

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    db::DbConn,
    error::ApiError,
    models::company_manage::{Managed, ManagedRecord},
    routes::flow::request::STAFF,
};

/// The audit log's entity names.
pub const COMPANY_ENTITY: &str = "company";
pub const LISTED_PRODUCT_ENTITY: &str = "listed-product";

pub const NOT_STAFF: &str = "仅登记机构工作人员可查看企业信息";
pub const NOT_ADMIN: &str = "仅管理员可修改企业信息";
pub const NO_SUCH_COMPANY: &str = "企业不存在";
pub const NOT_IN_CUSTODY: &str = "该企业未托管";
pub const NOT_LISTED: &str = "该企业未挂牌";
pub const NO_SUCH_PRODUCT: &str = "挂牌产品不存在";
pub const KIND_REQUIRED: &str = "请指定企业类别";

/// Staff read the managed enterprises; anyone else 403.
pub fn require_staff(me: &CurrentUser) -> Result<(), ApiError> {
    if STAFF.contains(&me.user.role_name.as_str()) {
        Ok(())
    } else {
        Err(ApiError::forbidden(NOT_STAFF))
    }
}

/// Only the administrator corrects them.
pub fn require_editor(me: &CurrentUser) -> Result<(), ApiError> {
    require_staff(me)?;
    if me.user.role_name == roles::ADMINISTRATOR {
        Ok(())
    } else {
        Err(ApiError::forbidden(NOT_ADMIN))
    }
}

pub fn kind(text: Option<&str>) -> Result<Managed, ApiError> {
    Managed::parse(text).ok_or_else(|| ApiError::bad_request(KIND_REQUIRED))
}

pub fn given(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

pub fn required_id(id: Option<String>) -> Result<String, ApiError> {
    given(id).ok_or_else(|| ApiError::bad_request("请指定企业"))
}

/// The tenant's enterprise `id` on the managed list `kind`: 404 when the tenant has none,
/// 404 未托管 / 未挂牌 when it is not on that list.
pub fn managed(
    conn: &mut DbConn,
    me: &CurrentUser,
    kind: Managed,
    id: &str,
) -> Result<ManagedRecord, ApiError> {
    let record = ManagedRecord::find(conn, &me.user.tenant_id, id)?
        .ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))?;
    match kind {
        Managed::Custody if record.is_register == 0 => Err(ApiError::not_found(NOT_IN_CUSTODY)),
        Managed::Listed if record.is_listing == 0 => Err(ApiError::not_found(NOT_LISTED)),
        _ => Ok(record),
    }
}

/// A name field (02 §5): no spaces (请不要输入空格), no special characters (不能包含特殊字符),
/// at most `max` characters; `label` names it in the message.
pub fn check_name(text: &str, label: &str, max: usize) -> Result<(), ApiError> {
    if text.chars().count() > max {
        return Err(ApiError::bad_request(format!("{label}不能超过{max}个字")));
    }
    let today = engine::validate::CalendarDate::new(2000, 1, 1)
        .unwrap_or_else(|| unreachable!("a valid date"));
    engine::validate::Format::HolderName
        .check(&serde_json::Value::String(text.to_owned()), today)
        .map_err(|m| ApiError::bad_request(format!("{label}{m}")))
}
