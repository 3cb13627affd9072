//! `GET /api/rem-registrationbizweb/statementExpense/detailByUUID?uuid=`: a charge by its id
//! (the `chargeUuid` of the payment step).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::detail;
use crate::{
    auth::current_user::CurrentUser,
    charging::ChargeDetail,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::charge::Charge,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChargeUuidQuery {
    pub uuid: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/statementExpense/detailByUUID", tag = "payment",
    params(ChargeUuidQuery),
    responses((status = 200, body = Envelope<ChargeDetail>), (status = 401, body = Failure),
              (status = 403, body = Failure), (status = 404, description = "收费记录不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/statementExpense/detailByUUID")]
pub async fn charge_by_uuid(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ChargeUuidQuery>,
) -> ApiResult {
    let uuid = query.into_inner().uuid;
    let shared = state.clone();
    let charge = state
        .db(move |conn| {
            let charge = Charge::by_uuid(conn, &me.user.tenant_id, uuid.trim())?;
            detail(conn, &shared, &me, charge)
        })
        .await?;
    Ok(ok(charge))
}
