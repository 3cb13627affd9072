//! `POST /api/rem-registrationbizweb/bond/checkBondName`: whether a bond's name or short name
//! is free in the tenant's bond register (03 §5 "Name check"). The browser shows
//! `[name]` and the message and clears the field; the filing's approval holds the rule again.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::bond::Bond,
    state::AppState,
};

/// The name is the tenant's already.
pub const TAKEN: &str = "名称已被其他债券使用，请更换";
/// 03 §9: names are at most 50 characters.
pub const TOO_LONG: &str = "名称不能超过50个字符";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BondNames {
    pub chinese_name: Option<String>,
    pub product_short: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/bond/checkBondName", tag = "bond",
    request_body = BondNames,
    responses(
        (status = 200, description = "the names are free", body = Envelope<bool>),
        (status = 400, description = "名称已被其他债券使用，请更换; 请填写产品名称", body = Failure),
        (status = 401, body = Failure))
)]
#[post("/rem-registrationbizweb/bond/checkBondName")]
pub async fn check_bond_name(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<BondNames>,
) -> ApiResult {
    let names: Vec<String> = [body.chinese_name.as_deref(), body.product_short.as_deref()]
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned)
        .collect();
    if names.is_empty() {
        return Err(ApiError::bad_request("请填写产品名称"));
    }
    if names.iter().any(|n| n.chars().count() > 50) {
        return Err(ApiError::bad_request(TOO_LONG));
    }
    let tenant = me.tenant_id().to_owned();
    state
        .db(move |conn| {
            for name in &names {
                if Bond::name_taken(conn, &tenant, name)? {
                    return Err(ApiError::bad_request(TAKEN));
                }
            }
            Ok(())
        })
        .await?;
    Ok(ok(true))
}
