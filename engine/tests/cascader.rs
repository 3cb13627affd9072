//! The `cascader` item (forms/README.md): a chain of keys of one dictionary, each key the
//! parent of the next (the parent of a key is the longest other key that is a proper prefix of
//! it), checked by the server with the tenant's dictionary.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeMap, sync::Arc};

use engine::{
    form::{compile, validate::StaticDictionaries, FormDef, FormError, FormValidator, TaskState},
    validate::CalendarDate,
};
use serde_json::{json, Value};

fn definition(required: bool) -> Value {
    let rules = if required {
        json!([{ "required": true }])
    } else {
        json!([])
    };
    json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
        { "prop": "industryCascader", "type": "cascader", "label": "所属行业", "rules": rules,
          "insideData": { "dataType": "dic", "dicKeyWord": "industry" } }
    ] }] })
}

fn industry() -> Arc<StaticDictionaries> {
    let keys = [
        "A", "A01", "A011", "A0111", "C", "C13", "C131", "C1311", "C14",
    ];
    let mut dicts = BTreeMap::new();
    dicts.insert(
        "industry".to_owned(),
        keys.iter().map(|k| (*k).to_owned()).collect(),
    );
    Arc::new(StaticDictionaries(dicts))
}

/// The (field, rule, message) of each error of `data`; none when it is valid.
fn errors(required: bool, data: Value) -> Vec<(String, String, String)> {
    let def = Arc::new(FormDef::parse(&definition(required), &BTreeMap::new()).unwrap());
    let compiled = Arc::new(compile(&def, "apply", TaskState::Todo));
    let today = CalendarDate::new(2026, 11, 21).unwrap();
    let validator = FormValidator::new(def, compiled, industry(), today).unwrap();
    match validator.check_submission(&data, None) {
        Ok(_) => vec![],
        Err(errors) => errors
            .into_iter()
            .map(|e| (e.field, e.rule, e.message))
            .collect(),
    }
}

fn refused(rule: &str, message: &str) -> Vec<(String, String, String)> {
    vec![("industryCascader".into(), rule.into(), message.into())]
}

#[test]
fn compiles_to_an_array_of_dictionary_keys() {
    let def = FormDef::parse(&definition(true), &BTreeMap::new()).unwrap();
    let form = compile(&def, "apply", TaskState::Todo);
    assert_eq!(
        form.schema["properties"]["industryCascader"],
        json!({ "type": "array", "minItems": 1, "maxItems": 4, "title": "所属行业",
                "items": { "type": "string", "minLength": 1 }, "x-dict": "industry" })
    );
    let ui = &form.ui_schema["industryCascader"];
    assert_eq!(ui["ui:widget"], "dictCascader");
    assert_eq!(ui["ui:options"]["dicKeyWord"], "industry");
    assert_eq!(ui["ui:placeholder"], "请选择所属行业");
    assert_eq!(form.schema["required"], json!(["industryCascader"]));
}

#[test]
fn accepts_a_proper_chain_at_any_depth() {
    for chain in [
        json!(["C"]),
        json!(["C", "C13"]),
        json!(["C", "C13", "C131", "C1311"]),
        json!(["A", "A01", "A011"]),
    ] {
        assert_eq!(
            errors(true, json!({ "industryCascader": chain })),
            vec![],
            "{chain}"
        );
    }
    // not required: no value is valid too
    assert_eq!(errors(false, json!({})), vec![]);
}

#[test]
fn refuses_an_unknown_key() {
    let message = "请选择有效的所属行业";
    for chain in [
        json!(["Z"]),
        json!(["C", "C99"]),
        json!(["C", "C13", "C139"]),
    ] {
        assert_eq!(
            errors(true, json!({ "industryCascader": chain })),
            refused("x-dict", message),
            "{chain}"
        );
    }
}

#[test]
fn refuses_a_broken_chain() {
    let message = "请选择有效的所属行业";
    for chain in [
        // a key under another parent
        json!(["A", "C13"]),
        // a level skipped: C131's parent is C13, not C
        json!(["C", "C131"]),
        // not starting at a root
        json!(["C13", "C131"]),
        // the same key twice, or the levels reversed
        json!(["C", "C"]),
        json!(["C13", "C"]),
    ] {
        assert_eq!(
            errors(true, json!({ "industryCascader": chain })),
            refused("x-dict", message),
            "{chain}"
        );
    }
}

#[test]
fn an_empty_or_too_long_chain_is_refused() {
    assert_eq!(
        errors(true, json!({})),
        refused("required", "请选择所属行业")
    );
    assert_eq!(
        errors(true, json!({ "industryCascader": [] })),
        refused("minItems", "请选择所属行业")
    );
    let five = json!(["C", "C13", "C131", "C1311", "C13111"]);
    let got = errors(true, json!({ "industryCascader": five }));
    assert!(
        got.contains(&(
            "industryCascader".into(),
            "maxItems".into(),
            "所属行业最多4级".into()
        )),
        "{got:?}"
    );
}

#[test]
fn a_cascader_needs_a_dictionary() {
    let def = json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
        { "prop": "industryCascader", "type": "cascader", "label": "所属行业",
          "insideData": { "dataType": "static", "dataList": [{ "value": "A", "label": "农业" }] } }
    ] }] });
    match FormDef::parse(&def, &BTreeMap::new()) {
        Err(FormError::BadItem { prop, reason, .. }) => {
            assert_eq!(prop, "industryCascader");
            assert!(reason.contains("dicKeyWord"), "{reason}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}
