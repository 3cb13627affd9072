//! `GET /api/rem-registrationbizweb/statement/shortLink?uuid=`: the short link of a business,
//! which the QR-code widget shows (03 §7 "a configured URL for the QR widget", reading
//! `data.shortLink`; §9 120 × 120): the address of its voucher page (`/process_pdf?uuid=`) on
//! the host the caller reached, so that a phone scanning it opens the voucher once the business
//! has completed. Only for a business the caller may read (as the voucher itself).

use actix_web::{get, web, HttpRequest};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::application::{Application, TaskRow},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ShortLinkQuery {
    pub uuid: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/statement/shortLink", tag = "flow", params(ShortLinkQuery),
    responses((status = 200, description = "{shortLink}: the business's voucher page", body = crate::envelope::Envelope<serde_json::Value>),
              (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/statement/shortLink")]
pub async fn short_link(
    state: web::Data<AppState>,
    me: CurrentUser,
    req: HttpRequest,
    query: web::Query<ShortLinkQuery>,
) -> ApiResult {
    let uuid = query.into_inner().uuid.unwrap_or_default();
    let app = state
        .db(move |conn| {
            let app = Application::find(conn, &me.user.tenant_id, uuid.trim())?
                .ok_or_else(ApiError::no_such_application)?;
            let tasks = TaskRow::of_application(conn, &app.id)?;
            crate::lifecycle::ensure_may_view(&app, &tasks, &me)?;
            Ok(app)
        })
        .await?;
    let info = req.connection_info();
    let link = format!(
        "{}://{}/process_pdf?uuid={}",
        info.scheme(),
        info.host(),
        app.id
    );
    Ok(ok(json!({ "shortLink": link })))
}
