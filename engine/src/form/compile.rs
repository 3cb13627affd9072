//! A definition, a node and a task state in; the JSON Schema, the UI schema, the sections,
//! the defaults and the messages out. The browser renders and validates with what this
//! answers; the server validates with the same schema (`validate`).

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde_json::{json, Map, Value};

use super::{
    access::{Access, TaskState},
    columns,
    model::{DataType, Item, ItemType, Mode, Rule},
    FormDef,
};

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

/// The name a validator is registered under: `positiveNumber`, or with digit options
/// `positiveNumber:14:4` (integer digits, decimal digits).
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
    fn message(&mut self, path: &str, rule: &str, text: impl Into<String>) {
        self.messages
            .entry(path.to_owned())
            .or_default()
            .entry(rule.to_owned())
            .or_insert(text.into());
    }

    /// The JSON Schema of one item's value. `path` is the item's message path.
    fn field_schema(&mut self, item: &Item, path: &str) -> Value {
        self.labels.insert(path.to_owned(), item.label.clone());
        let label = &item.label;
        let required_message = required_message(item);
        self.message(path, "required", required_message.clone());
        let mut schema = match item.kind {
            ItemType::Input
            | ItemType::Textarea
            | ItemType::RichText
            | ItemType::MultiLineSearch => {
                json!({ "type": "string" })
            }
            ItemType::Number => {
                self.message(path, "type", "请输入整数");
                json!({ "type": "integer", "maximum": MAX_SAFE_INTEGER, "minimum": -MAX_SAFE_INTEGER })
            }
            ItemType::Amount => {
                let dec = if item.unit.as_deref() == Some("tenThousand") {
                    6
                } else {
                    2
                };
                let has_validator = item.rules.iter().any(|r| r.validator.is_some());
                let mut s = json!({ "type": "string" });
                if !has_validator {
                    let name = format!("signedNumber:12:{dec}");
                    self.formats.insert(name.clone());
                    s["format"] = json!(name);
                }
                s
            }
            ItemType::Select | ItemType::Radio | ItemType::LazySelect => choice_schema(item),
            ItemType::Checkbox => {
                json!({ "type": "array", "items": choice_schema(item), "uniqueItems": true })
            }
            ItemType::Switch => json!({ "type": "boolean" }),
            ItemType::Date => {
                self.message(path, "format", format!("请选择正确的{label}"));
                let mut s = json!({ "type": "string", "format": "date" });
                if item.no_future {
                    s["x-noFuture"] = json!(true);
                    self.message(path, "x-noFuture", format!("{label}不能晚于今天"));
                }
                s
            }
            ItemType::DateRange => json!({
                "type": "array", "minItems": 2, "maxItems": 2,
                "items": { "type": "string", "format": "date" }
            }),
            ItemType::Area => {
                let mut s = json!({
                    "type": "object",
                    "properties": {
                        "province": { "type": "string" }, "city": { "type": "string" },
                        "district": { "type": "string" }
                    }
                });
                if item.rules.iter().any(|r| r.required) {
                    s["required"] = json!(["province", "city"]);
                }
                s
            }
            ItemType::Upload => {
                let mut s = json!({
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": { "attachId": { "type": "string", "minLength": 1 }, "originalName": { "type": "string" } },
                        "required": ["attachId"]
                    }
                });
                if let Some(count) = item.max_count {
                    s["maxItems"] = json!(count);
                    self.message(path, "maxItems", format!("超出最大文件上传数量{count}个"));
                }
                if item.rules.iter().any(|r| r.required) {
                    s["minItems"] = json!(1);
                    self.message(path, "minItems", required_message.clone());
                }
                s
            }
            ItemType::HolderSearch => {
                let mut s = json!({
                    "type": "object",
                    "properties": {
                        "accountNumber": { "type": "string" }, "holderName": { "type": "string" },
                        "certificateNo": { "type": "string" }, "holderUuid": { "type": "string" }
                    }
                });
                if item.rules.iter().any(|r| r.required) {
                    s["required"] = json!(["accountNumber"]);
                }
                s
            }
            ItemType::Table => self.table_schema(item, path),
            ItemType::Title | ItemType::Image => json!({ "readOnly": true }),
        };
        schema["title"] = json!(label);
        for rule in &item.rules {
            self.apply_rule(item, rule, path, &mut schema);
        }
        self.plain_text(item, path, &mut schema);
        schema
    }

    /// Free text without a validator of its own refuses control and invisible characters
    /// (a validator's own character rules already do).
    fn plain_text(&mut self, item: &Item, path: &str, schema: &mut Value) {
        let typed = matches!(
            item.kind,
            ItemType::Input | ItemType::Textarea | ItemType::MultiLineSearch
        );
        if typed && schema.get("format").is_none() {
            schema["format"] = json!(PLAIN_TEXT);
            self.formats.insert(PLAIN_TEXT.into());
            self.message(
                path,
                "format",
                format!("{}{}", item.label, crate::validate::plain_text::MESSAGE),
            );
        }
    }

    /// A required text may not be empty either: an empty string is as missing as no value.
    fn require_text(&mut self, item: &Item, path: &str, schema: &mut Value) {
        if schema.get("type").and_then(Value::as_str) == Some("string") {
            let least = schema
                .get("minLength")
                .and_then(Value::as_u64)
                .unwrap_or(0)
                .max(1);
            schema["minLength"] = json!(least);
            self.message(path, "minLength", required_message(item));
        }
    }

    fn apply_rule(&mut self, item: &Item, rule: &Rule, path: &str, schema: &mut Value) {
        let label = &item.label;
        if rule.required {
            if let Some(message) = &rule.message {
                self.messages
                    .entry(path.into())
                    .or_default()
                    .insert("required".into(), message.clone());
            }
        }
        if let Some(pattern) = &rule.pattern {
            schema["pattern"] = json!(pattern);
            self.message(
                path,
                "pattern",
                rule.message
                    .clone()
                    .unwrap_or_else(|| format!("请输入正确的{label}")),
            );
        }
        let array = item.kind == ItemType::Table
            || item.kind == ItemType::Checkbox
            || item.kind == ItemType::Upload;
        if let Some(min) = rule.min {
            let (key, default) = if array {
                ("minItems", format!("{label}至少需要{min}行"))
            } else {
                ("minLength", format!("{label}不能少于{min}个字符"))
            };
            schema[key] = json!(min.max(schema.get(key).and_then(Value::as_u64).unwrap_or(0)));
            self.messages
                .entry(path.into())
                .or_default()
                .insert(key.into(), rule.message.clone().unwrap_or(default));
        }
        if let Some(max) = rule.max {
            let (key, default) = if array {
                ("maxItems", format!("{label}最多{max}行"))
            } else {
                ("maxLength", format!("{label}不能超过{max}个字符"))
            };
            schema[key] = json!(max);
            self.message(path, key, rule.message.clone().unwrap_or(default));
        }
        if let Some(validator) = &rule.validator {
            let name = format_name(validator, rule.options.as_ref());
            match (item.kind, validator.as_str()) {
                // Integers are JSON numbers; formats only check strings, so the integer
                // validators become bounds.
                (ItemType::Number, "positiveInteger") => {
                    schema["minimum"] = json!(1);
                    self.message(
                        path,
                        "minimum",
                        rule.message
                            .clone()
                            .unwrap_or_else(|| "请输入正整数".into()),
                    );
                    self.message(path, "maximum", "数值超出安全范围");
                }
                (ItemType::Number, "nonNegativeInteger") => {
                    schema["minimum"] = json!(0);
                    self.message(
                        path,
                        "minimum",
                        rule.message
                            .clone()
                            .unwrap_or_else(|| "请输入非负整数".into()),
                    );
                    self.message(path, "maximum", "数值超出安全范围");
                }
                _ => {
                    schema["format"] = json!(name);
                    self.formats.insert(name);
                    if let Some(message) = &rule.message {
                        self.messages
                            .entry(path.into())
                            .or_default()
                            .insert("format".into(), message.clone());
                    }
                }
            }
        }
    }

    fn table_schema(&mut self, item: &Item, path: &str) -> Value {
        let mut properties = Map::new();
        let mut required = Vec::new();
        let mut all_of = Vec::new();
        for column in columns(item) {
            let column_path = format!("{path}/{}", column.prop);
            let must = column.rules.iter().any(|r| r.required);
            let mut field = self.field_schema(column, &column_path);
            if must {
                self.require_text(column, &column_path, &mut field);
            }
            properties.insert(column.prop.clone(), field);
            self.conditions(column, must, &mut required, &mut all_of);
        }
        let mut row = json!({ "type": "object", "properties": properties });
        if !required.is_empty() {
            row["required"] = json!(required);
        }
        if !all_of.is_empty() {
            row["allOf"] = Value::Array(all_of);
        }
        let mut schema = json!({ "type": "array", "items": row });
        let label = &item.label;
        let min = item
            .min_rows
            .or(item.fixed_rows.as_ref().map(|r| r.len() as u32));
        let must = item.rules.iter().any(|r| r.required);
        match (min, must) {
            (Some(min), _) if min > 0 => {
                schema["minItems"] = json!(min);
                self.message(path, "minItems", format!("{label}至少需要{min}行"));
            }
            (_, true) => {
                schema["minItems"] = json!(1);
                self.message(path, "minItems", required_message(item));
            }
            _ => {}
        }
        let max = max_rows(item);
        schema["maxItems"] = json!(max);
        self.message(path, "maxItems", format!("{label}最多{max}行"));
        if !item.unique_by.is_empty() {
            schema["x-uniqueBy"] = json!(item.unique_by);
        }
        schema
    }

    /// `visibleWhen` and `requiredWhen` as `if`/`then`; a plainly required item goes in
    /// `required`. A hidden item is never required.
    fn conditions(
        &mut self,
        item: &Item,
        must: bool,
        required: &mut Vec<Value>,
        all_of: &mut Vec<Value>,
    ) {
        if !item.kind.holds_value() {
            return;
        }
        let prop = json!([item.prop]);
        match (&item.visible_when, &item.required_when) {
            (None, None) if must => required.push(json!(item.prop)),
            (None, None) => {}
            (Some(visible), None) if must => {
                all_of.push(json!({ "if": visible, "then": { "required": prop } }))
            }
            (Some(_), None) => {}
            (None, Some(when)) => all_of.push(json!({ "if": when, "then": { "required": prop } })),
            (Some(visible), Some(when)) => all_of
                .push(json!({ "if": { "allOf": [visible, when] }, "then": { "required": prop } })),
        }
    }

    fn field_ui(
        &mut self,
        item: &Item,
        path: &str,
        section: &str,
        must: bool,
    ) -> Map<String, Value> {
        let mut ui = Map::new();
        let (key, name) = match item.kind {
            ItemType::Input => ("ui:widget", "text"),
            ItemType::Textarea => ("ui:widget", "textarea"),
            ItemType::RichText => ("ui:widget", "richText"),
            ItemType::MultiLineSearch => ("ui:widget", "multiLineSearch"),
            ItemType::Number => ("ui:widget", "updown"),
            ItemType::Amount => ("ui:widget", "amount"),
            ItemType::Select => match item.inside_data.as_ref().map(|d| d.data_type) {
                Some(DataType::Dic) => ("ui:widget", "dictSelect"),
                Some(DataType::Remote) => ("ui:widget", "lazySelect"),
                _ => ("ui:widget", "select"),
            },
            ItemType::LazySelect => ("ui:widget", "lazySelect"),
            ItemType::Radio => match item.inside_data.as_ref().map(|d| d.data_type) {
                Some(DataType::Dic) => ("ui:widget", "dictRadio"),
                _ => ("ui:widget", "radio"),
            },
            ItemType::Checkbox => match item.inside_data.as_ref().map(|d| d.data_type) {
                Some(DataType::Dic) => ("ui:widget", "dictCheckboxes"),
                _ => ("ui:widget", "checkboxes"),
            },
            ItemType::Switch => ("ui:widget", "checkbox"),
            ItemType::Date => ("ui:widget", "date"),
            ItemType::DateRange => ("ui:field", "dateRange"),
            ItemType::Area => ("ui:field", "area"),
            ItemType::Upload => ("ui:field", "upload"),
            ItemType::HolderSearch => ("ui:field", "holderSearch"),
            ItemType::Table => ("ui:field", "table"),
            ItemType::Title => ("ui:field", "sectionTitle"),
            ItemType::Image => ("ui:field", "imageBlock"),
        };
        ui.insert(key.into(), json!(name));
        let placeholder = item.placeholder.clone().unwrap_or_else(|| {
            if item.kind.is_choice() {
                format!("请选择{}", item.label)
            } else {
                format!("请输入{}", item.label)
            }
        });
        ui.insert("ui:placeholder".into(), json!(placeholder));
        if let Some(help) = &item.help {
            ui.insert("ui:help".into(), json!(help));
        }
        let mut options = Map::new();
        options.insert("section".into(), json!(section));
        options.insert("label".into(), json!(item.label));
        options.insert("required".into(), json!(must));
        if let Some(data) = &item.inside_data {
            let data = serde_json::to_value(data).unwrap_or_default();
            if let Value::Object(data) = data {
                for (k, v) in data {
                    if !v.is_null() {
                        options.insert(k, v);
                    }
                }
            }
        }
        let extra = [
            ("visibleWhen", item.visible_when.clone()),
            ("requiredWhen", item.required_when.clone()),
            ("accept", item.accept.as_ref().map(|a| json!(a))),
            ("maxSize", item.max_size.map(|s| json!(s))),
            ("maxCount", item.max_count.map(|c| json!(c))),
            ("unit", item.unit.as_ref().map(|u| json!(u))),
            ("noFuture", item.no_future.then_some(json!(true))),
            ("minRows", item.min_rows.map(|r| json!(r))),
            (
                "maxRows",
                (item.kind == ItemType::Table).then(|| json!(max_rows(item))),
            ),
            (
                "fixedRows",
                item.fixed_rows.as_ref().map(|r| json!(r.len())),
            ),
            (
                "uniqueBy",
                (!item.unique_by.is_empty()).then(|| json!(item.unique_by)),
            ),
            ("rowDialog", item.row_dialog.then_some(json!(true))),
            ("src", item.src.as_ref().map(|s| json!(s))),
            ("span", item.span.map(|s| json!(s))),
        ];
        for (key, value) in extra {
            if let Some(value) = value {
                options.insert(key.into(), value);
            }
        }
        if item.kind == ItemType::Table {
            let mut columns_ui = Map::new();
            let mut order = Vec::new();
            for column in columns(item) {
                let column_path = format!("{path}/{}", column.prop);
                let column_must = column.rules.iter().any(|r| r.required);
                columns_ui.insert(
                    column.prop.clone(),
                    Value::Object(self.field_ui(column, &column_path, section, column_must)),
                );
                order.push(json!(column.prop));
            }
            columns_ui.insert("ui:order".into(), Value::Array(order));
            ui.insert("items".into(), Value::Object(columns_ui));
        }
        ui.insert("ui:options".into(), Value::Object(options));
        ui
    }
}

