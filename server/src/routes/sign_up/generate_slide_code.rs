//! `GET /api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode`: a new slide puzzle
//! to solve before a code is sent.

use actix_web::{get, web};

use crate::{
    envelope::{ok, ApiResult, Envelope},
    error::ApiError,
    sign_up::slide::{self, Puzzle},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode", tag = "account",
    responses((status = 200, description = "the picture with its gap, the piece and its height", body = Envelope<Puzzle>))
)]
#[get("/rem-registrationbizweb/userNonDs/generateSendValidSlideCode")]
pub async fn generate_slide_code(state: web::Data<AppState>) -> ApiResult {
    let (x, puzzle) = web::block(slide::draw).await?.map_err(ApiError::internal)?;
    let key = puzzle.key.clone();
    let now = state.clock.now();
    state
        .db(move |conn| slide::keep(conn, &key, x, now))
        .await?;
    Ok(ok(puzzle))
}
