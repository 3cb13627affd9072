//! What the server does to submitted form data before it validates it (02 §5): strings
//! trimmed, spaces removed from name-like fields, multi-line searches joined, blocks without
//! a value and fields the form does not know dropped, hidden items' values dropped.

use serde_json::{Map, Value};

use super::{columns, model::Item, model::ItemType, FormDef};

/// Fields whose values may not contain spaces anywhere (02 §5 "Form engine").
pub const NO_SPACE_FIELDS: [&str; 9] = [
    "name",
    "shortName",
    "projectName",
    "newCompanyName",
    "newCompanyShortName",
    "companyName",
    "companyShortName",
    "memberName",
    "accountabbr",
];

/// Evaluates an item's `visibleWhen` against the data it sits in (the form, or its row).
pub trait Visibility {
    fn visible(&self, item: &Item, scope: &Value) -> bool;
}

pub fn normalize(
    def: &FormDef,
    data: &Map<String, Value>,
    visibility: &dyn Visibility,
) -> Map<String, Value> {
    let items: Vec<&Item> = def.items().collect();
    normalize_level(&items, data, visibility)
}

fn normalize_level(
    items: &[&Item],
    data: &Map<String, Value>,
    visibility: &dyn Visibility,
) -> Map<String, Value> {
    // Trim first, so that conditions see the values that will be stored.
    let mut trimmed = Map::new();
    for item in items.iter().filter(|i| i.kind.holds_value()) {
        if let Some(value) = data.get(&item.prop) {
            trimmed.insert(item.prop.clone(), clean(item, value, visibility));
        }
    }
    let scope = Value::Object(trimmed.clone());
    trimmed.retain(|prop, _| {
        items
            .iter()
            .find(|i| &i.prop == prop)
            .is_none_or(|i| visibility.visible(i, &scope))
    });
    trimmed
}

fn clean(item: &Item, value: &Value, visibility: &dyn Visibility) -> Value {
    let no_space = NO_SPACE_FIELDS.contains(&item.prop.as_str());
    match (item.kind, value) {
        (ItemType::Table, Value::Array(rows)) => {
            let cols: Vec<&Item> = columns(item).collect();
            Value::Array(
                rows.iter()
                    .map(|row| match row {
                        Value::Object(row) => {
                            Value::Object(normalize_level(&cols, row, visibility))
                        }
                        other => other.clone(),
                    })
                    .collect(),
            )
        }
        (ItemType::MultiLineSearch, Value::String(text)) => Value::String(
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join(","),
        ),
        (ItemType::FinanceTable, value) => super::finance::normalize(&trim_all(value, false)),
        (_, value) => trim_all(value, no_space),
    }
}

fn trim_all(value: &Value, no_space: bool) -> Value {
    match value {
        Value::String(s) if no_space => {
            Value::String(s.chars().filter(|c| !c.is_whitespace()).collect())
        }
        Value::String(s) => Value::String(s.trim().to_owned()),
        Value::Array(items) => Value::Array(items.iter().map(|v| trim_all(v, no_space)).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), trim_all(v, no_space)))
                .collect(),
        ),
        other => other.clone(),
    }
}
