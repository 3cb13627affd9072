//! Server-side validation of a submission with the compiled schema: the same JSON Schema the
//! browser validates with, the named validators registered as formats, `x-dict` (the value
//! exists in the tenant's dictionary), `x-noFuture`, `x-uniqueBy` (table rows may not repeat),
//! and the rule that a field not editable at the node cannot be changed.

use std::{collections::BTreeMap, sync::Arc};

use jsonschema::{paths::Location, Keyword, ValidationError, Validator};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::validate::CalendarDate;

use super::{
    bond, columns,
    compile::CompiledForm,
    finance::{self, FinanceSpec},
    model::{Item, ItemType},
    normalize::{normalize, Visibility},
    scoring, FormDef, FormError,
};

/// Looks a dictionary value up in the tenant's dictionaries.
pub trait DictionarySource: Send + Sync {
    fn contains(&self, code: &str, key: &str) -> bool;
}

/// One problem with a submission: `field` is the path (`shareData/0/volume`), `rule` the
/// failing keyword or format, `message` the user's message, `label` the field's label.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldError {
    pub field: String,
    pub rule: String,
    pub message: String,
    pub label: String,
}

/// A compiled form made ready to validate submissions. Build once per form version, node,
/// task state, tenant and day; validate many times.
pub struct FormValidator {
    def: Arc<FormDef>,
    compiled: Arc<CompiledForm>,
    schema: Validator,
    memo: Validator,
    conditions: BTreeMap<String, Validator>,
    today: CalendarDate,
}

const UPDATE_MATERIAL: &str = "UpdateMaterial";

impl FormValidator {
    pub fn new(
        def: Arc<FormDef>,
        compiled: Arc<CompiledForm>,
        dictionaries: Arc<dyn DictionarySource>,
        today: CalendarDate,
    ) -> Result<FormValidator, FormError> {
        let schema_error = |e: ValidationError| FormError::Schema {
            form: def.id.clone(),
            reason: e.to_string(),
        };
        let mut options = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .should_validate_formats(true)
            .should_ignore_unknown_formats(false);
        for name in &compiled.formats {
            let format = crate::validate::format(name).ok_or_else(|| FormError::Schema {
                form: def.id.clone(),
                reason: format!("未知的校验器 {name}"),
            })?;
            options = options.with_format(name.clone(), move |s: &str| {
                format.check(&Value::String(s.into()), today).is_ok()
            });
        }
        let dict = dictionaries.clone();
        let today_limit = format!(
            "{:04}-{:02}-{:02}",
            today.year(),
            today.month(),
            today.day()
        );
        options = options
            .with_keyword("x-dict", move |_, value: &Value, _: Location| {
                let code = value.as_str().unwrap_or_default().to_owned();
                Ok(Box::new(DictKeyword {
                    code,
                    source: dict.clone(),
                }) as Box<dyn for<'i> Keyword<'i>>)
            })
            .with_keyword("x-noFuture", move |_, value: &Value, _: Location| {
                let limit = value
                    .as_bool()
                    .unwrap_or(false)
                    .then(|| today_limit.clone());
                Ok(Box::new(NoFutureKeyword { limit }) as Box<dyn for<'i> Keyword<'i>>)
            });
        // Checked after the schema, with their own paths and messages (`unique_rows`, …).
        for keyword in ["x-uniqueBy", "x-financeTable", "x-rowChecks", scoring::RULE] {
            options = options.with_keyword(keyword, |_, _: &Value, _: Location| {
                Ok(Box::new(Annotation) as Box<dyn for<'i> Keyword<'i>>)
            });
        }
        let schema = options.build(&compiled.schema).map_err(schema_error)?;
        let memo_schema = match compiled.schema["properties"].get("memo") {
            Some(memo) => {
                serde_json::json!({ "type": "object", "properties": { "memo": memo }, "required": ["memo"] })
            }
            None => serde_json::json!({}),
        };
        let memo = options.build(&memo_schema).map_err(schema_error)?;
        let mut conditions = BTreeMap::new();
        for item in def.items().flat_map(with_columns) {
            if let Some(condition) = &item.visible_when {
                conditions.insert(
                    item.prop.clone(),
                    options.build(condition).map_err(schema_error)?,
                );
            }
        }
        Ok(FormValidator {
            def,
            compiled,
            schema,
            memo,
            conditions,
            today,
        })
    }

