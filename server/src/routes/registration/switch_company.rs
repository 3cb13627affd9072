//! `GET /api/rem-registrationbizweb/user/switchCurrentActiveCompany?companyId=`: work in
//! another of the user's enterprises.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::RefCompany;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{company::Company, session::Session},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SwitchCompanyQuery {
    pub company_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/user/switchCurrentActiveCompany", tag = "registration",
    params(SwitchCompanyQuery),
    responses(
        (status = 200, body = Envelope<RefCompany>),
        (status = 400, description = "no enterprise chosen", body = Failure),
        (status = 403, description = "not an organisation, or not bound to that enterprise", body = Failure))
)]
#[get("/rem-registrationbizweb/user/switchCurrentActiveCompany")]
pub async fn switch_company(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<SwitchCompanyQuery>,
) -> ApiResult {
    if !me.landing_mode().may_switch_company(me.user.org_type) {
        return Err(ApiError::forbidden("当前用户不能切换企业"));
    }
    let company_id = query
        .into_inner()
        .company_id
        .filter(|c| !c.trim().is_empty());
    let company_id = company_id.ok_or_else(|| ApiError::bad_request("请选择企业"))?;
    let (user_id, session_id) = (me.user.id, me.session.id);
    let company = state
        .db(move |conn| {
            let company = Company::bound_to_user(conn, &user_id, &company_id)?
                .ok_or_else(|| ApiError::forbidden("无权切换到该企业"))?;
            Session::set_current_company(conn, &session_id, &company.id)?;
            Ok(company)
        })
        .await?;
    Ok(ok(RefCompany {
        company_id: company.id,
        name: company.name,
    }))
}
