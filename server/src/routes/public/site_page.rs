//! `GET /api/blade-desk/nonds/sitePage/detail?tenantId=&id=about`: a page of the public footer
//! (关于我们 about, 集团成员 group, 招聘信息 recruitment, 服务热线 hotline; issue 15) as the
//! administrator wrote it. No login.

use actix_web::{get, web};

use super::support::{self, IdQuery, Wanted};
use crate::{
    envelope::{ApiResult, Envelope, Failure},
    models::site_page::SitePage,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/blade-desk/nonds/sitePage/detail", tag = "public",
    params(IdQuery),
    responses(
        (status = 200, body = Envelope<SitePage>),
        (status = 400, body = Failure),
        (status = 404, description = "页面不存在", body = Failure))
)]
#[get("/blade-desk/nonds/sitePage/detail")]
pub async fn site_page(state: web::Data<AppState>, wanted: Wanted) -> ApiResult {
    support::detail(&state, wanted, "页面不存在", SitePage::find).await
}
