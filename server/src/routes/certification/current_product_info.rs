//! `GET /api/rem-registrationbizweb/equityProduct/getCurrentProductInfo`: the equity product the
//! session works in (chosen with the registration account, or the current enterprise's), with
//! its face value and total shares.

use actix_web::{get, web};
use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    schema::{companies, products},
    state::AppState,
};

pub const NO_PRODUCT: &str = "当前没有选择产品";

#[derive(Debug, Serialize, ToSchema, Queryable)]
#[serde(rename_all = "camelCase")]
pub struct CurrentProduct {
    pub id: String,
    pub product_code: String,
    pub name: String,
    /// Decimal text.
    pub face_value: String,
    pub total_shares: i64,
    pub company_id: Option<String>,
    pub company_name: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/equityProduct/getCurrentProductInfo", tag = "account",
    responses(
        (status = 200, body = Envelope<CurrentProduct>),
        (status = 400, description = "当前没有选择产品", body = Failure),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/equityProduct/getCurrentProductInfo")]
pub async fn current_product_info(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let answer = state
        .db(move |conn| {
            let query = products::table
                .left_join(companies::table.on(companies::id.nullable().eq(products::company_id)))
                .filter(products::tenant_id.eq(&me.user.tenant_id))
                .select((
                    products::id,
                    products::product_code,
                    products::name,
                    products::face_value,
                    products::total_shares,
                    products::company_id,
                    companies::name.nullable(),
                ))
                .into_boxed();
            let query = match (
                &me.session.current_product_id,
                &me.session.current_company_id,
            ) {
                (Some(product), _) => query.filter(products::id.eq(product.clone())),
                (None, Some(company)) => query
                    .filter(products::company_id.eq(company.clone()))
                    .order(products::product_code.asc()),
                (None, None) => return Err(ApiError::bad_request(NO_PRODUCT)),
            };
            query
                .first::<CurrentProduct>(conn)
                .optional()?
                .ok_or_else(|| ApiError::bad_request(NO_PRODUCT))
        })
        .await?;
    Ok(ok(answer))
}
