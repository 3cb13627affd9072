//! `GET /api/rem-registrationbizweb/company/queryRefCompanyData`: what the platform knows of an
//! enterprise named by its three elements (02 §7): a role in the market, a bound enterprise
//! user, a confirmed identity, an institutional account. The form locks on these (02 §4).

use actix_web::{get, web};

use super::support::{asker, CompanyElements};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    registry::{lookup, platform::RefCompanyData},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/queryRefCompanyData", tag = "company",
    params(CompanyElements),
    responses(
        (status = 200, body = Envelope<RefCompanyData>),
        (status = 400, description = "请填写企业名称、证件类型和证件号码; the name and number belong to different enterprises", body = Failure),
        (status = 401, body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/company/queryRefCompanyData")]
pub async fn query_ref_company_data(
    state: web::Data<AppState>,
    me: CurrentUser,
    elements: web::Query<CompanyElements>,
) -> ApiResult {
    let query = elements.query()?;
    asker(&state, &me)?;
    let flags = lookup::ref_data(&state, me.user.tenant_id.clone(), query).await?;
    Ok(ok(flags))
}
