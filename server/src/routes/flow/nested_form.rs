//! The form of one row of a dialog table, as a form of its own: `workflowform/detail` with a
//! node id naming the table (`bondInfo` for `bondInfoList`, 03 §4: the bond dialog's form is
//! loaded for appId 550082 and nodeId bondInfo). The row's schema and ui schema, compiled at
//! the entry node, answered both as an object and as the JSON text `formData` of the spec.

use engine::form::compile::CompiledForm;
use serde_json::{json, Value};

/// The table a node id names, if the form has a dialog table of that name (`{node}List`).
pub fn table_of(compiled: &CompiledForm, node_id: &str) -> Option<String> {
    let table = format!("{node_id}List");
    let ui = compiled.ui_schema.get(&table)?;
    let dialog = ui
        .pointer("/ui:options/rowDialog")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    dialog.then_some(table)
}

/// The row form of `table`: `{schema, uiSchema, defaults, formData}` (a new row's defaults: the
/// bond's par value 100).
pub fn row_form(compiled: &CompiledForm, table: &str) -> Option<Value> {
    let schema = compiled
        .schema
        .pointer(&format!("/properties/{table}/items"))?;
    let ui = compiled
        .ui_schema
        .pointer(&format!("/{table}/items"))
        .cloned()
        .unwrap_or(Value::Null);
    let defaults = compiled
        .ui_schema
        .pointer(&format!("/{table}/ui:options/rowDefaults"))
        .cloned()
        .unwrap_or_else(|| json!({}));
    let form = json!({ "schema": schema, "uiSchema": ui, "defaults": defaults });
    Some(
        json!({ "schema": schema, "uiSchema": ui, "defaults": defaults, "formData": form.to_string() }),
    )
}
