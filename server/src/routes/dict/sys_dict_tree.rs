//! `GET /api/blade-system/dict/tree`: every system dictionary with its entries, as a tree (a
//! parent to choose, the whole at a glance).

use actix_web::{get, web};

use super::support::{require_reader, tree, DictNode};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::system_dict::SystemDict,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/dict/tree", tag = "system",
    responses((status = 200, body = Envelope<Vec<DictNode>>), (status = 403, body = Failure))
)]
#[get("/blade-system/dict/tree")]
pub async fn sys_dict_tree(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    require_reader(&me)?;
    let all = state.db(|conn| Ok(SystemDict::all(conn)?)).await?;
    Ok(ok(tree(all)))
}
