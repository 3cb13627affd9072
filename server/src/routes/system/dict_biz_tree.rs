//! `GET /api/blade-system/dict-biz/tree`: every business dictionary of the caller's tenant,
//! each code with its entries, for the administrator (issue 20).

use actix_web::{get, web};

use super::support::require_admin;
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{dictionary::DictEntry, dictionary_admin::DictCode},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/dict-biz/tree", tag = "system",
    responses((status = 200, body = Envelope<Vec<DictCode>>), (status = 403, body = Failure))
)]
#[get("/blade-system/dict-biz/tree")]
pub async fn dict_biz_tree(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    require_admin(&me)?;
    let tenant = me.user.tenant_id.clone();
    let codes = state
        .db(move |conn| Ok(DictEntry::tree(conn, &tenant)?))
        .await?;
    Ok(ok(codes))
}
