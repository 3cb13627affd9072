//! `GET|POST /api/blade-auth/oauth/clear-cache`: the administrator empties what the server keeps
//! for a while (01 §7 Auth "clear-cache", §8 "cache clear"): the public answers served again for
//! a few seconds, so a change made in the database shows at once. Everyone else's 清除缓存 empties
//! only their own browser's caches, which needs no call.

use actix_web::web;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok_with_msg, ApiResult, Envelope, Failure},
    routes::system::support::require_admin,
    state::AppState,
};

/// What the user is told once the caches are empty.
pub const CLEARED: &str = "清除完毕";

#[utoipa::path(
    get, path = "/api/blade-auth/oauth/clear-cache", tag = "auth",
    responses(
        (status = 200, description = "清除完毕", body = Envelope<bool>),
        (status = 401, body = Failure),
        (status = 403, description = "not the administrator", body = Failure))
)]
pub async fn clear_cache(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    require_admin(&me)?;
    state.answers_changed();
    tracing::info!(admin = %me.user.account, tenant = %me.user.tenant_id, "server caches cleared");
    Ok(ok_with_msg(true, CLEARED))
}
