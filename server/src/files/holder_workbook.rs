//! The shareholder register as an Excel workbook (.xlsx, rust_xlsxwriter): a heading row, one
//! row per holding line, a row of sums. The register page's export and the holder-list export
//! of the business forms (03 §7 `shareBonus/exportHolderListDataBiz`) write the same sheet.

use actix_web::{http::header::DispositionType, web, HttpResponse};
use rust_xlsxwriter::{Format, Workbook, XlsxError};

use crate::{error::ApiError, files::download, models::shareholder_register::NamedLine};

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The column headings, in the sheet's order.
pub const HEADINGS: [&str; 11] = [
    "序号",
    "股东名称",
    "登记账号",
    "证件类型",
    "证件号码",
    "产品代码",
    "产品名称",
    "持股数量（股）",
    "质押数量（股）",
    "冻结数量（股）",
    "可用数量（股）",
];

/// The workbook's bytes: a heading row, one row per line, a row of sums.
pub fn workbook(lines: &[NamedLine]) -> Result<Vec<u8>, XlsxError> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name("股东持股信息")?;
    let bold = Format::new().set_bold();
    let count = Format::new().set_num_format("#,##0");
    for (col, heading) in (0u16..).zip(HEADINGS) {
        sheet.write_string_with_format(0, col, heading, &bold)?;
    }
    sheet.set_column_width(1, 28)?;
    sheet.set_column_width(4, 22)?;
    let mut sums = [0i64; 4];
    let mut row = 0u32;
    for (i, named) in lines.iter().enumerate() {
        let line = &named.line;
        row += 1;
        let free = line.volume - line.pledged - line.frozen;
        sheet.write_number(row, 0, (i + 1) as f64)?;
        sheet.write_string(row, 1, &line.holder_name)?;
        sheet.write_string(row, 2, &line.account_number)?;
        sheet.write_string(row, 3, named.cert_type_name.as_deref().unwrap_or_default())?;
        sheet.write_string(row, 4, line.certificate_no.as_deref().unwrap_or_default())?;
        sheet.write_string(row, 5, &line.product_code)?;
        sheet.write_string(row, 6, &line.product_name)?;
        for (k, value) in [line.volume, line.pledged, line.frozen, free]
            .into_iter()
            .enumerate()
        {
            sheet.write_number_with_format(row, 7 + k as u16, value as f64, &count)?;
            sums[k] += value;
        }
    }
    row += 1;
    sheet.write_string_with_format(row, 1, "合计", &bold)?;
    for (k, value) in sums.into_iter().enumerate() {
        sheet.write_number_with_format(row, 7 + k as u16, value as f64, &count)?;
    }
    book.save_to_buffer()
}

/// The workbook of `lines` as a download named `file_name` (written off the request's thread).
pub async fn download_workbook(
    lines: Vec<NamedLine>,
    file_name: &str,
) -> Result<HttpResponse, ApiError> {
    let bytes = web::block(move || workbook(&lines))
        .await?
        .map_err(ApiError::internal)?;
    let len = bytes.len() as u64;
    Ok(download::respond(
        Box::new(std::io::Cursor::new(bytes)),
        len,
        XLSX,
        file_name,
        DispositionType::Attachment,
    ))
}
