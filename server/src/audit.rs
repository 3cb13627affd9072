//! The audit log's one writer (issue 20): every administration change records who made it,
//! when, on what, and the record before and after, inside the caller's write transaction
//! (`crate::db::transaction::write`), so that the change and its entry are written together or
//! not at all.

use serde::Serialize;

use crate::{
    clock::Timestamp, db::DbConn, error::ApiError, models::audit_entry::AuditEntry,
    models::user::User,
};

/// What a change did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Create,
    Update,
    Remove,
}

impl Action {
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Create => "create",
            Action::Update => "update",
            Action::Remove => "remove",
        }
    }
}

/// One change: the entity (e.g. `dict-biz`), its id, and the records before and after.
pub struct Change<'a, T: Serialize> {
    pub entity: &'a str,
    pub entity_id: &'a str,
    pub action: Action,
    pub before: Option<&'a T>,
    pub after: Option<&'a T>,
}

/// Records a change by `actor` at `at` in the actor's tenant. Call it inside the transaction
/// that makes the change.
pub fn record<T: Serialize>(
    conn: &mut DbConn,
    actor: &User,
    at: Timestamp,
    change: Change<'_, T>,
) -> Result<(), ApiError> {
    let json = |record: Option<&T>| {
        record
            .map(serde_json::to_string)
            .transpose()
            .map_err(ApiError::internal)
    };
    let entry = AuditEntry {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: actor.tenant_id.clone(),
        seq: AuditEntry::next_seq(conn, &actor.tenant_id)?,
        actor_id: actor.id.clone(),
        actor_account: actor.account.clone(),
        actor_name: actor.name.clone(),
        at,
        entity: change.entity.to_owned(),
        entity_id: change.entity_id.to_owned(),
        action: change.action.as_str().to_owned(),
        before: json(change.before)?,
        after: json(change.after)?,
    };
    entry.insert(conn)?;
    Ok(())
}