    pub fn compiled(&self) -> &CompiledForm {
        &self.compiled
    }

    /// Normalises `submitted`, refuses changes to fields not editable at the node, merges
    /// onto `stored` and validates the result. Answers the data to store, or every error.
    pub fn check_submission(
        &self,
        submitted: &Value,
        stored: Option<&Value>,
    ) -> Result<Value, Vec<FieldError>> {
        let Value::Object(submitted) = submitted else {
            return Err(vec![self.error("", "type", "表单数据格式不正确".into())]);
        };
        let normalized = normalize(&self.def, submitted, self);
        let stored = stored
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        let mut errors = Vec::new();
        let mut merged = stored.clone();
        for (prop, value) in normalized {
            if self.compiled.editable.contains(&prop) {
                merged.insert(prop, value);
            } else if stored.get(&prop) != Some(&value)
                && (stored.contains_key(&prop) || !value.is_null())
            {
                errors.push(self.error(&prop, "readonly", "当前环节不能修改此项".into()));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let merged = Value::Object(merged);
        let errors = self.validate(&merged);
        if errors.is_empty() {
            Ok(merged)
        } else {
            Err(errors)
        }
    }

    /// The errors of already normalised data; none means valid.
    pub fn validate(&self, data: &Value) -> Vec<FieldError> {
        if data.get("checkResult").and_then(Value::as_str) == Some(UPDATE_MATERIAL) {
            return self
                .memo
                .iter_errors(data)
                .map(|e| self.describe(&e))
                .collect();
        }
        let mut errors: Vec<FieldError> = self
            .schema
            .iter_errors(data)
            .filter(|e| !matches!(e.kind().keyword(), "if" | "then" | "else" | "allOf"))
            .map(|e| self.describe(&e))
            .collect();
        errors.extend(self.unique_rows(data));
        errors.extend(self.finance_errors(data));
        errors.extend(self.row_errors(data));
        errors.extend(self.scoring_errors(data));
        errors.dedup();
        errors
    }

    /// The financial tables' specs (`x-financeTable`) by the item's prop.
    /// The financial tables of the form that show for `data` (a hidden one is not checked).
    fn finance_specs<'a>(
        &'a self,
        data: &'a Value,
    ) -> impl Iterator<Item = (&'a String, FinanceSpec)> + 'a {
        self.compiled.schema["properties"]
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(prop, _)| {
                self.def
                    .item(prop)
                    .is_none_or(|item| self.visible(item, data))
            })
            .filter_map(|(prop, schema)| {
                let spec = serde_json::from_value(schema.get("x-financeTable")?.clone()).ok()?;
                Some((prop, spec))
            })
    }

    /// The cell rules of the financial tables (02 §5), each cell with its own message.
    fn finance_errors(&self, data: &Value) -> Vec<FieldError> {
        let mut errors = Vec::new();
        for (prop, spec) in self.finance_specs(data) {
            for e in finance::check::errors(&spec, data.get(prop)) {
                errors.push(self.error(&format!("{prop}/{}", e.path), e.rule, e.message));
            }
        }
        errors
    }

    /// The named rules of a table's rows (`x-rowChecks`, the bond save checks), for the
    /// tables that show.
    fn row_errors(&self, data: &Value) -> Vec<FieldError> {
        let mut errors = Vec::new();
        for item in self.def.items().filter(|i| i.row_checks.is_some()) {
            if !self.visible(item, data) {
                continue;
            }
            for e in bond::errors(data.get(&item.prop)) {
                let field = format!("{}/{}", item.prop, e.path);
                errors.push(self.error(&field, bond::RULE, e.message));
            }
        }
        errors
    }

    /// The scoring tables that show, each score recomputed from what is satisfied (03 §2).
    fn scoring_errors(&self, data: &Value) -> Vec<FieldError> {
        let tables = self.def.items().filter(|i| self.visible(i, data));
        let specs = tables.filter_map(|i| Some((&i.prop, i.scoring.as_ref()?)));
        specs
            .flat_map(|(prop, spec)| {
                scoring::errors(spec, data.get(prop))
                    .into_iter()
                    .map(move |e| {
                        self.error(&format!("{prop}/{}", e.path), scoring::RULE, e.message)
                    })
            })
            .collect()
    }

    /// The questions a submission of valid data asks the applicant to confirm: the sums of
    /// the financial tables that do not hold (`finance::check::warnings`), one per table item.
    pub fn warnings(&self, data: &Value) -> Vec<String> {
        self.finance_specs(data)
            .filter_map(|(prop, spec)| {
                let found = finance::check::warnings(&spec, data.get(prop));
                let label = self.compiled.labels.get(prop).cloned().unwrap_or_default();
                (!found.is_empty()).then(|| finance::check::confirmation(&label, &found))
            })
            .collect()
    }

    fn describe(&self, error: &ValidationError) -> FieldError {
        let mut field = error
            .instance_path()
            .as_str()
            .trim_start_matches('/')
            .to_owned();
        let rule = error.kind().keyword().to_owned();
        if let jsonschema::error::ValidationErrorKind::Required { property } = error.kind() {
            let property = property.as_str().unwrap_or_default();
            field = if field.is_empty() {
                property.to_owned()
            } else {
                format!("{field}/{property}")
            };
        }
        let message = match error.kind() {
            jsonschema::error::ValidationErrorKind::Format { format } => self
                .message_for(&field, "format")
                .or_else(|| {
                    let value = error.instance().as_ref().clone();
                    crate::validate::format(format).and_then(|f| f.check(&value, self.today).err())
                })
                .unwrap_or_else(|| "格式不正确".into()),
            jsonschema::error::ValidationErrorKind::Custom { message, .. } => self
                .message_for(&field, &rule)
                .unwrap_or_else(|| message.clone()),
            _ => self
                .message_for(&field, &rule)
                .unwrap_or_else(|| default_message(&rule)),
        };
        self.error(&field, &rule, message)
    }

    fn message_for(&self, field: &str, rule: &str) -> Option<String> {
        self.compiled
            .messages
            .get(&pattern_of(field))?
            .get(rule)
            .cloned()
    }

    fn error(&self, field: &str, rule: &str, message: String) -> FieldError {
        let label = self
            .compiled
            .labels
            .get(&pattern_of(field))
            .cloned()
            .unwrap_or_default();
        FieldError {
            field: field.to_owned(),
            rule: rule.to_owned(),
            message,
            label,
        }
    }

    /// Tables whose `uniqueBy` columns repeat: one error naming the rows, numbered from 1.
    fn unique_rows(&self, data: &Value) -> Vec<FieldError> {
        let mut errors = Vec::new();
        for item in self
            .def
            .items()
            .filter(|i| i.kind == ItemType::Table && !i.unique_by.is_empty())
        {
            let Some(rows) = data.get(&item.prop).and_then(Value::as_array) else {
                continue;
            };
            if let Some(repeated) = repeated_rows(item, rows) {
                let numbers: Vec<String> = repeated.iter().map(|n| n.to_string()).collect();
                let message = format!("第{}行数据重复，请修改", numbers.join("、"));
                errors.push(self.error(&item.prop, "uniqueBy", message));
            }
        }
        errors
    }
}

impl Visibility for FormValidator {
    fn visible(&self, item: &Item, scope: &Value) -> bool {
        self.conditions
            .get(&item.prop)
            .is_none_or(|condition| condition.is_valid(scope))
    }
}

/// An item and its columns, and theirs (a bond's service providers), depth first.
fn with_columns(item: &Item) -> Box<dyn Iterator<Item = &Item> + '_> {
    Box::new(std::iter::once(item).chain(columns(item).flat_map(with_columns)))
}

