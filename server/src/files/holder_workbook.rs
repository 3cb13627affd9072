//! The shareholder register as an Excel workbook: a heading row, one row per holding line as
//! the register page lists it, a row of sums. The register page's export and the holder-list
//! export of the business forms (03 §7 `shareBonus/exportHolderListDataBiz`) write this sheet.

use std::path::Path;

use super::{
    workbook::{self, column, each_row, Cell, Column},
    TempFile,
};
use crate::{
    db::DbConn,
    error::ApiError,
    models::shareholder_register::{named, RegisterSearch},
};

/// The sheet's name.
pub const SHEET: &str = "股东持股信息";

/// The columns, in the sheet's order.
pub const COLUMNS: [Column; 12] = [
    column("序号", 6.0),
    column("股东名称", 28.0),
    column("登记账号", 14.0),
    column("证件类型", 16.0),
    column("证件号码", 22.0),
    column("产品代码", 10.0),
    column("产品名称", 20.0),
    column("持股数量（股）", 16.0),
    column("质押数量（股）", 16.0),
    column("冻结数量（股）", 16.0),
    column("可用数量（股）", 16.0),
    column("确权状态", 10.0),
];

/// Every line `search` finds in the register of `tenant`, with their sums, as a workbook in a
/// scratch file under `staging`.
pub fn write(
    conn: &mut DbConn,
    staging: &Path,
    tenant: &str,
    search: &RegisterSearch,
) -> Result<TempFile, ApiError> {
    workbook::write(staging, SHEET, &COLUMNS, |sheet| {
        let mut sums = [0i64; 4];
        let mut index = 0;
        each_row(
            |paging| {
                let (lines, total) = search.page(conn, paging.offset(), paging.size)?;
                Ok((named(conn, tenant, lines)?, total))
            },
            |named| {
                let line = &named.line;
                let counts = [
                    line.volume,
                    line.pledged,
                    line.frozen,
                    line.volume - line.pledged - line.frozen,
                ];
                for (sum, n) in sums.iter_mut().zip(counts) {
                    *sum += n;
                }
                index += 1;
                sheet.row(&[
                    Cell::Count(index),
                    Cell::Text(&line.holder_name),
                    Cell::Text(&line.account_number),
                    Cell::Text(named.cert_type_name.as_deref().unwrap_or_default()),
                    Cell::Text(line.certificate_no.as_deref().unwrap_or_default()),
                    Cell::Text(&line.product_code),
                    Cell::Text(&line.product_name),
                    Cell::Count(counts[0]),
                    Cell::Count(counts[1]),
                    Cell::Count(counts[2]),
                    Cell::Count(counts[3]),
                    Cell::Text(if line.rights_confirmed {
                        "已确权"
                    } else {
                        "未确权"
                    }),
                ])
            },
        )?;
        let [volume, pledged, frozen, free] = sums;
        sheet.row(&[
            Cell::Empty,
            Cell::Text("合计"),
            Cell::Empty,
            Cell::Empty,
            Cell::Empty,
            Cell::Empty,
            Cell::Empty,
            Cell::Count(volume),
            Cell::Count(pledged),
            Cell::Count(frozen),
            Cell::Count(free),
        ])
    })
}
