//! `GET /api/rem-registrationbizweb/application/query/export`: 流程查询 as an Excel workbook
//! (`流程查询.xlsx`) for staff: every application of the tenant that the page's filters find,
//! not only a page, with its columns (applicant and completion included). Anyone else 403.

use actix_web::{get, web};

use super::request::{ApplicationFilter, STAFF};
use crate::{
    auth::current_user::CurrentUser,
    clock::beijing_text,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    files::workbook::{self, column, each_after, Cell, Column},
    models::application_search::{status_name, waiting_node, Found},
    state::AppState,
};

const COLUMNS: [Column; 8] = [
    column("业务流水号", 26.0),
    column("业务类型", 28.0),
    column("申请人", 16.0),
    column("申请人账号", 18.0),
    column("状态", 10.0),
    column("当前节点", 14.0),
    column("申请时间", 20.0),
    column("办结时间", 20.0),
];

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/application/query/export", tag = "flow", params(ApplicationFilter),
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "a wrong status or date; more applications than an export writes", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not staff", body = Failure))
)]
#[get("/rem-registrationbizweb/application/query/export")]
pub async fn application_query_export(
    state: web::Data<AppState>,
    me: CurrentUser,
    filter: web::Query<ApplicationFilter>,
) -> ApiResult {
    me.require_role(&STAFF)?;
    let search = filter.search(me.user.tenant_id.clone())?;
    let staging = state.config.data_dir.join("tmp");
    let file = state
        .db(move |conn| {
            snapshot(conn, |conn| {
                workbook::write(&staging, "流程查询", &COLUMNS, |sheet| {
                    let total = search.count(conn)?;
                    each_after(
                        total,
                        |after, limit| Ok(search.after(conn, after, limit)?),
                        |found: &Found| (found.app.created_at, found.app.id.clone()),
                        |found: Found| {
                            let app = &found.app;
                            let completed = app.completed_at.map(beijing_text).unwrap_or_default();
                            sheet.row(&[
                                Cell::Text(&app.biz_sn),
                                Cell::Text(&app.biz_type_name),
                                Cell::Text(&found.applicant_name),
                                Cell::Text(&found.applicant_account),
                                Cell::Text(status_name(&app.status)),
                                Cell::Text(waiting_node(app, found.waiting_at.as_deref())),
                                Cell::Text(&beijing_text(app.created_at)),
                                Cell::Text(&completed),
                            ])
                        },
                    )
                })
            })
        })
        .await?;
    workbook::respond(file, "流程查询.xlsx")
}
