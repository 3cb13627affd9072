//! The audit log of the administration (issue 20): one row per change, written in the
//! transaction of the change (see `crate::audit`), read newest first by the administrator.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::{containing, LIKE_ESCAPE};
use crate::{
    db::DbConn,
    paging::{counted, Counted},
    schema::audit_log,
};

type Backend = <DbConn as Connection>::Backend;

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = audit_log)]
pub struct AuditEntry {
    pub id: String,
    pub tenant_id: String,
    pub seq: i64,
    pub actor_id: String,
    pub actor_account: String,
    pub actor_name: String,
    pub at: i64,
    pub entity: String,
    pub entity_id: String,
    pub action: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

/// An entry as the audit log page shows it: the records before and after as JSON.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditView {
    pub id: String,
    pub actor_id: String,
    pub actor_account: String,
    pub actor_name: String,
    /// Seconds since the epoch.
    pub at: i64,
    /// What was changed, e.g. `dict-biz`.
    pub entity: String,
    pub entity_id: String,
    /// create, update or remove.
    pub action: String,
    /// The record before the change (none for a creation).
    #[schema(value_type = Option<Object>)]
    pub before: Option<serde_json::Value>,
    /// The record after the change (none for a removal).
    #[schema(value_type = Option<Object>)]
    pub after: Option<serde_json::Value>,
}

impl From<AuditEntry> for AuditView {
    fn from(e: AuditEntry) -> Self {
        let parse = |text: Option<String>| text.and_then(|t| serde_json::from_str(&t).ok());
        AuditView {
            id: e.id,
            actor_id: e.actor_id,
            actor_account: e.actor_account,
            actor_name: e.actor_name,
            at: e.at,
            entity: e.entity,
            entity_id: e.entity_id,
            action: e.action,
            before: parse(e.before),
            after: parse(e.after),
        }
    }
}

/// The filters of the audit log page.
#[derive(Debug, Default)]
pub struct AuditFilter {
    /// The entity, exactly.
    pub entity: Option<String>,
    /// Part of the actor's account or name.
    pub actor: Option<String>,
}

impl AuditEntry {
    /// The next position in a tenant's log (call inside the write transaction).
    pub fn next_seq(conn: &mut DbConn, tenant: &str) -> QueryResult<i64> {
        let last: Option<i64> = audit_log::table
            .filter(audit_log::tenant_id.eq(tenant))
            .select(diesel::dsl::max(audit_log::seq))
            .first(conn)?;
        Ok(last.unwrap_or(0) + 1)
    }

    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(audit_log::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// One page of a tenant's log, newest first.
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        filter: &AuditFilter,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<AuditEntry>> {
        let query = || {
            let mut q = audit_log::table
                .filter(audit_log::tenant_id.eq(tenant.to_owned()))
                .into_boxed::<Backend>();
            if let Some(entity) = &filter.entity {
                q = q.filter(audit_log::entity.eq(entity.clone()));
            }
            if let Some(actor) = &filter.actor {
                let pattern = containing(actor);
                q = q.filter(
                    audit_log::actor_account
                        .like(pattern.clone())
                        .escape(LIKE_ESCAPE)
                        .or(audit_log::actor_name.like(pattern).escape(LIKE_ESCAPE)),
                );
            }
            q
        };
        counted(conn, query, offset, limit, |conn, q| {
            q.order((audit_log::seq.desc(), audit_log::id.desc()))
                .select(AuditEntry::as_select())
                .load(conn)
        })
    }
}
