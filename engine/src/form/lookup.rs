//! The company look-up item (`lookup: "company"`, 02 §4 form lock): the company name whose
//! form also holds the certificate type and number the registry is asked by; and a column's
//! `resets`, the sibling columns its change empties.

use super::{columns, model::ItemType, FormDef, FormError, Item, Section};

/// Marks the form's `companyLookup` item as the look-up's company name.
pub(super) fn mark(form: &str, sections: &mut [Section], prop: &str) -> Result<(), FormError> {
    let item = sections
        .iter_mut()
        .flat_map(|s| s.items.iter_mut())
        .find(|i| i.prop == prop)
        .ok_or_else(|| FormError::BadItem {
            form: form.to_owned(),
            prop: prop.to_owned(),
            reason: "companyLookup 引用了不存在的字段".into(),
        })?;
    item.lookup = Some("company".into());
    Ok(())
}

/// A column's `resets` name sibling columns; a top-level item resets nothing.
pub(super) fn check_resets(form: &FormDef, item: &Item) -> Result<(), FormError> {
    let bad = |prop: &str, reason: String| FormError::BadItem {
        form: form.id.clone(),
        prop: prop.to_owned(),
        reason,
    };
    if !item.resets.is_empty() {
        return Err(bad(
            &item.prop,
            "只有表格的列可以清空同行的列（resets）".into(),
        ));
    }
    for column in columns(item) {
        for target in &column.resets {
            if target == &column.prop || !columns(item).any(|c| &c.prop == target) {
                return Err(bad(
                    &column.prop,
                    format!("resets 引用的列 `{target}` 不在同一表格"),
                ));
            }
        }
    }
    Ok(())
}

/// A look-up is an input of the form (not a table column) beside `idType` and `idNumber`.
pub(super) fn check(form: &FormDef, item: &Item) -> Result<(), FormError> {
    let bad = |reason: &str| FormError::BadItem {
        form: form.id.clone(),
        prop: item.prop.clone(),
        reason: reason.to_owned(),
    };
    if columns(item).any(|c| c.lookup.is_some()) {
        return Err(bad("表格的列不能作为企业查询项（lookup）"));
    }
    if item.lookup.is_none() {
        return Ok(());
    }
    if item.kind != ItemType::Input {
        return Err(bad("只有输入框可以作为企业查询项（lookup）"));
    }
    let has = |prop: &str| form.items().any(|i| i.prop == prop);
    if !(has("idType") && has("idNumber")) {
        return Err(bad("企业查询项（lookup）需要表单中有 idType 和 idNumber"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::form::{FormDef, FormError, Fragments};

    fn reason(value: &Value) -> String {
        match FormDef::parse(value, &Fragments::new()) {
            Err(FormError::BadItem { prop, reason, .. }) => format!("{prop}: {reason}"),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_company_look_up_is_an_input_beside_the_certificate_it_looks_up_by() {
        let item = |prop: &str, kind: &str| json!({ "prop": prop, "type": kind, "label": prop });
        let mut name = item("name", "input");
        name["lookup"] = json!("company");
        let form = |items: Value| json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": items }] });
        let whole = form(json!([
            name.clone(),
            item("idType", "input"),
            item("idNumber", "input")
        ]));
        let def = FormDef::parse(&whole, &Fragments::new()).unwrap();
        assert_eq!(def.item("name").unwrap().lookup.as_deref(), Some("company"));
        assert_eq!(
            reason(&form(json!([name.clone(), item("idNumber", "input")]))),
            "name: 企业查询项（lookup）需要表单中有 idType 和 idNumber"
        );
        let mut area = name;
        area["type"] = json!("textarea");
        assert_eq!(
            reason(&form(json!([
                area,
                item("idType", "input"),
                item("idNumber", "input")
            ]))),
            "name: 只有输入框可以作为企业查询项（lookup）"
        );
    }

    #[test]
    fn a_form_names_its_look_up_name_when_the_name_comes_from_a_fragment() {
        let item = |prop: &str| json!({ "prop": prop, "type": "input", "label": prop });
        let fragments: Fragments = [(
            "identity".to_owned(),
            json!({ "fragment": "identity", "sections": [{ "title": "S", "items": [item("name"), item("idType"), item("idNumber")] }] }),
        )]
        .into();
        let form = |lookup: &str| json!({ "formId": "f", "title": "F", "companyLookup": lookup, "sections": [{ "use": "identity" }] });
        let def = FormDef::parse(&form("name"), &fragments).unwrap();
        assert_eq!(def.item("name").unwrap().lookup.as_deref(), Some("company"));
        match FormDef::parse(&form("companyName"), &fragments) {
            Err(FormError::BadItem { prop, .. }) => assert_eq!(prop, "companyName"),
            other => panic!("expected a refusal, got {other:?}"),
        }
        let plain = json!({ "formId": "f", "title": "F", "sections": [{ "use": "identity" }] });
        assert_eq!(
            FormDef::parse(&plain, &fragments)
                .unwrap()
                .item("name")
                .unwrap()
                .lookup,
            None
        );
    }

    #[test]
    fn a_column_resets_only_its_sibling_columns() {
        let table = |resets: Value| {
            json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
            { "prop": "rows", "type": "table", "label": "服务", "columns": [
                { "prop": "status", "type": "input", "label": "状态", "resets": resets },
                { "prop": "endDate", "type": "date", "label": "结束日期" }
            ] }
        ] }] })
        };
        assert!(FormDef::parse(&table(json!(["endDate"])), &Fragments::new()).is_ok());
        assert_eq!(
            reason(&table(json!(["missing"]))),
            "status: resets 引用的列 `missing` 不在同一表格"
        );
        assert_eq!(
            reason(&table(json!(["status"]))),
            "status: resets 引用的列 `status` 不在同一表格"
        );
        let top = json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
            { "prop": "a", "type": "input", "label": "A", "resets": ["b"] },
            { "prop": "b", "type": "input", "label": "B" }
        ] }] });
        assert_eq!(reason(&top), "a: 只有表格的列可以清空同行的列（resets）");
    }
}
