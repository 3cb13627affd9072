//! `GET /api/rem-registrationbizweb/statementExpense/detailByBizSn?bizSn=`: the charge of a
//! business (02 §7 "charge detail").

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
#[serde(rename_all = "camelCase")]
pub struct ChargeBizSnQuery {
    pub biz_sn: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/statementExpense/detailByBizSn", tag = "payment",
    params(ChargeBizSnQuery),
    responses((status = 200, body = Envelope<ChargeDetail>), (status = 401, body = Failure),
              (status = 403, body = Failure), (status = 404, description = "收费记录不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/statementExpense/detailByBizSn")]
pub async fn charge_by_biz_sn(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ChargeBizSnQuery>,
) -> ApiResult {
    let biz_sn = query.into_inner().biz_sn;
    let shared = state.clone();
    let charge = state
        .db(move |conn| {
            let charge = Charge::by_biz_sn(conn, &me.user.tenant_id, biz_sn.trim())?;
            detail(conn, &shared, &me, charge)
        })
        .await?;
    Ok(ok(charge))
}
