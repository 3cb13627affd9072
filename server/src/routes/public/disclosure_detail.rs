//! `GET /api/rem-registrationbizweb/nonds/disclosure/detail?tenantId=&id=`: one disclosure
//! with its text, for /information/reportDetail/{id}. No login.

use actix_web::{get, web};

use super::support::{cached, IdQuery, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
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
pub async fn disclosure_detail(
    state: web::Data<AppState>,
    query: web::Query<IdQuery>,
) -> ApiResult {
    let (tenant, id) = query.into_inner().parse()?;
    let found = state
        .db(move |conn| {
            Disclosure::find(conn, &tenant, &id)?
                .ok_or_else(|| ApiError::not_found("信息披露不存在"))
        })
        .await?;
    Ok(cached(found, LIST_MAX_AGE))
}
