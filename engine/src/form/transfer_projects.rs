//! The fund share-transfer project picker (03 §2 "Transfer-project picker", §3 "Transfer
//! project", §4): an item of type `transferProjects` is a table of the projects picked in the
//! dialog 添加转让项目, expanded here when the form is parsed so that the compiler, the validator
//! and the access rules treat it as any table. Its columns are fixed: the project's `id`
//! (hidden), 项目简称 (`projectAbbreviation`), 业务编号 (`bizSn`), 项目状态 (`status`, the
//! dictionary `projectStatus`), 基金名称 (`companyName`), 转让方 (`holderName`), the hidden
//! `unionStatus`, 转让份额 (`shareTransfer`, an integer) and 最低价格(元) (`lowPrice`, yuan).
//! Rows are picked, never typed: the browser renders the table as `transferProjects` and the
//! register checks at completion that every picked project is the tenant's.

use serde_json::json;

use super::{
    model::{Item, ItemEntry, ItemType},
    FormError, Section,
};

/// The widget of the expanded table.
pub const WIDGET: &str = "transferProjects";

/// The dictionary of the projects' status (03 §3).
pub const STATUS_DICTIONARY: &str = "projectStatus";

/// Expands every `transferProjects` item of the form into its table.
pub fn expand(form: &str, sections: &mut [Section]) -> Result<(), FormError> {
    for item in sections.iter_mut().flat_map(|s| s.items.iter_mut()) {
        if item.kind == ItemType::TransferProjects {
            expand_item(form, item)?;
        }
    }
    Ok(())
}

fn expand_item(form: &str, item: &mut Item) -> Result<(), FormError> {
    if !item.columns.is_empty() || item.inside_data.is_some() {
        return Err(FormError::BadItem {
            form: form.into(),
            prop: item.prop.clone(),
            reason: "转让项目列表的列是固定的，不能配置 columns 或 insideData".into(),
        });
    }
    let column = |value: serde_json::Value| -> Result<ItemEntry, FormError> {
        serde_json::from_value::<Item>(value)
            .map(|c| ItemEntry::Item(Box::new(c)))
            .map_err(|e| FormError::Malformed(e.to_string()))
    };
    let required = |prop: &str, kind: &str, label: &str| {
        column(json!({ "prop": prop, "type": kind, "label": label,
            "rules": [{ "required": true, "message": format!("{label}不能为空") }] }))
    };
    item.columns = vec![
        column(
            json!({ "prop": "id", "type": "input", "label": "项目编号", "isHide": true,
            "rules": [{ "required": true, "message": "请选择转让项目" }] }),
        )?,
        required("projectAbbreviation", "input", "项目简称")?,
        required("bizSn", "input", "业务编号")?,
        column(
            json!({ "prop": "status", "type": "select", "label": "项目状态",
            "insideData": { "dataType": "dic", "dicKeyWord": STATUS_DICTIONARY } }),
        )?,
        required("companyName", "input", "基金名称")?,
        required("holderName", "input", "转让方")?,
        column(
            json!({ "prop": "unionStatus", "type": "input", "label": "联合转让", "isHide": true }),
        )?,
        column(json!({ "prop": "shareTransfer", "type": "number", "label": "转让份额" }))?,
        column(json!({ "prop": "lowPrice", "type": "amount", "label": "最低价格(元)" }))?,
    ];
    item.kind = ItemType::Table;
    item.widget = Some(WIDGET.into());
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use serde_json::json;

    use crate::form::{compile, FormDef, FormError, Fragments, TaskState};

    fn form(list: serde_json::Value) -> serde_json::Value {
        json!({ "formId": "f", "title": "t", "version": 1, "sections": [{ "title": "s", "items": [
            list
        ] }] })
    }

    fn list() -> serde_json::Value {
        json!({ "prop": "projectList", "type": "transferProjects", "label": "转让项目",
            "rules": [{ "required": true, "message": "请添加转让项目" }] })
    }

    #[test]
    fn the_picker_becomes_a_table_of_the_project_s_columns() {
        let def = FormDef::parse(&form(list()), &Fragments::new()).unwrap();
        let compiled = compile(&def, "apply", TaskState::Todo);
        let ui = &compiled.ui_schema["projectList"];
        assert_eq!(ui["ui:field"], "transferProjects");
        assert_eq!(ui["items"]["id"]["ui:widget"], "hidden");
        let row = &compiled.schema["properties"]["projectList"]["items"];
        assert_eq!(
            row["required"],
            json!([
                "id",
                "projectAbbreviation",
                "bizSn",
                "companyName",
                "holderName"
            ])
        );
        assert_eq!(row["properties"]["shareTransfer"]["type"], "integer");
        assert_eq!(row["properties"]["status"]["x-dict"], "projectStatus");
    }

    #[test]
    fn a_picker_with_columns_of_its_own_is_refused() {
        let mut broken = list();
        broken["columns"] = json!([{ "prop": "x", "type": "input", "label": "x" }]);
        let err = FormDef::parse(&form(broken), &Fragments::new()).unwrap_err();
        assert!(
            matches!(err, FormError::BadItem { ref prop, .. } if prop == "projectList"),
            "{err}"
        );
    }
}
