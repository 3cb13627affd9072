//! `GET /api/blade-system/sms/outbox?current=&size=&phone=`: the messages the shipped SMS
//! sender delivered in the administrator's tenant, newest first (the simulator's "phones").
//! The administrator's alone; with a real provider the page stays empty.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    routes::system::support::{filter_text, require_admin},
    sms::outbox::{self, OutboxEntry},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxQuery {
    pub current: Option<i64>,
    pub size: Option<i64>,
    /// Part of the number.
    pub phone: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/sms/outbox", tag = "system", params(OutboxQuery),
    responses((status = 200, body = Envelope<Page<OutboxEntry>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-system/sms/outbox")]
pub async fn outbox_page(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<OutboxQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let q = query.into_inner();
    let paging = Paging::lenient(q.current, q.size, TEN_UP_TO_HUNDRED)?;
    let phone = filter_text(q.phone);
    let tenant = me.user.tenant_id.clone();
    let found = state
        .db(move |conn| Ok(outbox::page(conn, &tenant, phone.as_deref(), paging)?))
        .await?;
    Ok(ok(paging.page(found)))
}
