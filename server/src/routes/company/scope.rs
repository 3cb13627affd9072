//! Which enterprise a call of the enterprise pages reads: the session's current enterprise for
//! the enterprise and member zones (another one only when the user is bound to it), the named
//! one or the current one for staff; investors have no enterprise here.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    db::DbConn,
    error::ApiError,
    models::company::Company,
};

/// When neither the request nor the session names an enterprise.
pub const CHOOSE_COMPANY: &str = "请先选择企业";
/// An enterprise the user is not bound to.
pub const NOT_YOUR_COMPANY: &str = "无权查看该企业";

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyRequest {
    /// The enterprise; default the session's current enterprise.
    pub company_id: Option<String>,
}

/// The enterprise `me` may read, by id.
pub fn company_in_scope(
    conn: &mut DbConn,
    me: &CurrentUser,
    asked: Option<&str>,
) -> Result<Company, ApiError> {
    let asked = asked.map(str::trim).filter(|s| !s.is_empty());
    let current = me.session.current_company_id.as_deref();
    let mode = me.landing_mode();
    if !matches!(
        mode,
        LandingMode::Org | LandingMode::Member | LandingMode::Mgr
    ) {
        return Err(ApiError::forbidden("无权访问该功能"));
    }
    let id = asked
        .or(current)
        .ok_or_else(|| ApiError::bad_request(CHOOSE_COMPANY))?;
    let company = if mode == LandingMode::Mgr {
        Company::find(conn, id)?.filter(|c| c.tenant_id == me.user.tenant_id)
    } else {
        Company::bound_to_user(conn, &me.user.id, id)?
    };
    company.ok_or_else(|| ApiError::forbidden(NOT_YOUR_COMPANY))
}
