//! The voucher of a completed business (02 §2, §4; issue 5): what it shows is gathered here from
//! the application, its form definition, the register and the chain; the business documents
//! (`crate::documents`) are written from it and the chain's record detail shows its sections.

use std::collections::HashMap;

use engine::{
    form::{
        columns,
        model::{DataType, Item, ItemType},
        FormDef,
    },
    validate::{capital_amount, thousands},
};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::{
    clock::beijing_text,
    db::DbConn,
    error::ApiError,
    models::{
        application::Application, chain::ChainEntry, dictionary::DictEntry,
        holder_account::HolderAccount, product::Product, tenant::Tenant, user::User,
    },
};

/// Everything a voucher shows.
#[derive(Debug)]
pub struct Voucher {
    pub platform: String,
    pub biz_sn: String,
    pub biz_type_name: String,
    pub applicant: String,
    pub submitted_at: String,
    pub completed_at: String,
    pub sections: Vec<VoucherSection>,
    pub charge: Option<Money>,
    /// Shares the business moves, pledges or freezes, at their products' face values.
    pub par_value: Option<Money>,
    pub chain_hash: String,
    pub chain_seq: i64,
    pub stamped_at: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VoucherSection {
    pub title: String,
    pub lines: Vec<Line>,
    pub tables: Vec<VoucherTable>,
}

/// One filled field; amounts carry their capital numerals.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub label: String,
    pub value: String,
    pub capital: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VoucherTable {
    pub label: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// An amount in figures (thousands, two decimals) and in Chinese capital numerals.
#[derive(Debug, Serialize)]
pub struct Money {
    pub figures: String,
    pub capital: String,
}

impl Money {
    pub fn of(amount: &str) -> Option<Money> {
        Some(Money {
            figures: thousands(amount)?,
            capital: capital_amount(amount).ok()?,
        })
    }
}

/// The sections the voucher leaves out: the reviewer's memo is the history's, not the
/// business's.
const LEFT_OUT: [&str; 3] = ["memo", "checkResult", "confirmText"];

/// Labels of the fields' chosen values: a form's static choices and the tenant's dictionaries.
struct Labels {
    dictionaries: HashMap<(String, String), String>,
    holders: HashMap<String, String>,
    /// Region names by code, for the area fields.
    regions: HashMap<String, String>,
}

impl Labels {
    fn load(conn: &mut DbConn, tenant: &str) -> Result<Labels, ApiError> {
        Ok(Labels {
            dictionaries: DictEntry::values(conn, tenant)?,
            holders: HashMap::new(),
            regions: HashMap::new(),
        })
    }

    /// A field's value as people read it.
    fn show(&self, item: &Item, value: &Value) -> Option<String> {
        let text = match value {
            Value::Null => return None,
            Value::String(s) if s.trim().is_empty() => return None,
            Value::String(s) => s.trim().to_owned(),
            Value::Bool(b) => (if *b { "是" } else { "否" }).to_owned(),
            Value::Number(n) => n.to_string(),
            Value::Array(files) if item.kind == ItemType::Upload => {
                let names: Vec<&str> = files
                    .iter()
                    .filter_map(|f| f.get("originalName").and_then(Value::as_str))
                    .collect();
                if names.is_empty() {
                    return None;
                }
                names.join("、")
            }
            // A cascader's chain of dictionary keys: its labels from the root.
            Value::Array(keys) if item.kind == ItemType::Cascader => {
                let code = item
                    .inside_data
                    .as_ref()
                    .and_then(|d| d.dic_key_word.clone());
                let labels: Vec<String> = keys
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|key| {
                        code.as_ref()
                            .and_then(|c| self.dictionaries.get(&(c.clone(), key.to_owned())))
                            .cloned()
                            .unwrap_or_else(|| key.to_owned())
                    })
                    .collect();
                return (!labels.is_empty()).then(|| labels.join(" / "));
            }
            // An area: its province, city and district by name (陕西省 西安市 雁塔区).
            Value::Object(area) if item.kind == ItemType::Area => {
                let names: Vec<String> = AREA_LEVELS
                    .iter()
                    .filter_map(|level| area.get(*level).and_then(Value::as_str))
                    .map(|code| {
                        self.regions
                            .get(code)
                            .cloned()
                            .unwrap_or_else(|| code.to_owned())
                    })
                    .collect();
                return (!names.is_empty()).then(|| names.join(" "));
            }
            other => other.to_string(),
        };
        let label = item
            .inside_data
            .as_ref()
            .and_then(|data| match data.data_type {
                DataType::Static => data
                    .data_list
                    .iter()
                    .flatten()
                    .find(|c| c.value == *value || c.value.as_str() == Some(text.as_str()))
                    .map(|c| c.label.clone()),
                DataType::Dic => data.dic_key_word.as_ref().and_then(|code| {
                    self.dictionaries
                        .get(&(code.clone(), text.clone()))
                        .cloned()
                }),
                _ => None,
            });
        if let Some(label) = label {
            return Some(label);
        }
        // An account number shows its holder's name beside it.
        match self.holders.get(&text) {
            Some(name) => Some(format!("{text}（{name}）")),
            None => Some(text),
        }
    }
}

const AREA_LEVELS: [&str; 3] = ["province", "city", "district"];

/// The names of the regions the form's area fields name.
fn region_names(
    conn: &mut DbConn,
    form: &Map<String, Value>,
) -> Result<HashMap<String, String>, ApiError> {
    let codes: Vec<String> = form
        .values()
        .filter_map(Value::as_object)
        .flat_map(|area| AREA_LEVELS.iter().filter_map(|l| area.get(*l)?.as_str()))
        .map(str::to_owned)
        .collect();
    if codes.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(crate::models::region::names(conn, &codes)?)
}

/// The account numbers a form names, with their holders' names.
fn holder_names(
    conn: &mut DbConn,
    tenant: &str,
    form: &Map<String, Value>,
) -> Result<HashMap<String, String>, ApiError> {
    let mut numbers = Vec::new();
    let mut collect = |map: &Map<String, Value>| {
        for (key, value) in map {
            let named = key.starts_with("accountNumber") || key == "securityAccountNo";
            if let (true, Some(text)) = (named, value.as_str()) {
                numbers.push(text.trim().to_owned());
            }
        }
    };
    collect(form);
    for value in form.values() {
        for row in value.as_array().into_iter().flatten() {
            if let Some(row) = row.as_object() {
                collect(row);
            }
        }
    }
    if numbers.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(HolderAccount::names_by_number(conn, tenant, &numbers)?)
}

fn section(
    labels: &Labels,
    title: &str,
    items: &[Item],
    form: &Map<String, Value>,
) -> VoucherSection {
    let mut lines = Vec::new();
    let mut tables = Vec::new();
    for item in items {
        if LEFT_OUT.contains(&item.prop.as_str()) || !item.kind.holds_value() {
            continue;
        }
        let Some(value) = form.get(&item.prop) else {
            continue;
        };
        if item.kind == ItemType::Table {
            let columns: Vec<&Item> = columns(item)
                .filter(|c| c.kind != ItemType::Upload)
                .collect();
            let rows: Vec<Vec<String>> = value
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_object)
                .map(|row| {
                    columns
                        .iter()
                        .map(|c| {
                            row.get(&c.prop)
                                .and_then(|v| labels.show(c, v))
                                .unwrap_or_default()
                        })
                        .collect()
                })
                .collect();
            if !rows.is_empty() {
                tables.push(VoucherTable {
                    label: item.label.clone(),
                    columns: columns.iter().map(|c| c.label.clone()).collect(),
                    rows,
                });
            }
            continue;
        }
        let Some(shown) = labels.show(item, value) else {
            continue;
        };
        let capital = (item.kind == ItemType::Amount)
            .then(|| Money::of(&shown))
            .flatten();
        let figures = capital.as_ref().map_or(shown, |m| m.figures.clone());
        lines.push(Line {
            label: item.label.clone(),
            value: match unit_of(item) {
                Some(unit) => format!("{figures} {unit}"),
                None => figures,
            },
            capital: capital.map(|m| m.capital),
        });
    }
    VoucherSection {
        title: title.to_owned(),
        lines,
        tables,
    }
}

