//! `GET /api/rem-registrationbizweb/userNonDs/generateSendValidCode?phone=&tenantId=`: the
//! registration screen's 获取验证码: a code to open an account with (no sign-in).

use actix_web::{get, web, HttpRequest};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    sms::codes::{Purpose, Sent},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PhoneQuery {
    pub phone: Option<String>,
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/userNonDs/generateSendValidCode", tag = "account",
    params(PhoneQuery),
    responses(
        (status = 200, description = "验证码发送成功", body = Envelope<Sent>),
        (status = 400, body = Failure), (status = 429, body = Failure), (status = 503, description = "验证码发送失败", body = Failure))
)]
#[get("/rem-registrationbizweb/userNonDs/generateSendValidCode")]
pub async fn generate_send_valid_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<PhoneQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let tenant = crate::routes::public::support::request_tenant(&req, q.tenant_id.as_deref())?;
    let phone = q.phone.unwrap_or_default();
    support::send(
        &state,
        tenant,
        phone,
        Purpose::Register,
        support::client(&req),
    )
    .await
}
