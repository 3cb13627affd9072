//! `GET /api/rem-registrationmgrweb/company/getServiceEnterInfo?companyId=&serviceType=`: when
//! an enterprise entered a service (02 §7): its running row of the type, else its latest one,
//! else nothing (`data` null). The service-end businesses prefill their rows with it.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::company_in_scope;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company_service::{CompanyService, RUNNING},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ServiceEnterQuery {
    /// The enterprise; default the session's current enterprise.
    pub company_id: Option<String>,
    /// 1 托管, 2 展示, 3 专精特新.
    pub service_type: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceEntry {
    pub id: String,
    pub service_type: i32,
    pub service_status: i32,
    pub service_status_start_date: Option<String>,
    pub service_status_end_date: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationmgrweb/company/getServiceEnterInfo", tag = "company", params(ServiceEnterQuery),
    responses(
        (status = 200, description = "the row, or null when the enterprise never had the service", body = Envelope<Option<ServiceEntry>>),
        (status = 400, description = "请填写服务类型 / 请先选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[get("/rem-registrationmgrweb/company/getServiceEnterInfo")]
pub async fn service_enter_info(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ServiceEnterQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let kind: i32 = query
        .service_type
        .as_deref()
        .and_then(|t| t.trim().parse().ok())
        .filter(|t| (1..=3).contains(t))
        .ok_or_else(|| ApiError::bad_request("请填写服务类型"))?;
    let entry = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, query.company_id.as_deref())?;
            let rows = CompanyService::of_company(conn, &company.id)?;
            let of_kind = rows.into_iter().filter(|r| r.service_type == kind);
            // the running row, else the one that started last
            let chosen = of_kind.max_by(|a, b| {
                (a.service_status == RUNNING, &a.start_date)
                    .cmp(&(b.service_status == RUNNING, &b.start_date))
            });
            Ok(chosen.map(|r| ServiceEntry {
                id: r.id,
                service_type: r.service_type,
                service_status: r.service_status,
                service_status_start_date: r.start_date,
                service_status_end_date: r.end_date,
            }))
        })
        .await?;
    Ok(ok(entry))
}
