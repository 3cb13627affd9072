//! `GET /api/rem-registrationbizweb/application/isEnterpriseCertificationInuse`: whether the
//! enterprise (or member) account has its certifying registration under way.

use actix_web::{get, web};

use super::support::{in_use, InUse, ENTERPRISE_CERTIFICATIONS, MEMBER_CERTIFICATIONS};
use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/application/isEnterpriseCertificationInuse", tag = "account",
    responses(
        (status = 200, body = Envelope<InUse>),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 (not an enterprise or member account)", body = Failure))
)]
#[get("/rem-registrationbizweb/application/isEnterpriseCertificationInuse")]
pub async fn is_enterprise_certification_inuse(
    state: web::Data<AppState>,
    me: CurrentUser,
) -> ApiResult {
    let app_ids: &'static [&'static str] = match me.landing_mode() {
        LandingMode::Org => &ENTERPRISE_CERTIFICATIONS,
        LandingMode::Member => &MEMBER_CERTIFICATIONS,
        _ => return Err(ApiError::forbidden("无权访问该功能")),
    };
    let answer = state
        .db(move |conn| Ok(in_use(conn, &me, app_ids)?))
        .await?;
    Ok(ok(answer))
}