/// The unit a number is read in, when its label does not already say it (转让数量 100 股,
/// 每股面值 1.00 元).
fn unit_of(item: &Item) -> Option<&'static str> {
    if item.label.contains('（') || item.label.contains('(') {
        return None;
    }
    match item.kind {
        ItemType::Amount if item.unit.as_deref() == Some("tenThousand") => Some("万元"),
        ItemType::Amount => Some("元"),
        ItemType::Number => {
            let prop = item.prop.to_ascii_lowercase();
            (prop.contains("volume") || prop.contains("shares")).then_some("股")
        }
        _ => None,
    }
}

/// The face value of the shares a business names: a transfer's volume of its product, or the
/// volumes of its declaration rows of theirs. `None` when it names no shares.
fn par_value(
    conn: &mut DbConn,
    tenant: &str,
    form: &Map<String, Value>,
) -> Result<Option<rust_decimal::Decimal>, ApiError> {
    let volume = |value: Option<&Value>| match value {
        Some(Value::Number(n)) => n.as_i64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    };
    let text = |value: Option<&Value>| {
        value
            .and_then(Value::as_str)
            .map(str::trim)
            .map(str::to_owned)
    };
    let mut shares: Vec<(String, i64)> = Vec::new();
    if let (Some(code), Some(v)) = (
        text(form.get("productCode")),
        volume(form.get("transferVolume")),
    ) {
        shares.push((code, v));
    }
    for (table, field) in [("pledgeList", "pledgeShares"), ("freezeList", "frozen")] {
        for row in form
            .get(table)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let (Some(code), Some(v)) = (text(row.get("securityCode")), volume(row.get(field))) {
                shares.push((code, v));
            }
        }
    }
    if shares.is_empty() {
        return Ok(None);
    }
    let mut total = rust_decimal::Decimal::ZERO;
    for (code, volume) in shares {
        let face = Product::face_value_by_code(conn, tenant, &code)?;
        let Some(face) = face.and_then(|f| f.parse::<rust_decimal::Decimal>().ok()) else {
            return Ok(None);
        };
        total += face * rust_decimal::Decimal::from(volume);
    }
    Ok(Some(total))
}

