//! `POST /api/rem-registrationbizweb/company/getCompanyInfo {companyId?}`: an enterprise's
//! record, standing and dossier: the session's current enterprise, or the one named, which for
//! an enterprise or member user must be one of their own (staff: any of their tenant's; an
//! investor: none), the scoping every enterprise page shares (`support::company_in_scope`).

use actix_web::{post, web};

use super::support::{company_in_scope, company_subject, CompanyRequest, CompanySubject};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    optional_json::OptionalJson,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/company/getCompanyInfo", tag = "company", request_body = CompanyRequest,
    responses(
        (status = 200, body = Envelope<CompanySubject>),
        (status = 400, description = "请先选择企业 (no companyId and no current enterprise)", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 (an investor); 无权查看该企业 (an enterprise not the user's)", body = Failure))
)]
#[post("/rem-registrationbizweb/company/getCompanyInfo")]
pub async fn company_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<CompanyRequest>,
) -> ApiResult {
    let request = body.or_default();
    let answer = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, request.company_id.as_deref())?;
            company_subject(conn, &company.id, true)
        })
        .await?;
    Ok(ok(answer))
}
