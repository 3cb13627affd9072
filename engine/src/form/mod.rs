//! Forms: the DSL (`model`), its parsing into a checked definition with fragments resolved,
//! the compiler to JSON Schema + UI schema for a node (`compile`), and server-side validation
//! of a submission with the same schema (`validate`).

pub mod access;
pub mod attachment;
pub mod bond;
pub mod compile;
pub mod finance;
mod lookup;
pub mod model;
pub mod normalize;
mod resolve;
pub mod scoring;
pub mod transfer_projects;
pub mod validate;

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

pub use access::TaskState;
pub use compile::{compile, CompiledForm};
use model::{FormFile, Item, ItemEntry, ItemType, NodeAccess};
pub use validate::{DictionarySource, FieldError, FormValidator};

/// A form definition with its fragments resolved and its references checked.
#[derive(Clone, Debug)]
pub struct FormDef {
    pub id: String,
    pub title: String,
    pub version: u32,
    pub sections: Vec<Section>,
    pub access: BTreeMap<String, NodeAccess>,
}

#[derive(Clone, Debug)]
pub struct Section {
    pub id: String,
    pub title: String,
    /// Items with their table columns resolved.
    pub items: Vec<Item>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FormError {
    #[error("表单定义无法解析: {0}")]
    Malformed(String),
    #[error("表单 {form}: 片段 `{fragment}` 不存在")]
    MissingFragment { form: String, fragment: String },
    #[error("表单 {form}: 字段 `{prop}` 重复定义")]
    DuplicateField { form: String, prop: String },
    #[error("表单 {form}: 字段 `{prop}` 使用了未知的校验器 `{validator}`")]
    UnknownValidator {
        form: String,
        prop: String,
        validator: String,
    },
    #[error("表单 {form}: 字段 `{prop}` 的正则表达式无效: {reason}")]
    BadPattern {
        form: String,
        prop: String,
        reason: String,
    },
    #[error("表单 {form}: 字段 `{prop}` 的条件不是有效的 JSON Schema: {reason}")]
    BadCondition {
        form: String,
        prop: String,
        reason: String,
    },
    #[error("表单 {form}: 环节 `{node}` 引用了不存在的字段 `{prop}`")]
    UnknownAccessField {
        form: String,
        node: String,
        prop: String,
    },
    #[error("表单 {form}: 字段 `{prop}`: {reason}")]
    BadItem {
        form: String,
        prop: String,
        reason: String,
    },
    #[error("表单 {form}: 校验器无法生成: {reason}")]
    Schema { form: String, reason: String },
}

/// Shared pieces by name (`forms/fragments/<name>.json`): `{"fragment": name, "sections":
/// [...]}` or `{"fragment": name, "items": [...]}`.
pub type Fragments = BTreeMap<String, Value>;

impl FormDef {
    /// Parses a definition, resolving `{"use": …}` from `fragments`, and checks it: unique
    /// fields, known validators, valid patterns and conditions, access naming real fields.
    pub fn parse(value: &Value, fragments: &Fragments) -> Result<FormDef, FormError> {
        let file: FormFile = serde_json::from_value(value.clone())
            .map_err(|e| FormError::Malformed(e.to_string()))?;
        let form = file.form_id.clone();
        let mut sections = resolve::sections(&form, &file.sections, fragments)?;
        attachment::expand(&form, &mut sections)?;
        transfer_projects::expand(&form, &mut sections)?;
        if let Some(prop) = &file.company_lookup {
            lookup::mark(&form, &mut sections, prop)?;
        }
        let def = FormDef {
            id: form,
            title: file.title,
            version: file.version,
            sections,
            access: file.access,
        };
        def.check()?;
        Ok(def)
    }

    /// Every item, in order.
    pub fn items(&self) -> impl Iterator<Item = &Item> {
        self.sections.iter().flat_map(|s| s.items.iter())
    }

    pub fn item(&self, prop: &str) -> Option<&Item> {
        self.items().find(|i| i.prop == prop)
    }

    /// Every field name, table columns included: what flows' scripts may read.
    pub fn field_names(&self) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for item in self.items() {
            names.insert(item.prop.clone());
            for column in columns(item) {
                names.insert(column.prop.clone());
            }
        }
        names
    }

