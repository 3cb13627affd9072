//! `GET /api/rem-registrationbizweb/nonds/notice/detail?tenantId=&id=`: one notice with its
//! text, for /pledgeDetail and /frozenDetail. No login.

use actix_web::{get, web};

use super::support::{self, ensure_open, IdQuery, Wanted};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    error::ApiError,
    models::publication::{Notice, NoticeView},
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
pub async fn notice_detail(state: web::Data<AppState>, wanted: Wanted) -> ApiResult {
    support::detail(&state, wanted, "公告不存在", |conn, tenant, id| {
        let notice = Notice::find(conn, tenant, id)?;
        if let Some(notice) = &notice {
            ensure_open(conn, tenant, &notice.notice_type)?;
        }
        Ok::<_, ApiError>(notice)
    })
    .await
}
