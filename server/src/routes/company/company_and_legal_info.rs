//! `GET /api/rem-registrationbizweb/company/getCompanyAndLegalInfo`: the company form's
//! look-up (02 §4 form lock, §7): the enterprise by name, certificate type and number, from the
//! platform's register, else from the outside business registry; the answer fills the form
//! (registered capital in yuan, 万元 × 10000), names the legal person and the locked fields.
//! An applicant sees of an enterprise not theirs only its registered facts.

use actix_web::{get, web};

use super::support::{asker, CompanyElements};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    registry::lookup::{self, CompanyLookup},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/getCompanyAndLegalInfo", tag = "company",
    params(CompanyElements),
    responses(
        (status = 200, body = Envelope<CompanyLookup>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number do not belong together", body = Failure),
        (status = 401, body = Failure),
        (status = 404, description = "未查询到该企业的工商登记信息…", body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure),
        (status = 503, description = "工商信息查询服务暂不可用，请稍后再试或手动填写", body = Failure))
)]
#[get("/rem-registrationbizweb/company/getCompanyAndLegalInfo")]
pub async fn company_and_legal_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<CompanyElements>,
) -> ApiResult {
    let query = elements.query()?;
    let asker = asker(&state, &me)?;
    let found = lookup::look_up(&state, me.user.tenant_id.clone(), query, asker).await?;
    Ok(ok(found))
}
