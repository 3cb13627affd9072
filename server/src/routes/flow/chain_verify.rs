//! `GET /api/rem-registrationbizweb/blockChain/verify`: recomputes the whole chain and names
//! the first entry that no longer matches its record.

use actix_web::{get, web};
use serde_json::json;

use crate::{
    auth::{current_user::CurrentUser, role::roles},
    envelope::{ok, ApiResult, Failure},
    models::chain::ChainEntry,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/blockChain/verify", tag = "flow",
    responses((status = 200, description = "{intact, firstBroken}", body = crate::envelope::Envelope<serde_json::Value>), (status = 403, body = Failure))
)]
#[get("/rem-registrationbizweb/blockChain/verify")]
pub async fn chain_verify(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    me.require_role(&[
        roles::ADMINISTRATOR,
        roles::FIRST_REVIEWER,
        roles::RECHECK_REVIEWER,
    ])?;
    let tenant = me.user.tenant_id.clone();
    let broken = state
        .db(move |conn| Ok(ChainEntry::verify(conn, &tenant)?))
        .await?;
    Ok(ok(json!({
        "intact": broken.is_none(),
        "firstBroken": broken.map(|e| json!({ "seq": e.seq, "bizSn": e.biz_sn, "hash": e.hash })),
    })))
}
