//! `GET /api/rem-registrationbizweb/nonds/policy/detail?tenantId=&id=`: one policy with its
//! text (/policiesDetail). No login.

use actix_web::{get, web};

use super::support::{cached, IdQuery, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::publication::{Policy, PolicyView},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/policy/detail", tag = "public",
    params(IdQuery),
    responses(
        (status = 200, body = Envelope<PolicyView>),
        (status = 400, body = Failure),
        (status = 404, description = "政策不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/policy/detail")]
pub async fn policy_detail(state: web::Data<AppState>, query: web::Query<IdQuery>) -> ApiResult {
    let (tenant, id) = query.into_inner().parse()?;
    let found = state
        .db(move |conn| {
            Policy::find(conn, &tenant, &id)?.ok_or_else(|| ApiError::not_found("政策不存在"))
        })
        .await?;
    Ok(cached(found, LIST_MAX_AGE))
}
