//! `POST /api/rem-registrationbizweb/holder/queryHoldings`: 我的持股信息, what the investor's
//! current registration account holds, product by product, paged (`pageNo`, `pageSize`,
//! default 10, at most 100) with `total`.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::{bound_account, current_holder_uuid};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::holding::Holding,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingsQuery {
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
}

/// One product the account holds. Volumes are share counts; `faceValue` and `marketValue`
/// are decimal text in yuan (never floats). The register keeps no trade price, so the market
/// value is volume × face value.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingView {
    pub product_id: String,
    pub product_code: String,
    pub product_name: String,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
    pub company_short_name: Option<String>,
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
    /// volume − pledged − frozen
    pub free_volume: i64,
    pub face_value: String,
    pub market_value: String,
}

impl TryFrom<Holding> for HoldingView {
    type Error = ApiError;

    fn try_from(h: Holding) -> Result<Self, ApiError> {
        let market_value = h.market_value().ok_or_else(|| {
            ApiError::internal(anyhow::anyhow!(
                "product {} has face value {:?}",
                h.product_id,
                h.face_value
            ))
        })?;
        Ok(HoldingView {
            free_volume: h.free(),
            market_value: market_value.to_string(),
            product_id: h.product_id,
            product_code: h.product_code,
            product_name: h.product_name,
            company_id: h.company_id,
            company_name: h.company_name,
            company_short_name: h.company_short_name,
            volume: h.volume,
            pledged: h.pledged,
            frozen: h.frozen,
            face_value: h.face_value,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HoldingsPage {
    pub records: Vec<HoldingView>,
    pub total: i64,
    pub page_no: i64,
    pub page_size: i64,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/holder/queryHoldings", tag = "registration",
    request_body = HoldingsQuery,
    responses(
        (status = 200, body = Envelope<HoldingsPage>),
        (status = 400, description = "请选择登记账号: no registration account chosen", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not an investor", body = Failure))
)]
#[post("/rem-registrationbizweb/holder/queryHoldings")]
pub async fn holder_query_holdings(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<HoldingsQuery>,
) -> ApiResult {
    let uuid = current_holder_uuid(&me)?;
    let query = body.or_default();
    let paging = crate::paging::Paging::lenient(
        query.page_no,
        query.page_size,
        crate::paging::TEN_UP_TO_HUNDRED,
    )?;
    let (page_no, page_size) = (paging.page, paging.size);
    let user_id = me.user.id;
    let (rows, total) = state
        .db(move |conn| {
            let account = bound_account(conn, &user_id, &uuid)?;
            Ok(Holding::page_of_account(
                conn,
                &account.uuid,
                page_no,
                page_size,
            )?)
        })
        .await?;
    let records = rows
        .into_iter()
        .map(HoldingView::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ok(HoldingsPage {
        records,
        total,
        page_no,
        page_size,
    }))
}
