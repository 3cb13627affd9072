//! `GET /api/rem-registrationbizweb/nonds/policy/detail?tenantId=&id=`: one policy with its
//! text (/policiesDetail). No login.

use actix_web::{get, web};

use super::support::{self, IdQuery, Wanted};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
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
pub async fn policy_detail(state: web::Data<AppState>, wanted: Wanted) -> ApiResult {
    support::detail(&state, wanted, "政策不存在", Policy::find).await
}
