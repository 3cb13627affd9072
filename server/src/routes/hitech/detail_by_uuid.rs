//! `GET /api/rem-registrationbizweb/companyHitech/detailInfoByUUID?uuid=` (02 §7): an
//! enterprise's specialised-new board record (/companyHitechInfo): its status and layer, its
//! custody and listing, and its last self-evaluation.

use actix_web::{get, web};

use super::support::{board_record, company_for, required, BoardRecord, UuidQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyHitech/detailInfoByUUID",
    tag = "companyHitech", params(UuidQuery),
    responses(
        (status = 200, body = Envelope<BoardRecord>),
        (status = 400, description = "请选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 / 无权查看该企业", body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/companyHitech/detailInfoByUUID")]
pub async fn company_hitech_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<UuidQuery>,
) -> ApiResult {
    let id = required(query.uuid.as_deref(), "请选择企业")?;
    let record = state
        .db(move |conn| {
            let company = company_for(conn, &me, &id)?;
            board_record(conn, &company)
        })
        .await?;
    Ok(ok(record))
}
