//! The listed company's financial tables (02 §3, §5) in a real submission: share_transfer
//! republished with the fragment `annual_financials`, so 550004 carries the tables. A cell
//! that breaks its rule is refused with its message; sums that do not hold are asked with 428
//! and go through once the applicant confirms.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::samples::listed_financials as tables;
use crate::support::{people, submit};

const STUDIO: &str = "/api/rem-registrationbizweb/otc-flow/studio";

/// A 550004 submission with the tables; `confirmations` its `confirmed` (the flow's question)
/// and `confirmedWarnings` (the sums).
fn transfer(tables: Value, confirmations: Value) -> Value {
    let mut body = json!({ "appId": "550004", "formData": {
        "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
        "accountNumberIn": "1000000001", "transferVolume": 10, "listedFinancials": tables } });
    if let (Some(body), Value::Object(extra)) = (body.as_object_mut(), confirmations) {
        body.extend(extra);
    }
    body
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
    let answer = submit(&app, &p.investor, transfer(bad, json!({}))).await;
    answer.assert_failure(400, "【财务数据（资产负债表）】货币资金不能为负数");
    let errors = answer.data()["errors"].to_string();
    assert!(
        errors.contains("listedFinancials/financeTable2/16/topTowYear"),
        "{errors}"
    );
    assert!(errors.contains("资产总计上上年度项为必填"), "{errors}");
}

#[actix_rt::test]
async fn sums_that_do_not_hold_are_asked_and_pass_once_each_is_confirmed() {
    let app = TestApp::spawn().await;
    publish_with_tables(&app).await;
    let p = people(&app).await;
    let warning = "财务数据：2025年资产总计（2300）不等于负债合计（700）与所有者权益合计（1500）之和（2200）。请核对，确认无误后继续提交";
    let mut uneven = tables();
    uneven["financeTable2"][16]["topYear"] = json!("2300");
    let asked = submit(&app, &p.investor, transfer(uneven.clone(), json!({}))).await;
    asked.assert_failure(428, warning);
    assert_eq!(asked.data()["needsConfirmation"], true);
    assert_eq!(asked.data()["warnings"], json!([warning]));

    // the flow's confirmation does not answer the sums
    let flow_only = transfer(uneven.clone(), json!({ "confirmed": true }));
    submit(&app, &p.investor, flow_only)
        .await
        .assert_failure(428, warning);
    // a sum confirmed before, then changed, is asked again
    let mut changed = uneven.clone();
    changed["financeTable2"][16]["topYear"] = json!("2400");
    let stale = transfer(changed, json!({ "confirmedWarnings": [warning] }));
    let again = submit(&app, &p.investor, stale).await;
    assert_eq!(again.status, 428, "{}", again.body);
    let asked_again = again.data()["warnings"][0].as_str().unwrap_or_default();
    assert!(asked_again.contains("资产总计（2400）"), "{}", again.body);

    let confirmed = transfer(uneven, json!({ "confirmedWarnings": [warning] }));
    let answer = submit(&app, &p.investor, confirmed).await;
    assert!(answer.assert_ok()["uuid"].is_string());
    // tables that add up ask nothing
    let even = submit(&app, &p.investor, transfer(tables(), json!({}))).await;
    assert!(even.assert_ok()["uuid"].is_string());
}
