//! `GET /api/rem-registrationbizweb/application/list/export`: 我的申请 as an Excel workbook
//! (`我的申请.xlsx`): every application of the caller that the list's filters find, not only
//! a page, with the list's columns. Nobody else's application is in it.

use actix_web::{get, web};

use super::request::ApplicationFilter;
use crate::{
    auth::current_user::CurrentUser,
    clock::beijing_text,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    files::workbook::{self, column, each_row, Cell, Column},
    models::application_search::{status_name, waiting_node, Found},
    state::AppState,
};

const COLUMNS: [Column; 5] = [
    column("业务流水号", 26.0),
    column("业务类型", 28.0),
    column("状态", 10.0),
    column("当前节点", 14.0),
    column("申请时间", 20.0),
];

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/application/list/export", tag = "flow", params(ApplicationFilter),
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "a wrong status or date; more applications than an export writes", body = Failure),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/application/list/export")]
pub async fn application_export(
    state: web::Data<AppState>,
    me: CurrentUser,
    filter: web::Query<ApplicationFilter>,
) -> ApiResult {
    let mut search = filter.search(me.user.tenant_id.clone())?;
    search.applicant_id = Some(me.user.id);
    let staging = state.config.data_dir.join("tmp");
    let file = state
        .db(move |conn| {
            snapshot(conn, |conn| {
                workbook::write(&staging, "我的申请", &COLUMNS, |sheet| {
                    each_row(
                        |paging| Ok(search.page(conn, paging.offset(), paging.size)?),
                        |Found {
                             app, waiting_at, ..
                         }| {
                            sheet.row(&[
                                Cell::Text(&app.biz_sn),
                                Cell::Text(&app.biz_type_name),
                                Cell::Text(status_name(&app.status)),
                                Cell::Text(waiting_node(&app, waiting_at.as_deref())),
                                Cell::Text(&beijing_text(app.created_at)),
                            ])
                        },
                    )
                })
            })
        })
        .await?;
    workbook::respond(file, "我的申请.xlsx")
}
