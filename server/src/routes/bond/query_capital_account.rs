//! `GET /api/rem-registrationbizweb/privateBond/queryCapitalAccount?uuid=`: the capital account
//! (资金账户) of an issuer (`uuid` an enterprise id: the account a bond raises through, 03 §3) or
//! of a registration account (`uuid` its uuid: the account a subscriber settles through), with
//! the name it is held in. The enterprise's users, its bound members and staff read an
//! issuer's; the account's own users and staff an investor's.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{capital_account::CapitalAccount, company::Company, holder_account::HolderAccount},
    register::ensure_acts_for,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OwnerQuery {
    /// An enterprise id or a registration account uuid.
    pub uuid: String,
}

const NONE: &str = "未查询到资金账户";

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/privateBond/queryCapitalAccount", tag = "bond",
    params(OwnerQuery),
    responses(
        (status = 200, description = "{capitalAccount, holderName, bankName}", body = Envelope<CapitalAccount>),
        (status = 401, body = Failure),
        (status = 403, body = Failure),
        (status = 404, description = "未查询到资金账户", body = Failure))
)]
#[get("/rem-registrationbizweb/privateBond/queryCapitalAccount")]
pub async fn query_capital_account(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<OwnerQuery>,
) -> ApiResult {
    let staff = me.landing_mode() == LandingMode::Mgr;
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let owner = query.into_inner().uuid;
    let account = state
        .db(move |conn| {
            if let Some(company) = Company::find(conn, &owner)?.filter(|c| c.tenant_id == tenant) {
                ensure_acts_for(conn, &user, &company.id, &company.name)?;
            } else if HolderAccount::find(conn, &owner)?.is_some_and(|a| a.tenant_id == tenant) {
                if !staff && HolderAccount::bound_to_user(conn, &user, &owner)?.is_none() {
                    return Err(ApiError::forbidden("无权查看该资金账户"));
                }
            } else {
                return Err(ApiError::not_found(NONE));
            }
            CapitalAccount::of(conn, &tenant, &owner)?.ok_or_else(|| ApiError::not_found(NONE))
        })
        .await?;
    Ok(ok(account))
}
