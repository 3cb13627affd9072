//! `GET /api/rem-registrationbizweb/holder/queryByCompanyName?companyName=`: for the disclosure scope selector
//! (02 §3, §7), the enterprise's shareholders: the registration accounts holding shares of one of its products (holderId, holderName, certificateNo, accountNumber, custno). The enterprise's own users and
//! bound members ask for theirs, staff for any enterprise of the tenant.

use actix_web::{get, web};

use super::support::{circle_of_company, CompanyNameQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Envelope, Failure},
    models::disclosure_scope::{self, HolderOption},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/holder/queryByCompanyName", tag = "registration",
    params(CompanyNameQuery),
    responses(
        (status = 200, body = Envelope<Vec<HolderOption>>),
        (status = 400, description = "请选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该企业的信息", body = Failure))
)]
#[get("/rem-registrationbizweb/holder/queryByCompanyName")]
pub async fn holder_by_company_name(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<CompanyNameQuery>,
) -> ApiResult {
    circle_of_company(
        state,
        me,
        query.into_inner().company_name,
        disclosure_scope::holders_of,
    )
    .await
}