fn choice_schema(item: &Item) -> Value {
    match &item.inside_data {
        Some(data) if data.data_type == DataType::Static => {
            let values: Vec<Value> = data
                .data_list
                .iter()
                .flatten()
                .map(|c| c.value.clone())
                .collect();
            json!({ "enum": values })
        }
        Some(data) if data.data_type == DataType::Dic => {
            json!({ "type": "string", "x-dict": data.dic_key_word.clone().unwrap_or_default() })
        }
        _ => json!({ "type": "string" }),
    }
}

/// 02 §5 names the memo's and the charge confirmation's messages; other items ask to enter
/// or choose their label.
fn required_message(item: &Item) -> String {
    if let Some(message) = item
        .rules
        .iter()
        .find(|r| r.required)
        .and_then(|r| r.message.clone())
    {
        return message;
    }
    match (item.prop.as_str(), item.kind) {
        ("memo", _) => "审批意见为必填项".into(),
        ("chargeStatus", _) => "确认意见为必填项".into(),
        (_, ItemType::Upload) => "请上传文件".into(),
        (_, kind) if kind.is_choice() => format!("请选择{}", item.label),
        _ => format!("请输入{}", item.label),
    }
}

fn default_of(item: &Item) -> Option<Value> {
    if let Some(rows) = &item.fixed_rows {
        return Some(Value::Array(rows.clone()));
    }
    item.default.clone()
}
