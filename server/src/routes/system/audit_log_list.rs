//! `GET /api/blade-system/audit-log/list?current=&size=&entity=&actor=`: the audit log of the
//! caller's tenant, newest first, for the administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{filter_text, require_admin};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::audit_entry::{AuditEntry, AuditFilter, AuditView},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditListQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
    /// What was changed, exactly (e.g. `dict-biz`).
    pub entity: Option<String>,
    /// Part of the actor's account or name.
    pub actor: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/audit-log/list", tag = "system", params(AuditListQuery),
    responses((status = 200, body = Envelope<Page<AuditView>>), (status = 403, body = Failure))
)]
#[get("/blade-system/audit-log/list")]
pub async fn audit_log_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<AuditListQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let query = query.into_inner();
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let filter = AuditFilter {
        entity: filter_text(query.entity),
        actor: filter_text(query.actor),
    };
    let tenant = me.user.tenant_id.clone();
    let (entries, total) = state
        .db(move |conn| {
            Ok(AuditEntry::page(
                conn,
                &tenant,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    let records = entries.into_iter().map(AuditView::from).collect();
    Ok(ok(paging.page((records, total))))
}
