//! `POST /api/rem-registrationbizweb/nonds/bizAccountManage/checkAccountExists {account,
//! tenantId}`: whether the account exists (and is enabled) in the tenant, the first step of
//! 按账号找回. Counted with the sign-in attempts of the address.

use actix_web::{post, web, HttpRequest};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::count_look_up;
use crate::{
    account::recovery::live_account,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountBody {
    #[serde(default)]
    pub account: String,
    /// The site's tenant when no `Tenant-Id` header names it; 000000 by default.
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Existence {
    pub exists: bool,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/nonds/bizAccountManage/checkAccountExists", tag = "account",
    request_body = AccountBody,
    responses(
        (status = 200, description = "data.exists", body = Envelope<Existence>),
        (status = 400, description = "请输入账号", body = Failure),
        (status = 429, description = "请求过于频繁，请稍后再试", body = Failure))
)]
#[post("/rem-registrationbizweb/nonds/bizAccountManage/checkAccountExists")]
pub async fn check_account_exists(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: crate::optional_json::OptionalJson<AccountBody>,
) -> ApiResult {
    count_look_up(&state, &req)?;
    let body = body.or_default();
    let tenant = crate::routes::public::support::request_tenant(&req, body.tenant_id.as_deref())?;
    let account = body.account.trim().to_owned();
    if account.is_empty() {
        return Err(ApiError::bad_request("请输入账号"));
    }
    let exists = state
        .db(move |conn| Ok(live_account(conn, &tenant, &account)?))
        .await?
        .is_some();
    Ok(ok(Existence { exists }))
}
