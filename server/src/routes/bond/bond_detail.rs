//! `GET /api/rem-registrationbizweb/privateBond/detail?bondId=`: one bond of the register with
//! its parties, its status and the units issued (the issue pages 550023/550024 detail show it
//! beside the application). The issuer's users, its bound members and staff may read it.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{readable_issuer, BondRecord};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::bond::Bond,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct BondQuery {
    pub bond_id: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/privateBond/detail", tag = "bond",
    params(BondQuery),
    responses(
        (status = 200, body = Envelope<BondRecord>),
        (status = 401, body = Failure),
        (status = 403, body = Failure),
        (status = 404, description = "债券不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/privateBond/detail")]
pub async fn bond_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<BondQuery>,
) -> ApiResult {
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let bond_id = query.into_inner().bond_id;
    let record = state
        .db(move |conn| {
            let bond = Bond::find(conn, &tenant, &bond_id)?
                .ok_or_else(|| ApiError::not_found("债券不存在"))?;
            let company = readable_issuer(conn, &user, &tenant, &bond.company_id, "债券不存在")?;
            Ok(BondRecord::of(conn, bond, &company.name)?)
        })
        .await?;
    Ok(ok(record))
}
