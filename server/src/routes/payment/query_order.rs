//! `GET /api/rem-trade/payment/query/order?orderUuid=`: the order's status (NOTPAY, SUCCESS,
//! CLOSED), which the payment step polls every 2 seconds (02 §4, §9). An order not paid yet is
//! asked of the gateway too, so a lost notification does not leave a paid charge unpaid.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    payment::settle,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct OrderQuery {
    pub order_uuid: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderStatus {
    /// NOTPAY, SUCCESS or CLOSED.
    pub order_status: String,
}

#[utoipa::path(
    get, path = "/api/rem-trade/payment/query/order", tag = "payment", params(OrderQuery),
    responses((status = 200, body = Envelope<OrderStatus>), (status = 401, body = Failure),
              (status = 403, body = Failure), (status = 404, description = "订单不存在", body = Failure),
              (status = 503, description = "支付服务暂不可用，请稍后再试", body = Failure))
)]
#[get("/rem-trade/payment/query/order")]
pub async fn query_order(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<OrderQuery>,
) -> ApiResult {
    let order_uuid = query.into_inner().order_uuid;
    let order_status = settle::query(&state, me, order_uuid).await?;
    Ok(ok(OrderStatus { order_status }))
}
