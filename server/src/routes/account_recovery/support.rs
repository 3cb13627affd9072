//! What the recovery calls share: the look-ups' limit per client address.

use actix_web::HttpRequest;

use crate::{error::ApiError, state::AppState};

/// Counts a look-up with the sign-in attempts of the client's address; 429 past the limit.
pub fn count_look_up(state: &AppState, req: &HttpRequest) -> Result<(), ApiError> {
    state
        .sign_in_limiter
        .check(req.peer_addr().map(|addr| addr.ip()))
}
