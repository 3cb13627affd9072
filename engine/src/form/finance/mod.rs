//! The listed company's three-year financial tables (02 §3 "Financial data", §5 "Financial
//! table (listed)"): an item of type `financeTable` whose value is
//! `{lastYearSpecificYear, theYearBeforeLastSpecificYear, financeTable1..4}`, each table a list
//! of rows `{finProject, topYear, topTowYear, topYearBackEndName, topTowYearBackEndName}` in the
//! order of [`TABLES`]. Amounts are in ten-thousand yuan (万元).
//!
//! The compiler writes the tables with their cell rules into the item's schema as
//! `x-financeTable` ([`FinanceSpec`]); the server ([`check`]) and the browser
//! (`frontend/src/forms/validators/finance-table.ts`) check a submission against that same
//! object, and compute the same sum warnings ([`check::warnings`]), which the applicant confirms.

pub mod check;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::model::Item;

/// How a cell is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CellKind {
    /// A non-negative integer of at most 9 digits (创造就业人数).
    Headcount,
    /// An amount that may be negative (未分配利润, 净利润, the cash flows ...).
    Signed,
    /// An amount that may not be negative.
    Unsigned,
}

/// One line of a table: its backend name's stem (`TotalAssets`), its Chinese name, its kind.
pub struct Line {
    pub stem: &'static str,
    pub name: &'static str,
    pub kind: CellKind,
}

/// One of the four tables.
pub struct Table {
    pub key: &'static str,
    pub title: &'static str,
    pub lines: &'static [Line],
}

const fn line(stem: &'static str, name: &'static str, kind: CellKind) -> Line {
    Line { stem, name, kind }
}

use CellKind::{Headcount, Signed, Unsigned};

/// The four tables with every item 02 §3 lists, in the order the rows are kept.
pub const TABLES: [Table; 4] = [
    Table {
        key: "financeTable1",
        title: "其他数据",
        lines: &[
            line("TaxContribution", "纳税总额", Unsigned),
            line("EmploymentCreated", "解决就业人数（人）", Headcount),
            line("DividendAmount", "分红金额", Unsigned),
            line("EarningsPerShare", "每股收益（元）", Signed),
        ],
    },
    Table {
        key: "financeTable2",
        title: "资产负债表",
        lines: &[
            line("Cash", "货币资金", Unsigned),
            line("Receivables", "应收账款", Unsigned),
            line("Inventory", "存货", Unsigned),
            line("OtherReceivables", "其他应收款", Unsigned),
            line("TotalCurrentAssets", "流动资产合计", Unsigned),
            line("FixedAssets", "固定资产", Unsigned),
            line("TotalNonCurrentAssets", "非流动资产合计", Unsigned),
            line("TotalCapital", "实收资本（股本）", Unsigned),
            line("ShortTermBorrowings", "短期借款", Unsigned),
            line("AccountsPayable", "应付账款", Unsigned),
            line("OtherPayables", "其他应付款", Unsigned),
            line("TotalCurrentLiabilities", "流动负债合计", Unsigned),
            line("TotalLongTermLiabilities", "长期负债合计", Unsigned),
            line("TotalLiabilities", "负债合计", Unsigned),
            line("UndistributedProfit", "未分配利润", Signed),
            line("OwnerEquity", "所有者权益合计", Signed),
            line("TotalAssets", "资产总计", Unsigned),
            line("NetAssets", "净资产", Signed),
        ],
    },
    Table {
        key: "financeTable3",
        title: "利润表",
        lines: &[
            line("OperatingRevenue", "营业收入", Unsigned),
            line("MainBusinessIncome", "主营业务收入", Unsigned),
            line("OperatingCosts", "营业成本", Unsigned),
            line("OperatingFee", "营业费用", Unsigned),
            line("Overhead", "管理费用", Unsigned),
            line("FinancialExpenses", "财务费用", Signed),
            line("ResearchExpenses", "研发费用", Unsigned),
            line("NetProfit", "净利润", Signed),
        ],
    },
    Table {
        key: "financeTable4",
        title: "现金流量表",
        lines: &[
            line("OperatingNetCashFlow", "经营活动产生的现金流量净额", Signed),
            line("InvestingNetCashFlow", "投资活动产生的现金流量净额", Signed),
            line("FinancingNetCashFlow", "筹资活动产生的现金流量净额", Signed),
            line("CashIncrease", "现金及现金等价物净增加额", Signed),
        ],
    },
];

/// The two year columns: the cell's key in a row, its backend name's prefix, its label.
pub const COLUMNS: [(&str, &str, &str); 2] = [
    ("topYear", "lastYear", "上年度"),
    ("topTowYear", "theYearBeforeLast", "上上年度"),
];