    fn check(&self) -> Result<(), FormError> {
        let form = &self.id;
        check_unique(form, self.items())?;
        for item in self.items() {
            check_table(form, item)?;
            self.check_import_to(item)?;
            self.check_add_after(item)?;
            lookup::check(self, item)?;
            lookup::check_resets(self, item)?;
        }
        let names: BTreeSet<&str> = self.items().map(|i| i.prop.as_str()).collect();
        for (node, access) in &self.access {
            for prop in access
                .editable
                .iter()
                .chain(&access.readonly)
                .chain(&access.hidden)
                .chain(&access.required)
            {
                if !names.contains(prop.as_str()) {
                    return Err(FormError::UnknownAccessField {
                        form: form.clone(),
                        node: node.clone(),
                        prop: prop.clone(),
                    });
                }
            }
        }
        Ok(())
    }

    /// An upload's `importTo` names a table of this form (a top-level item: the rows of an
    /// Excel file replace its rows); only an upload imports, and no column does.
    fn check_import_to(&self, item: &Item) -> Result<(), FormError> {
        let bad = |prop: &str, reason: String| FormError::BadItem {
            form: self.id.clone(),
            prop: prop.to_owned(),
            reason,
        };
        if let Some(column) = columns(item).find(|c| c.import_to.is_some()) {
            return Err(bad(&column.prop, "表格的列不能导入（importTo）".into()));
        }
        let Some(target) = &item.import_to else {
            return Ok(());
        };
        if item.kind != ItemType::Upload {
            return Err(bad(&item.prop, "只有上传项可以导入（importTo）".into()));
        }
        match self.item(target) {
            Some(table) if table.kind == ItemType::Table => Ok(()),
            Some(_) => Err(bad(
                &item.prop,
                format!("importTo 引用的字段 `{target}` 不是表格"),
            )),
            None => Err(bad(
                &item.prop,
                format!("importTo 引用了不存在的表格 `{target}`"),
            )),
        }
    }
}

impl FormDef {
    /// A table's `addAfter` names another item of the form, one the form requires.
    fn check_add_after(&self, item: &Item) -> Result<(), FormError> {
        let Some(first) = &item.add_after else {
            return Ok(());
        };
        let named = self.item(first).filter(|i| i.prop != item.prop);
        if item.kind == ItemType::Table && named.is_some() {
            return Ok(());
        }
        Err(FormError::BadItem {
            form: self.id.clone(),
            prop: item.prop.clone(),
            reason: format!("addAfter `{first}` 须是本表单的另一项，且只用于表格"),
        })
    }
}

/// The `fills` target that spreads an object of the chosen option over the whole row (a filed
/// bond loaded into its change, 550081).
pub const FILL_ROW: &str = "*";

/// A table's own options: `fills` naming sibling columns on lazy selects, a known `rowChecks`,
/// `uniqueBy` naming columns.
fn check_table_options(item: &Item) -> Result<(), String> {
    for column in columns(item) {
        let bad_fill = column.fills.keys().find(|target| {
            *target != FILL_ROW
                && (*target == &column.prop || !columns(item).any(|c| &c.prop == *target))
        });
        if let Some(target) = bad_fill {
            return Err(format!("fills 引用了不存在的同行列 `{target}`"));
        }
        if !column.fills.is_empty() && column.kind != ItemType::LazySelect {
            return Err(format!("`{}` 的 fills 只用于远程下拉", column.prop));
        }
    }
    if let Some(checks) = &item.row_checks {
        if !bond::ROW_CHECKS.contains(&checks.as_str()) {
            return Err(format!("未知的行校验 rowChecks `{checks}`"));
        }
    }
    for key in &item.unique_by {
        if !columns(item).any(|c| &c.prop == key) {
            return Err(format!("uniqueBy 引用了不存在的列 `{key}`"));
        }
    }
    Ok(())
}

/// The resolved columns of a table item (empty for any other item).
pub fn columns(item: &Item) -> impl Iterator<Item = &Item> {
    item.columns.iter().filter_map(|c| match c {
        ItemEntry::Item(item) => Some(item.as_ref()),
        ItemEntry::Use(_) => None,
    })
}

