//! The transfer projects of private fund shares (03 §2 "Transfer-project picker", §3
//! "Transfer project", §7, §9): the picker's page and its filters and sizes, the detail of one
//! project, who may read them, and 550223 recording the picked projects once approved.

use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    support::{decide, people, submit, submitted},
};

const PAGE: &str = "/api/rem-registrationmgrweb/fundShareTransfer/page";
const DETAIL: &str = "/api/rem-registrationbizweb/transfer-registration-pledge/detail";

async fn page(app: &TestApp, token: &str, body: Value) -> Value {
    app.post_json(PAGE, Some(token), &body)
        .await
        .assert_ok()
        .clone()
}

fn ids(page: &Value) -> Vec<String> {
    page["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_owned())
        .collect()
}

// spec: 03§7.9 03§9.3
#[actix_rt::test]
async fn the_picker_pages_five_by_default_and_takes_only_the_spec_s_sizes() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let first = page(&app, &investor, json!({})).await;
    assert_eq!(first["total"], 14);
    assert_eq!(first["size"], 5);
    assert_eq!(ids(&first).len(), 5);
    let third = page(&app, &investor, json!({ "pageNo": 3 })).await;
    assert_eq!(ids(&third).len(), 4);
    for (asked, got) in [
        (10, 10),
        (15, 14),
        (30, 14),
        (7, 5),
        (100, 5),
        (0, 5),
        (-3, 5),
    ] {
        let answer = page(&app, &investor, json!({ "pageSize": asked })).await;
        assert_eq!(ids(&answer).len(), got, "pageSize {asked}");
    }
    app.post_json(
        PAGE,
        Some(&investor),
        &json!({ "pageNo": 9_223_372_036_854_775_807_i64 }),
    )
    .await
    .assert_failure(400, "页码超出范围");
    // every row has the spec's fields; money is decimal text, shares an integer
    let row = &first["records"][0];
    for field in [
        "id",
        "projectAbbreviation",
        "bizSn",
        "status",
        "companyName",
        "holderName",
        "unionStatus",
        "shareTransfer",
        "lowPrice",
    ] {
        assert!(row.get(field).is_some(), "{field} in {row}");
    }
    assert!(
        row["shareTransfer"].is_i64() && row["lowPrice"].is_string(),
        "{row}"
    );
}

