//! The lists' Excel exports (02 §2 export button, issue 19): one sheet, a heading row in the
//! list's Chinese headings, then the list's rows read a chunk at a time and written in
//! rust_xlsxwriter's constant-memory mode (a row leaves memory for a scratch file once the next
//! one begins) into a scratch file that is streamed as the answer and removed after it. So an
//! export holds one chunk of rows in memory however long the list is. Share counts are
//! integers; amounts are exact decimals: numbers where a double keeps every digit (at most 15
//! significant ones, shown with as many decimals as they have, at least two), text otherwise.
//! The register's export, the holder list of the forms and every list's export write here.

use std::{collections::HashMap, path::Path, str::FromStr};

use actix_web::{http::header::DispositionType, HttpResponse};
use rust_decimal::Decimal;
use rust_xlsxwriter::{Format, FormatAlign, Workbook, Worksheet, XlsxError};

use super::{download, TempFile};
use crate::{
    error::ApiError,
    paging::{Counted, Paging},
};

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The most rows one export writes; a larger list is to be narrowed by its filters first.
pub const MAX_ROWS: i64 = 100_000;

/// Rows read from the database at a time.
pub const CHUNK: i64 = 500;

/// The answer for a list past [`MAX_ROWS`].
pub fn too_many() -> ApiError {
    ApiError::bad_request(format!("导出数据超过{MAX_ROWS}条，请缩小查询范围后再导出"))
}

/// A column: its heading as the list shows it, and its width in characters.
#[derive(Clone, Debug)]
pub struct Column {
    /// The list's own heading, or an analyst's (a query page's column label).
    pub heading: std::borrow::Cow<'static, str>,
    pub width: f64,
}

pub const fn column(heading: &'static str, width: f64) -> Column {
    Column {
        heading: std::borrow::Cow::Borrowed(heading),
        width,
    }
}

/// One cell of a row.
#[derive(Clone, Debug)]
pub enum Cell<'a> {
    Text(&'a str),
    /// A share count or a row number: an integer shown with thousands separators.
    Count(i64),
    /// Yuan, exact.
    Amount(Decimal),
    /// Decimal text as the register keeps it (an unreadable one is written as it is).
    AmountText(&'a str),
    Empty,
}

/// The sheet being written: [`Sheet::row`] appends a row under the heading.
pub struct Sheet<'a> {
    sheet: &'a mut Worksheet,
    row: u32,
    count: Format,
    right: Format,
    amounts: HashMap<u32, Format>,
}

impl Sheet<'_> {
    /// Appends a row (the list's length is bounded by [`each_row`]).
    pub fn row(&mut self, cells: &[Cell]) -> Result<(), ApiError> {
        self.row += 1;
        for (col, cell) in (0u16..).zip(cells) {
            self.cell(col, cell).map_err(ApiError::internal)?;
        }
        Ok(())
    }

    /// The rows written under the heading so far.
    pub fn rows(&self) -> u32 {
        self.row
    }

    fn cell(&mut self, col: u16, cell: &Cell) -> Result<(), XlsxError> {
        let row = self.row;
        match cell {
            Cell::Text(text) => {
                self.sheet.write_string(row, col, *text)?;
            }
            // a share count is far below 2^53: the double holds it exactly
            Cell::Count(n) => {
                self.sheet
                    .write_number_with_format(row, col, *n as f64, &self.count)?;
            }
            Cell::Amount(value) => self.amount(col, *value)?,
            Cell::AmountText(text) => match Decimal::from_str(text.trim()) {
                Ok(value) => self.amount(col, value)?,
                Err(_) => {
                    self.sheet
                        .write_string_with_format(row, col, *text, &self.right)?;
                }
            },
            Cell::Empty => {}
        }
        Ok(())
    }

    fn amount(&mut self, col: u16, value: Decimal) -> Result<(), XlsxError> {
        let row = self.row;
        match exact_number(value) {
            Some(number) => {
                let decimals = value.normalize().scale().max(2);
                let format = self.amounts.entry(decimals).or_insert_with(|| {
                    let zeros = "0".repeat(decimals as usize);
                    Format::new().set_num_format(format!("#,##0.{zeros}"))
                });
                self.sheet
                    .write_number_with_format(row, col, number, format)?;
            }
            None => {
                self.sheet
                    .write_string_with_format(row, col, value.to_string(), &self.right)?;
            }
        }
        Ok(())
    }
}

