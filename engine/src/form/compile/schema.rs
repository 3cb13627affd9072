//! An item's JSON Schema: its type, the bounds and formats of its rules, a table's rows,
//! and the messages of each.

use serde_json::{json, Map, Value};

use super::{format_name, max_rows, Compiler, MAX_SAFE_INTEGER, PLAIN_TEXT};
use crate::form::{
    attachment, columns, finance,
    model::{DataType, Item, ItemType, Rule},
    scoring,
};

impl Compiler {
    /// The JSON Schema of one item's value. `path` is the item's message path.
    pub(super) fn field_schema(&mut self, item: &Item, path: &str) -> Value {
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
            ItemType::Cascader => {
                let code = item
                    .inside_data
                    .as_ref()
                    .and_then(|d| d.dic_key_word.clone())
                    .unwrap_or_default();
                self.message(path, "minItems", required_message.clone());
                self.message(path, "maxItems", format!("{label}最多{CASCADER_DEPTH}级"));
                self.message(path, "x-dict", format!("请选择有效的{label}"));
                json!({
                    "type": "array", "minItems": 1, "maxItems": CASCADER_DEPTH,
                    "items": { "type": "string", "minLength": 1 }, "x-dict": code
                })
            }
            ItemType::Upload => {
                let files = item.widget.as_deref() == Some(attachment::FILES_WIDGET);
                let mut s = if files {
                    attachment::files_schema()
                } else {
                    json!({
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": { "attachId": { "type": "string", "minLength": 1 }, "originalName": { "type": "string" } },
                            "required": ["attachId"]
                        }
                    })
                };
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
            ItemType::HolderSearch => holder_search_schema(item),
            // expanded into a table at parse (`form::attachment`)
            ItemType::Table | ItemType::AttachmentList | ItemType::TransferProjects => {
                self.table_schema(item, path)
            }
            ItemType::FinanceTable => self.finance_schema(item, path),
            ItemType::ScoringTable => scoring::item_schema(item),
            ItemType::Title | ItemType::Image => json!({ "readOnly": true }),
        };
        schema["title"] = json!(label);
        for rule in item.rules.iter().filter(|r| r.when.is_none()) {
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
        // A rule under a condition checks the characters with its own validator.
        let conditional = item.rules.iter().any(|r| r.when.is_some());
        if typed && !conditional && schema.get("format").is_none() {
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
    pub(super) fn require_text(&mut self, item: &Item, path: &str, schema: &mut Value) {
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
                self.own_message(path, "required", message.clone());
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
            self.own_message(path, key, rule.message.clone().unwrap_or(default));
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
                (ItemType::Number, "positiveInteger" | "nonNegativeInteger") => {
                    let (least, message) = if validator == "positiveInteger" {
                        (1, "请输入正整数")
                    } else {
                        (0, "请输入非负整数")
                    };
                    schema["minimum"] = json!(least);
                    self.message(
                        path,
                        "minimum",
                        rule.message.clone().unwrap_or_else(|| message.into()),
                    );
                    self.message(path, "maximum", "数值超出安全范围");
                }
                _ => {
                    schema["format"] = json!(name);
                    self.formats.insert(name);
                    if let Some(message) = &rule.message {
                        self.own_message(path, "format", message.clone());
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
        if let Some(checks) = &item.row_checks {
            schema["x-rowChecks"] = json!(checks);
        }
        schema
    }

    /// The financial tables: their shape, the year labels' pattern and the tables' rules
    /// (`x-financeTable`, checked by `form::finance::check` and its browser twin).
    fn finance_schema(&mut self, item: &Item, path: &str) -> Value {
        for key in finance::YEAR_KEYS {
            let year = format!("{path}/{key}");
            self.message(&year, "pattern", finance::YEAR_MESSAGE);
            self.labels.insert(year, item.label.clone());
        }
        for table in &finance::TABLES {
            for (cell, _, _) in finance::COLUMNS {
                let at = format!("{path}/{}/{cell}", table.key);
                self.labels
                    .insert(at, format!("{}（{}）", item.label, table.title));
            }
            self.labels
                .insert(format!("{path}/{}", table.key), item.label.clone());
        }
        finance::schema_of(item)
    }

    /// `visibleWhen` and `requiredWhen` as `if`/`then`; a plainly required item goes in
    /// `required`. A hidden item is never required.
    pub(super) fn conditions(
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
        self.conditional_rules(item, all_of);
    }

    /// A rule with `when` applies only while the data (the row, for a column) matches it:
    /// `{"if": when, "then": {"properties": {prop: <the rule's format or pattern>}}}`, its
    /// message the validator's own (no `format` message is kept for the path).
    fn conditional_rules(&mut self, item: &Item, all_of: &mut Vec<Value>) {
        for rule in &item.rules {
            let Some(when) = &rule.when else { continue };
            let mut check = json!({});
            if let Some(validator) = &rule.validator {
                let name = format_name(validator, rule.options.as_ref());
                check["format"] = json!(name);
                self.formats.insert(name);
            }
            if let Some(pattern) = &rule.pattern {
                check["pattern"] = json!(pattern);
            }
            all_of.push(
                json!({ "if": when, "then": { "properties": { (item.prop.clone()): check } } }),
            );
        }
    }
}

/// The most levels a cascader's chain has (门类, 大类, 中类, 小类).
pub const CASCADER_DEPTH: u64 = 4;

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

/// The validators whose required message replaces 请输入<label>.
const IDENTITY_VALIDATORS: &[&str] = &[
    "holderName",
    "idCard",
    "certificateNo",
    "mobile",
    "bankCard",
];

/// 02 §5 names the memo's and the charge confirmation's messages; other items ask to enter
/// or choose their label.
pub(super) fn required_message(item: &Item) -> String {
    if let Some(message) = item
        .rules
        .iter()
        .find(|r| r.required)
        .and_then(|r| r.message.clone())
    {
        return message;
    }
    // 01 §5, 02 §5: a name, an id number, a mobile or a bank card left empty has its
    // validator's own message (此项为必填项！, 请填写证件号码！, 请输入手机号码, ...).
    let identity = item
        .rules
        .iter()
        .filter(|r| r.when.is_none())
        .filter_map(|r| r.validator.as_deref())
        .find(|v| IDENTITY_VALIDATORS.contains(v))
        // an id number checked by its id type asks for the certificate number (01 §5)
        .or_else(|| {
            item.rules
                .iter()
                .filter_map(|r| r.validator.as_deref())
                .find(|v| *v == "certificateNo")
        })
        .and_then(crate::validate::format);
    if let Some(format) = identity {
        return format.required_message().into();
    }
    match (item.prop.as_str(), item.kind) {
        ("memo", _) => "审批意见为必填项".into(),
        ("chargeStatus", _) => "确认意见为必填项".into(),
        (_, ItemType::Upload) => "请上传文件".into(),
        (_, kind) if kind.is_choice() => format!("请选择{}", item.label),
        _ => format!("请输入{}", item.label),
    }
}

/// A holder picked by the holder search: the account number is what a required pick needs.
fn holder_search_schema(item: &Item) -> Value {
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
