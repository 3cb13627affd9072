//! `POST /api/blade-system/tenant/setting?ids=a,b&expireTime=yyyy-MM-dd`: the platform's
//! administrator sets until when tenants are authorised (授权配置, issue 20): through the end
//! of that day, Beijing time; no date lifts the limit. Once it has passed nobody of the tenant
//! signs in or refreshes a token (租户授权已过期，请联系管理员). The platform tenant is never
//! limited. All or nothing, each tenant audited.

use actix_web::{post, web};
use chrono::NaiveDate;
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{id_list, require_platform_admin, NO_SUCH_TENANT, TENANT_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    clock::beijing_day_start,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        tenant::{Tenant, DEFAULT_TENANT},
        user::User,
    },
    state::AppState,
};

const DAY_SECS: i64 = 24 * 60 * 60;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TenantSettingQuery {
    /// The tenants' ids, separated by commas.
    pub ids: Option<String>,
    /// The last day of the authorisation, yyyy-MM-dd; empty for no limit.
    pub expire_time: Option<String>,
}

/// The end of the given day in Beijing, or none for no limit.
fn expiry(text: Option<String>) -> Result<Option<i64>, ApiError> {
    let text = text.unwrap_or_default();
    let day = text.trim();
    if day.is_empty() {
        return Ok(None);
    }
    // a date-time's day is taken too (BladeX sends "yyyy-MM-dd HH:mm:ss")
    let day = day.get(..10).unwrap_or(day);
    let date = NaiveDate::parse_from_str(day, "%Y-%m-%d")
        .map_err(|_| ApiError::bad_request("到期时间格式应为yyyy-MM-dd"))?;
    Ok(Some(beijing_day_start(date) + DAY_SECS))
}

fn set(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    ids: &[String],
    expire_at: Option<i64>,
) -> Result<Vec<Tenant>, ApiError> {
    let tenants = Tenant::find_many(conn, ids)?;
    if tenants.len() != ids.len() {
        return Err(ApiError::not_found(NO_SUCH_TENANT));
    }
    let mut saved = Vec::with_capacity(tenants.len());
    for before in tenants {
        let after = Tenant {
            expire_at,
            ..before.clone()
        };
        after.update(conn)?;
        audit::record(
            conn,
            me,
            now,
            Change {
                entity: TENANT_ENTITY,
                entity_id: &after.tenant_id,
                action: Action::Update,
                before: Some(&before),
                after: Some(&after),
            },
        )?;
        saved.push(after);
    }
    Ok(saved)
}

#[utoipa::path(
    post, path = "/api/blade-system/tenant/setting", tag = "system", params(TenantSettingQuery),
    responses((status = 200, body = Envelope<Vec<Tenant>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/tenant/setting")]
pub async fn tenant_setting(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<TenantSettingQuery>,
) -> ApiResult {
    require_platform_admin(&me)?;
    let q = query.into_inner();
    let ids = id_list(q.ids);
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择要配置的租户"));
    }
    if ids.iter().any(|id| id == DEFAULT_TENANT) {
        return Err(ApiError::bad_request("平台租户不设到期时间"));
    }
    let expire_at = expiry(q.expire_time)?;
    let now = state.clock.now();
    let user = me.user;
    let saved = state
        .db(move |conn| transaction::write(conn, |conn| set(conn, &user, now, &ids, expire_at)))
        .await?;
    Ok(ok(saved))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_expiry_is_the_end_of_the_day_in_beijing() {
        // 2026-12-31 ends at 2027-01-01 00:00 Beijing, 2026-12-31 16:00 UTC
        assert_eq!(
            expiry(Some("2026-12-31".into())).unwrap(),
            Some(1_798_732_800)
        );
        assert_eq!(
            expiry(Some("2026-12-31 10:00:00".into())).unwrap(),
            Some(1_798_732_800)
        );
        assert_eq!(expiry(Some(" ".into())).unwrap(), None);
        assert!(expiry(Some("31/12/2026".into())).is_err());
    }
}
