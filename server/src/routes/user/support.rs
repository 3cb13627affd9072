//! What the user administration's handlers share: who may call them, the audit log's name, and
//! the look-up of a user of the caller's tenant.

use serde::Serialize;

use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    clock::Timestamp,
    db::DbConn,
    error::ApiError,
    models::{
        user::User,
        user_admin::{self, UserRow},
    },
    routes::system::support::require_admin,
};

/// The audit log's name for a user.
pub const USER_ENTITY: &str = "user";

/// Why a user's sessions ended after the staff reset the password.
pub const PASSWORD_RESET: &str = "密码已被管理员重置，请重新登录";

/// The answer for an id that is no user of the caller's tenant.
pub const NO_SUCH_USER: &str = "用户不存在";

/// The administrator manages the users of its own tenant; anyone else gets 403.
pub fn require_user_admin(me: &CurrentUser) -> Result<(), ApiError> {
    require_admin(me)
}

/// A user of `tenant` with its bindings, or 404.
pub fn existing(conn: &mut DbConn, tenant: &str, id: &str) -> Result<UserRow, ApiError> {
    user_admin::find(conn, tenant, id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_USER))
}

/// `a,b,c` as its non-blank ids, each once; refused when there is none.
pub fn ids(list: &str) -> Result<Vec<String>, ApiError> {
    let mut ids: Vec<String> = Vec::new();
    for id in list.split(',').map(str::trim).filter(|id| !id.is_empty()) {
        if !ids.iter().any(|known| known == id) {
            ids.push(id.to_owned());
        }
    }
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择用户"));
    }
    Ok(ids)
}

/// What the audit log keeps of a password reset: that it happened, never the password.
#[derive(Serialize)]
struct PasswordMark<'a> {
    account: &'a str,
    password: &'static str,
}

/// Records in the audit log that `actor` reset the password of the user `id` (`account`),
/// inside the reset's transaction: the administrator's reset on /system/user and the staff's
/// reset at the counter (`bizAccountManage/resetAccountPassword`) alike.
pub fn audit_password_reset(
    conn: &mut DbConn,
    actor: &User,
    now: Timestamp,
    id: &str,
    account: &str,
) -> Result<(), ApiError> {
    audit::record(
        conn,
        actor,
        now,
        Change {
            entity: USER_ENTITY,
            entity_id: id,
            action: Action::Update,
            before: Some(&PasswordMark {
                account,
                password: "******",
            }),
            after: Some(&PasswordMark {
                account,
                password: "已重置",
            }),
        },
    )
}
