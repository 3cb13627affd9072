//! `GET /api/blade-system/param-biz/list?current=&size=&paramName=&paramKey=`: one page of the
//! caller's tenant's business parameters, for the administrator (issue 20).

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{filter_text, require_admin};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::param_admin::{ParamFilter, ParamRecord, ParamRow},
    paging::{Page, Paging, TEN_UP_TO_HUNDRED},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ParamListQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
    /// Part of the parameter's name (参数名称).
    pub param_name: Option<String>,
    /// Part of the parameter's key (参数键名).
    pub param_key: Option<String>,
}

#[utoipa::path(
    get, path = "/api/blade-system/param-biz/list", tag = "system", params(ParamListQuery),
    responses((status = 200, body = Envelope<Page<ParamRecord>>), (status = 403, body = Failure))
)]
#[get("/blade-system/param-biz/list")]
pub async fn param_biz_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ParamListQuery>,
) -> ApiResult {
    require_admin(&me)?;
    let query = query.into_inner();
    let paging = Paging::lenient(query.current, query.size, TEN_UP_TO_HUNDRED)?;
    let filter = ParamFilter {
        param_name: filter_text(query.param_name),
        param_key: filter_text(query.param_key),
    };
    let tenant = me.user.tenant_id.clone();
    let (rows, total) = state
        .db(move |conn| {
            Ok(ParamRow::page(
                conn,
                &tenant,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    let records = rows.into_iter().map(ParamRecord::from).collect();
    Ok(ok(paging.page((records, total))))
}
