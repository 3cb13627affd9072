//! `POST /api/blade-system/tenant/remove?ids=a,b`: the platform's administrator removes
//! tenants that were never put to use (issue 20): what creating one gave it (its dictionaries,
//! parameters and administrator) goes with it. A tenant with anything more (a sign-in, an
//! enterprise, an account, an application, an audit entry, a second user) is refused by the
//! database's own references, so no tenant's records are ever orphaned; such a tenant is
//! stopped by ending its authorisation (`tenant/setting`). All or nothing, audited.

use actix_web::{post, web};
use diesel::{
    prelude::*,
    result::{DatabaseErrorKind, Error as DieselError},
};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{id_list, require_platform_admin, NO_SUCH_TENANT, TENANT_ENTITY};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        tenant::{Tenant, DEFAULT_TENANT},
        user::User,
    },
    schema::{dict_biz, param_biz, users},
    state::AppState,
};

pub const TENANT_IN_USE: &str = "租户已投入使用，不能删除，可通过授权配置设置到期时间停用";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TenantRemoveQuery {
    /// The tenants' ids, separated by commas.
    pub ids: Option<String>,
}

fn in_use(error: DieselError) -> ApiError {
    match error {
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _) => {
            ApiError::bad_request(TENANT_IN_USE)
        }
        other => other.into(),
    }
}

fn remove_one(conn: &mut DbConn, tenant: &Tenant) -> Result<(), ApiError> {
    let id = tenant.tenant_id.as_str();
    if Tenant::user_count(conn, id)? > 1 {
        return Err(ApiError::bad_request(TENANT_IN_USE));
    }
    diesel::delete(dict_biz::table.filter(dict_biz::tenant_id.eq(id))).execute(conn)?;
    diesel::delete(param_biz::table.filter(param_biz::tenant_id.eq(id))).execute(conn)?;
    diesel::delete(users::table.filter(users::tenant_id.eq(id)))
        .execute(conn)
        .map_err(in_use)?;
    tenant.delete(conn).map_err(in_use)?;
    Ok(())
}

fn remove(conn: &mut DbConn, me: &User, now: i64, ids: &[String]) -> Result<Vec<Tenant>, ApiError> {
    let tenants = Tenant::find_many(conn, ids)?;
    if tenants.len() != ids.len() {
        return Err(ApiError::not_found(NO_SUCH_TENANT));
    }
    for tenant in &tenants {
        remove_one(conn, tenant)?;
        audit::record(
            conn,
            me,
            now,
            Change {
                entity: TENANT_ENTITY,
                entity_id: &tenant.tenant_id,
                action: Action::Remove,
                before: Some(tenant),
                after: None,
            },
        )?;
    }
    Ok(tenants)
}

#[utoipa::path(
    post, path = "/api/blade-system/tenant/remove", tag = "system", params(TenantRemoveQuery),
    responses((status = 200, body = Envelope<Vec<Tenant>>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/tenant/remove")]
pub async fn tenant_remove(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<TenantRemoveQuery>,
) -> ApiResult {
    require_platform_admin(&me)?;
    let ids = id_list(query.into_inner().ids);
    if ids.is_empty() {
        return Err(ApiError::bad_request("请选择要删除的租户"));
    }
    if ids.iter().any(|id| id == DEFAULT_TENANT) {
        return Err(ApiError::bad_request("平台租户不能删除"));
    }
    let now = state.clock.now();
    let user = me.user;
    let removed = state
        .db(move |conn| transaction::write(conn, |conn| remove(conn, &user, now, &ids)))
        .await?;
    state.answers_changed();
    Ok(ok(removed))
}
