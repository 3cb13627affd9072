//! `GET /api/rem-registrationbizweb/userNonDs/userConsistent?account&phone&tenantId`: whether
//! the mobile is the one bound to the account, asked by the reset dialog before it sends a
//! code (账号与手机号码不匹配 is said at once, not after the code arrived). Counted with the
//! sign-in attempts of the address, since it answers something about an account.

use actix_web::{get, web, HttpRequest};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::user::User,
    sms::codes,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ConsistentQuery {
    pub account: Option<String>,
    pub phone: Option<String>,
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Consistency {
    pub consistent: bool,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/userNonDs/userConsistent", tag = "account",
    params(ConsistentQuery),
    responses(
        (status = 200, body = Envelope<Consistency>),
        (status = 400, description = "请输入账号; the phone's messages", body = Failure),
        (status = 429, description = "too many look-ups from the address", body = Failure))
)]
#[get("/rem-registrationbizweb/userNonDs/userConsistent")]
pub async fn user_consistent(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<ConsistentQuery>,
) -> ApiResult {
    let query = query.into_inner();
    state
        .sign_in_limiter
        .check(req.peer_addr().map(|addr| addr.ip()))?;
    let tenant = crate::routes::public::support::request_tenant(&req, query.tenant_id.as_deref())?;
    let account = query.account.unwrap_or_default().trim().to_owned();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let phone = codes::check_phone(query.phone.as_deref().unwrap_or_default())?.to_owned();
    let consistent = state
        .db(move |conn| Ok(User::find_by_account(conn, &tenant, &account)?))
        .await?
        .is_some_and(|u| u.mobile.as_deref() == Some(phone.as_str()));
    Ok(ok(Consistency { consistent }))
}
