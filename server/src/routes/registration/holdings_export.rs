//! `GET /api/rem-registrationbizweb/holder/queryHoldings/export`: 我的持股信息 as an Excel
//! workbook (`我的持股信息（{account}）.xlsx`): every product the investor's current
//! registration account holds, not only a page, with the list's columns; share counts as
//! integers, face and market values as exact yuan. Only the account the investor works in.

use actix_web::{get, web};

use super::support::{bound_account, current_holder_uuid, HoldingView};
use crate::{
    auth::current_user::CurrentUser,
    db::transaction::snapshot,
    envelope::{ApiResult, Failure},
    files::workbook::{self, column, each_row, Cell, Column},
    models::holding::Holding,
    state::AppState,
};

const COLUMNS: [Column; 8] = [
    column("产品代码", 10.0),
    column("产品简称", 24.0),
    column("持股数量（股）", 16.0),
    column("质押数量（股）", 16.0),
    column("冻结数量（股）", 16.0),
    column("可用数量（股）", 16.0),
    column("面值（元）", 12.0),
    column("市值（元）", 20.0),
];

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/holder/queryHoldings/export", tag = "registration",
    responses(
        (status = 200, description = "the workbook, named in Content-Disposition", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 400, description = "请选择登记账号: no registration account chosen", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "not an investor", body = Failure))
)]
#[get("/rem-registrationbizweb/holder/queryHoldings/export")]
pub async fn holdings_export(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    let uuid = current_holder_uuid(&me)?;
    let user_id = me.user.id;
    let staging = state.config.data_dir.join("tmp");
    let (number, file) = state
        .db(move |conn| {
            snapshot(conn, |conn| {
                let account = bound_account(conn, &user_id, &uuid)?;
                let file = workbook::write(&staging, "我的持股信息", &COLUMNS, |sheet| {
                    each_row(
                        |paging| {
                            Ok(Holding::page_of_account(
                                conn,
                                &account.uuid,
                                paging.page,
                                paging.size,
                            )?)
                        },
                        |holding| {
                            let h = HoldingView::try_from(holding)?;
                            let name = h.company_short_name.as_deref().unwrap_or(&h.product_name);
                            sheet.row(&[
                                Cell::Text(&h.product_code),
                                Cell::Text(name),
                                Cell::Count(h.volume),
                                Cell::Count(h.pledged),
                                Cell::Count(h.frozen),
                                Cell::Count(h.free_volume),
                                Cell::AmountText(&h.face_value),
                                Cell::AmountText(&h.market_value),
                            ])
                        },
                    )
                })?;
                Ok((account.account_number, file))
            })
        })
        .await?;
    workbook::respond(file, &format!("我的持股信息（{number}）.xlsx"))
}
