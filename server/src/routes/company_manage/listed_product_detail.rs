//! `GET /api/rem-registrationmgrweb/listedProduct/detail?id=`: a listed product (挂牌产品,
//! `/gpcpglManagenment/detail/{id}`): the product, its enterprise, its listing (code, date,
//! sectors) and its register's holders, for staff of its tenant.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{given, require_staff, NO_SUCH_PRODUCT};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company_manage::ListedProduct,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProductQuery {
    /// The product.
    pub id: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationmgrweb/listedProduct/detail", tag = "company",
    params(ProductQuery),
    responses((status = 200, body = Envelope<ListedProduct>),
              (status = 400, description = "请指定挂牌产品", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "仅登记机构工作人员可查看企业信息", body = Failure),
              (status = 404, description = "挂牌产品不存在", body = Failure))
)]
#[get("/rem-registrationmgrweb/listedProduct/detail")]
pub async fn listed_product_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ProductQuery>,
) -> ApiResult {
    require_staff(&me)?;
    let id = given(query.into_inner().id).ok_or_else(|| ApiError::bad_request("请指定挂牌产品"))?;
    let tenant = me.user.tenant_id.clone();
    let product = state
        .db(move |conn| {
            ListedProduct::find(conn, &tenant, &id)?
                .ok_or_else(|| ApiError::not_found(NO_SUCH_PRODUCT))
        })
        .await?;
    Ok(ok(product))
}
