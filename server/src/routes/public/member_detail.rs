//! `GET /api/rem-registrationbizweb/nonds/member/detail?tenantId=&id=`: one member
//! (/memberDetails). No login.

use actix_web::{get, web};

use super::support::{self, IdQuery, Wanted};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
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
pub async fn member_detail(state: web::Data<AppState>, wanted: Wanted) -> ApiResult {
    support::detail(&state, wanted, "会员不存在", Member::find).await
}
