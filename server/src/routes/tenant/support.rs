//! What the tenant administration handlers share (issue 20): tenants are the platform's, so
//! only the platform tenant's administrator manages them; the audit log's name for a tenant;
//! and the checks of a tenant's settings.

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    db::DbConn,
    error::ApiError,
    models::{
        region::{Region, ROOT},
        tenant::DEFAULT_TENANT,
    },
};

/// The audit log's name for a tenant.
pub const TENANT_ENTITY: &str = "tenant";

/// The answer for an id that is no tenant.
pub const NO_SUCH_TENANT: &str = "租户不存在";

/// The ten themes of 01 §9.
pub const THEMES: [&str; 10] = [
    "default",
    "theme-vip",
    "theme-white",
    "theme-dark",
    "theme-bule",
    "theme-iview",
    "theme-cool",
    "theme-d2",
    "theme-hey",
    "theme-lte",
];

/// Tenants are the platform's: the administrator of the platform tenant (000000) manages
/// them; anyone else, another tenant's administrator included, 403.
pub fn require_platform_admin(me: &CurrentUser) -> Result<(), ApiError> {
    me.require_role(&[roles::ADMINISTRATOR])?;
    if me.tenant_id() != DEFAULT_TENANT {
        return Err(ApiError::forbidden("无权管理租户"));
    }
    Ok(())
}

/// The ids of a `?ids=a,b` list, trimmed, deduplicated, sorted.
pub fn id_list(ids: Option<String>) -> Vec<String> {
    let mut ids: Vec<String> = ids
        .unwrap_or_default()
        .split(',')
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// The province must be a province of the regions and the city, when given, one of its cities.
pub fn check_region(
    conn: &mut DbConn,
    province: Option<&str>,
    city: Option<&str>,
) -> Result<(), ApiError> {
    let Some(province) = province else {
        return match city {
            Some(_) => Err(ApiError::bad_request("请先选择省份")),
            None => Ok(()),
        };
    };
    if !Region::children(conn, ROOT)?
        .iter()
        .any(|r| r.code == province)
    {
        return Err(ApiError::bad_request(format!("省份{province}不存在")));
    }
    if let Some(city) = city {
        if !Region::children(conn, province)?
            .iter()
            .any(|r| r.code == city)
        {
            return Err(ApiError::bad_request(format!("城市{city}不属于所选省份")));
        }
    }
    Ok(())
}
