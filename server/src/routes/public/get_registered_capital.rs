//! `GET /api/rem-registrationbizweb/nonds/getRegisteredCapital`: the capital ranges of spec
//! §9 with their bounds in 万元 (lower inclusive, upper exclusive). No login.

use actix_web::get;

use super::support::{cached, LOOKUP_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope},
    models::showcase::{capital_ranges, CapitalRange},
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/getRegisteredCapital", tag = "public",
    responses((status = 200, body = Envelope<Vec<CapitalRange>>))
)]
#[get("/rem-registrationbizweb/nonds/getRegisteredCapital")]
pub async fn get_registered_capital() -> ApiResult {
    Ok(cached(capital_ranges(), LOOKUP_MAX_AGE))
}
