//! `GET /api/rem-registrationbizweb/transfer-registration-pledge/detail?id=`: one transfer
//! project for its detail page (03 §2, §7; 02 §2): the project and the fund's registration
//! details, each with its show flag (`1` shown; the page hides the others). 404 转让项目不存在
//! for an id the tenant does not have.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::{ensure_may_read, ProjectRow};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::fund_transfer_project::FundTransferProject,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DetailQuery {
    pub id: Option<String>,
}

/// A project with the fund's details and their show flags (`1` shown, `0` hidden).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectDetail {
    #[serde(flatten)]
    pub project: ProjectRow,
    pub registered_address: String,
    pub show_registered_address: String,
    pub person_in_charge: String,
    pub show_person_in_charge: String,
    pub establish_date: String,
    pub show_establish_date: String,
    /// The dictionary `currencyType`.
    pub registered_capital_currency: String,
    pub show_registered_capital_currency: String,
    /// Ten-thousand yuan, decimal text.
    pub registered_capital: String,
    pub show_registered_capital: String,
    pub institutional_nature: String,
    pub show_institutional_nature: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/transfer-registration-pledge/detail",
    tag = "registration", params(DetailQuery),
    responses((status = 200, body = Envelope<ProjectDetail>), (status = 400, body = Failure),
        (status = 401, body = Failure), (status = 403, body = Failure),
        (status = 404, description = "转让项目不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/transfer-registration-pledge/detail")]
pub async fn fund_transfer_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DetailQuery>,
) -> ApiResult {
    ensure_may_read(&me)?;
    let id = query
        .into_inner()
        .id
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入转让项目"))?;
    let tenant = me.tenant_id().to_owned();
    let found = state
        .db(move |conn| Ok(FundTransferProject::find(conn, &tenant, &id)?))
        .await?
        .ok_or_else(|| ApiError::not_found("转让项目不存在"))?;
    Ok(ok(ProjectDetail {
        project: ProjectRow::from(&found),
        registered_address: found.registered_address,
        show_registered_address: found.show_registered_address,
        person_in_charge: found.person_in_charge,
        show_person_in_charge: found.show_person_in_charge,
        establish_date: found.establish_date,
        show_establish_date: found.show_establish_date,
        registered_capital_currency: found.registered_capital_currency,
        show_registered_capital_currency: found.show_registered_capital_currency,
        registered_capital: found.registered_capital,
        show_registered_capital: found.show_registered_capital,
        institutional_nature: found.institutional_nature,
        show_institutional_nature: found.show_institutional_nature,
    }))
}
