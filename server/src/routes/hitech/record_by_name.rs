//! `GET /api/rem-registrationbizweb/companyHitech/getCompanyRecordByName?name=` (02 §7): the
//! specialised-new board record of the enterprise of this name (as detailInfoByUUID).

use actix_web::{get, web};

use super::support::{
    board_record, company_for, required, BoardRecord, NameQuery, NO_SUCH_COMPANY,
};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::standing::Standing,
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/companyHitech/getCompanyRecordByName",
    tag = "companyHitech", params(NameQuery),
    responses(
        (status = 200, body = Envelope<BoardRecord>),
        (status = 400, description = "请填写企业名称", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权访问该功能 / 无权查看该企业", body = Failure),
        (status = 404, description = "企业不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/companyHitech/getCompanyRecordByName")]
pub async fn company_record_by_name(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<NameQuery>,
) -> ApiResult {
    let name: String = required(query.name.as_deref(), "请填写企业名称")?
        .split_whitespace()
        .collect();
    let record = state
        .db(move |conn| {
            super::support::ensure_enterprise_side(&me)?;
            let standing = Standing::named(conn, &me.user.tenant_id, Some(&name), None)?
                .ok_or_else(|| ApiError::not_found(NO_SUCH_COMPANY))?;
            let company = company_for(conn, &me, &standing.id)?;
            board_record(conn, &company)
        })
        .await?;
    Ok(ok(record))
}
