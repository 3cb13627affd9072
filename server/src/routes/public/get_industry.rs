//! `GET /api/rem-registrationbizweb/nonds/getIndustry`: the industry sections (GB/T 4754) of
//! the 所属行业 filter. No login.

use actix_web::{get, web};

use super::support::{cached, LOOKUP_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope},
    models::showcase::Industry,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/getIndustry", tag = "public",
    responses((status = 200, body = Envelope<Vec<Industry>>))
)]
#[get("/rem-registrationbizweb/nonds/getIndustry")]
pub async fn get_industry(state: web::Data<AppState>) -> ApiResult {
    let industries = state.db(|conn| Ok(Industry::all(conn)?)).await?;
    Ok(cached(industries, LOOKUP_MAX_AGE))
}
