//! The rows of a bulk business's Excel upload (01 §7, 550060/550227): the first sheet's first
//! row names the table's columns by their labels (or props), every later non-empty row becomes
//! one table row. Share counts and account numbers typed as numbers come out as the whole
//! numbers they are; the form's validators then check every row as if typed in.

use std::io::Cursor;

use calamine::{open_workbook_from_rs, Data, Reader, Xlsx};
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

/// The table rows of the workbook, at most `max_rows`.
pub fn rows(
    bytes: Vec<u8>,
    columns: &[Column],
    max_rows: usize,
) -> Result<Vec<Map<String, Value>>, ImportError> {
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
    for line in lines {
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
        out.push(row);
    }
    if out.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(out)
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
