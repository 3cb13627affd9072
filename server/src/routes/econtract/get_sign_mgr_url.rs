//! `GET /api/rem-registrationbizweb/getSignMgrUrl?uuid=`: the provider's signing page of a
//! waiting pledgee (01 §7), for the application's readers: the applicant hands it to the
//! pledgee's agent at hand, or the counter opens it. The contract is created first if need be.

use actix_web::{get, web, HttpRequest};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{current_pledgee, return_url, PledgeeQuery};
use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee,
    envelope::{ok, ApiResult, Envelope, Failure},
    state::AppState,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignUrl {
    pub sign_url: String,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/getSignMgrUrl", tag = "econtract", params(PledgeeQuery),
    responses((status = 200, body = Envelope<SignUrl>),
              (status = 400, description = "质权人已确认/已拒签, not registered, or the business is done", body = Failure),
              (status = 401, body = Failure), (status = 403, body = Failure),
              (status = 404, description = "质权人信息不存在", body = Failure),
              (status = 503, description = "the provider did not answer", body = Failure))
)]
#[get("/rem-registrationbizweb/getSignMgrUrl")]
pub async fn get_sign_mgr_url(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    query: web::Query<PledgeeQuery>,
) -> ApiResult {
    let uuid = query.into_inner().uuid()?;
    let back = return_url(&state, &req);
    let shared = state.clone();
    let sign_url = state
        .db(move |conn| {
            let (app, mut row) = current_pledgee(conn, &shared, &me, &uuid)?;
            pledgee::sign_url(conn, &shared, &app, &mut row, &back)
        })
        .await?;
    Ok(ok(SignUrl { sign_url }))
}