#[actix_rt::test]
async fn names_match_when_they_contain_the_text_and_the_status_exactly() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let by_fund = page(
        &app,
        &staff,
        json!({ "companyName": "曲江", "pageSize": 30 }),
    )
    .await;
    assert_eq!(by_fund["total"], 2);
    for r in by_fund["records"].as_array().unwrap() {
        assert_eq!(r["companyName"], "曲江文化产业创业投资基金");
    }
    let by_holder = page(
        &app,
        &staff,
        json!({ "holderName": "丝路", "pageSize": 30 }),
    )
    .await;
    assert!(by_holder["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["holderName"] == "陕西丝路投资管理有限公司"));
    assert_eq!(by_holder["total"], 5);
    let by_name = page(&app, &staff, json!({ "projectAbbreviation": "高新天使" })).await;
    assert_eq!(by_name["total"], 2);
    let terminated = page(&app, &staff, json!({ "status": "3", "pageSize": 30 })).await;
    assert!(terminated["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["status"] == "3"));
    assert_eq!(terminated["total"], 2);
    let joint = page(&app, &staff, json!({ "unionStatus": "1", "pageSize": 30 })).await;
    assert_eq!(joint["total"], 3);
    // a wildcard is taken literally; blanks filter nothing
    let wild = page(&app, &staff, json!({ "companyName": "%" })).await;
    assert_eq!(wild["total"], 0);
    let blank = page(&app, &staff, json!({ "companyName": "  ", "status": "" })).await;
    assert_eq!(blank["total"], 14);
    let combined = page(
        &app,
        &staff,
        json!({ "companyName": "基金", "status": "1", "holderName": "张伟" }),
    )
    .await;
    assert!(combined["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["status"] == "1" && r["holderName"] == "张伟"));
}

#[actix_rt::test]
async fn picked_projects_are_left_out_and_a_deleted_one_comes_back() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("orgholder_demo").await;
    let all = ids(&page(&app, &investor, json!({ "pageSize": 30 })).await);
    let picked = vec![all[0].clone(), all[1].clone()];
    let offered = page(
        &app,
        &investor,
        json!({ "pageSize": 30, "excludeIds": picked }),
    )
    .await;
    assert_eq!(offered["total"], 12);
    assert!(!ids(&offered).contains(&all[0]) && !ids(&offered).contains(&all[1]));
    let after_delete = page(
        &app,
        &investor,
        json!({ "pageSize": 30, "excludeIds": [all[1]] }),
    )
    .await;
    assert!(ids(&after_delete).contains(&all[0]));
}

// spec: 03§7.2 02§2.24 03§2.2
#[actix_rt::test]
async fn the_detail_has_the_fund_s_details_with_their_flags_and_an_unknown_id_is_404() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let answer = app
        .get(&format!("{DETAIL}?id=ftp-000000-01"), Some(&investor))
        .await;
    let d = answer.assert_ok();
    assert_eq!(d["companyName"], "秦创原科技成长一号私募股权投资基金");
    assert_eq!(d["registeredAddress"], "陕西省西安市高新区科技路48号");
    for flag in [
        "showRegisteredAddress",
        "showPersonInCharge",
        "showEstablishDate",
        "showRegisteredCapitalCurrency",
        "showRegisteredCapital",
        "showInstitutionalNature",
    ] {
        assert!(d[flag] == "1" || d[flag] == "0", "{flag}: {d}");
    }
    assert_eq!(d["showInstitutionalNature"], "0");
    app.get(&format!("{DETAIL}?id=nope"), Some(&investor))
        .await
        .assert_failure(404, "转让项目不存在");
    // another tenant's project is not found either
    app.get(&format!("{DETAIL}?id=ftp-116000-01"), Some(&investor))
        .await
        .assert_failure(404, "转让项目不存在");
    app.get(DETAIL, Some(&investor))
        .await
        .assert_failure(400, "请传入转让项目");
}

#[actix_rt::test]
async fn enterprises_members_and_visitors_may_not_read_the_projects() {
    let app = TestApp::spawn().await;
    for account in ["org_demo", "member_demo"] {
        let token = app.access_token(account).await;
        app.post_json(PAGE, Some(&token), &json!({}))
            .await
            .assert_failure(403, "无权查看转让项目");
        app.get(&format!("{DETAIL}?id=ftp-000000-01"), Some(&token))
            .await
            .assert_failure(403, "无权查看转让项目");
    }
    assert_eq!(app.post_json(PAGE, None, &json!({})).await.status, 401);
    assert_eq!(
        app.get(&format!("{DETAIL}?id=ftp-000000-01"), None)
            .await
            .status,
        401
    );
    for account in ["product_demo", "orgholder_demo", "admin"] {
        let token = app.access_token(account).await;
        app.post_json(PAGE, Some(&token), &json!({}))
            .await
            .assert_ok();
    }
}

/// The detail the application left in `business_records`.
fn recorded(app: &TestApp, application: &str) -> Value {
    use server::models::business_record::BusinessRecord;
    let mut conn = app.state.pool.get().unwrap();
    let records = BusinessRecord::of_application(&mut conn, application).unwrap();
    let record = records
        .iter()
        .find(|r| r.kind == "fundTransferProjects")
        .unwrap_or_else(|| panic!("no record of {application}"));
    serde_json::from_str(&record.detail).unwrap()
}

fn picked(id: &str) -> Value {
    json!({ "id": id, "projectAbbreviation": "秦创成长份额转让1号", "bizSn": "ZR20260001", "status": "1",
        "companyName": "秦创原科技成长一号私募股权投资基金", "holderName": "张伟", "unionStatus": "1",
        "shareTransfer": 100000, "lowPrice": "1.00" })
}

#[actix_rt::test]
async fn the_registration_records_the_picked_projects_as_the_register_holds_them() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let form = |rows: Value| json!({ "appId": "550223", "formData": { "projectList": rows } });
    // a project of no one, and one picked twice, are refused at submit
    submit(&app, &p.investor, form(json!([picked("nope")])))
        .await
        .assert_failure(400, "第1行：转让项目不存在");
    submit(
        &app,
        &p.investor,
        form(json!([picked("ftp-000000-01"), picked("ftp-000000-01")])),
    )
    .await
    .assert_failure(400, "第2行：转让项目重复");
    let uuid = submitted(&app, &p.investor, form(json!([picked("ftp-000000-01")]))).await;
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let record = recorded(&app, &uuid);
    assert_eq!(record["projects"][0]["bizSn"], "ZR20260001");
    assert_eq!(
        record["projects"][0]["projectAbbreviation"],
        "秦创成长份额转让1号"
    );
}
