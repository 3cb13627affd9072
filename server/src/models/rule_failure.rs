//! Rules of published flows that failed when they ran, kept for the analysts' studio.

use diesel::prelude::*;
use serde::Serialize;

use crate::{db::DbConn, schema::rule_failures};

#[derive(Debug, Clone, Queryable, Selectable, Insertable, Serialize)]
#[diesel(table_name = rule_failures)]
#[serde(rename_all = "camelCase")]
pub struct RuleFailure {
    pub id: String,
    pub tenant_id: String,
    pub app_id: String,
    pub node_id: String,
    pub script: String,
    pub line: Option<i32>,
    pub kind: String,
    pub message: String,
    pub user_id: String,
    pub occurred_at: i64,
}

impl RuleFailure {
    pub fn insert(&self, conn: &mut DbConn) -> QueryResult<()> {
        diesel::insert_into(rule_failures::table)
            .values(self)
            .execute(conn)
            .map(drop)
    }

    /// A tenant's failures since `since`, newest first, of one flow or of all.
    pub fn since(
        conn: &mut DbConn,
        tenant: &str,
        app_id: Option<&str>,
        since: i64,
    ) -> QueryResult<Vec<RuleFailure>> {
        let mut query = rule_failures::table
            .filter(rule_failures::tenant_id.eq(tenant))
            .filter(rule_failures::occurred_at.ge(since))
            .into_boxed();
        if let Some(app_id) = app_id {
            query = query.filter(rule_failures::app_id.eq(app_id.to_owned()));
        }
        query
            .order(rule_failures::occurred_at.desc())
            .limit(200)
            .select(RuleFailure::as_select())
            .load(conn)
    }
}