/// An item, and when it is a table its columns, theirs too (a bond's service providers).
fn check_table(form: &str, item: &Item) -> Result<(), FormError> {
    check_item(form, item)?;
    check_unique(form, columns(item))?;
    columns(item).try_for_each(|column| check_table(form, column))
}

fn check_unique<'a>(form: &str, items: impl Iterator<Item = &'a Item>) -> Result<(), FormError> {
    let mut seen = BTreeSet::new();
    for item in items {
        if !seen.insert(item.prop.as_str()) {
            return Err(FormError::DuplicateField {
                form: form.into(),
                prop: item.prop.clone(),
            });
        }
    }
    Ok(())
}

fn check_item(form: &str, item: &Item) -> Result<(), FormError> {
    let bad = |reason: String| FormError::BadItem {
        form: form.into(),
        prop: item.prop.clone(),
        reason,
    };
    if item.prop.is_empty() || item.prop.contains('/') {
        return Err(bad("字段名不能为空，也不能包含 /".into()));
    }
    for rule in &item.rules {
        if let Some(pattern) = &rule.pattern {
            regex_check(pattern).map_err(|reason| FormError::BadPattern {
                form: form.into(),
                prop: item.prop.clone(),
                reason,
            })?;
        }
        if let Some(name) = &rule.validator {
            let name = compile::format_name(name, rule.options.as_ref());
            if !crate::validate::known_format(&name) {
                return Err(FormError::UnknownValidator {
                    form: form.into(),
                    prop: item.prop.clone(),
                    validator: name,
                });
            }
        }
    }
    if let Some(widget) = &item.widget {
        if !compile::ui::WIDGETS.contains(&(widget.as_str(), item.kind)) {
            return Err(bad(format!("widget `{widget}` 不能用于此类型的字段")));
        }
    }
    if let Some(alone) = &item.exclusive {
        let offered = item
            .inside_data
            .as_ref()
            .and_then(|d| d.data_list.as_ref())
            .is_some_and(|list| {
                list.iter().any(|c| match &c.value {
                    Value::String(v) => v == alone,
                    Value::Number(n) => n.as_i64().is_some_and(|n| alone.parse() == Ok(n)),
                    _ => false,
                })
            });
        if item.kind != ItemType::Checkbox || !offered {
            return Err(bad(format!(
                "exclusive `{alone}` 只能用于多选项，且须是它的静态选项之一"
            )));
        }
    }
    for rule in item.rules.iter().filter(|r| r.when.is_some()) {
        if rule.validator.is_none() && rule.pattern.is_none() {
            return Err(bad("带 when 条件的规则只能是 validator 或 pattern".into()));
        }
    }
    let rule_conditions = item.rules.iter().filter_map(|r| r.when.as_ref());
    let row_conditions = item.rows_required_when.iter().map(|(when, _)| when);
    for condition in [&item.visible_when, &item.required_when, &item.readonly_when]
        .into_iter()
        .flatten()
        .chain(rule_conditions)
        .chain(row_conditions)
    {
        jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .build(condition)
            .map_err(|e| FormError::BadCondition {
                form: form.into(),
                prop: item.prop.clone(),
                reason: e.to_string(),
            })?;
    }
    finance::check_cells(item).map_err(bad)?;
    scoring::check(item).map_err(bad)?;
    match item.kind {
        ItemType::Table if item.columns.is_empty() => Err(bad("表格至少需要一列".into())),
        ItemType::Table => check_table_options(item).map_err(bad),
        _ if !item.columns.is_empty() => Err(bad("只有表格可以定义列".into())),
        // A cascader walks one dictionary's keys by prefix.
        ItemType::Cascader => match &item.inside_data {
            Some(data) if data.data_type == model::DataType::Dic && data.dic_key_word.is_some() => {
                Ok(())
            }
            _ => Err(bad(
                "级联选择需要字典选项（insideData dic 与 dicKeyWord）".into()
            )),
        },
        ItemType::Select | ItemType::Radio | ItemType::Checkbox | ItemType::LazySelect => {
            match &item.inside_data {
                // A choice without a source of options is an empty dropdown (issue 15).
                None => Err(bad("选择项需要 insideData（static、dic 或 remote）".into())),
                Some(data)
                    if data.data_type == model::DataType::Dic && data.dic_key_word.is_none() =>
                {
                    Err(bad("字典选项需要 dicKeyWord".into()))
                }
                Some(data)
                    if data.data_type == model::DataType::Static
                        && data.data_list.as_ref().is_none_or(Vec::is_empty) =>
                {
                    Err(bad("静态选项需要 dataList".into()))
                }
                // A placeholder is never an option.
                Some(data)
                    if data.data_list.iter().flatten().any(|c| {
                        c.label.starts_with("请选择") || c.label.starts_with("请输入")
                    }) =>
                {
                    Err(bad("提示语不能作为选项".into()))
                }
                _ => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

/// Patterns use the ECMAScript subset both sides share; the Rust side checks them with the
/// same engine the validator uses.
fn regex_check(pattern: &str) -> Result<(), String> {
    let schema = serde_json::json!({ "type": "string", "pattern": pattern });
    jsonschema::options()
        .build(&schema)
        .map(drop)
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::{FormDef, FormError, Fragments};

    /// A form of a file upload `file` (with `upload`'s extra keys) beside `others`.
    fn form_with(upload: Value, others: Value) -> Value {
        let mut item = json!({ "prop": "file", "type": "upload", "label": "文件" });
        if let (Some(item), Some(extra)) = (item.as_object_mut(), upload.as_object()) {
            item.extend(extra.clone());
        }
        let mut items = vec![item];
        items.extend(others.as_array().cloned().unwrap_or_default());
        json!({ "formId": "f", "title": "F", "sections": [
            { "title": "S", "items": items }
        ] })
    }

    fn table(prop: &str) -> Value {
        json!({ "prop": prop, "type": "table", "label": "明细", "columns": [
            { "prop": "volume", "type": "number", "label": "数量" }
        ] })
    }

    fn reason(value: &Value) -> String {
        match FormDef::parse(value, &Fragments::new()) {
            Err(FormError::BadItem { prop, reason, .. }) => format!("{prop}: {reason}"),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn an_upload_imports_into_a_table_of_its_form() {
        let def = FormDef::parse(
            &form_with(json!({ "importTo": "rows" }), json!([table("rows")])),
            &Fragments::new(),
        )
        .unwrap();
        assert_eq!(def.item("file").unwrap().import_to.as_deref(), Some("rows"));
        // the table may come first, or in another section
        let before = json!({ "formId": "f", "title": "F", "sections": [
            { "title": "A", "items": [table("rows")] },
            { "title": "B", "items": [{ "prop": "file", "type": "upload", "label": "文件", "importTo": "rows" }] }
        ] });
        assert!(FormDef::parse(&before, &Fragments::new()).is_ok());
    }

    #[test]
    fn an_import_into_no_table_is_refused() {
        assert_eq!(
            reason(&form_with(json!({ "importTo": "rows" }), json!([]))),
            "file: importTo 引用了不存在的表格 `rows`"
        );
        let text = json!([{ "prop": "rows", "type": "input", "label": "行" }]);
        assert_eq!(
            reason(&form_with(json!({ "importTo": "rows" }), text)),
            "file: importTo 引用的字段 `rows` 不是表格"
        );
        // a table's column is not a table of the form
        let nested = json!([{ "prop": "outer", "type": "table", "label": "外", "columns": [
            { "prop": "rows", "type": "input", "label": "行" }
        ] }]);
        assert_eq!(
            reason(&form_with(json!({ "importTo": "rows" }), nested)),
            "file: importTo 引用了不存在的表格 `rows`"
        );
    }

    #[test]
    fn only_an_upload_imports() {
        let def = json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
            { "prop": "name", "type": "input", "label": "名称", "importTo": "rows" },
            table("rows")
        ] }] });
        assert_eq!(reason(&def), "name: 只有上传项可以导入（importTo）");
        let column = json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
            { "prop": "rows", "type": "table", "label": "明细", "columns": [
                { "prop": "proof", "type": "upload", "label": "凭证", "importTo": "rows" }
            ] }
        ] }] });
        assert_eq!(reason(&column), "proof: 表格的列不能导入（importTo）");
    }
}
