//! The cell rules of 02 §5 "Financial table (listed)" and the sums a reader expects to hold,
//! for one item's value against its [`FinanceSpec`]. The browser's
//! `frontend/src/forms/validators/finance-table.ts` is the same, tested on the same vectors
//! (`forms/tests/finance-warnings.json`) and the same golden submissions.

use serde_json::Value;

use super::{CellKind, FinanceSpec, SpecRow, COLUMNS, YEAR_KEYS};
use crate::validate::{format, CalendarDate};

/// A cell that may not be negative and is.
pub fn negative_message(item: &str) -> String {
    format!("{item}不能为负数")
}

/// A required cell left empty (02 §5: "{item}{上年度|上上年度}项为必填").
pub fn required_message(item: &str, column: usize) -> String {
    format!("{item}{}项为必填", COLUMNS[column].2)
}

/// A disabled cell given a value.
pub const DISABLED: &str = "此项不可填写";

/// The rows are not the tables' (a stale or forged submission).
pub const ROWS: &str = "财务数据的项目与表格定义不符，请刷新后重新填写";

/// One problem: the path under the item (`financeTable2/4/topYear`), the rule, the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellError {
    pub path: String,
    pub rule: &'static str,
    pub message: String,
}

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.trim().to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// Every broken rule of the value (an absent value is an empty one).
pub fn errors(spec: &FinanceSpec, value: Option<&Value>) -> Vec<CellError> {
    let mut errors = Vec::new();
    for table in &spec.tables {
        let rows = value
            .and_then(|v| v.get(&table.key))
            .and_then(Value::as_array);
        let rows_fit = rows.is_none_or(|rows| {
            rows.is_empty()
                || (rows.len() == table.rows.len()
                    && rows.iter().zip(&table.rows).all(|(row, spec)| {
                        text(row.get("topYearBackEndName")) == spec.top_year_back_end_name
                            && text(row.get("topTowYearBackEndName"))
                                == spec.top_tow_year_back_end_name
                    }))
        });
        if !rows_fit {
            errors.push(CellError {
                path: table.key.clone(),
                rule: "x-financeTable",
                message: ROWS.into(),
            });
            continue;
        }
        for (index, row) in table.rows.iter().enumerate() {
            let submitted = rows.and_then(|r| r.get(index));
            for (column, (cell, _, _)) in COLUMNS.iter().enumerate() {
                let path = format!("{}/{index}/{cell}", table.key);
                let value = text(submitted.and_then(|r| r.get(*cell)));
                if let Some((rule, message)) = cell_error(row, column, &value) {
                    errors.push(CellError {
                        path,
                        rule,
                        message,
                    });
                }
            }
        }
    }
    errors
}

/// The rule a cell breaks, if any: disabled, required, then its number rules.
fn cell_error(row: &SpecRow, column: usize, value: &str) -> Option<(&'static str, String)> {
    if value.is_empty() {
        return (row.required[column] && !row.disabled[column])
            .then(|| ("required", required_message(&row.fin_project, column)));
    }
    if row.disabled[column] {
        return Some(("disabled", DISABLED.into()));
    }
    let name = match row.kind {
        CellKind::Headcount => "headcount",
        CellKind::Signed | CellKind::Unsigned => "financialCell",
    };
    let checked = format(name).map(|f| f.check(&Value::String(value.into()), CalendarDate::EPOCH));
    if let Some(Err(message)) = checked {
        return Some(("format", message));
    }
    if row.kind == CellKind::Unsigned && value.starts_with('-') && !is_zero(value) {
        return Some(("format", negative_message(&row.fin_project)));
    }
    None
}

fn is_zero(value: &str) -> bool {
    super::normalize_cell(value) == "0"
}

/// A checked cell as millionths (six decimals); `None` when empty or not a number.
fn amount(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let plain = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || !plain(int) || !plain(frac) || frac.len() > 6 || int.len() > 18 {
        return None;
    }
    let whole: i128 = int.parse().ok()?;
    let part: i128 = format!("{frac:0<6}").parse().ok()?;
    let n = whole * 1_000_000 + part;
    Some(if negative { -n } else { n })
}

/// Millionths written as the shortest decimal (`1234.5`).
fn written(n: i128) -> String {
    let sign = if n < 0 { "-" } else { "" };
    let n = n.abs();
    let frac = format!("{:06}", n % 1_000_000);
    let frac = frac.trim_end_matches('0');
    if frac.is_empty() {
        format!("{sign}{}", n / 1_000_000)
    } else {
        format!("{sign}{}.{frac}", n / 1_000_000)
    }
}

