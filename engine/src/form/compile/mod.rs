//! A definition, a node and a task state in; the JSON Schema, the UI schema, the sections,
//! the defaults and the messages out. The browser renders and validates with what this
//! answers; the server validates with the same schema (`validate`).
//!
//! `schema` makes an item's JSON Schema and its messages, `ui` its UI schema.

mod schema;
pub mod ui;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde_json::{json, Map, Value};

use super::access::{Access, TaskState};
use super::model::{Item, Mode};
use super::{columns, FormDef};

/// The largest integer both JavaScript and the server hold exactly (2^53 − 1).
pub const MAX_SAFE_INTEGER: i64 = 9_007_199_254_740_991;

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompiledForm {
    pub form_id: String,
    pub version: u32,
    pub title: String,
    pub node_id: String,
    pub mode: Mode,
    pub schema: Value,
    pub ui_schema: Value,
    pub sections: Vec<CompiledSection>,
    pub defaults: Value,
    /// field path (table columns as `table/column`) → rule → message.
    pub messages: BTreeMap<String, BTreeMap<String, String>>,
    /// field path → label, for the 【label】 prefix.
    pub labels: BTreeMap<String, String>,
    /// The top-level fields a submission at this node may change.
    pub editable: Vec<String>,
    /// Every named format the schema uses.
    pub formats: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CompiledSection {
    pub id: String,
    pub title: String,
    pub fields: Vec<String>,
}

/// The format of every free text (`engine::validate`'s `plainText`).
const PLAIN_TEXT: &str = "plainText";

/// The rows a table takes when its definition gives no `maxRows`: every table is bounded, so
/// that no submission can make the rules run out of their budget inside a command.
pub const DEFAULT_MAX_ROWS: u32 = 100;

/// The most rows a table may have: its `maxRows`, its fixed rows, or the default.
pub fn max_rows(item: &Item) -> u32 {
    item.max_rows
        .or(item.fixed_rows.as_ref().map(|r| r.len() as u32))
        .unwrap_or(DEFAULT_MAX_ROWS)
}

/// The name a validator is registered under: `positiveNumber`, or with digit options
/// `positiveNumber:14:4` (integer digits, decimal digits).
pub fn format_name(validator: &str, options: Option<&BTreeMap<String, Value>>) -> String {
    let digits = |key: &str| options.and_then(|o| o.get(key)).and_then(Value::as_u64);
    match (digits("int"), digits("dec")) {
        (None, None) => validator.to_owned(),
        (int, dec) => format!("{validator}:{}:{}", int.unwrap_or(12), dec.unwrap_or(2)),
    }
}

pub fn compile(def: &FormDef, node_id: &str, state: TaskState) -> CompiledForm {
    let access = Access::resolve(def, node_id, state);
    let mut out = Compiler::default();
    let mut properties = Map::new();
    let mut required = Vec::new();
    let mut all_of = Vec::new();
    let mut ui = Map::new();
    let mut order = Vec::new();
    let mut sections = Vec::new();
    let mut defaults = Map::new();
    let mut editable = Vec::new();

    for section in &def.sections {
        let mut fields = Vec::new();
        for item in &section.items {
            if item.is_hide || access.hidden(&item.prop) {
                continue;
            }
            let is_editable =
                !item.disabled && item.kind.holds_value() && access.editable(&item.prop);
            let must = item.rules.iter().any(|r| r.required) || access.required(&item.prop);
            let mut field = out.field_schema(item, &item.prop);
            if must {
                out.require_text(item, &item.prop, &mut field);
            }
            properties.insert(item.prop.clone(), field);
            out.conditions(item, must, &mut required, &mut all_of);
            // columns required while the form matches a condition (a use's requireWhen)
            for (when, names) in &item.rows_required_when {
                all_of.push(rows_required(item, when, names));
            }
            let mut field_ui = out.field_ui(item, &item.prop, &section.id, must);
            if !is_editable {
                field_ui.insert("ui:readonly".into(), Value::Bool(true));
            } else {
                editable.push(item.prop.clone());
            }
            ui.insert(item.prop.clone(), Value::Object(field_ui));
            if let Some(value) = default_of(item) {
                defaults.insert(item.prop.clone(), value);
            }
            order.push(Value::String(item.prop.clone()));
            fields.push(item.prop.clone());
        }
        sections.push(CompiledSection {
            id: section.id.clone(),
            title: section.title.clone(),
            fields,
        });
    }
    order.push(Value::String("*".into()));
    ui.insert("ui:order".into(), Value::Array(order));

    let mut schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "title": def.title,
        "properties": properties,
    });
    if !required.is_empty() {
        schema["required"] = json!(required);
    }
    if !all_of.is_empty() {
        schema["allOf"] = Value::Array(all_of);
    }
    CompiledForm {
        form_id: def.id.clone(),
        version: def.version,
        title: def.title.clone(),
        node_id: node_id.to_owned(),
        mode: access.mode,
        schema,
        ui_schema: Value::Object(ui),
        sections,
        defaults: Value::Object(defaults),
        messages: out.messages,
        labels: out.labels,
        editable,
        formats: out.formats.into_iter().collect(),
    }
}

#[derive(Default)]
struct Compiler {
    messages: BTreeMap<String, BTreeMap<String, String>>,
    labels: BTreeMap<String, String>,
    formats: BTreeSet<String>,
}

impl Compiler {
    /// The message of a rule at a path, unless one is set already.
    fn message(&mut self, path: &str, rule: &str, text: impl Into<String>) {
        self.messages
            .entry(path.to_owned())
            .or_default()
            .entry(rule.to_owned())
            .or_insert(text.into());
    }

    /// The message a definition gives a rule, in place of any set before.
    fn own_message(&mut self, path: &str, rule: &str, text: String) {
        self.messages
            .entry(path.to_owned())
            .or_default()
            .insert(rule.to_owned(), text);
    }
}

fn default_of(item: &Item) -> Option<Value> {
    if let Some(rows) = &item.fixed_rows {
        return Some(Value::Array(rows.clone()));
    }
    if item.kind == super::model::ItemType::FinanceTable && item.default.is_none() {
        return Some(super::finance::default_value());
    }
    item.default.clone()
}

/// `{"if": when, "then": <the table's rows require the columns>}`, each column only while its
/// row shows it (质押融资 是 reveals the pledge fields).
fn rows_required(table: &Item, when: &Value, names: &[String]) -> Value {
    let rules: Vec<Value> = names
        .iter()
        .map(|name| {
            let shown = columns(table)
                .find(|c| &c.prop == name)
                .and_then(|c| c.visible_when.clone());
            match shown {
                Some(visible) => json!({ "if": visible, "then": { "required": [name] } }),
                None => json!({ "required": [name] }),
            }
        })
        .collect();
    let mut rows = Map::new();
    rows.insert(table.prop.clone(), json!({ "items": { "allOf": rules } }));
    json!({ "if": when, "then": { "properties": rows } })
}
