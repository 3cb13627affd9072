//! `GET /api/rem-registrationbizweb/pledgeeInfo/getFaceRecPic?uuid=`: the picture (PNG) the
//! provider's face check took when the pledgee signed, for the application's readers.

use actix_web::{get, web, HttpResponse};

use crate::{
    auth::current_user::CurrentUser,
    econtract::pledgee,
    envelope::{ApiResult, Failure},
    error::ApiError,
    routes::econtract::support::{current_pledgee, PledgeeQuery},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/pledgeeInfo/getFaceRecPic", tag = "econtract",
    params(PledgeeQuery),
    responses((status = 200, content_type = "image/png", body = Vec<u8>),
              (status = 400, description = "质权人尚未签署", body = Failure), (status = 401, body = Failure),
              (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/pledgeeInfo/getFaceRecPic")]
pub async fn get_face_rec_pic(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<PledgeeQuery>,
) -> ApiResult {
    let uuid = query.into_inner().uuid()?;
    let shared = state.clone();
    let png = state
        .db(move |conn| {
            let (app, row) = current_pledgee(conn, &shared, &me, &uuid)?;
            let face = row
                .face_attach_id
                .ok_or_else(|| ApiError::bad_request("质权人尚未签署"))?;
            pledgee::read_kept(&shared, conn, &app.tenant_id, &face)
        })
        .await?;
    Ok(HttpResponse::Ok()
        .content_type("image/png")
        .insert_header(("Cache-Control", "private, no-store"))
        .body(png))
}
