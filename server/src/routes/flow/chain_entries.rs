//! `GET /api/rem-registrationbizweb/blockChain/list?current=&size=` (the /blockChain page) and
//! `GET /api/rem-registrationbizweb/blockChain/detail?transHash=` (/areaBlockChainDetail):
//! the stamped businesses a user may read (01 §6, issue 15): staff (manager mode) read the
//! tenant's chain; everyone else only the entries of their own businesses, those they applied
//! for or that name one of their enterprises or registration accounts. Each entry reads as a
//! record people read: the business, its serial number, the applicant's name, the form's
//! fields under their Chinese labels with chosen values named and accounts beside their
//! holders, and Beijing times; never the stamped JSON, user ids or unix times.

use actix_web::{get, web};
use serde::Deserialize;
use serde_json::{json, Map, Value};
use utoipa::IntoParams;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    clock::beijing_text,
    db::DbConn,
    envelope::{ok, ApiResult, Failure},
    error::ApiError,
    models::{application::Application, chain::ChainEntry, user::User},
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

/// The stamped record, parsed (an unreadable one reads as empty).
fn record_of(entry: &ChainEntry) -> Value {
    serde_json::from_str::<Value>(&entry.record).unwrap_or(Value::Null)
}

/// An entry as lists show it; `applicant` is the applicant's name.
fn view(entry: &ChainEntry, applicant: &str) -> Value {
    let record = record_of(entry);
    json!({
        "seq": entry.seq, "bizSn": entry.biz_sn, "appId": entry.app_id, "transHash": entry.hash,
        "chainHash": entry.hash, "prevHash": entry.prev_hash,
        "bizTypeName": record.get("bizTypeName").cloned().unwrap_or(Value::Null),
        "applicant": applicant, "stampedAt": beijing_text(entry.created_at),
        "byStaff": record.get("agent").is_some(),
    })
}

/// Who reads only their own businesses: everyone but staff in manager mode.
fn scope_of(me: &CurrentUser) -> Option<String> {
    (me.landing_mode() != LandingMode::Mgr).then(|| me.user.id.clone())
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
    let tenant = me.user.tenant_id.clone();
    let mine = scope_of(&me);
    let (records, total) = state
        .db(move |conn| {
            let (rows, total) =
                ChainEntry::page(conn, &tenant, mine.as_deref(), paging.offset(), size)?;
            let ids: Vec<String> = rows
                .iter()
                .filter_map(|e| record_of(e).get("applicant")?.as_str().map(str::to_owned))
                .collect();
            let names = User::names(conn, &ids)?;
            let records: Vec<Value> = rows
                .iter()
                .map(|e| {
                    let id = record_of(e)
                        .get("applicant")
                        .and_then(Value::as_str)
                        .map(str::to_owned);
                    let name = id
                        .and_then(|id| names.get(&id).cloned())
                        .unwrap_or_default();
                    view(e, &name)
                })
                .collect();
            Ok((records, total))
        })
        .await?;
    Ok(ok(
        json!({ "records": records, "total": total, "current": current, "size": size }),
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct HashQuery {
    pub trans_hash: Option<String>,
}

/// The readable record of an entry: its business's fields under the form's labels.
fn readable(conn: &mut DbConn, state: &AppState, entry: &ChainEntry) -> Result<Value, ApiError> {
    let app = Application::find_by_biz_sn(conn, &entry.tenant_id, &entry.biz_sn)?
        .ok_or_else(|| ApiError::not_found("存证记录不存在"))?;
    let instance = crate::lifecycle::instance_of(&app)?;
    let form_def = state
        .flows
        .of(&instance)
        .and_then(|def| state.forms.get(&def.form.id, def.form.version))
        .ok_or_else(ApiError::no_such_business)?;
    let record = record_of(entry);
    let form: Map<String, Value> = record
        .get("form")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let built = crate::voucher::build(
        conn,
        &app,
        &form_def,
        &form,
        instance.charge.map(|c| c.to_string()),
    )?;
    let mut answer = view(entry, &built.applicant);
    answer["submittedAt"] = json!(built.submitted_at);
    answer["completedAt"] = json!(built.completed_at);
    answer["sections"] = serde_json::to_value(&built.sections).map_err(ApiError::internal)?;
    answer["charge"] = serde_json::to_value(&built.charge).map_err(ApiError::internal)?;
    answer["parValue"] = serde_json::to_value(&built.par_value).map_err(ApiError::internal)?;
    Ok(answer)
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/blockChain/detail", tag = "flow", params(HashQuery),
    responses((status = 200, body = crate::envelope::Envelope<serde_json::Value>), (status = 403, body = Failure), (status = 404, body = Failure))
)]
#[get("/rem-registrationbizweb/blockChain/detail")]
pub async fn chain_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<HashQuery>,
) -> ApiResult {
    let hash = query.into_inner().trans_hash.unwrap_or_default();
    let tenant = me.user.tenant_id.clone();
    let mine = scope_of(&me);
    let shared = state.clone();
    let answer = state
        .db(move |conn| {
            let entry = ChainEntry::find_by_hash(conn, &hash)?
                .filter(|e| e.tenant_id == tenant)
                .ok_or_else(|| ApiError::not_found("存证记录不存在"))?;
            if let Some(user) = mine {
                if !ChainEntry::is_of_user(conn, &entry, &user)? {
                    return Err(ApiError::forbidden("无权查看该存证记录"));
                }
            }
            readable(conn, &shared, &entry)
        })
        .await?;
    Ok(ok(answer))
}
