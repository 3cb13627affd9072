//! `GET /api/rem-registrationbizweb/pledgeeInfo/sendConfirmSms?uuid=`: sends the pledgee the
//! confirmation SMS with the link of the provider's signing page (01 §8: 短信已发送，若未收到
//! 短信，请3分钟后重试。 / 发送失败); not again within three minutes, not once the business is
//! done or the pledgee answered.

use actix_web::{get, web, HttpRequest};

use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    routes::econtract::support::{current_pledgee, return_url, PledgeeQuery},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/pledgeeInfo/sendConfirmSms", tag = "econtract",
    params(PledgeeQuery),
    responses((status = 200, description = "短信已发送，若未收到短信，请3分钟后重试。", body = Envelope<serde_json::Value>),
              (status = 400, description = "business done, pledgee answered or not registered", body = Failure),
              (status = 401, body = Failure), (status = 403, body = Failure), (status = 404, body = Failure),
              (status = 429, description = "sent less than three minutes ago", body = Failure),
              (status = 503, description = "发送失败", body = Failure))
)]
#[get("/rem-registrationbizweb/pledgeeInfo/sendConfirmSms")]
pub async fn send_confirm_sms(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    query: web::Query<PledgeeQuery>,
) -> ApiResult {
    let uuid = query.into_inner().uuid()?;
    let back = return_url(&state, &req);
    let shared = state.clone();
    state
        .db(move |conn| {
            let (app, row) = current_pledgee(conn, &shared, &me, &uuid)?;
            pledgee::send_confirm_sms(conn, &shared, &app, row, &back)
        })
        .await?;
    Ok(ok_with_msg(serde_json::Value::Null, pledgee::SMS_SENT))
}
