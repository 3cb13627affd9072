//! `POST /api/rem-registrationbizweb/nonds/listing/getListingDisplay {tenantId, listcode}`:
//! the listed enterprise with that listing code, as the 挂牌企业 detail shows it. No login.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support;
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::showcase::{self, ShowcaseCompany},
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingDisplayBody {
    pub tenant_id: Option<String>,
    #[serde(alias = "listCode")]
    pub listcode: Option<String>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/nonds/listing/getListingDisplay", tag = "public",
    request_body = ListingDisplayBody,
    responses(
        (status = 200, body = Envelope<ShowcaseCompany>),
        (status = 400, body = Failure),
        (status = 404, description = "no enterprise listed under that code (挂牌企业不存在)", body = Failure))
)]
#[post("/rem-registrationbizweb/nonds/listing/getListingDisplay")]
pub async fn listing_display(
    state: web::Data<AppState>,
    body: web::Json<ListingDisplayBody>,
) -> ApiResult {
    let body = body.into_inner();
    let tenant = support::tenant(body.tenant_id.as_deref())?;
    let code = support::text(body.listcode.as_deref())
        .ok_or_else(|| ApiError::bad_request("请传入挂牌代码"))?;
    support::detail(
        &state,
        support::Wanted { tenant, id: code },
        "挂牌企业不存在",
        showcase::find_by_list_code,
    )
    .await
}
