//! `GET /api/blade-system/dict/child-list?current=&size=&parentId=&dictValue=`: one page of a
//! system dictionary's entries.

use actix_web::{get, web};

use super::support::{require_reader, DictPageQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::system_dict::{DictRow, SystemDict},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    routes::system::support::filter_text,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/dict/child-list", tag = "system", params(DictPageQuery),
    responses((status = 200, body = Envelope<Page<DictRow>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-system/dict/child-list")]
pub async fn sys_dict_child_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictPageQuery>,
) -> ApiResult {
    require_reader(&me)?;
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let parent = filter_text(query.parent_id.clone())
        .ok_or_else(|| ApiError::bad_request("请先选择字典"))?;
    let filter = query.filter();
    let counted = state
        .db(move |conn| {
            Ok(SystemDict::page(
                conn,
                &parent,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    Ok(ok(paging.page(counted)))
}
