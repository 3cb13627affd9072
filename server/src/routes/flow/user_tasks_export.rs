//! `GET /api/rem-registrationbizweb/taskItem/getUserTasks/export`: 我的待办 as an Excel workbook
//! (`我的待办.xlsx`): every open task the caller may act on that the list's filters find, in
//! the list's order, not only a page, with the list's columns. Tasks of other users and roles,
//! and of other tenants, are not in it.

use actix_web::{get, web};

use super::request::TodoFilters;
use crate::{
    auth::current_user::CurrentUser,
    clock::beijing_text,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    files::workbook::{self, column, each_row, Cell, Column},
    models::todo::{self, Asker},
    state::AppState,
};

const COLUMNS: [Column; 5] = [
    column("申请人", 24.0),
    column("业务类型", 28.0),
    column("业务流水号", 26.0),
    column("提交时间", 20.0),
    column("当前节点", 14.0),
];

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/taskItem/getUserTasks/export", tag = "flow", params(TodoFilters),
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "a day not yyyy-MM-dd; more to-dos than an export writes", body = Failure),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/taskItem/getUserTasks/export")]
pub async fn user_tasks_export(
    state: web::Data<AppState>,
    me: CurrentUser,
    filters: web::Query<TodoFilters>,
) -> ApiResult {
    let filter = filters.filter()?;
    let staging = state.config.data_dir.join("tmp");
    let file = state
        .db(move |conn| {
            let asker = Asker::of(&me.user);
            snapshot(conn, |conn| {
                workbook::write(&staging, "我的待办", &COLUMNS, |sheet| {
                    each_row(
                        |paging| {
                            Ok(todo::open_for(
                                conn,
                                &asker,
                                &filter,
                                paging.offset(),
                                paging.size,
                            )?)
                        },
                        |(task, app, applicant)| {
                            let submitted = app.submitted_at.unwrap_or(task.opened_at);
                            let node = if task.node_name.is_empty() {
                                &task.node
                            } else {
                                &task.node_name
                            };
                            sheet.row(&[
                                Cell::Text(&applicant),
                                Cell::Text(&app.biz_type_name),
                                Cell::Text(&app.biz_sn),
                                Cell::Text(&beijing_text(submitted)),
                                Cell::Text(node),
                            ])
                        },
                    )
                })
            })
        })
        .await?;
    workbook::respond(file, "我的待办.xlsx")
}
