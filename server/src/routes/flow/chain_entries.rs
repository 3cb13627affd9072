//! `GET /api/rem-registrationbizweb/blockChain/list?current=&size=` (the /blockChain page) and
//! `GET /api/rem-registrationbizweb/blockChain/detail?transHash=` (/areaBlockChainDetail):
//! the stamped businesses of the caller's tenant.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::{json, Value};
use utoipa::IntoParams;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::chain::ChainEntry,
    paging::Paging,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ChainPageQuery {
    pub current: Option<i64>,
    pub size: Option<i64>,
}

fn view(entry: &ChainEntry) -> Value {
    json!({
        "seq": entry.seq, "bizSn": entry.biz_sn, "appId": entry.app_id, "transHash": entry.hash,
        "chainHash": entry.hash, "prevHash": entry.prev_hash, "createdAt": entry.created_at,
        "record": serde_json::from_str::<Value>(&entry.record).unwrap_or(Value::Null),
    })
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/blockChain/list", tag = "flow", params(ChainPageQuery),
    responses((status = 200, description = "{records, total}", body = crate::envelope::Envelope<serde_json::Value>), (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/blockChain/list")]
pub async fn chain_list(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<ChainPageQuery>,
) -> ApiResult {
    let paging = Paging::lenient(query.current, query.size, crate::paging::TEN_UP_TO_HUNDRED)?;
    let (current, size) = (paging.page, paging.size);
    let tenant = me.user.tenant_id;
    let (rows, total) = state
        .db(move |conn| Ok(ChainEntry::page(conn, &tenant, paging.offset(), size)?))
        .await?;
    Ok(ok(
        json!({ "records": rows.iter().map(view).collect::<Vec<_>>(), "total": total, "current": current, "size": size }),
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct HashQuery {
    pub trans_hash: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/blockChain/detail", tag = "flow", params(HashQuery),
    responses((status = 200, body = crate::envelope::Envelope<serde_json::Value>), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/blockChain/detail")]
pub async fn chain_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<HashQuery>,
) -> ApiResult {
    let hash = query.into_inner().trans_hash.unwrap_or_default();
    let tenant = me.user.tenant_id;
    let entry = state
        .db(move |conn| {
            ChainEntry::find_by_hash(conn, &hash)?
                .filter(|e| e.tenant_id == tenant)
                .ok_or_else(|| ApiError::not_found("存证记录不存在"))
        })
        .await?;
    Ok(ok(view(&entry)))
}
