//! `GET /api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos?uuid=<bond id>`: the
//! rows of the bond payment detail dialog (01 §2, §3 "Bond payment detail row"), newest payment
//! first. Staff, the issuer's users and its bound members read every account's rows (as
//! privateBond/detail); an investor reads only the rows of their current registration account.
//! Another tenant's bond, or none: 404 债券不存在.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::readable_issuer;
use crate::bond_payments::NO_SUCH_BOND;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{bond::Bond, bond_payment::BondPaymentRow},
    routes::registration::support::{bound_account, current_holder_uuid},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PaymentQuery {
    /// The bond's id.
    pub uuid: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos", tag = "bond",
    params(PaymentQuery),
    responses(
        (status = 200, body = Envelope<Vec<BondPaymentRow>>),
        (status = 400, description = "请选择登记账号: an investor with no account chosen", body = Failure),
        (status = 401, body = Failure),
        (status = 403, body = Failure),
        (status = 404, description = "债券不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/bondPayment/queryBondPaymentInfos")]
pub async fn query_bond_payment_infos(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<PaymentQuery>,
) -> ApiResult {
    let bond_id = query.into_inner().uuid.unwrap_or_default();
    let investor = me
        .landing_mode()
        .may_switch_holder()
        .then(|| current_holder_uuid(&me))
        .transpose()?;
    let (user, tenant) = (me.user.id, me.user.tenant_id);
    let rows = state
        .db(move |conn| {
            let bond = Bond::find(conn, &tenant, bond_id.trim())?
                .ok_or_else(|| ApiError::not_found(NO_SUCH_BOND))?;
            match investor {
                Some(uuid) => {
                    let account = bound_account(conn, &user, &uuid)?;
                    Ok(BondPaymentRow::of_bond(
                        conn,
                        &bond.id,
                        Some(&account.uuid),
                    )?)
                }
                None => {
                    readable_issuer(conn, &user, &tenant, &bond.company_id, NO_SUCH_BOND)?;
                    Ok(BondPaymentRow::of_bond(conn, &bond.id, None)?)
                }
            }
        })
        .await?;
    Ok(ok(rows))
}
