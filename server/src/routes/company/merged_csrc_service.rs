//! `POST /api/rem-registrationmgrweb/company/getMergedCsrcService`: the merged report row of a
//! list of service rows (02 §3 showMergedServiceInformationCsrc, §7), as the service table
//! shows it under its rows: see `company_service::merged`.

use actix_web::{post, web};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company_service::{merged, ServiceRow},
};

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/company/getMergedCsrcService", tag = "company", request_body = Vec<ServiceRow>,
    responses(
        (status = 200, body = Envelope<ServiceRow>),
        (status = 400, description = "请填写服务类型 (no row names its type); more than 20 rows", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationmgrweb/company/getMergedCsrcService")]
pub async fn merged_csrc_service(_me: CurrentUser, rows: web::Json<Vec<ServiceRow>>) -> ApiResult {
    let rows = rows.into_inner();
    if rows.len() > 20 {
        return Err(ApiError::bad_request("服务信息不能超过20行"));
    }
    let row = merged(&rows).ok_or_else(|| ApiError::bad_request("请填写服务类型"))?;
    Ok(ok(row))
}
