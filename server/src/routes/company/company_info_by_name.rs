//! `GET /api/rem-registrationbizweb/company/getCompanyInfoByName?companyName=`: an enterprise
//! of the platform's register by its name (02 §7), with what the platform knows of it; an
//! applicant sees of an enterprise not theirs only its registered facts.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::asker;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    registry::lookup::{self, CompanyLookup},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct CompanyNameQuery {
    pub company_name: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/getCompanyInfoByName", tag = "company",
    params(CompanyNameQuery),
    responses(
        (status = 200, body = Envelope<CompanyLookup>),
        (status = 400, description = "请填写企业名称", body = Failure),
        (status = 401, body = Failure),
        (status = 404, description = "企业不存在", body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[get("/rem-registrationbizweb/company/getCompanyInfoByName")]
pub async fn company_info_by_name(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<CompanyNameQuery>,
) -> ApiResult {
    let name: String = query
        .company_name
        .as_deref()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    if name.is_empty() {
        return Err(ApiError::bad_request("请填写企业名称"));
    }
    let asker = asker(&state, &me)?;
    let found = lookup::by_name(&state, me.user.tenant_id.clone(), name, asker).await?;
    Ok(ok(found))
}