/// The voucher of a completed, stamped business.
pub fn build(
    conn: &mut DbConn,
    app: &Application,
    form_def: &FormDef,
    form: &Map<String, Value>,
    charge: Option<String>,
) -> Result<Voucher, ApiError> {
    let entry =
        ChainEntry::find_by_biz_sn(conn, &app.biz_sn)?.ok_or_else(ApiError::voucher_not_ready)?;
    let mut labels = Labels::load(conn, &app.tenant_id)?;
    labels.holders = holder_names(conn, &app.tenant_id, form)?;
    labels.regions = region_names(conn, form)?;
    let applicant = User::find(conn, &app.applicant_id)?
        .ok_or(diesel::result::Error::NotFound)?
        .name;
    let platform = Tenant::find(conn, &app.tenant_id)?
        .ok_or(diesel::result::Error::NotFound)?
        .tenant_name;
    let sections = form_def
        .sections
        .iter()
        .map(|s| section(&labels, &s.title, &s.items, form))
        .filter(|s| !s.lines.is_empty() || !s.tables.is_empty())
        .collect();
    Ok(Voucher {
        platform,
        biz_sn: app.biz_sn.clone(),
        biz_type_name: app.biz_type_name.clone(),
        applicant,
        submitted_at: beijing_text(app.created_at),
        completed_at: app.completed_at.map(beijing_text).unwrap_or_default(),
        sections,
        charge: charge.as_deref().and_then(Money::of),
        par_value: par_value(conn, &app.tenant_id, form)?.and_then(|v| Money::of(&v.to_string())),
        chain_hash: entry.hash,
        chain_seq: entry.seq,
        stamped_at: beijing_text(entry.created_at),
    })
}
