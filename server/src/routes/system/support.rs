//! What the administration handlers of the system group share (issue 20): who may call them,
//! and the names they record in the audit log.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    error::ApiError,
    models::{menu_admin::LazyFilter, tenant::DEFAULT_TENANT},
};

/// The audit log's name for a business dictionary entry.
pub const DICT_ENTITY: &str = "dict-biz";

/// The answer for an id that is no entry of the caller's tenant.
pub const NO_SUCH_DICT_ENTRY: &str = "字典项不存在";

/// The audit log's name for a business parameter.
pub const PARAM_ENTITY: &str = "param-biz";

/// The answer for an id that is no parameter of the caller's tenant.
pub const NO_SUCH_PARAM: &str = "参数不存在";

/// The audit log's name for an administrative region.
pub const REGION_ENTITY: &str = "region";

/// The answer for a code that is no region.
pub const NO_SUCH_REGION: &str = "区划不存在";

/// The administration is the administrator's alone: anyone else 403.
pub fn require_admin(me: &CurrentUser) -> Result<(), ApiError> {
    me.require_role(&[roles::ADMINISTRATOR])
}

/// A filter's text, trimmed; none when blank.
pub fn filter_text(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

/// The audit log's names for a menu or button and for a role's grants.
pub const MENU_ENTITY: &str = "menu";
pub const ROLE_GRANT_ENTITY: &str = "role-grant";

/// The answer for an id that is no menu or button.
pub const NO_SUCH_MENU: &str = "菜单不存在";

/// Menus, buttons and the roles' grants are global (no tenant column): every tenant's users see
/// the same sidebar for the same role. So they are the platform tenant's administrator's alone;
/// another tenant's administrator (and anyone else) gets 403, since a change of theirs would
/// change every tenant's sidebar.
pub fn require_menu_admin(me: &CurrentUser) -> Result<(), ApiError> {
    require_admin(me)?;
    if me.tenant_id() == DEFAULT_TENANT {
        Ok(())
    } else {
        Err(ApiError::forbidden(MENUS_PLATFORM_ONLY))
    }
}

/// 400 角色不存在 unless every name is one of the platform's roles.
pub fn unknown_role(names: &[String]) -> Result<(), ApiError> {
    if names.iter().all(|n| roles::ALL.contains(&n.as_str())) {
        Ok(())
    } else {
        Err(ApiError::bad_request("角色不存在"))
    }
}

/// The refusal of the menu calls for another tenant's administrator.
pub const MENUS_PLATFORM_ONLY: &str = "菜单与角色权限为全平台共用，仅平台租户的管理员可以管理";

/// Regions are shared by every tenant: only the platform tenant's administrator changes them;
/// another tenant's administrator (and anyone else) gets 403.
pub fn require_region_admin(me: &CurrentUser) -> Result<(), ApiError> {
    require_admin(me)?;
    if me.user.tenant_id == DEFAULT_TENANT {
        Ok(())
    } else {
        Err(ApiError::forbidden(REGIONS_PLATFORM_ONLY))
    }
}

/// The refusal of a region change for another tenant's administrator.
pub const REGIONS_PLATFORM_ONLY: &str = "行政区划为全平台共用，仅平台租户的管理员可以修改";

/// The ids of a comma-separated list, trimmed, without blanks or repeats, in order.
pub fn id_list(ids: Option<String>) -> Vec<String> {
    let mut ids: Vec<String> = ids
        .unwrap_or_default()
        .split(',')
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// A field trimmed, or the message that it is blank or longer than `max` characters.
pub fn required_text(
    value: Option<String>,
    label: &str,
    blank: &str,
    max: usize,
) -> Result<String, ApiError> {
    let value = value.unwrap_or_default().trim().to_owned();
    if value.is_empty() {
        return Err(ApiError::bad_request(blank));
    }
    if value.chars().count() > max {
        return Err(ApiError::bad_request(format!("{label}不能超过{max}个字")));
    }
    Ok(value)
}

/// The query of the two lazy menu lists (`menu/lazy-list`, `menu/lazy-menu-list`).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct MenuLazyQuery {
    /// The parent's id; none or `0` for the top level.
    pub parent_id: Option<String>,
    /// Part of the name (菜单名称).
    pub name: Option<String>,
    /// Part of the code (菜单编号).
    pub code: Option<String>,
}

impl MenuLazyQuery {
    /// The filter of a lazy list, menus only or menus and buttons.
    pub fn filter(self, menus_only: bool) -> LazyFilter {
        LazyFilter {
            parent_id: filter_text(self.parent_id).filter(|p| p != "0"),
            name: filter_text(self.name),
            code: filter_text(self.code),
            menus_only,
        }
    }
}
