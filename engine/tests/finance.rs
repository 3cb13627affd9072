//! The listed company's financial tables on the server: the annual_financials form's validator
//! answers the sums that do not hold as the question the applicant confirms (the server asks it
//! with 428 until the submission is confirmed); the cell rules are in the golden submissions.

// A panic is how a test fails.
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

fn validator(node: &str) -> FormValidator {
    let forms = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forms");
    let mut fragments = Fragments::new();
    for entry in std::fs::read_dir(forms.join("fragments")).unwrap() {
        let value = read(&entry.unwrap().path());
        fragments.insert(value["fragment"].as_str().unwrap().to_owned(), value);
    }
    let def =
        Arc::new(FormDef::parse(&read(&forms.join("annual_financials.json")), &fragments).unwrap());
    let compiled = Arc::new(compile(&def, node, TaskState::Todo));
    let today = CalendarDate::parse("2026-11-21").unwrap();
    FormValidator::new(
        def,
        compiled,
        Arc::new(StaticDictionaries(BTreeMap::new())),
        today,
    )
    .unwrap()
}

/// The golden file's complete, valid submission.
fn valid_data() -> Value {
    let forms = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forms");
    let golden = read(&forms.join("tests/golden/annual_financials.json"));
    golden["cases"][0]["formData"].clone()
}

fn set(data: &mut Value, table: &str, row: usize, cell: &str, text: &str) {
    data["listedFinancials"][table][row][cell] = Value::String(text.into());
}

#[test]
fn tables_that_add_up_ask_nothing() {
    let v = validator("apply");
    let data = v.check_submission(&valid_data(), None).unwrap();
    assert_eq!(v.warnings(&data), Vec::<String>::new());
}

#[test]
fn sums_that_do_not_hold_are_one_question_naming_each_year() {
    let v = validator("apply");
    let mut data = valid_data();
    // 资产总计 2025: 2300 ≠ 700 + 1500; 负债合计 2024: 300 < 流动负债合计 350
    set(&mut data, "financeTable2", 16, "topYear", "2300");
    set(&mut data, "financeTable2", 13, "topTowYear", "300");
    set(&mut data, "financeTable2", 16, "topTowYear", "1600");
    let data = v.check_submission(&data, None).unwrap();
    assert_eq!(
        v.warnings(&data),
        vec!["财务数据：2025年资产总计（2300）不等于负债合计（700）与所有者权益合计（1500）之和（2200）；2024年负债合计（300）小于流动负债合计（350）。请核对，确认无误后继续提交".to_string()]
    );
}

#[test]
fn a_reviewer_cannot_change_the_tables() {
    let v = validator("PreliminaryApprove");
    let stored = valid_data();
    let mut data = valid_data();
    set(&mut data, "financeTable2", 0, "topYear", "501");
    data["memo"] = Value::String("同意".into());
    data["checkResult"] = Value::String("Approve".into());
    let errors = v.check_submission(&data, Some(&stored)).unwrap_err();
    assert_eq!(errors[0].field, "listedFinancials");
    assert_eq!(errors[0].message, "当前环节不能修改此项");
}
