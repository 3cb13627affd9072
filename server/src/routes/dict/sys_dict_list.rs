//! `GET /api/blade-system/dict/list?code=&dictValue=`: the rows of the system dictionary, of
//! every level, whose code and name or value contain the filters (all of them without one),
//! dictionaries first, each with its entries after it.

use actix_web::{get, web};

use super::support::{require_reader, tree, DictPageQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::system_dict::SystemDict,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/dict/list", tag = "system", params(DictPageQuery),
    responses((status = 200, body = Envelope<Vec<SystemDict>>), (status = 403, body = Failure))
)]
#[get("/blade-system/dict/list")]
pub async fn sys_dict_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictPageQuery>,
) -> ApiResult {
    require_reader(&me)?;
    let filter = query.filter();
    let all = state.db(|conn| Ok(SystemDict::all(conn)?)).await?;
    let by_id: std::collections::HashMap<String, SystemDict> =
        all.iter().map(|d| (d.id.clone(), d.clone())).collect();
    let matches = |d: &SystemDict| {
        filter
            .code
            .as_ref()
            .is_none_or(|c| d.code.contains(c.as_str()))
            && filter
                .dict_value
                .as_ref()
                .is_none_or(|v| d.dict_value.contains(v.as_str()))
    };
    // in the tree's order: each dictionary, then its entries
    let rows: Vec<SystemDict> = tree(all)
        .into_iter()
        .flat_map(|top| {
            std::iter::once(top.id.clone()).chain(top.children.into_iter().map(|c| c.id))
        })
        .filter_map(|id| by_id.get(&id).cloned())
        .filter(|d| matches(d))
        .collect();
    Ok(ok(rows))
}