/// The keys of the two year labels (yyyy).
pub const YEAR_KEYS: [&str; 2] = ["lastYearSpecificYear", "theYearBeforeLastSpecificYear"];

/// The tables as the compiled schema carries them (`x-financeTable`), read back by the
/// server's check; the browser reads the same object.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FinanceSpec {
    pub tables: Vec<SpecTable>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecTable {
    pub key: String,
    pub title: String,
    pub rows: Vec<SpecRow>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecRow {
    pub fin_project: String,
    pub top_year_back_end_name: String,
    pub top_tow_year_back_end_name: String,
    pub kind: CellKind,
    /// Per year column (上年度, 上上年度): must be filled.
    pub required: [bool; 2],
    /// Per year column: never filled.
    pub disabled: [bool; 2],
}

impl SpecRow {
    pub fn back_end_name(&self, column: usize) -> &str {
        if column == 0 {
            &self.top_year_back_end_name
        } else {
            &self.top_tow_year_back_end_name
        }
    }
}

/// Every backend name of the tables (`lastYearCash`, `theYearBeforeLastCash` ...).
pub fn back_end_names() -> impl Iterator<Item = String> {
    TABLES.iter().flat_map(|t| t.lines.iter()).flat_map(|l| {
        COLUMNS
            .iter()
            .map(move |(_, prefix, _)| format!("{prefix}{}", l.stem))
    })
}

/// `requiredCells` and `disabledCells` belong to a finance table and name its cells.
pub(crate) fn check_cells(item: &Item) -> Result<(), String> {
    let cells = item.required_cells.iter().chain(&item.disabled_cells);
    if item.kind != super::model::ItemType::FinanceTable {
        return match cells.count() {
            0 => Ok(()),
            _ => Err("只有财务表格（financeTable）可以配置 requiredCells、disabledCells".into()),
        };
    }
    let names: std::collections::BTreeSet<String> = back_end_names().collect();
    match cells.into_iter().find(|c| !names.contains(*c)) {
        Some(unknown) => Err(format!("财务表格没有单元格 `{unknown}`")),
        None => Ok(()),
    }
}

/// The spec of an item: the tables with its `requiredCells` and `disabledCells`.
pub fn spec_of(item: &Item) -> FinanceSpec {
    let listed = |list: &[String], name: &str| list.iter().any(|c| c == name);
    let tables = TABLES
        .iter()
        .map(|table| SpecTable {
            key: table.key.into(),
            title: table.title.into(),
            rows: table
                .lines
                .iter()
                .map(|l| {
                    let names = COLUMNS.map(|(_, prefix, _)| format!("{prefix}{}", l.stem));
                    SpecRow {
                        fin_project: l.name.into(),
                        required: [0, 1].map(|c| listed(&item.required_cells, &names[c])),
                        disabled: [0, 1].map(|c| listed(&item.disabled_cells, &names[c])),
                        top_year_back_end_name: names[0].clone(),
                        top_tow_year_back_end_name: names[1].clone(),
                        kind: l.kind,
                    }
                })
                .collect(),
        })
        .collect();
    FinanceSpec { tables }
}

/// The item's JSON Schema: the shape of the value, the year labels' pattern and the spec.
pub fn schema_of(item: &Item) -> Value {
    let cell = json!({ "type": ["string", "null"] });
    let row = json!({
        "type": "object",
        "properties": {
            "finProject": { "type": "string" },
            "topYear": cell, "topTowYear": cell,
            "topYearBackEndName": { "type": "string" },
            "topTowYearBackEndName": { "type": "string" }
        }
    });
    let mut properties = Map::new();
    for key in YEAR_KEYS {
        properties.insert(
            key.into(),
            json!({ "type": ["string", "null"], "pattern": YEAR_PATTERN }),
        );
    }
    for table in &TABLES {
        properties.insert(
            table.key.into(),
            json!({ "type": "array", "items": row, "maxItems": table.lines.len() }),
        );
    }
    json!({
        "type": "object",
        "properties": properties,
        "x-financeTable": spec_of(item),
    })
}

/// A year label: four digits, or empty.
pub const YEAR_PATTERN: &str = "^([0-9]{4})?$";

/// The message of a year label that is not four digits.
pub const YEAR_MESSAGE: &str = "请输入四位年份";

/// The value a new form starts with: every row of every table, cells empty.
pub fn default_value() -> Value {
    let mut value = Map::new();
    for key in YEAR_KEYS {
        value.insert(key.into(), json!(""));
    }
    for table in &TABLES {
        let rows: Vec<Value> = table
            .lines
            .iter()
            .map(|l| {
                json!({
                    "finProject": l.name, "topYear": "", "topTowYear": "",
                    "topYearBackEndName": format!("{}{}", COLUMNS[0].1, l.stem),
                    "topTowYearBackEndName": format!("{}{}", COLUMNS[1].1, l.stem),
                })
            })
            .collect();
        value.insert(table.key.into(), Value::Array(rows));
    }
    Value::Object(value)
}

/// A cell's text as the browser leaves it on blur: trimmed, and a zero form (`0.00`, `-0`,
/// `000`) written `0`.
pub fn normalize_cell(text: &str) -> String {
    let text = text.trim();
    let digits = text.strip_prefix('-').unwrap_or(text);
    let zero = !digits.is_empty()
        && digits.chars().any(|c| c == '0')
        && digits.chars().all(|c| c == '0' || c == '.')
        && digits.chars().filter(|&c| c == '.').count() <= 1
        && !digits.starts_with('.')
        && !digits.ends_with('.');
    if zero {
        "0".into()
    } else {
        text.into()
    }
}

/// The submitted value with every cell normalised (`normalize_cell`).
pub fn normalize(value: &Value) -> Value {
    let Value::Object(map) = value else {
        return value.clone();
    };
    let mut out = map.clone();
    for table in &TABLES {
        let Some(Value::Array(rows)) = out.get_mut(table.key) else {
            continue;
        };
        for row in rows.iter_mut() {
            for (cell, _, _) in COLUMNS {
                if let Some(Value::String(text)) = row.get_mut(cell) {
                    *text = normalize_cell(text);
                }
            }
        }
    }
    Value::Object(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_forms_are_written_zero() {
        for zero in ["0", "-0", "0.00", "000", "-0.000000", " 0.0 "] {
            assert_eq!(normalize_cell(zero), "0", "{zero}");
        }
        for other in ["0.01", "10", "-", ".0", "0.", "abc", "0.0.0", ""] {
            assert_eq!(normalize_cell(other), other.trim(), "{other}");
        }
    }

    fn parse(item: Value) -> Result<crate::form::FormDef, crate::form::FormError> {
        let def =
            json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [item] }] });
        crate::form::FormDef::parse(&def, &crate::form::Fragments::new())
    }

    #[test]
    fn the_cell_configuration_names_real_cells_of_a_finance_table() {
        let ok = json!({ "prop": "fin", "type": "financeTable", "label": "财务数据",
            "requiredCells": ["lastYearTotalAssets"], "disabledCells": ["theYearBeforeLastCash"] });
        let def = parse(ok).unwrap();
        let spec = spec_of(def.item("fin").unwrap());
        assert_eq!(spec.tables[1].rows[16].required, [true, false]);
        assert_eq!(spec.tables[1].rows[0].disabled, [false, true]);
        let unknown = json!({ "prop": "fin", "type": "financeTable", "label": "财务数据",
            "requiredCells": ["lastYearProfit"] });
        assert!(
            matches!(parse(unknown), Err(crate::form::FormError::BadItem { reason, .. })
            if reason == "财务表格没有单元格 `lastYearProfit`")
        );
        let elsewhere = json!({ "prop": "x", "type": "input", "label": "X",
            "requiredCells": ["lastYearCash"] });
        assert!(parse(elsewhere).is_err());
    }

    #[test]
    fn a_new_form_starts_with_every_row_and_the_compiled_field_carries_the_spec() {
        let def =
            parse(json!({ "prop": "fin", "type": "financeTable", "label": "财务数据" })).unwrap();
        let form = crate::form::compile(&def, "apply", crate::form::TaskState::Todo);
        assert_eq!(
            form.defaults["fin"]["financeTable2"]
                .as_array()
                .unwrap()
                .len(),
            18
        );
        assert_eq!(form.ui_schema["fin"]["ui:field"], "financeTable");
        let spec: FinanceSpec =
            serde_json::from_value(form.schema["properties"]["fin"]["x-financeTable"].clone())
                .unwrap();
        assert_eq!(spec, spec_of(def.item("fin").unwrap()));
    }

    #[test]
    fn every_line_has_two_distinct_backend_names() {
        let names: Vec<String> = back_end_names().collect();
        let unique: std::collections::BTreeSet<&String> = names.iter().collect();
        assert_eq!(names.len(), unique.len());
        assert_eq!(names.len(), 2 * (4 + 18 + 8 + 4));
        assert!(names.contains(&"theYearBeforeLastNetProfit".to_string()));
    }
}