/// Row numbers (from 1) of the first group of rows whose `uniqueBy` values are equal.
pub fn repeated_rows(item: &Item, rows: &[Value]) -> Option<Vec<usize>> {
    let mut seen: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (index, row) in rows.iter().enumerate() {
        let key: Vec<&Value> = item
            .unique_by
            .iter()
            .map(|k| row.get(k).unwrap_or(&Value::Null))
            .collect();
        if key.iter().all(|v| v.is_null() || v.as_str() == Some("")) {
            continue;
        }
        seen.entry(serde_json::to_string(&key).unwrap_or_default())
            .or_default()
            .push(index + 1);
    }
    seen.into_values()
        .filter(|rows| rows.len() > 1)
        .min_by_key(|rows| rows[0])
}

/// `shareData/0/volume` → `shareData/volume`: the path messages and labels are kept under.
pub fn pattern_of(field: &str) -> String {
    field
        .split('/')
        .filter(|s| s.parse::<usize>().is_err())
        .collect::<Vec<_>>()
        .join("/")
}

fn default_message(rule: &str) -> String {
    match rule {
        "required" => "此项为必填项！",
        "type" => "格式不正确",
        "enum" => "请选择有效的选项",
        "x-dict" => "请选择有效的选项",
        _ => "填写不正确",
    }
    .into()
}

