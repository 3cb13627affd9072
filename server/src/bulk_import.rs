//! The rows of a bulk business's Excel upload (01 §7, 550060/550227): the first sheet's first
//! row names the table's columns by their labels (or props), every later non-empty row becomes
//! one table row. Share counts and account numbers typed as numbers come out as the whole
//! numbers they are; the form's validators then check every row as if typed in.

use std::io::Cursor;

use calamine::{open_workbook_from_rs, Data, Reader, Xlsx};
use engine::form::FieldError;
use serde::Serialize;
use serde_json::{Map, Value};

/// A column of the target table: its prop, its label, and whether it holds a number.
pub struct Column<'a> {
    pub prop: &'a str,
    pub label: &'a str,
    pub numeric: bool,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("文件无法读取，请使用导入模板（xlsx）")]
    Unreadable,
    #[error("文件中没有数据")]
    Empty,
    #[error("第1行缺少列：{0}")]
    MissingColumn(String),
    #[error("一次最多导入{0}行")]
    TooMany(usize),
}

/// A row of the sheet: its number as Excel shows it (the heading is 1) and its cells by prop.
pub type SheetRow = (usize, Map<String, Value>);

/// The table rows of the workbook, at most `max_rows`.
pub fn rows(
    bytes: Vec<u8>,
    columns: &[Column],
    max_rows: usize,
) -> Result<Vec<SheetRow>, ImportError> {
    let mut book: Xlsx<_> =
        open_workbook_from_rs(Cursor::new(bytes)).map_err(|_| ImportError::Unreadable)?;
    let sheet = book
        .worksheet_range_at(0)
        .ok_or(ImportError::Empty)?
        .map_err(|_| ImportError::Unreadable)?;
    let mut lines = sheet.rows();
    let header: Vec<String> = lines
        .next()
        .ok_or(ImportError::Empty)?
        .iter()
        .map(|cell| text(cell).unwrap_or_default())
        .collect();
    let mut at = Vec::with_capacity(columns.len());
    for column in columns {
        let index = header
            .iter()
            .position(|h| h == column.label || h == column.prop)
            .ok_or_else(|| ImportError::MissingColumn(column.label.to_owned()))?;
        at.push((column, index));
    }
    let mut out = Vec::new();
    for (number, line) in (2..).zip(lines) {
        let mut row = Map::new();
        for (column, index) in &at {
            if let Some(value) = line
                .get(*index)
                .and_then(|cell| value(cell, column.numeric))
            {
                row.insert(column.prop.to_owned(), value);
            }
        }
        if row.is_empty() {
            continue;
        }
        if out.len() == max_rows {
            return Err(ImportError::TooMany(max_rows));
        }
        out.push((number, row));
    }
    if out.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(out)
}

/// An error of an imported row where the user finds it: the sheet's row (none for one about
/// the rows together, such as a repeated row) and the column's label.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct RowError {
    pub row: Option<usize>,
    pub column: String,
    pub message: String,
}

impl RowError {
    pub fn text(&self) -> String {
        match self.row {
            Some(row) => format!("第{row}行「{}」：{}", self.column, self.message),
            None => self.message.clone(),
        }
    }
}

/// The errors of the table `table` among a form's field errors (`table/i/prop`), each at its
/// row of the sheet (`rows` in the order the form's table holds them) and column label.
pub fn row_errors(
    table: &str,
    rows: &[SheetRow],
    columns: &[Column],
    errors: Vec<FieldError>,
) -> Vec<RowError> {
    let prefix = format!("{table}/");
    errors
        .into_iter()
        .filter(|e| e.field == table || e.field.starts_with(&prefix))
        .map(|e| {
            let mut path = e.field[table.len()..].trim_start_matches('/').split('/');
            let index = path.next().and_then(|i| i.parse::<usize>().ok());
            let prop = path.next().unwrap_or_default();
            let column = columns
                .iter()
                .find(|c| c.prop == prop)
                .map(|c| c.label.to_owned())
                .unwrap_or(e.label);
            RowError {
                row: index.and_then(|i| rows.get(i)).map(|(line, _)| *line),
                column,
                message: e.message,
            }
        })
        .collect()
}

/// The refusal of an import whose rows break the form's rules: every error listed by row
/// and column (the first five in the message), nothing imported.
pub fn refusal(errors: &[RowError]) -> String {
    let listed: Vec<String> = errors.iter().take(5).map(RowError::text).collect();
    let more = if errors.len() > 5 { "等" } else { "" };
    format!(
        "导入文件有{}处错误，未导入：{}{more}",
        errors.len(),
        listed.join("；")
    )
}

/// A cell as the text a user would have typed; a whole number without its `.0`.
fn text(cell: &Data) -> Option<String> {
    let text = match cell {
        Data::Empty | Data::Error(_) => return None,
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.trim().to_owned(),
        Data::Int(i) => i.to_string(),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{f:.0}"),
        other => other.to_string(),
    };
    (!text.is_empty()).then_some(text)
}

fn value(cell: &Data, numeric: bool) -> Option<Value> {
    let text = text(cell)?;
    if numeric {
        if let Ok(whole) = text.parse::<i64>() {
            return Some(Value::from(whole));
        }
    }
    Some(Value::String(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_cells_keep_whole_numbers_whole() {
        assert_eq!(
            text(&Data::Float(2_000_000_001.0)).as_deref(),
            Some("2000000001")
        );
        assert_eq!(text(&Data::Float(1.5)).as_deref(), Some("1.5"));
        assert_eq!(text(&Data::String("  ".into())), None);
        assert_eq!(
            value(&Data::String("100".into()), true),
            Some(Value::from(100))
        );
        assert_eq!(
            value(&Data::String("100".into()), false),
            Some(Value::from("100"))
        );
    }

    fn error(field: &str, label: &str, message: &str) -> FieldError {
        FieldError {
            field: field.into(),
            rule: "x".into(),
            message: message.into(),
            label: label.into(),
        }
    }

    #[test]
    fn a_rows_error_names_its_sheet_row_and_column() {
        let columns = [
            Column {
                prop: "accountNumberIn",
                label: "受让方账号",
                numeric: false,
            },
            Column {
                prop: "transferVolume",
                label: "过户数量",
                numeric: true,
            },
        ];
        // the sheet's rows 2 and 4 (row 3 was blank)
        let rows = vec![(2, Map::new()), (4, Map::new())];
        let errors = vec![
            error("transferList/1/transferVolume", "", "必须大于0"),
            error("transferList", "明细", "第1行与第2行重复"),
            error("remark", "备注", "不能为空"),
        ];
        let found = row_errors("transferList", &rows, &columns, errors);
        assert_eq!(
            found,
            vec![
                RowError {
                    row: Some(4),
                    column: "过户数量".into(),
                    message: "必须大于0".into()
                },
                RowError {
                    row: None,
                    column: "明细".into(),
                    message: "第1行与第2行重复".into()
                },
            ]
        );
        assert_eq!(
            refusal(&found),
            "导入文件有2处错误，未导入：第4行「过户数量」：必须大于0；第1行与第2行重复"
        );
    }

    #[test]
    fn bytes_that_are_not_a_workbook_are_unreadable() {
        let columns = [Column {
            prop: "a",
            label: "A",
            numeric: false,
        }];
        assert_eq!(
            rows(b"not a workbook".to_vec(), &columns, 10),
            Err(ImportError::Unreadable)
        );
    }
}
