//! Closing one's own account (注销) from the security centre (`user/resignSecurityCenter`).
//! The spec names the call only; we read "resign" as the user closing their account. It is
//! refused while the user has an application in progress (neither approved, withdrawn nor
//! rejected: `running`) or a registration account still holding shares (a position with a
//! volume, pledged or frozen). A closed account is disabled as the administrator's 禁用 does
//! (`users.status` 0: it signs in no more; the administrator may enable it again) and every
//! session of it ends.

use diesel::prelude::*;

use crate::{
    auth::role::roles,
    db::DbConn,
    error::ApiError,
    lifecycle::ApplicationStatus,
    models::user::User,
    schema::{applications, positions, user_holder_accounts},
};

pub const IN_PROGRESS: &str = "您有正在办理中的业务申请，请办结或撤回后再注销账号";
pub const HOLDS_SHARES: &str = "您的登记账号仍持有份额，不能注销账号";
pub const ADMINISTRATOR: &str = "平台管理员账号不能注销";
/// Why the closed account's sessions ended (what its next request is told).
pub const CLOSED: &str = "账号已注销";
pub const DONE: &str = "账号注销成功";

/// Why `user` may not close the account now, if it may not.
pub fn refusal(conn: &mut DbConn, user: &User) -> Result<(), ApiError> {
    if user.role_name == roles::ADMINISTRATOR {
        // the tenant's administration would be left with nobody to enable it again
        return Err(ApiError::bad_request(ADMINISTRATOR));
    }
    let running: i64 = applications::table
        .filter(applications::applicant_id.eq(&user.id))
        .filter(applications::status.eq(ApplicationStatus::Running.as_str()))
        .count()
        .get_result(conn)?;
    if running > 0 {
        return Err(ApiError::bad_request(IN_PROGRESS));
    }
    let holding: i64 = user_holder_accounts::table
        .inner_join(
            positions::table.on(positions::account_uuid.eq(user_holder_accounts::holder_uuid)),
        )
        .filter(user_holder_accounts::user_id.eq(&user.id))
        .filter(
            positions::volume
                .gt(0)
                .or(positions::pledged.gt(0))
                .or(positions::frozen.gt(0)),
        )
        .count()
        .get_result(conn)?;
    if holding > 0 {
        return Err(ApiError::bad_request(HOLDS_SHARES));
    }
    Ok(())
}
