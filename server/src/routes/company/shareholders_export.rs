//! `GET /api/rem-registrationbizweb/company/shareholders/export`: the enterprise's shareholder
//! register as it is searched (the list's filters), every matching line and not only a page,
//! as an Excel workbook (.xlsx) named `{enterprise}股东持股信息.xlsx`, with a closing line of
//! sums. Whoever may read the list may export it, and nobody else.

use actix_web::{get, web};

use super::support::{company_in_scope, RegisterFilter};
use crate::{
    auth::current_user::CurrentUser,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    files::{holder_workbook, workbook},
    state::AppState,
};

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/company/shareholders/export", tag = "company", params(RegisterFilter),
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "请先选择企业; more lines than an export writes", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[get("/rem-registrationbizweb/company/shareholders/export")]
pub async fn shareholders_export(
    state: web::Data<AppState>,
    me: CurrentUser,
    filter: web::Query<RegisterFilter>,
) -> ApiResult {
    let staging = state.config.data_dir.join("tmp");
    let (name, file) = state
        .db(move |conn| {
            snapshot(conn, |conn| {
                let company = company_in_scope(conn, &me, filter.company_id.as_deref())?;
                let search = filter.search(company.id.clone());
                let file = holder_workbook::write(conn, &staging, &company.tenant_id, &search)?;
                Ok((company.name, file))
            })
        })
        .await?;
    workbook::respond(file, &format!("{name}股东持股信息.xlsx"))
}
