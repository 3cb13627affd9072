//! `GET /api/rem-registrationbizweb/companyRefUser/checkCurrentCertify`: whether the signed-in
//! user is certified, and for an enterprise or member account whether the current enterprise
//! is one bound to it. The screens send an uncertified account to its certification first.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company::Company,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentCertification {
    pub certified: bool,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
    pub landing_mode: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyRefUser/checkCurrentCertify", tag = "account",
    responses((status = 200, body = Envelope<CurrentCertification>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/companyRefUser/checkCurrentCertify")]
pub async fn check_current_certify(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let answer = state
        .db(move |conn| {
            let mode = me.landing_mode();
            let company = match (&me.session.current_company_id, mode) {
                (Some(id), LandingMode::Org | LandingMode::Member) => {
                    Company::bound_to_user(conn, &me.user.id, id)?
                }
                _ => None,
            };
            let certified = match mode {
                LandingMode::Mgr => true,
                LandingMode::Org | LandingMode::Member => me.user.is_certified && company.is_some(),
                // an investor's zone is earned by an opened account; an institution and a
                // product certify apart (550032, 550138)
                LandingMode::PersonalHolder => true,
                LandingMode::OrgHolder => me.user.is_certified,
                LandingMode::ProductHolder => me.user.is_product_certified,
                LandingMode::HolderVisitor => false,
            };
            Ok(CurrentCertification {
                certified,
                company_id: company.as_ref().map(|c| c.id.clone()),
                company_name: company.map(|c| c.name),
                landing_mode: mode.as_str().to_owned(),
            })
        })
        .await?;
    Ok(ok(answer))
}
