//! `POST /api/blade-system/tenant/submit`: the platform's administrator creates a tenant (no
//! `id`) or changes one (`id`): its name, domain, theme, locked shell and region (issue 20).
//! A new tenant starts usable: the platform tenant's business dictionaries and parameters are
//! copied to it and its administrator account `admin` is created with a random initial
//! password, answered once. Everything, with its audit entry, in one transaction.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::{check_region, require_platform_admin, NO_SUCH_TENANT, TENANT_ENTITY, THEMES};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{tenant::Tenant, tenant_setup, user::User},
    state::AppState,
};

const MAX_NAME_CHARS: usize = 50;
const MAX_DOMAIN_CHARS: usize = 253;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenantSubmitRequest {
    /// The tenant to change; none to create one.
    pub id: Option<String>,
    /// 租户编号 of a new tenant: six digits.
    pub tenant_id: Option<String>,
    /// 租户名称.
    pub tenant_name: Option<String>,
    /// 域名: the host the tenant is reached by.
    pub domain: Option<String>,
    /// The theme forced on the tenant's own domain (one of the ten of 01 §9).
    pub theme: Option<String>,
    /// On its own domain, logout and switching are hidden.
    pub locked_shell: Option<bool>,
    /// The province of the showcase's area filter (six digits).
    pub province_code: Option<String>,
    /// The only city of that filter, a city of the province.
    pub city_code: Option<String>,
}

/// The tenant as saved; for a new one, its administrator's initial password, shown once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TenantSaved {
    pub tenant: Tenant,
    pub admin_account: Option<String>,
    pub admin_password: Option<String>,
}

fn text(t: Option<String>) -> Option<String> {
    t.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

fn valid_domain(domain: &str) -> bool {
    domain.len() <= MAX_DOMAIN_CHARS
        && domain.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
}

/// The request's fields checked; the tenant id still to be settled for a new tenant.
fn checked(body: TenantSubmitRequest) -> Result<(Option<String>, Tenant), ApiError> {
    let id = text(body.id);
    let tenant_id = match &id {
        Some(id) => id.clone(),
        None => {
            let new_id = text(body.tenant_id).unwrap_or_default();
            if new_id.len() != 6 || !new_id.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ApiError::bad_request("租户编号须为6位数字"));
            }
            new_id
        }
    };
    let tenant_name =
        text(body.tenant_name).ok_or_else(|| ApiError::bad_request("租户名称不能为空"))?;
    if tenant_name.chars().count() > MAX_NAME_CHARS {
        return Err(ApiError::bad_request(format!(
            "租户名称不能超过{MAX_NAME_CHARS}个字"
        )));
    }
    let domain = text(body.domain).map(|d| d.to_ascii_lowercase());
    if domain.as_deref().is_some_and(|d| !valid_domain(d)) {
        return Err(ApiError::bad_request("域名格式不正确"));
    }
    let theme = text(body.theme);
    if theme.as_deref().is_some_and(|t| !THEMES.contains(&t)) {
        return Err(ApiError::bad_request("主题不存在"));
    }
    let tenant = Tenant {
        tenant_id,
        tenant_name,
        domain,
        theme,
        locked_shell: body.locked_shell.unwrap_or(false),
        province_code: text(body.province_code),
        city_code: text(body.city_code),
        expire_at: None,
    };
    Ok((id, tenant))
}

fn save(
    conn: &mut DbConn,
    me: &User,
    now: i64,
    id: Option<String>,
    mut tenant: Tenant,
    admin_hash: &str,
) -> Result<TenantSaved, ApiError> {
    let before = match &id {
        Some(id) => {
            Some(Tenant::find(conn, id)?.ok_or_else(|| ApiError::not_found(NO_SUCH_TENANT))?)
        }
        None => None,
    };
    if before.is_none() && Tenant::find(conn, &tenant.tenant_id)?.is_some() {
        return Err(ApiError::bad_request("租户编号已存在"));
    }
    if let Some(domain) = &tenant.domain {
        if Tenant::domain_taken(conn, domain, &tenant.tenant_id)? {
            return Err(ApiError::bad_request(format!(
                "域名{domain}已被其他租户使用"
            )));
        }
    }
    check_region(
        conn,
        tenant.province_code.as_deref(),
        tenant.city_code.as_deref(),
    )?;
    let admin_account = match &before {
        Some(old) => {
            // the authorisation is the setting call's
            tenant.expire_at = old.expire_at;
            tenant.update(conn)?;
            None
        }
        None => {
            tenant.insert(conn)?;
            Some(tenant_setup::populate(conn, &tenant.tenant_id, admin_hash)?)
        }
    };
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: TENANT_ENTITY,
            entity_id: &tenant.tenant_id,
            action: if before.is_some() {
                Action::Update
            } else {
                Action::Create
            },
            before: before.as_ref(),
            after: Some(&tenant),
        },
    )?;
    Ok(TenantSaved {
        tenant,
        admin_account,
        admin_password: None,
    })
}

#[utoipa::path(
    post, path = "/api/blade-system/tenant/submit", tag = "system", request_body = TenantSubmitRequest,
    responses((status = 200, body = Envelope<TenantSaved>), (status = 400, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[post("/blade-system/tenant/submit")]
pub async fn tenant_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<TenantSubmitRequest>,
) -> ApiResult {
    require_platform_admin(&me)?;
    let (id, tenant) = checked(body.into_inner())?;
    let password = id.is_none().then(crate::auth::password::initial);
    let admin_hash = match &password {
        Some(p) => crate::auth::password::hash(p).map_err(ApiError::internal)?,
        None => String::new(),
    };
    let now = state.clock.now();
    let user = me.user;
    let mut saved = state
        .db(move |conn| {
            transaction::write(conn, |conn| save(conn, &user, now, id, tenant, &admin_hash))
        })
        .await?;
    saved.admin_password = password;
    // the tenant of a host and the showcase's areas are answered from a short cache
    state.answers_changed();
    Ok(ok(saved))
}
