//! `GET /api/blade-system/dict/parent-list?current=&size=&code=&dictValue=`: one page of the
//! system dictionaries (the parent rows), each saying whether it has entries.

use actix_web::{get, web};

use super::support::{require_reader, DictPageQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::system_dict::{DictRow, SystemDict, TOP},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-system/dict/parent-list", tag = "system", params(DictPageQuery),
    responses((status = 200, body = Envelope<Page<DictRow>>), (status = 400, body = Failure), (status = 403, body = Failure))
)]
#[get("/blade-system/dict/parent-list")]
pub async fn sys_dict_parent_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictPageQuery>,
) -> ApiResult {
    require_reader(&me)?;
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let filter = query.filter();
    let counted = state
        .db(move |conn| {
            Ok(SystemDict::page(
                conn,
                TOP,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    Ok(ok(paging.page(counted)))
}
