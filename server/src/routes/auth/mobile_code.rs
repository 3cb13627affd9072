//! `GET /api/blade-auth/oauth/mobile?phone&tenantId`: the code of the `mobile` grant, sent
//! only to a mobile bound to an enabled account of the tenant (a text to any number would make
//! the platform a free SMS gateway).

use actix_web::{get, web, HttpRequest};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::mobile_sign_in::{accounts_of, NOT_BOUND},
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    routes::sms::support as sms,
    sms::codes::{self, Purpose, Sent},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct MobileCodeQuery {
    pub phone: Option<String>,
    pub tenant_id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-auth/oauth/mobile", tag = "auth", params(MobileCodeQuery),
    responses(
        (status = 200, description = "验证码发送成功", body = Envelope<Sent>),
        (status = 400, description = "the phone's messages, 该手机号码未绑定账号", body = Failure),
        (status = 429, description = "the code limits", body = Failure),
        (status = 503, description = "验证码发送失败", body = Failure))
)]
#[get("/blade-auth/oauth/mobile")]
pub async fn mobile_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<MobileCodeQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let tenant = crate::routes::public::support::request_tenant(&req, query.tenant_id.as_deref())?;
    let phone = codes::check_phone(query.phone.as_deref().unwrap_or_default())?.to_owned();
    let (asked, number) = (tenant.clone(), phone.clone());
    let bound = state
        .db(move |conn| Ok(!accounts_of(conn, &asked, &number)?.is_empty()))
        .await?;
    if !bound {
        return Err(ApiError::bad_request(NOT_BOUND));
    }
    sms::send(&state, tenant, phone, Purpose::Login, sms::client(&req)).await
}
