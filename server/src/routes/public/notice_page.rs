//! `GET /api/rem-registrationbizweb/nonds/notice/page?tenantId=&noticeType=&current=&size=&key=`:
//! published notices of one type, newest first: `pledge` (质押公告) and `freeze` (冻结公告),
//! written by the register when a pledge or freeze completes, and `info` (信息公告). Pledge
//! and freeze notices answer 404 while the tenant's notice switch is off. No login.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::support::{self, cached, ensure_open, LIST_MAX_AGE};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::publication::{notice_type, Notice, NoticeView},
    paging::Page,
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct NoticePageQuery {
    pub tenant_id: Option<String>,
    /// `pledge`, `freeze` or `info`.
    pub notice_type: Option<String>,
    pub current: Option<i64>,
    pub size: Option<i64>,
    /// Title or enterprise name contains it.
    pub key: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/notice/page", tag = "public",
    params(NoticePageQuery),
    responses(
        (status = 200, body = Envelope<Page<NoticeView>>),
        (status = 400, body = Failure),
        (status = 404, description = "the notice type is switched off", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/notice/page")]
pub async fn notice_page(
    state: web::Data<AppState>,
    query: web::Query<NoticePageQuery>,
) -> ApiResult {
    let q = query.into_inner();
    support::tenant(q.tenant_id.as_deref())?;
    let kind = support::text(q.notice_type.as_deref())
        .filter(|k| notice_type::ALL.contains(&k.as_str()))
        .ok_or_else(|| ApiError::bad_request("公告类型只能为pledge、freeze或info"))?;
    let list =
        support::ListArgs::parse(q.tenant_id.as_deref(), q.current, q.size, q.key.as_deref())?;
    let found = state
        .db(move |conn| {
            ensure_open(conn, &list.tenant, &kind)?;
            Ok(Notice::page(
                conn,
                &list.tenant,
                &kind,
                list.key.as_deref(),
                list.paging,
            )?)
        })
        .await?;
    Ok(cached(list.paging.page(found), LIST_MAX_AGE))
}