/// A custom keyword's answer: valid, or its message.
fn verdict<'i>(valid: bool, message: &str) -> Result<(), ValidationError<'i>> {
    if valid {
        Ok(())
    } else {
        Err(ValidationError::custom(message))
    }
}

struct DictKeyword {
    code: String,
    source: Arc<dyn DictionarySource>,
}

impl<'i> Keyword<'i> for DictKeyword {
    fn validate(&self, instance: &'i Value) -> Result<(), ValidationError<'i>> {
        verdict(self.is_valid(instance), "请选择有效的选项")
    }

    fn is_valid(&self, instance: &'i Value) -> bool {
        match instance {
            Value::String(key) => key.is_empty() || self.source.contains(&self.code, key),
            Value::Number(n) => self.source.contains(&self.code, &n.to_string()),
            Value::Array(keys) => is_chain(self.source.as_ref(), &self.code, keys),
            _ => true,
        }
    }
}

/// A cascader's value: keys of one dictionary, each the parent of the next, the first a root.
/// The parent of a key is the longest other key of the dictionary that is a proper prefix of
/// it (`C` of `C13`, `C13` of `C131`); an empty chain is left to `minItems`.
pub fn is_chain(source: &dyn DictionarySource, code: &str, keys: &[Value]) -> bool {
    let mut parent = "";
    for key in keys {
        let Some(key) = key.as_str() else {
            return false;
        };
        if !source.contains(code, key) || key.len() <= parent.len() || !key.starts_with(parent) {
            return false;
        }
        // No key of the dictionary may sit between the parent and the key.
        let between = key
            .char_indices()
            .map(|(at, _)| at)
            .filter(|&at| at > parent.len())
            .any(|at| source.contains(code, &key[..at]));
        if between {
            return false;
        }
        parent = key;
    }
    true
}

struct NoFutureKeyword {
    limit: Option<String>,
}

impl<'i> Keyword<'i> for NoFutureKeyword {
    fn validate(&self, instance: &'i Value) -> Result<(), ValidationError<'i>> {
        verdict(self.is_valid(instance), "日期不能晚于今天")
    }

    fn is_valid(&self, instance: &'i Value) -> bool {
        // ISO dates compare as text.
        match (&self.limit, instance.as_str()) {
            (Some(today), Some(date)) => date.is_empty() || date <= today.as_str(),
            _ => true,
        }
    }
}

struct Annotation;

impl<'i> Keyword<'i> for Annotation {
    fn validate(&self, _: &'i Value) -> Result<(), ValidationError<'i>> {
        Ok(())
    }
    fn is_valid(&self, _: &'i Value) -> bool {
        true
    }
}

/// A map from `(code, key)` pairs, for tests and for callers that load a tenant's
/// dictionaries at once.
#[derive(Default)]
pub struct StaticDictionaries(pub BTreeMap<String, Vec<String>>);

impl DictionarySource for StaticDictionaries {
    fn contains(&self, code: &str, key: &str) -> bool {
        self.0
            .get(code)
            .is_some_and(|keys| keys.iter().any(|k| k == key))
    }
}

/// Keeps `Map` in the public signature of `normalize` stable.
pub type FormData = Map<String, Value>;
