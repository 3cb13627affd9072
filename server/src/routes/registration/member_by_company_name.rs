//! `GET /api/rem-registrationbizweb/member/getMemberByCompanyName?companyName=`: for the disclosure scope selector
//! (02 §3, §7), the member firms bound to the enterprise by cooperation (memberId, memberName, memberCode). The enterprise's own users and
//! bound members ask for theirs, staff for any enterprise of the tenant.

use actix_web::{get, web};

use super::support::{circle_of_company, CompanyNameQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    models::disclosure_scope::{self, MemberOption},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/member/getMemberByCompanyName", tag = "registration",
    params(CompanyNameQuery),
    responses(
        (status = 200, body = Envelope<Vec<MemberOption>>),
        (status = 400, description = "请选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该企业的信息", body = Failure))
)]
#[get("/rem-registrationbizweb/member/getMemberByCompanyName")]
pub async fn member_by_company_name(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<CompanyNameQuery>,
) -> ApiResult {
    circle_of_company(
        state,
        me,
        query.into_inner().company_name,
        disclosure_scope::members_of,
    )
    .await
}
