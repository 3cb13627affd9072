//! `GET /api/rem-registrationbizweb/userNonDs/verifyCode?phone=&code=&tenantId=`: the
//! registration screen checks the code before its next step; the code stays valid for the
//! registration itself, which spends it. A wrong try counts as any other.

use actix_web::{get, web, HttpRequest};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support;
use crate::{
    envelope::{ok, ApiResult, Envelope, Failure},
    sms::codes::Purpose,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct VerifyQuery {
    pub phone: Option<String>,
    pub code: Option<String>,
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/userNonDs/verifyCode", tag = "account",
    params(VerifyQuery),
    responses(
        (status = 200, description = "data true: the code is right", body = Envelope<bool>),
        (status = 400, description = "验证码不正确, 验证码已失效，请重新获取, 验证码错误次数过多，请重新获取", body = Failure))
)]
#[get("/rem-registrationbizweb/userNonDs/verifyCode")]
pub async fn verify_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<VerifyQuery>,
) -> ApiResult {
    let q = query.into_inner();
    let tenant = crate::routes::public::support::request_tenant(&req, q.tenant_id.as_deref())?;
    let (phone, code) = (q.phone.unwrap_or_default(), q.code.unwrap_or_default());
    support::check(&state, tenant, phone, Purpose::Register, code, false).await?;
    Ok(ok(true))
}
