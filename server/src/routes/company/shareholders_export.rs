//! `POST /api/rem-registrationbizweb/company/shareholders/export`: the enterprise's
//! shareholder register as it is searched, every matching line, as an Excel workbook (.xlsx)
//! named `{enterprise}股东持股信息.xlsx`, with a closing line of sums.

use actix_web::{http::header::DispositionType, post, web};

use super::support::{company_in_scope, ShareholderQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ApiResult, Failure},
    error::ApiError,
    files::{
        download,
        holder_workbook::{workbook, XLSX},
    },
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
    let bytes = web::block(move || workbook(&lines))
        .await?
        .map_err(ApiError::internal)?;
    let len = bytes.len() as u64;
    Ok(download::respond(
        Box::new(std::io::Cursor::new(bytes)),
        len,
        XLSX,
        &format!("{name}股东持股信息.xlsx"),
        DispositionType::Attachment,
    ))
}
