//! The golden submissions of `forms/tests/golden/`: the server's validator must give exactly
//! the errors listed. The browser's validator is held to the same file.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeMap, path::Path, sync::Arc};

use engine::{
    form::{compile, validate::StaticDictionaries, FormDef, FormValidator, Fragments, TaskState},
    validate::CalendarDate,
};
use serde_json::Value;

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

// spec: 03§3.11 03§3.12 03§3.13 03§3.14 03§3.17 03§3.18 03§3.19 03§3.21 03§4.2 03§4.3 03§4.5 03§4.6 03§4.10 03§5.1 03§5.2 03§5.3 03§5.6 03§5.10 03§5.11 03§5.12 03§5.13 03§5.14 03§5.17 03§5.18 03§5.21 03§5.32 03§5.33 03§5.34 03§5.37 02§5.1 02§5.2 02§5.3 02§5.6 02§5.7 02§5.8 02§5.9 02§5.10 02§5.11 02§4.6 02§4.10 02§9.4 01§5.9 01§5.11
#[test]
fn the_server_gives_the_golden_errors() {
    let forms = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forms");
    let mut fragments = Fragments::new();
    for entry in std::fs::read_dir(forms.join("fragments")).unwrap() {
        let value = read(&entry.unwrap().path());
        fragments.insert(value["fragment"].as_str().unwrap().to_owned(), value);
    }
    let mut checked = 0;
    for entry in std::fs::read_dir(forms.join("tests/golden")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().and_then(|n| n.to_str()) == Some("compiled.json") {
            continue;
        }
        let golden = read(&path);
        let form_id = golden["formId"].as_str().unwrap();
        let def = Arc::new(
            FormDef::parse(&read(&forms.join(format!("{form_id}.json"))), &fragments).unwrap(),
        );
        let today = CalendarDate::parse(golden["today"].as_str().unwrap()).unwrap();
        let dictionaries: BTreeMap<String, Vec<String>> =
            serde_json::from_value(golden["dictionaries"].clone()).unwrap();
        let dictionaries = Arc::new(StaticDictionaries(dictionaries));
        let update = std::env::var_os("UPDATE_GOLDEN").is_some();
        let mut rewritten = golden.clone();
        for (index, case) in golden["cases"].as_array().unwrap().iter().enumerate() {
            let name = case["name"].as_str().unwrap();
            let node = case["nodeId"].as_str().unwrap();
            let compiled = Arc::new(compile(&def, node, TaskState::Todo));
            let validator =
                FormValidator::new(def.clone(), compiled, dictionaries.clone(), today).unwrap();
            let got = match validator.check_submission(&case["formData"], case.get("storedData")) {
                Ok(_) => vec![],
                Err(errors) => errors
                    .into_iter()
                    .map(|e| (e.field, e.rule, e.message))
                    .collect(),
            };
            let mut got = got;
            got.sort();
            let mut expected: Vec<(String, String, String)> = case["errors"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| {
                    let text = |k: &str| e[k].as_str().unwrap().to_owned();
                    (text("field"), text("rule"), text("message"))
                })
                .collect();
            expected.sort();
            if update && got != expected {
                // A new case's errors are written once, then read in review like any code.
                rewritten["cases"][index]["errors"] = got
                    .iter()
                    .map(|(f, r, m)| serde_json::json!({"field": f, "rule": r, "message": m}))
                    .collect();
                checked += 1;
                continue;
            }
            assert_eq!(got, expected, "{form_id}: {name}");
            checked += 1;
        }
        if update && rewritten != golden {
            let text = serde_json::to_string_pretty(&rewritten).unwrap() + "\n";
            std::fs::write(&path, text).unwrap();
        }
    }
    assert!(checked >= 40, "{checked} golden cases");
}

/// The browser's golden test validates with the compiled forms this writes to
/// `forms/tests/golden/compiled.json`; the file must be what the compiler answers today.
/// Run with `UPDATE_GOLDEN=1` after changing a golden form or the compiler.
#[test]
fn the_compiled_forms_the_browser_checks_against_are_current() {
    let forms = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forms");
    let mut fragments = Fragments::new();
    for entry in std::fs::read_dir(forms.join("fragments")).unwrap() {
        let value = read(&entry.unwrap().path());
        fragments.insert(value["fragment"].as_str().unwrap().to_owned(), value);
    }
    let mut compiled = BTreeMap::new();
    for entry in std::fs::read_dir(forms.join("tests/golden")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().and_then(|n| n.to_str()) == Some("compiled.json") {
            continue;
        }
        let golden = read(&path);
        let form_id = golden["formId"].as_str().unwrap();
        let def =
            FormDef::parse(&read(&forms.join(format!("{form_id}.json"))), &fragments).unwrap();
        for case in golden["cases"].as_array().unwrap() {
            let node = case["nodeId"].as_str().unwrap();
            let form = serde_json::to_value(compile(&def, node, TaskState::Todo)).unwrap();
            compiled.insert(format!("{form_id}/{node}"), form);
        }
    }
    let text = serde_json::to_string_pretty(&compiled).unwrap() + "\n";
    let file = forms.join("tests/golden/compiled.json");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&file, &text).unwrap();
    }
    let current = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(current == text, "forms/tests/golden/compiled.json is stale: run UPDATE_GOLDEN=1 cargo test -p engine --test golden");
}

#[test]
fn every_form_definition_has_golden_submissions() {
    let forms = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forms");
    for entry in std::fs::read_dir(&forms).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) == Some("json") {
            let name = path.file_name().unwrap().to_str().unwrap();
            assert!(
                forms.join("tests/golden").join(name).is_file(),
                "forms/{name} has no golden submissions in forms/tests/golden/"
            );
        }
    }
}
