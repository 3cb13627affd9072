//! An item's UI schema: the widget or field that renders it, its placeholder and help, and
//! the options the browser's widgets read (a table's columns included).

use serde_json::{json, Map, Value};

use super::{max_rows, Compiler};
use crate::form::{
    columns,
    model::{DataType, Item, ItemType},
};

/// The widgets an item may name in `widget`, over its type's own, with the types they render.
pub const WIDGETS: &[(&str, ItemType)] = &[
    ("disclosureScope", ItemType::Radio),
    ("disclosureDesignees", ItemType::Checkbox),
    ("bondName", ItemType::Input),
    ("targetedInvestors", ItemType::Table),
    // the attachment list and its files cell (03 §5), set by `form::attachment`
    ("attachmentList", ItemType::Table),
    ("attachFiles", ItemType::Upload),
    // the picked transfer projects (03 §2), set by `form::transfer_projects`
    ("transferProjects", ItemType::Table),
    // a masked password (03 §1): dots with a show/hide toggle, ****** when read-only
    ("password", ItemType::Input),
    // a QR code of the `data.shortLink` its `src` answers, 120 × 120 (03 §7, §9)
    ("qrCode", ItemType::Input),
    // a registration account typed or found with the shareholder search dialog (01 §2, §5)
    ("shareholderSearch", ItemType::Input),
];

impl Compiler {
    pub(super) fn field_ui(
        &mut self,
        item: &Item,
        path: &str,
        section: &str,
        must: bool,
    ) -> Map<String, Value> {
        let mut ui = Map::new();
        let (key, name) = widget_of(item);
        ui.insert(key.into(), json!(name));
        // a named renderer replaces the type's own, as a field where the type is drawn by one
        if let Some(widget) = &item.widget {
            ui.insert(key.into(), json!(widget));
        }
        // a disabled cell (a computed rate) is filled by the form, never typed: no 请输入 hint
        let placeholder = match (&item.placeholder, item.disabled) {
            (Some(own), _) => Some(own.clone()),
            (None, true) => None,
            (None, false) if item.kind.is_choice() => Some(format!("请选择{}", item.label)),
            (None, false) => Some(format!("请输入{}", item.label)),
        };
        if let Some(placeholder) = placeholder {
            ui.insert("ui:placeholder".into(), json!(placeholder));
        }
        if item.disabled {
            ui.insert("ui:disabled".into(), json!(true));
        }
        // a hidden column (the attachment row's objType) is kept in the row, never shown
        if item.is_hide {
            ui.insert(key.into(), json!("hidden"));
            ui.remove("ui:placeholder");
        }
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
            ("importTo", item.import_to.as_ref().map(|t| json!(t))),
            ("lookup", item.lookup.as_ref().map(|t| json!(t))),
            ("unit", item.unit.as_ref().map(|u| json!(u))),
            ("noFuture", item.no_future.then_some(json!(true))),
            ("noPast", item.no_past.then_some(json!(true))),
            ("exclusive", item.exclusive.as_ref().map(|v| json!(v))),
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
            ("rowChecks", item.row_checks.as_ref().map(|c| json!(c))),
            ("addAfter", item.add_after.as_ref().map(|p| json!(p))),
            ("fills", (!item.fills.is_empty()).then(|| json!(item.fills))),
            ("readonlyWhen", item.readonly_when.clone()),
            ("rowDefaults", row_defaults(item)),
            (
                "resets",
                (!item.resets.is_empty()).then(|| json!(item.resets)),
            ),
            ("src", item.src.as_ref().map(|s| json!(s))),
            ("paramKey", item.param_key.as_ref().map(|k| json!(k))),
            ("objType", item.obj_type.as_ref().map(|t| json!(t))),
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

/// A table's column defaults, which a new row starts with (资质状态 生效).
fn row_defaults(item: &Item) -> Option<Value> {
    let defaults: Map<String, Value> = columns(item)
        .filter_map(|c| Some((c.prop.clone(), c.default.clone()?)))
        .collect();
    (!defaults.is_empty()).then_some(Value::Object(defaults))
}

/// The rjsf key (`ui:widget` or `ui:field`) and the renderer of an item's type.
fn widget_of(item: &Item) -> (&'static str, &'static str) {
    match item.kind {
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
        ItemType::Cascader => ("ui:widget", "dictCascader"),
        ItemType::Upload => ("ui:field", "upload"),
        ItemType::HolderSearch => ("ui:field", "holderSearch"),
        ItemType::Table | ItemType::AttachmentList | ItemType::TransferProjects => {
            ("ui:field", "table")
        }
        ItemType::FinanceTable => ("ui:field", "financeTable"),
        ItemType::ScoringTable => ("ui:field", "scoringTable"),
        ItemType::Title => ("ui:field", "sectionTitle"),
        ItemType::Image => ("ui:field", "imageBlock"),
    }
}
