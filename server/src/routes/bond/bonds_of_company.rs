//! `GET /api/rem-registrationbizweb/privateBond/bonds?companyId=`: the bonds an issuer has
//! filed, each with its service providers, targeted investors and option clauses (the bond
//! register of issue 18; `/bondInfoDetail`). The issuer's users, its bound members and staff
//! may read them.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{readable_issuer, BondRecord};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::bond::Bond,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct IssuerQuery {
    pub company_id: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/privateBond/bonds", tag = "bond",
    params(IssuerQuery),
    responses(
        (status = 200, body = Envelope<Vec<BondRecord>>),
        (status = 401, body = Failure),
        (status = 403, body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/privateBond/bonds")]
pub async fn bonds_of_company(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<IssuerQuery>,
) -> ApiResult {
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let company_id = query.into_inner().company_id;
    let records = state
        .db(move |conn| {
            let company = readable_issuer(conn, &user, &tenant, &company_id, "企业不存在")?;
            let mut out = Vec::new();
            for bond in Bond::of_company(conn, &tenant, &company.id)? {
                out.push(BondRecord::of(conn, bond, &company.name)?);
            }
            Ok(out)
        })
        .await?;
    Ok(ok(records))
}
