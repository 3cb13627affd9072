//! What the certification calls share: the user's certification application under way.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser, db::DbConn, lifecycle::ApplicationStatus, schema::applications,
};

/// The businesses that certify an enterprise account (its registration) and a member account
/// (its membership).
pub const ENTERPRISE_CERTIFICATIONS: [&str; 2] = ["550001", "550114"];
pub const MEMBER_CERTIFICATIONS: [&str; 1] = ["550012"];
pub const PRODUCT_CERTIFICATIONS: [&str; 1] = ["550138"];

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InUse {
    /// A certification application of the user is under way (a draft or submitted): the
    /// screen continues it rather than start another.
    pub inuse: bool,
    pub biz_sn: Option<String>,
    pub app_id: Option<String>,
}

/// The user's newest running application of one of `app_ids`.
pub fn in_use(conn: &mut DbConn, me: &CurrentUser, app_ids: &[&str]) -> QueryResult<InUse> {
    let found: Option<(String, String)> = applications::table
        .filter(applications::tenant_id.eq(&me.user.tenant_id))
        .filter(applications::applicant_id.eq(&me.user.id))
        .filter(applications::app_id.eq_any(app_ids))
        .filter(applications::status.eq(ApplicationStatus::Running.as_str()))
        .order(applications::created_at.desc())
        .select((applications::biz_sn, applications::app_id))
        .first(conn)
        .optional()?;
    Ok(InUse {
        inuse: found.is_some(),
        biz_sn: found.as_ref().map(|(sn, _)| sn.clone()),
        app_id: found.map(|(_, app)| app),
    })
}
