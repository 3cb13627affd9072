//! The bond row's save checks (03 §5) on the vectors the browser runs too.

use engine::form::bond::row_errors;
use serde_json::Value;

// spec: 03§5.15 03§5.22 03§5.23 03§5.24 03§5.25 03§5.26 03§5.27 03§5.28 03§5.29 03§5.30 03§5.31
#[test]
fn every_vector_gives_its_errors_in_order() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/tests/bond-rows.json"
    ))
    .expect("the bond row vectors");
    let doc: Value = serde_json::from_str(&text).expect("JSON");
    let cases = doc["cases"].as_array().expect("cases");
    assert!(cases.len() >= 20);
    for case in cases {
        let expected: Vec<(String, String)> = case["errors"]
            .as_array()
            .expect("errors")
            .iter()
            .map(|e| {
                (
                    e[0].as_str().unwrap().to_owned(),
                    e[1].as_str().unwrap().to_owned(),
                )
            })
            .collect();
        assert_eq!(row_errors(&case["row"]), expected, "{}", case["name"]);
    }
}
