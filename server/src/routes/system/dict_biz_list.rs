//! `GET /api/blade-system/dict-biz/list?current=&size=&code=&dictValue=`: one page of the
//! caller's tenant's business dictionary entries, for the administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{filter_text, require_admin};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{
        dictionary::DictEntry,
        dictionary_admin::{DictFilter, DictRecord},
    },
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DictListQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
    /// Part of the dictionary code.
    pub code: Option<String>,
    /// Part of the entry's value (名称).
    pub dict_value: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/dict-biz/list", tag = "system", params(DictListQuery),
    responses((status = 200, body = Envelope<Page<DictRecord>>), (status = 403, body = Failure))
)]
#[get("/blade-system/dict-biz/list")]
pub async fn dict_biz_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<DictListQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let query = query.into_inner();
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let filter = DictFilter {
        code: filter_text(query.code),
        dict_value: filter_text(query.dict_value),
    };
    let tenant = me.user.tenant_id.clone();
    let (entries, total) = state
        .db(move |conn| {
            Ok(DictEntry::page(
                conn,
                &tenant,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    let records = entries.into_iter().map(DictRecord::from).collect();
    Ok(ok(paging.page((records, total))))
}
