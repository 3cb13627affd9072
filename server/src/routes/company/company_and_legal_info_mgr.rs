//! `GET /api/rem-registrationmgrweb/company/getCompanyAndLegalInfoMgr`: the staff's company
//! look-up (02 §7): as `getCompanyAndLegalInfo`, with the whole dossier of any enterprise of the
//! tenant; staff only.

use actix_web::{get, web};

use super::support::{asker, CompanyElements};
use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    registry::lookup::{self, CompanyLookup},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationmgrweb/company/getCompanyAndLegalInfoMgr", tag = "company",
    params(CompanyElements),
    responses(
        (status = 200, body = Envelope<CompanyLookup>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number do not belong together", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 (not staff)", body = Failure),
        (status = 404, description = "未查询到该企业的工商登记信息…", body = Failure),
        (status = 503, description = "工商信息查询服务暂不可用，请稍后再试或手动填写", body = Failure))
)]
#[get("/rem-registrationmgrweb/company/getCompanyAndLegalInfoMgr")]
pub async fn company_and_legal_info_mgr(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<CompanyElements>,
) -> ApiResult {
    if me.landing_mode() != LandingMode::Mgr {
        return Err(ApiError::forbidden("无权访问该功能"));
    }
    let query = elements.query()?;
    let asker = asker(&state, &me)?;
    let found = lookup::look_up(&state, me.user.tenant_id.clone(), query, asker).await?;
    Ok(ok(found))
}
