//! `GET /api/rem-registrationmgrweb/holder/detail?holderUuid=`: 股东详情, one holder of the
//! register with its identity, account status, whether its rights are confirmed (确权, 01 §4)
//! and the totals of what it holds. Staff see any holder of their tenant; anyone else only
//! the accounts bound to them.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::{totals, viewable_account, HoldingTotals};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{holder_account::HolderAccount, holding::Holding},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct HolderQuery {
    pub holder_uuid: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderDetail {
    pub holder_uuid: String,
    pub account_number: String,
    pub holder_name: String,
    /// 1 institution, 2 person, 3 product.
    pub organ_type: i32,
    pub cert_type: Option<String>,
    pub certificate_no: Option<String>,
    /// 0 not opened, 1 normal, 2 closed, 3 frozen.
    pub holder_account_status: i32,
    pub investor_expire_status: i32,
    /// 1 once the holder's rights are confirmed, 0 until then.
    pub rights_confirmed: i32,
    pub totals: HoldingTotals,
}

#[utoipa::path(
    get, path = "/api/rem-registrationmgrweb/holder/detail", tag = "registration",
    params(HolderQuery),
    responses(
        (status = 200, body = Envelope<HolderDetail>),
        (status = 400, description = "请选择股东: no holderUuid", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该股东", body = Failure),
        (status = 404, description = "股东不存在", body = Failure))
)]
#[get("/rem-registrationmgrweb/holder/detail")]
pub async fn holder_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<HolderQuery>,
) -> ApiResult {
    let uuid = query
        .into_inner()
        .holder_uuid
        .filter(|u| !u.trim().is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择股东"))?;
    let detail = state
        .db(move |conn| {
            let account = viewable_account(conn, &me, &uuid)?;
            let (cert_type, certificate_no) = HolderAccount::certificate(conn, &account.uuid)?;
            let confirmed = HolderAccount::rights_confirmed(conn, &account.uuid)?;
            let holdings = Holding::all_of_account(conn, &account.uuid)?;
            Ok(HolderDetail {
                totals: totals(&holdings)?,
                holder_uuid: account.uuid,
                account_number: account.account_number,
                holder_name: account.holder_name,
                organ_type: account.organ_type,
                cert_type,
                certificate_no,
                holder_account_status: account.holder_account_status,
                investor_expire_status: account.investor_expire_status,
                rights_confirmed: i32::from(confirmed),
            })
        })
        .await?;
    Ok(ok(detail))
}
