//! The shared validator vectors (`forms/tests/validator-vectors.json`), checked against the Rust
//! validators. The browser's validators run the same file (`frontend/src/forms/validators`).

// A panic is how a test or a benchmark fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use engine::validate::{
    capital_amount, format, known_format, period_rate, thousands, CalendarDate,
};
use serde_json::Value;

/// The date an `idCard` case means by today when it does not say.
const DEFAULT_TODAY: &str = "2024-06-15";

fn vectors() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/tests/validator-vectors.json"
    );
    let text = std::fs::read_to_string(path).expect("the vector file is readable");
    serde_json::from_str(&text).expect("the vector file is a JSON list")
}

/// The format name a case stands for: options `int` and `dec` become `name:int:dec`.
fn format_name(validator: &str, options: &Value) -> String {
    match (options.get("int"), options.get("dec")) {
        (Some(int), Some(dec)) => format!("{validator}:{int}:{dec}"),
        (Some(int), None) => format!("{validator}:{int}"),
        _ => validator.to_string(),
    }
}

/// What a case expects and what the code answered, when they differ.
fn check_case(case: &Value) -> Result<(), String> {
    if let Some(validator) = case["validator"].as_str() {
        let options = &case["options"];
        let name = format_name(validator, options);
        let f = format(&name).ok_or_else(|| format!("format {name} is not known"))?;
        let today = options["today"].as_str().unwrap_or(DEFAULT_TODAY);
        let today = CalendarDate::parse(today).ok_or("today is not a date")?;
        let input = &case["input"];
        let got = if options["required"].as_bool() == Some(true) {
            f.check_required(input, today)
        } else {
            f.check(input, today)
        };
        let expected = if case["ok"].as_bool() == Some(true) {
            Ok(())
        } else {
            Err(case["message"]
                .as_str()
                .ok_or("a failing case has a message")?
                .to_string())
        };
        return (got == expected)
            .then_some(())
            .ok_or(format!("{name}: expected {expected:?}, got {got:?}"));
    }
    if let Some(name) = case["knownFormat"].as_str() {
        let expected = case["known"].as_bool().ok_or("known is a boolean")?;
        let got = known_format(name);
        return (got == expected).then_some(()).ok_or(format!(
            "known_format({name:?}): expected {expected}, got {got}"
        ));
    }
    let helper = case["helper"]
        .as_str()
        .ok_or("a case names a validator, format or helper")?;
    let input = &case["input"];
    let (got, expected) = match helper {
        "thousands" => (
            thousands(input.as_str().ok_or("input is text")?).map(Value::String),
            case["output"]
                .as_str()
                .map(|s| Value::String(s.to_string())),
        ),
        "capitalAmount" => {
            let got = capital_amount(input.as_str().ok_or("input is text")?);
            let expected = match case["error"].as_str() {
                Some(e) => Err(e.to_string()),
                None => Ok(case["output"].as_str().ok_or("output is text")?.to_string()),
            };
            return (got == expected).then_some(()).ok_or(format!(
                "capital_amount: expected {expected:?}, got {got:?}"
            ));
        }
        "periodRate" => {
            let this = input["this"].as_str().ok_or("this is text")?;
            let last = input["last"].as_str().ok_or("last is text")?;
            (
                Some(Value::String(period_rate(this, last))),
                case["output"]
                    .as_str()
                    .map(|s| Value::String(s.to_string())),
            )
        }
        other => return Err(format!("unknown helper {other}")),
    };
    (got == expected)
        .then_some(())
        .ok_or(format!("{helper}: expected {expected:?}, got {got:?}"))
}

// spec: 01§5.8 01§5.9 01§5.10 01§5.11 01§5.12 01§5.13 02§5.7
#[test]
fn every_shared_vector_holds_in_rust() {
    let cases = vectors();
    assert!(
        cases.len() > 300,
        "the vector file has {} cases",
        cases.len()
    );
    let failures: Vec<String> = cases
        .iter()
        .enumerate()
        .filter_map(|(i, case)| {
            check_case(case)
                .err()
                .map(|e| format!("case {i} {}: {e}", case))
        })
        .collect();
    println!("validator vectors: {} cases checked", cases.len());
    assert!(
        failures.is_empty(),
        "{} of {} vectors fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn every_validator_and_helper_has_vectors() {
    let cases = vectors();
    let names = [
        "idCard",
        "bankCard",
        "mobile",
        "holderName",
        "certificateNo",
        "positiveNumber",
        "nonNegativeNumber",
        "signedNumber",
        "positiveInteger",
        "nonNegativeInteger",
        "financialCell",
        "headcount",
        "percentage",
    ];
    for name in names {
        let count = cases.iter().filter(|c| c["validator"] == name).count();
        assert!(count >= 5, "{name} has {count} vectors");
        let required = cases
            .iter()
            .any(|c| c["validator"] == name && c["options"]["required"] == true);
        assert!(required, "{name} has no vector for an empty required value");
    }
    for helper in ["thousands", "capitalAmount", "periodRate"] {
        assert!(
            cases.iter().filter(|c| c["helper"] == helper).count() >= 10,
            "{helper}"
        );
    }
}
