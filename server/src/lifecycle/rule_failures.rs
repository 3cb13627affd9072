//! A rule that fails at run time is refused to the user with its name (`ApiError::RuleFailed`)
//! and recorded here, outside the command's transaction (which it never reached), so the
//! analyst sees it in the studio.

use crate::{
    auth::current_user::CurrentUser, db::DbConn, error::ApiError, models::rule_failure::RuleFailure,
};

pub fn record(conn: &mut DbConn, me: &CurrentUser, error: &ApiError, now: i64) {
    let ApiError::RuleFailed(failure) = error else {
        return;
    };
    let kind = serde_json::to_value(failure.kind)
        .ok()
        .and_then(|k| k.as_str().map(str::to_owned))
        .unwrap_or_default();
    let row = RuleFailure {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: me.user.tenant_id.clone(),
        app_id: failure.app_id.clone(),
        node_id: failure.node.clone(),
        script: failure.script.clone(),
        line: failure.line.and_then(|l| i32::try_from(l).ok()),
        kind,
        message: failure.message.clone(),
        user_id: me.user.id.clone(),
        occurred_at: now,
    };
    // The user's refusal does not depend on the record; a failed write is only logged.
    if let Err(cause) = row.insert(conn) {
        tracing::error!(error = ?cause, "a rule failure could not be recorded");
    }
}
