//! The listed company's financial tables (02 §3, §5) in a real submission: share_transfer
//! republished with the fragment `annual_financials`, so 550004 carries the tables. A cell
//! that breaks its rule is refused with its message; sums that do not hold are asked with 428
//! and go through once the applicant confirms.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::support::{people, submit};

const STUDIO: &str = "/api/rem-registrationbizweb/otc-flow/studio";

/// The golden file's complete, valid tables.
fn tables() -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/tests/golden/annual_financials.json"
    ))
    .unwrap();
    let golden: Value = serde_json::from_str(&text).unwrap();
    golden["cases"][0]["formData"]["listedFinancials"].clone()
}

fn transfer(tables: Value, confirmed: bool) -> Value {
    json!({ "appId": "550004", "confirmed": confirmed, "formData": {
        "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
        "accountNumberIn": "1000000001", "transferVolume": 10, "listedFinancials": tables } })
}

/// share_transfer with the financial tables' section, published as its next version.
async fn publish_with_tables(app: &TestApp) {
    let analyst = app.access_token("analyst_demo").await;
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/share_transfer.json"
    ))
    .unwrap();
    let mut form: Value = serde_json::from_str(&text).unwrap();
    let sections = form["sections"].as_array_mut().unwrap();
    sections.insert(1, json!({ "use": "annual_financials" }));
    let body = serde_json::to_string_pretty(&form).unwrap();
    let draft = app
        .post_json(
            &format!("{STUDIO}/draft"),
            Some(&analyst),
            &json!({ "kind": "form", "key": "share_transfer", "body": body }),
        )
        .await;
    assert_eq!(draft.assert_ok()["ok"], true, "{}", draft.assert_ok());
    app.post_json(
        &format!("{STUDIO}/publish"),
        Some(&analyst),
        &json!({ "kind": "form", "key": "share_transfer", "reason": "财务数据" }),
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn a_cell_that_breaks_its_rule_is_refused_with_its_message() {
    let app = TestApp::spawn().await;
    publish_with_tables(&app).await;
    let p = people(&app).await;
    let mut bad = tables();
    bad["financeTable2"][0]["topYear"] = json!("-5");
    bad["financeTable2"][16]["topTowYear"] = json!("");
    let answer = submit(&app, &p.investor, transfer(bad, false)).await;
    answer.assert_failure(400, "【财务数据（资产负债表）】货币资金不能为负数");
    let errors = answer.data()["errors"].to_string();
    assert!(
        errors.contains("listedFinancials/financeTable2/16/topTowYear"),
        "{errors}"
    );
    assert!(errors.contains("资产总计上上年度项为必填"), "{errors}");
}

#[actix_rt::test]
async fn sums_that_do_not_hold_are_asked_and_pass_once_confirmed() {
    let app = TestApp::spawn().await;
    publish_with_tables(&app).await;
    let p = people(&app).await;
    let mut uneven = tables();
    uneven["financeTable2"][16]["topYear"] = json!("2300");
    let asked = submit(&app, &p.investor, transfer(uneven.clone(), false)).await;
    asked.assert_failure(
        428,
        "财务数据：2025年资产总计（2300）不等于负债合计（700）与所有者权益合计（1500）之和（2200）。请核对，确认无误后继续提交",
    );
    assert_eq!(asked.data()["needsConfirmation"], true);
    let confirmed = submit(&app, &p.investor, transfer(uneven, true)).await;
    assert!(confirmed.assert_ok()["uuid"].is_string());
    // tables that add up ask nothing
    let even = submit(&app, &p.investor, transfer(tables(), false)).await;
    assert!(even.assert_ok()["uuid"].is_string());
}
