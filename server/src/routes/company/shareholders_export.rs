//! `POST /api/rem-registrationbizweb/company/shareholders/export`: the enterprise's
//! shareholder register as it is searched, every matching line, as an Excel workbook (.xlsx)
//! named `{enterprise}股东持股信息.xlsx`, with a closing line of sums.

use actix_web::{post, web};

use super::support::{company_in_scope, ShareholderQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Failure},
    files::holder_workbook::download_workbook,
    models::shareholder_register::named,
    optional_json::OptionalJson,
    state::AppState,
};

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/company/shareholders/export", tag = "company", request_body = ShareholderQuery,
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "请先选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[post("/rem-registrationbizweb/company/shareholders/export")]
pub async fn shareholders_export(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<ShareholderQuery>,
) -> ApiResult {
    let query = body.or_default();
    let (name, lines) = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, query.company_id.as_deref())?;
            let lines = query.search(company.id.clone()).all(conn)?;
            Ok((company.name, named(conn, &company.tenant_id, lines)?))
        })
        .await?;
    download_workbook(lines, &format!("{name}股东持股信息.xlsx")).await
}
