//! What the administration handlers of the system group share (issue 20): who may call them,
//! and the names they record in the audit log.

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    error::ApiError,
};

/// The audit log's name for a business dictionary entry.
pub const DICT_ENTITY: &str = "dict-biz";

/// The answer for an id that is no entry of the caller's tenant.
pub const NO_SUCH_DICT_ENTRY: &str = "字典项不存在";

/// The administration is the administrator's alone: anyone else 403.
pub fn require_admin(me: &CurrentUser) -> Result<(), ApiError> {
    me.require_role(&[roles::ADMINISTRATOR])
}

/// A filter's text, trimmed; none when blank.
pub fn filter_text(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}