/// The sums 02 §3's balance sheet implies, per year column: 资产总计 = 负债合计 + 所有者权益合计;
/// 流动资产合计 ≥ 货币资金 + 应收账款 + 存货 + 其他应收款; 负债合计 ≥ 流动负债合计. Checked only
/// where the cells it needs hold numbers. Each warning names its year (`2025年` or 上年度).
pub fn warnings(spec: &FinanceSpec, value: Option<&Value>) -> Vec<String> {
    let mut out = Vec::new();
    for (column, (cell, prefix, label)) in COLUMNS.iter().enumerate() {
        let cell_of = |stem: &str| -> Option<i128> {
            let name = format!("{prefix}{stem}");
            spec.tables.iter().enumerate().find_map(|(t, table)| {
                let index = table
                    .rows
                    .iter()
                    .position(|r| r.back_end_name(column) == name)?;
                let rows = value?.get(&spec.tables[t].key)?.as_array()?;
                amount(&text(rows.get(index)?.get(*cell)))
            })
        };
        let year = text(value.and_then(|v| v.get(YEAR_KEYS[column])));
        let year = if year.is_empty() {
            (*label).to_owned()
        } else {
            format!("{year}年")
        };
        let (assets, liabilities, equity) = (
            cell_of("TotalAssets"),
            cell_of("TotalLiabilities"),
            cell_of("OwnerEquity"),
        );
        if let (Some(a), Some(l), Some(e)) = (assets, liabilities, equity) {
            if a != l + e {
                out.push(format!(
                    "{year}资产总计（{}）不等于负债合计（{}）与所有者权益合计（{}）之和（{}）",
                    written(a),
                    written(l),
                    written(e),
                    written(l + e)
                ));
            }
        }
        let parts: Vec<i128> = ["Cash", "Receivables", "Inventory", "OtherReceivables"]
            .iter()
            .filter_map(|s| cell_of(s))
            .collect();
        if let (Some(total), false) = (cell_of("TotalCurrentAssets"), parts.is_empty()) {
            let sum: i128 = parts.iter().sum();
            if total < sum {
                out.push(format!(
                    "{year}流动资产合计（{}）小于货币资金、应收账款、存货、其他应收款之和（{}）",
                    written(total),
                    written(sum)
                ));
            }
        }
        if let (Some(total), Some(current)) = (liabilities, cell_of("TotalCurrentLiabilities")) {
            if total < current {
                out.push(format!(
                    "{year}负债合计（{}）小于流动负债合计（{}）",
                    written(total),
                    written(current)
                ));
            }
        }
    }
    out
}

/// The question the applicant confirms before a submission with warnings goes on.
pub fn confirmation(label: &str, warnings: &[String]) -> String {
    format!(
        "{label}：{}。请核对，确认无误后继续提交",
        warnings.join("；")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_exact_millionths() {
        assert_eq!(amount("1.5"), Some(1_500_000));
        assert_eq!(amount("-0.000001"), Some(-1));
        assert_eq!(amount("1.1234567"), None);
        assert_eq!(amount(""), None);
        assert_eq!(written(1_500_000), "1.5");
        assert_eq!(written(-2_000_000), "-2");
        assert_eq!(written(-1), "-0.000001");
    }
}

#[cfg(test)]
mod vectors {
    use serde_json::{json, Value};

    use super::super::{default_value, spec_of, COLUMNS, YEAR_KEYS};
    use super::warnings;
    use crate::form::model::Item;

    /// The default value with `cells` (by backend name) and the year labels set.
    fn value_with(years: &Value, cells: &Value) -> Value {
        let mut value = default_value();
        for (i, key) in YEAR_KEYS.iter().enumerate() {
            value[*key] = years[i].clone();
        }
        let cells = cells.as_object().cloned().unwrap_or_default();
        if let Some(map) = value.as_object_mut() {
            for rows in map.values_mut().filter_map(Value::as_array_mut) {
                for row in rows {
                    for (cell, _, _) in COLUMNS {
                        let name = row[format!("{cell}BackEndName")]
                            .as_str()
                            .map(str::to_owned);
                        if let Some(text) = name.and_then(|n| cells.get(&n)) {
                            row[cell] = text.clone();
                        }
                    }
                }
            }
        }
        value
    }

    #[test]
    fn the_shared_vectors_give_their_warnings() {
        let file: Value = serde_json::from_str(include_str!(
            "../../../../forms/tests/finance-warnings.json"
        ))
        .unwrap();
        let item: Item = serde_json::from_value(
            json!({ "prop": "f", "type": "financeTable", "label": "财务数据" }),
        )
        .unwrap();
        let spec = spec_of(&item);
        let vectors = file["vectors"].as_array().unwrap();
        assert!(vectors.len() >= 8);
        for vector in vectors {
            let value = value_with(&vector["years"], &vector["cells"]);
            let expected: Vec<String> = serde_json::from_value(vector["warnings"].clone()).unwrap();
            assert_eq!(
                warnings(&spec, Some(&value)),
                expected,
                "{}",
                vector["name"]
            );
        }
    }
}
