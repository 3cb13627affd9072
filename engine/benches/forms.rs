//! Compiling a form for a node, building its validator, and validating a submission with it:
//! the server's share of every form request.

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeMap, hint::black_box, path::Path, sync::Arc};

use criterion::{criterion_group, criterion_main, Criterion};
use engine::{
    form::{compile, validate::StaticDictionaries, FormDef, FormValidator, Fragments, TaskState},
    validate::CalendarDate,
};
use serde_json::{json, Value};

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn demo_form() -> Arc<FormDef> {
    let forms = Path::new(env!("CARGO_MANIFEST_DIR")).join("../forms");
    let mut fragments = Fragments::new();
    for entry in std::fs::read_dir(forms.join("fragments")).unwrap() {
        let value = read(&entry.unwrap().path());
        fragments.insert(value["fragment"].as_str().unwrap().to_owned(), value);
    }
    Arc::new(FormDef::parse(&read(&forms.join("demo_all_widgets.json")), &fragments).unwrap())
}

fn submission(rows: usize) -> Value {
    let share_data: Vec<Value> = (0..rows)
        .map(|i| json!({ "accountNumber": format!("20000{i:05}"), "holderName": "张伟", "volume": 100 + i }))
        .collect();
    json!({
        "companyName": " 西安秦创智能科技股份有限公司 ", "holderName": "张伟", "idNumber": "11010519491231002X",
        "mobile": "13800138000", "organType": "2", "registerDate": "2020-05-01",
        "region": { "province": "610000", "city": "610100", "district": "610113" },
        "registeredCapital": "10000000.00", "totalShares": 10000000,
        "holder": { "accountNumber": "2000000001", "holderName": "张伟" },
        "shareData": share_data,
        "businessLicense": [{ "attachId": "a-1", "originalName": "营业执照.pdf" }]
    })
}

fn benches(c: &mut Criterion) {
    let def = demo_form();
    let today = CalendarDate::new(2026, 11, 21).unwrap();
    let mut dicts = BTreeMap::new();
    dicts.insert(
        "organType".to_owned(),
        vec!["1".into(), "2".into(), "3".into()],
    );
    let dicts = Arc::new(StaticDictionaries(dicts));

    c.bench_function("form: compile demo_all_widgets at apply", |b| {
        b.iter(|| black_box(compile(&def, "apply", TaskState::Todo)))
    });
    let compiled = Arc::new(compile(&def, "apply", TaskState::Todo));
    c.bench_function("form: build the validator", |b| {
        b.iter(|| {
            black_box(
                FormValidator::new(def.clone(), compiled.clone(), dicts.clone(), today).unwrap(),
            )
        })
    });
    let validator = FormValidator::new(def.clone(), compiled, dicts, today).unwrap();
    let valid = submission(20);
    c.bench_function("form: validate a valid submission (20 rows)", |b| {
        b.iter(|| black_box(validator.check_submission(&valid, None).unwrap()))
    });
    let mut invalid = submission(20);
    invalid["idNumber"] = json!("110105194912310021");
    invalid["shareData"][3]["accountNumber"] = json!("2000000000");
    invalid.as_object_mut().unwrap().remove("companyName");
    c.bench_function(
        "form: validate an invalid submission (20 rows, 3 errors)",
        |b| b.iter(|| black_box(validator.check_submission(&invalid, None).unwrap_err())),
    );
}

criterion_group!(forms, benches);
criterion_main!(forms);