/// The double that reads back as exactly `value`: one of at most 15 significant digits (a
/// double keeps 15 decimal digits through a round trip); `None` for a longer one.
pub fn exact_number(value: Decimal) -> Option<f64> {
    let normal = value.normalize();
    let digits = normal.mantissa().unsigned_abs().to_string().len();
    if digits > 15 {
        return None;
    }
    normal.to_string().parse().ok()
}

/// Writes a workbook of one sheet named `sheet_name` with `columns` into a scratch file under
/// `staging`: the heading row, then what `fill` writes. The file is ready to be read from the
/// start.
pub fn write(
    staging: &Path,
    sheet_name: &str,
    columns: &[Column],
    fill: impl FnOnce(&mut Sheet) -> Result<(), ApiError>,
) -> Result<TempFile, ApiError> {
    let mut out = TempFile::create(staging).map_err(ApiError::internal)?;
    let mut book = Workbook::new();
    book.set_tempdir(staging).map_err(ApiError::internal)?;
    let sheet = book
        .add_worksheet_with_constant_memory()
        .map_err(ApiError::internal)?;
    heading(sheet, sheet_name, columns).map_err(ApiError::internal)?;
    let mut writer = Sheet {
        sheet,
        row: 0,
        count: Format::new().set_num_format("#,##0"),
        right: Format::new().set_align(FormatAlign::Right),
        amounts: HashMap::new(),
    };
    fill(&mut writer)?;
    book.save_to_writer(&mut out).map_err(ApiError::internal)?;
    std::io::Seek::rewind(&mut out).map_err(ApiError::internal)?;
    Ok(out)
}

