//! A member's or a company's attachment list (03 §3 "Attachment row (company or member)", §5
//! "Attachment list"): an item of type `attachmentList` is a table of fixed columns, expanded
//! here when the form is parsed so that the compiler, the validator and the access rules treat
//! it as any table: 材料名称 (`name`, at most 50, 请输入材料名称), 材料类别 (`typeName`, the
//! item's dictionary, 请选择材料类别), 附件 (`refAttachs`, `[{fileId, fileName, type}]`,
//! 请上传附件), and the hidden `objType` (the item's, `1` a member, `2` a company), `objId` and
//! `updateTime` the register fills. The table renders as `attachmentList`, the files cell as
//! `attachFiles`, which read the accepted types from the business parameter `paramKey`.

use serde_json::json;

use super::{
    model::{DataType, Item, ItemEntry, ItemType},
    FormError, Section,
};

/// The widget of the expanded table and of its files column.
pub const LIST_WIDGET: &str = "attachmentList";
pub const FILES_WIDGET: &str = "attachFiles";

/// Expands every `attachmentList` item of the form into its table.
pub fn expand(form: &str, sections: &mut [Section]) -> Result<(), FormError> {
    for item in sections.iter_mut().flat_map(|s| s.items.iter_mut()) {
        if item.kind == ItemType::AttachmentList {
            expand_item(form, item)?;
        }
    }
    Ok(())
}

fn expand_item(form: &str, item: &mut Item) -> Result<(), FormError> {
    let bad = |reason: &str| FormError::BadItem {
        form: form.into(),
        prop: item.prop.clone(),
        reason: reason.into(),
    };
    let obj_type = match item.obj_type.as_deref() {
        Some(t @ ("1" | "2")) => t.to_owned(),
        _ => return Err(bad("附件列表须配置 objType（1 会员，2 企业）")),
    };
    let param_key = item
        .param_key
        .clone()
        .filter(|k| !k.trim().is_empty())
        .ok_or_else(|| bad("附件列表须配置 paramKey（可上传文件类型的业务参数）"))?;
    let dictionary = item
        .inside_data
        .take()
        .filter(|d| d.data_type == DataType::Dic && d.dic_key_word.is_some())
        .ok_or_else(|| bad("附件列表须以字典（insideData dic）配置材料类别"))?;
    if !item.columns.is_empty() {
        return Err(bad("附件列表的列是固定的，不能配置 columns"));
    }
    let column = |value: serde_json::Value| -> Result<ItemEntry, FormError> {
        serde_json::from_value::<Item>(value)
            .map(|c| ItemEntry::Item(Box::new(c)))
            .map_err(|e| FormError::Malformed(e.to_string()))
    };
    item.columns = vec![
        column(
            json!({ "prop": "name", "type": "input", "label": "材料名称",
            "rules": [{ "required": true, "message": "请输入材料名称" }, { "max": NAME_MAX }] }),
        )?,
        column(
            json!({ "prop": "typeName", "type": "select", "label": "材料类别",
            "rules": [{ "required": true, "message": "请选择材料类别" }],
            "insideData": dictionary }),
        )?,
        column(
            json!({ "prop": "refAttachs", "type": "upload", "label": "附件",
            "rules": [{ "required": true, "message": "请上传附件" }],
            "widget": FILES_WIDGET, "paramKey": param_key }),
        )?,
        column(
            json!({ "prop": "objType", "type": "input", "label": "对象类型",
            "isHide": true, "default": obj_type }),
        )?,
        column(json!({ "prop": "objId", "type": "input", "label": "对象", "isHide": true }))?,
        column(
            json!({ "prop": "updateTime", "type": "input", "label": "更新时间", "isHide": true }),
        )?,
    ];
    item.kind = ItemType::Table;
    item.widget = Some(LIST_WIDGET.into());
    Ok(())
}

/// The longest material name (03 §3).
pub const NAME_MAX: u32 = 50;

/// The schema of the files cell: `[{fileId, fileName, type}]`, the raw type the extension.
pub fn files_schema() -> serde_json::Value {
    json!({
        "type": "array",
        "items": {
            "type": "object",
            "properties": {
                "fileId": { "type": "string", "minLength": 1 },
                "fileName": { "type": "string" },
                "type": { "type": "string" }
            },
            "required": ["fileId"]
        }
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use serde_json::json;

    use crate::form::{compile, FormDef, FormError, Fragments, TaskState};

    fn form(list: serde_json::Value) -> serde_json::Value {
        json!({ "formId": "f", "title": "t", "version": 1, "sections": [{ "title": "s", "items": [
            { "prop": "companyId", "type": "input", "label": "企业",
              "rules": [{ "required": true, "message": "请先选择企业！" }] },
            list
        ] }] })
    }

    fn list() -> serde_json::Value {
        json!({ "prop": "attachList", "type": "attachmentList", "label": "附件材料",
            "objType": "2", "paramKey": "company.filetypes", "addAfter": "companyId",
            "insideData": { "dataType": "dic", "dicKeyWord": "attachmentType" } })
    }

    #[test]
    fn the_list_becomes_a_table_of_the_spec_s_columns() {
        let def = FormDef::parse(&form(list()), &Fragments::new()).unwrap();
        let compiled = compile(&def, "apply", TaskState::Todo);
        let ui = &compiled.ui_schema["attachList"];
        assert_eq!(ui["ui:field"], "attachmentList");
        assert_eq!(ui["items"]["refAttachs"]["ui:field"], "attachFiles");
        assert_eq!(
            ui["items"]["refAttachs"]["ui:options"]["paramKey"],
            "company.filetypes"
        );
        assert_eq!(ui["items"]["objType"]["ui:widget"], "hidden");
        assert_eq!(ui["ui:options"]["rowDefaults"]["objType"], "2");
        let row = &compiled.schema["properties"]["attachList"]["items"];
        assert_eq!(row["required"], json!(["name", "typeName", "refAttachs"]));
        assert_eq!(row["properties"]["name"]["maxLength"], 50);
        assert_eq!(
            row["properties"]["refAttachs"]["items"]["required"],
            json!(["fileId"])
        );
    }

    #[test]
    fn a_list_without_its_object_type_parameter_or_dictionary_is_refused() {
        for broken in [
            {
                let mut l = list();
                l["objType"] = json!("3");
                l
            },
            {
                let mut l = list();
                l.as_object_mut().unwrap().remove("paramKey");
                l
            },
            {
                let mut l = list();
                l["insideData"] = json!({ "dataType": "static", "dataList": [] });
                l
            },
            {
                let mut l = list();
                l["columns"] = json!([{ "prop": "x", "type": "input", "label": "x" }]);
                l
            },
        ] {
            let err = FormDef::parse(&form(broken), &Fragments::new()).unwrap_err();
            assert!(
                matches!(err, FormError::BadItem { ref prop, .. } if prop == "attachList"),
                "{err}"
            );
        }
    }
}
