//! `GET /api/rem-registrationbizweb/userNonDs/accountByPhoneOrCode?phone&code&tenantId`: the
//! accounts bound to a mobile, for a user who forgot their account name. The code sent to the
//! mobile for a reset is the proof (checked, not spent: the user goes on to reset a password
//! with it).

use actix_web::{get, web, HttpRequest};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::role::roles,
    envelope::{ok, ApiResult, Envelope, Failure},
    routes::sms::support as sms,
    schema::users,
    sms::codes::{self, Purpose},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct AccountsQuery {
    pub phone: Option<String>,
    /// The code sent to the phone for `reset`.
    pub code: Option<String>,
    pub tenant_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoundAccount {
    pub account: String,
    pub name: String,
    /// The role as shown to people (企业用户, 个人投资者 …).
    pub role_alias: &'static str,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/userNonDs/accountByPhoneOrCode", tag = "account",
    params(AccountsQuery),
    responses(
        (status = 200, description = "the mobile's accounts in the tenant, by account", body = Envelope<Vec<BoundAccount>>),
        (status = 400, description = "the phone's messages, a code's refusal", body = Failure))
)]
#[get("/rem-registrationbizweb/userNonDs/accountByPhoneOrCode")]
pub async fn account_by_phone_or_code(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<AccountsQuery>,
) -> ApiResult {
    let query = query.into_inner();
    let tenant = crate::routes::public::support::request_tenant(&req, query.tenant_id.as_deref())?;
    let phone = codes::check_phone(query.phone.as_deref().unwrap_or_default())?.to_owned();
    let code = query.code.unwrap_or_default();
    sms::check(
        &state,
        tenant.clone(),
        phone.clone(),
        Purpose::Reset,
        code,
        false,
    )
    .await?;
    let found: Vec<(String, String, String)> = state
        .db(move |conn| {
            Ok(users::table
                .filter(users::tenant_id.eq(&tenant))
                .filter(users::mobile.eq(&phone))
                .order(users::account.asc())
                .select((users::account, users::name, users::role_name))
                .load(conn)?)
        })
        .await?;
    Ok(ok(found
        .into_iter()
        .map(|(account, name, role)| BoundAccount {
            account,
            name,
            role_alias: roles::alias(&role),
        })
        .collect::<Vec<_>>()))
}
