//! `GET /api/rem-registrationbizweb/nonds/disclosure/detail?tenantId=&id=`: one disclosure
//! with its text, for /information/reportDetail/{id}. No login.

use actix_web::{get, web};

use super::support::{self, IdQuery, Wanted};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::publication::{Disclosure, DisclosureView},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/disclosure/detail", tag = "public",
    params(IdQuery),
    responses(
        (status = 200, body = Envelope<DisclosureView>),
        (status = 400, body = Failure),
        (status = 404, description = "信息披露不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/disclosure/detail")]
pub async fn disclosure_detail(state: web::Data<AppState>, wanted: Wanted) -> ApiResult {
    support::detail(&state, wanted, "信息披露不存在", Disclosure::find).await
}