fn heading(sheet: &mut Worksheet, name: &str, columns: &[Column]) -> Result<(), XlsxError> {
    sheet.set_name(name)?;
    let bold = Format::new().set_bold();
    for (col, column) in (0u16..).zip(columns) {
        sheet.set_column_width(col, column.width)?;
        sheet.write_string_with_format(0, col, column.heading.as_ref(), &bold)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    Ok(())
}

/// Reads a list a chunk at a time through `page` (a page of the list and its total) and hands
/// each row to `each`; refused at once when the list is longer than [`MAX_ROWS`].
pub fn each_row<T>(
    mut page: impl FnMut(Paging) -> Result<Counted<T>, ApiError>,
    mut each: impl FnMut(T) -> Result<(), ApiError>,
) -> Result<(), ApiError> {
    let mut paging = Paging {
        page: 1,
        size: CHUNK,
    };
    loop {
        let (rows, total) = page(paging)?;
        if total > MAX_ROWS {
            return Err(too_many());
        }
        let last = (rows.len() as i64) < CHUNK || paging.page * CHUNK >= total;
        for row in rows {
            each(row)?;
        }
        if last {
            return Ok(());
        }
        paging.page += 1;
    }
}

/// Reads a list of `total` rows through keyset paging: `next` answers the [`CHUNK`] rows after
/// the key of the last row read (none: the first), `key` names a row's key. Refused at once past
/// [`MAX_ROWS`]. Every chunk costs the same however deep in the list, unlike [`each_row`]'s
/// offsets.
pub fn each_after<T, K>(
    total: i64,
    mut next: impl FnMut(Option<&K>, i64) -> Result<Vec<T>, ApiError>,
    key: impl Fn(&T) -> K,
    mut each: impl FnMut(T) -> Result<(), ApiError>,
) -> Result<(), ApiError> {
    if total > MAX_ROWS {
        return Err(too_many());
    }
    let mut last: Option<K> = None;
    let mut read = 0;
    loop {
        let rows = next(last.as_ref(), CHUNK)?;
        let done = (rows.len() as i64) < CHUNK;
        if let Some(row) = rows.last() {
            last = Some(key(row));
        }
        for row in rows {
            read += 1;
            // rows added while the list is read are left to the next export
            if read > MAX_ROWS {
                return Err(too_many());
            }
            each(row)?;
        }
        if done {
            return Ok(());
        }
    }
}

/// The written workbook as a download named `file_name`.
pub fn respond(file: TempFile, file_name: &str) -> Result<HttpResponse, ApiError> {
    let len = file.len().map_err(ApiError::internal)?;
    Ok(download::respond(
        Box::new(file),
        len,
        XLSX,
        file_name,
        DispositionType::Attachment,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_a_double_keeps_are_numbers_the_others_text() {
        let d = |s: &str| Decimal::from_str(s).unwrap();
        assert_eq!(exact_number(d("75000.00")), Some(75000.0));
        assert_eq!(exact_number(d("0.125")), Some(0.125));
        assert_eq!(exact_number(d("-12.5")), Some(-12.5));
        assert_eq!(exact_number(d("123456789012345")), Some(123456789012345.0));
        assert_eq!(
            exact_number(d("999999999999.99")).map(|f| f.to_string()),
            Some("999999999999.99".into())
        );
        // 16 significant digits: a double would change the last one
        assert_eq!(exact_number(d("1234567890123.456")), None);
        assert_eq!(exact_number(d("0.1000000000000001")), None);
    }

    #[test]
    fn a_list_is_read_after_the_key_of_its_last_row_until_its_end() {
        let list: Vec<i64> = (0..CHUNK * 2 + 7).collect();
        let mut asked = Vec::new();
        let mut seen = Vec::new();
        each_after(
            list.len() as i64,
            |after: Option<&i64>, limit| {
                asked.push(after.copied());
                let from = after.map_or(0, |k| k + 1);
                Ok(list
                    .iter()
                    .copied()
                    .filter(|n| *n >= from)
                    .take(limit as usize)
                    .collect())
            },
            |row| *row,
            |row| {
                seen.push(row);
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(seen, list);
        assert_eq!(asked, [None, Some(CHUNK - 1), Some(CHUNK * 2 - 1)]);
        let refused = each_after(
            MAX_ROWS + 1,
            |_: Option<&i64>, _| Ok(vec![]),
            |r| *r,
            |_: i64| Ok(()),
        );
        assert!(refused.is_err());
    }

    #[test]
    fn a_list_is_read_in_chunks_until_its_end() {
        let total = CHUNK * 2 + 7;
        let mut asked = Vec::new();
        let mut seen = 0;
        each_row(
            |p: Paging| {
                asked.push(p.page);
                let rest = (total - p.offset()).clamp(0, p.size);
                Ok(((0..rest).collect::<Vec<_>>(), total))
            },
            |_| {
                seen += 1;
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(asked, [1, 2, 3]);
        assert_eq!(seen, total);
    }

    #[test]
    fn a_list_past_the_bound_is_refused_before_a_row_is_written() {
        let mut seen = 0;
        let refused = each_row(
            |_| Ok((vec![1], MAX_ROWS + 1)),
            |_: i32| {
                seen += 1;
                Ok(())
            },
        );
        assert!(refused.is_err());
        assert_eq!(seen, 0);
    }

    #[test]
    fn the_sheet_has_its_heading_and_rows() {
        let dir = std::env::temp_dir().join(format!("workbook-test-{}", uuid::Uuid::new_v4()));
        let columns = [
            column("名称", 10.0),
            column("数量", 10.0),
            column("金额", 10.0),
        ];
        let mut file = write(&dir, "测试", &columns, |sheet| {
            sheet.row(&[
                Cell::Text("甲"),
                Cell::Count(1_000),
                Cell::AmountText("1.5"),
            ])?;
            sheet.row(&[Cell::Empty, Cell::Count(2), Cell::Amount(Decimal::MAX)])
        })
        .unwrap();
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut file, &mut bytes).unwrap();
        drop(file);
        std::fs::remove_dir_all(dir).unwrap();
        use calamine::{Data, Reader, Xlsx};
        let mut book = Xlsx::new(std::io::Cursor::new(bytes)).unwrap();
        let range = book.worksheet_range("测试").unwrap();
        let rows: Vec<Vec<Data>> = range.rows().map(<[Data]>::to_vec).collect();
        assert_eq!(rows[0][0], Data::String("名称".into()));
        assert_eq!(rows[1][0], Data::String("甲".into()));
        assert_eq!(rows[1][1], Data::Float(1000.0));
        assert_eq!(rows[1][2], Data::Float(1.5));
        assert_eq!(rows[2][0], Data::Empty);
        // 28 significant digits: text, every digit kept
        assert_eq!(
            rows[2][2],
            Data::String("79228162514264337593543950335".into())
        );
    }
}
