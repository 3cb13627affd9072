//! `GET /api/rem-registrationbizweb/nonds/notice/detail?tenantId=&id=`: one notice with its
//! text, for /pledgeDetail and /frozenDetail. No login.

use actix_web::{get, web};

use super::{
    notice_page::switch_of,
    support::{cached, IdQuery, LIST_MAX_AGE},
};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        param::Param,
        publication::{Notice, NoticeView},
    },
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/nonds/notice/detail", tag = "public",
    params(IdQuery),
    responses(
        (status = 200, body = Envelope<NoticeView>),
        (status = 400, body = Failure),
        (status = 404, description = "公告不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/nonds/notice/detail")]
pub async fn notice_detail(state: web::Data<AppState>, query: web::Query<IdQuery>) -> ApiResult {
    let (tenant, id) = query.into_inner().parse()?;
    let found = state
        .db(move |conn| {
            let notice = Notice::find(conn, &tenant, &id)?
                .ok_or_else(|| ApiError::not_found("公告不存在"))?;
            if let Some((switch, closed)) = switch_of(&notice.notice_type) {
                let on = Param::find(conn, &tenant, switch)?.is_some_and(|p| p.param_value == "1");
                if !on {
                    return Err(ApiError::not_found(closed));
                }
            }
            Ok(notice)
        })
        .await?;
    Ok(cached(found, LIST_MAX_AGE))
}
