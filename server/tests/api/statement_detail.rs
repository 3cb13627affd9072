//! The statement of a completed business as data (01 §3 "Statement detail", §7
//! `statement/getStatementDetail?uuid&appId`): its chain hash, business and voucher sections,
//! for the people of the business only, and none while it runs.

use serde_json::json;

use crate::helpers::TestApp;
use crate::support::{approved, people, submitted};

const STATEMENT: &str = "/api/rem-registrationbizweb/statement/getStatementDetail";

fn transfer() -> serde_json::Value {
    json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 1000 } })
}

// spec: 01§7.26 01§3.10
#[actix_rt::test]
async fn a_completed_transfer_has_its_statement_with_the_chains_hash_and_the_vouchers_lines() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let done = approved(&app, &p, &p.investor, transfer()).await;
    let uuid = done.assert_ok()["uuid"].as_str().unwrap().to_owned();
    let biz_sn = done.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let path = format!("{STATEMENT}?uuid={uuid}&appId=550004");
    let answer = app.post_json(&path, Some(&p.investor), &json!(null)).await;
    let statement = answer.assert_ok().clone();
    let hash = {
        let mut conn = app.state.pool.get().unwrap();
        server::models::chain::ChainEntry::find_by_biz_sn(&mut conn, &biz_sn)
            .unwrap()
            .expect("stamped")
            .hash
    };
    assert_eq!(statement["chainHash"], hash.as_str());
    assert_eq!(statement["uuid"], uuid.as_str());
    for key in ["appId", "app_id", "flowKey"] {
        assert_eq!(statement[key], "550004", "{key}");
    }
    assert_eq!(statement["bizSn"], biz_sn.as_str());
    assert_eq!(statement["biz_sn"], biz_sn.as_str());
    assert_eq!(statement["biz_type_name"], "股份转让");
    assert!(
        !statement["ext5"].as_str().unwrap().is_empty(),
        "the stamp's time"
    );
    let lines: Vec<String> = statement["ext"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["lines"].as_array().unwrap().clone())
        .map(|l| l["value"].as_str().unwrap().to_owned())
        .collect();
    assert!(lines.iter().any(|v| v == "2000000001（张伟）"), "{lines:?}");
    assert!(
        !lines.iter().any(|v| v == "同意"),
        "the reviewers' memo is not the voucher's"
    );

    // the reviewers read it too; another investor, another code or another tenant do not
    let staff = app.post_json(&path, Some(&p.first), &json!(null)).await;
    staff.assert_ok();
    let stranger = app.access_token("orgholder_demo").await;
    app.post_json(&path, Some(&stranger), &json!(null))
        .await
        .assert_failure(403, "无权查看该申请");
    let wrong_code = format!("{STATEMENT}?uuid={uuid}&appId=550008");
    app.post_json(&wrong_code, Some(&p.investor), &json!(null))
        .await
        .assert_failure(404, "申请不存在");
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    app.post_json(&path, Some(&dalian), &json!(null))
        .await
        .assert_failure(404, "申请不存在");
}

#[actix_rt::test]
async fn a_running_business_has_no_statement_yet() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(&app, &p.investor, transfer()).await;
    app.post_json(
        &format!("{STATEMENT}?uuid={uuid}"),
        Some(&p.investor),
        &json!(null),
    )
    .await
    .assert_failure(400, "流程未办结，暂时无法打印凭证");
}
