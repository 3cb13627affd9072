//! `GET /api/rem-registrationbizweb/privateBond/issuers`: the filing projects of 550082 (03 §2,
//! 请先选择备案项目！): the enterprises the user may file bonds for. An enterprise's users
//! have theirs, staff every enterprise in the tenant's custody.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    models::company::Company,
    schema::companies,
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Issuer {
    pub company_id: String,
    pub company_name: String,
    /// The enterprise's equity code, once in custody.
    pub company_code: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/privateBond/issuers", tag = "bond",
    responses((status = 200, body = Envelope<Vec<Issuer>>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/privateBond/issuers")]
pub async fn issuers(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let staff = me.landing_mode() == LandingMode::Mgr;
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let found = state
        .db(move |conn| {
            Ok(if staff {
                companies::table
                    .filter(companies::tenant_id.eq(&tenant))
                    .filter(companies::custody_date.is_not_null())
                    .order(companies::name)
                    .select(Company::as_select())
                    .load(conn)?
            } else {
                Company::of_user(conn, &user)?
            })
        })
        .await?;
    Ok(ok(found
        .into_iter()
        .map(|c| Issuer {
            company_id: c.id,
            company_name: c.name,
            company_code: c.code,
        })
        .collect::<Vec<_>>()))
}
