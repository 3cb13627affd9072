//! `GET /api/rem-registrationbizweb/company/getCompanyInfoByCID?cid=`: an enterprise of the
//! platform's register by its id (02 §7): its record, its standing and its whole dossier.
//! Staff read any enterprise of their tenant, an enterprise or member user only one bound to
//! them, an investor none.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{company_by_id_in_scope, company_subject, CompanySubject};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    state::AppState,
};

/// A blank or missing `cid`.
pub const NO_CID: &str = "请传入企业编号";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CidQuery {
    /// The enterprise's id.
    pub cid: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/getCompanyInfoByCID", tag = "company", params(CidQuery),
    responses(
        (status = 200, body = Envelope<CompanySubject>),
        (status = 400, description = "请传入企业编号", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 (an investor); 无权查看该企业 (an enterprise the user is not bound to)", body = Failure),
        (status = 404, description = "企业不存在 (staff: no such enterprise in the tenant)", body = Failure))
)]
#[get("/rem-registrationbizweb/company/getCompanyInfoByCID")]
pub async fn company_info_by_cid(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<CidQuery>,
) -> ApiResult {
    let cid = query
        .into_inner()
        .cid
        .map(|cid| cid.trim().to_owned())
        .filter(|cid| !cid.is_empty())
        .ok_or_else(|| ApiError::bad_request(NO_CID))?;
    let answer = state
        .db(move |conn| {
            let company = company_by_id_in_scope(conn, &me, &cid)?;
            company_subject(conn, &company.id, true)
        })
        .await?;
    Ok(ok(answer))
}
