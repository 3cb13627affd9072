//! The tenant's most recent applications of some flows, for the analyst to pick one on the
//! rule bench (the flows using a script) or on the graph (one flow) instead of finding its
//! business number elsewhere: the analyst may not open other people's applications.

use diesel::prelude::*;
use serde::Serialize;

use crate::{db::DbConn, models::application::Application, schema::applications};

/// How many are offered.
pub const OFFERED: i64 = 20;

/// One application as the picker shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentApplication {
    pub biz_sn: String,
    pub app_id: String,
    pub biz_type_name: String,
    pub status: String,
    pub current_node: String,
    /// Milliseconds since the epoch.
    pub created_at: i64,
}

/// The last `OFFERED` applications of the tenant among `app_ids`, newest first.
pub fn recent(
    conn: &mut DbConn,
    tenant: &str,
    app_ids: &[String],
) -> QueryResult<Vec<RecentApplication>> {
    let apps: Vec<Application> = applications::table
        .filter(applications::tenant_id.eq(tenant))
        .filter(applications::app_id.eq_any(app_ids))
        .order(applications::created_at.desc())
        .limit(OFFERED)
        .select(Application::as_select())
        .load(conn)?;
    Ok(apps
        .into_iter()
        .map(|a| RecentApplication {
            biz_sn: a.biz_sn,
            app_id: a.app_id,
            biz_type_name: a.biz_type_name,
            status: a.status,
            current_node: a.current_node,
            created_at: a.created_at,
        })
        .collect())
}
