//! `GET /api/rem-registrationbizweb/nonds/member/detail?tenantId=&id=`: one member
//! (/memberDetails). No login.

use actix_web::{get, web};

use super::support::{cached, IdQuery, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::publication::Member,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/member/detail", tag = "public",
    params(IdQuery),
    responses(
        (status = 200, body = Envelope<Member>),
        (status = 400, body = Failure),
        (status = 404, description = "会员不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/member/detail")]
pub async fn member_detail(state: web::Data<AppState>, query: web::Query<IdQuery>) -> ApiResult {
    let (tenant, id) = query.into_inner().parse()?;
    let found = state
        .db(move |conn| {
            Member::find(conn, &tenant, &id)?.ok_or_else(|| ApiError::not_found("会员不存在"))
        })
        .await?;
    Ok(cached(found, LIST_MAX_AGE))
}
