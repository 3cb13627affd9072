//! 550070 定期报告披露 (issue 17, 02 §3 "Periodic financial report" and "Disclosure scope"):
//! the report's rules at submit, the scope's look-ups, and the published report read only by
//! the visitors in its scope.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::samples::{periodic_report, QINCHUANG as COMPANY};
use crate::support::{decide, field_errors, people, submit, submitted};

const PAGE: &str = "/api/rem-registrationbizweb/nonds/disclosure/page?current=1&size=50";
const DETAIL: &str = "/api/rem-registrationbizweb/nonds/disclosure/detail?id=";
/// `companyName=` 西安秦创智能科技股份有限公司, percent-encoded.
const BY_NAME: &str = "companyName=%E8%A5%BF%E5%AE%89%E7%A7%A6%E5%88%9B%E6%99%BA%E8%83%BD%E7%A7%91%E6%8A%80%E8%82%A1%E4%BB%BD%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8";
const DETAILS: &str = "/api/rem-registrationbizweb/informationDis/getDetailsByUUID?uuid=";

pub fn report(title: &str, scope: &str, designated: Value) -> Value {
    let mut form = periodic_report(title, scope);
    if let Value::Object(extra) = designated {
        for (k, v) in extra {
            form[k] = v;
        }
    }
    json!({ "appId": "550070", "formData": form })
}

/// org_demo files the report and both reviewers approve it; answers the disclosure's id.
pub async fn published(app: &TestApp, body: Value) -> String {
    let org = app.access_token("org_demo").await;
    let p = people(app).await;
    let uuid = submitted(app, &org, body.clone()).await;
    decide(app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let title = body["formData"]["informationDisclosureName"]
        .as_str()
        .unwrap();
    let staff = app.access_token("staff_first").await;
    let page = app.get(PAGE, Some(&staff)).await;
    let records = page.assert_ok()["records"].as_array().unwrap().clone();
    records
        .iter()
        .find(|r| r["title"] == title)
        .unwrap_or_else(|| panic!("{title} is not published: {}", page.body))["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn titles(app: &TestApp, token: Option<&str>) -> Vec<String> {
    let page = app.get(PAGE, token).await;
    page.assert_ok()["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["title"].as_str().unwrap().to_owned())
        .collect()
}

// spec: 02§7.2
#[actix_rt::test]
async fn a_report_for_the_shareholders_is_read_by_a_shareholder_and_by_no_other_investor() {
    let app = TestApp::spawn().await;
    let id = published(
        &app,
        report("秦创智能2025年年度报告（股东）", "2", json!({})),
    )
    .await;
    let shareholder = app.access_token("personal_demo").await; // 张伟, 2000000001 holds 100001
    let stranger = app.access_token("product_new").await; // account 3000000009, no holdings
    let title = "秦创智能2025年年度报告（股东）".to_owned();

    assert!(titles(&app, Some(&shareholder)).await.contains(&title));
    assert!(!titles(&app, Some(&stranger)).await.contains(&title));
    assert!(!titles(&app, None).await.contains(&title));

    let detail = app.get(&format!("{DETAIL}{id}"), Some(&shareholder)).await;
    assert_eq!(detail.assert_ok()["title"], title.as_str());
    let content = detail.data()["content"].as_str().unwrap();
    assert!(
        content.contains("2025年年度报告（1-12月）")
            && content.contains("（单位：万元）")
            && content.contains("营业收入：本期 1200.5，上年同期 1000，增减比例 20.05%")
            && content.contains("存货：本期 —，上年同期 —，增减比例 —"),
        "{content}"
    );
    app.get(&format!("{DETAIL}{id}"), Some(&stranger))
        .await
        .assert_failure(404, "信息披露不存在");
    app.get(&format!("{DETAIL}{id}"), None)
        .await
        .assert_failure(404, "信息披露不存在");

    // The report as filed, its rates computed by the server.
    let details = app.get(&format!("{DETAILS}{id}"), Some(&shareholder)).await;
    let report: Value =
        serde_json::from_str(details.assert_ok()["details"].as_str().unwrap()).unwrap();
    assert_eq!(report["period"], "1-12月");
    assert_eq!(report["financeData"][0]["rate"], "20.05");
    assert_eq!(report["disclosureScope"], "2");
    let tables = &report["listedFinancials"];
    assert_eq!(tables, &crate::samples::listed_financials());
    assert_eq!(tables["financeTable2"][16]["finProject"], "资产总计");
    app.get(&format!("{DETAILS}{id}"), Some(&stranger))
        .await
        .assert_failure(403, "您不在该信息披露的披露范围内");
    app.get(&format!("{DETAILS}{id}"), None)
        .await
        .assert_failure(403, "您不在该信息披露的披露范围内");
    app.get(&format!("{DETAILS}missing"), None)
        .await
        .assert_failure(404, "信息披露不存在");
}

#[actix_rt::test]
async fn a_report_for_all_qualified_investors_is_read_by_any_visitor() {
    let app = TestApp::spawn().await;
    let id = published(&app, report("秦创智能2025年半年度报告", "1", json!({}))).await;
    assert!(titles(&app, None)
        .await
        .contains(&"秦创智能2025年半年度报告".to_owned()));
    let detail = app.get(&format!("{DETAIL}{id}"), None).await;
    // filed on the platform: its tables are kept, so a visitor's page asks for them
    assert_eq!(detail.assert_ok()["filed"], true);
    app.get(&format!("{DETAILS}{id}"), None).await.assert_ok();
    let page = app.get(PAGE, None).await;
    let rows = page.assert_ok()["records"].as_array().unwrap().clone();
    let filed = rows.iter().find(|d| d["id"] == id.as_str()).unwrap();
    assert_eq!(filed["filed"], true);
    // a disclosure published as text only has no tables to ask for
    let seeded = rows.iter().find(|d| d["id"] == "disc-000").unwrap();
    assert_eq!(seeded["filed"], false);
    app.get(&format!("{DETAILS}disc-000"), None)
        .await
        .assert_failure(404, "信息披露不存在");
}

#[actix_rt::test]
async fn a_report_for_designated_shareholders_is_read_by_them_only() {
    let app = TestApp::spawn().await;
    let body = report(
        "秦创智能2025年年度报告（指定股东）",
        "2",
        json!({ "value1": ["1000000001"] }),
    );
    let id = published(&app, body).await;
    let designated = app.access_token("orgholder_demo").await; // 1000000001
    let other_shareholder = app.access_token("personal_demo").await;
    app.get(&format!("{DETAIL}{id}"), Some(&designated))
        .await
        .assert_ok();
    app.get(&format!("{DETAIL}{id}"), Some(&other_shareholder))
        .await
        .assert_failure(404, "信息披露不存在");
}

#[actix_rt::test]
async fn the_annual_report_requires_its_three_year_tables_and_a_half_year_report_has_none() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut body = report("报告", "1", json!({}));
    let form = body["formData"].as_object_mut().unwrap();
    form.remove("listedFinancials");
    let errors = field_errors(&submit(&app, &org, body.clone()).await);
    for expected in [
        (
            "listedFinancials/financeTable2/16/topYear",
            "资产总计上年度项为必填",
        ),
        (
            "listedFinancials/financeTable3/7/topTowYear",
            "净利润上上年度项为必填",
        ),
        (
            "listedFinancials/financeTable1/1/topYear",
            "解决就业人数（人）上年度项为必填",
        ),
    ] {
        assert!(
            errors.contains(&(expected.0.into(), expected.1.into())),
            "{expected:?} in {errors:?}"
        );
    }

    body["formData"]["annualReportType"] = json!("上半年度报告");
    let id = published(&app, body).await;
    let details = app.get(&format!("{DETAILS}{id}"), None).await;
    let report: Value =
        serde_json::from_str(details.assert_ok()["details"].as_str().unwrap()).unwrap();
    assert_eq!(report["period"], "1-6月");
    assert_eq!(report["listedFinancials"], Value::Null);
}

#[actix_rt::test]
async fn a_designated_reader_outside_the_circle_is_refused_at_submit() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let body = report("报告", "2", json!({ "value1": ["2000000002"] }));
    submit(&app, &org, body)
        .await
        .assert_failure(400, "2000000002不是本公司股东，请重新选择");
}

// spec: 02§5.9
#[actix_rt::test]
async fn the_periods_are_required_except_the_second_table_s_optional_items() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut body = report("报告", "1", json!({}));
    body["formData"]["financeData"][0]
        .as_object_mut()
        .unwrap()
        .remove("thisPeriodTime");
    body["formData"]["financeDataTwo"][0]
        .as_object_mut()
        .unwrap()
        .remove("lastPeriodTime");
    body["formData"]["financeData"][1]["thisPeriodTime"] = json!("1.1234567");
    body["formData"]
        .as_object_mut()
        .unwrap()
        .remove("disclosureScope");
    let errors = field_errors(&submit(&app, &org, body).await);
    for expected in [
        ("financeData/0/thisPeriodTime", "此项为必填"),
        ("financeDataTwo/0/lastPeriodTime", "此项为必填"),
        ("financeData/1/thisPeriodTime", "请输入不超过六位小数的数字"),
        ("disclosureScope", "请选择披露范围"),
    ] {
        assert!(
            errors.contains(&(expected.0.into(), expected.1.into())),
            "{expected:?} in {errors:?}"
        );
    }
    assert!(
        !errors
            .iter()
            .any(|(f, _)| f.starts_with("financeDataTwo/2")),
        "存货 is optional: {errors:?}"
    );
}

#[actix_rt::test]
async fn the_rate_is_the_server_s_at_submit() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut body = report("报告", "1", json!({}));
    // last period 0: 100 × difference; negative last: against its absolute value.
    body["formData"]["financeData"][0]["lastPeriodTime"] = json!("0");
    body["formData"]["financeData"][0]["thisPeriodTime"] = json!("12.5");
    body["formData"]["financeData"][0]["rate"] = json!("1250.00");
    body["formData"]["financeData"][3]["lastPeriodTime"] = json!("-100");
    body["formData"]["financeData"][3]["thisPeriodTime"] = json!("50");
    body["formData"]["financeData"][3]["rate"] = json!("150.00");
    body["formData"]["financeData"][4]["lastPeriodTime"] = json!("3");
    body["formData"]["financeData"][4]["thisPeriodTime"] = json!("1");
    body["formData"]["financeData"][4]["rate"] = json!("-66.66");
    let errors = field_errors(&submit(&app, &org, body.clone()).await);
    assert_eq!(
        errors,
        vec![(
            "financeData[4].rate".to_owned(),
            "增减比例应为-66.67".to_owned()
        )]
    );
    body["formData"]["financeData"][4]["rate"] = json!("-66.67");
    submit(&app, &org, body).await.assert_ok();
}

#[actix_rt::test]
async fn the_report_opens_on_the_current_enterprise() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveCompany?companyId=c-qinchuang",
        Some(&org),
    )
    .await
    .assert_ok();
    let opened = app
        .get(
            "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550070&nodeId=apply",
            Some(&org),
        )
        .await;
    let defaults = &opened.assert_ok()["defaults"];
    assert_eq!(defaults["name"], COMPANY);
    assert_eq!(defaults["annualReportType"], "年度报告");
}

// spec: 02§7.3 02§7.4 02§8.5
#[actix_rt::test]
async fn the_scope_look_ups_answer_the_enterprise_s_circles() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let staff = app.access_token("staff_first").await;
    let investor = app.access_token("personal_demo").await;
    let name = BY_NAME;
    let holders = "/api/rem-registrationbizweb/holder/queryByCompanyName";
    let creditors = "/api/rem-registrationbizweb/holder/getCreditorByCompanyName";
    let members = "/api/rem-registrationbizweb/member/getMemberByCompanyName";

    let found = app.get(&format!("{holders}?{name}"), Some(&org)).await;
    let accounts: Vec<&str> = found
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["accountNumber"].as_str().unwrap())
        .collect();
    assert!(accounts.contains(&"2000000001") && accounts.contains(&"1000000001"));
    assert!(
        !accounts.contains(&"2000000002"),
        "曲江's holder is not 秦创's"
    );
    app.get(&format!("{holders}?{name}"), Some(&staff))
        .await
        .assert_ok();
    let bound = app.get(&format!("{members}?{name}"), Some(&org)).await;
    assert!(
        !bound.assert_ok().as_array().unwrap().is_empty(),
        "长安证券 is bound to 秦创智能"
    );
    app.get(&format!("{creditors}?{name}"), Some(&org))
        .await
        .assert_ok();

    for path in [holders, creditors, members] {
        app.get(&format!("{path}?{name}"), None)
            .await
            .assert_failure(401, "用户未登录，请重新登录");
        app.get(&format!("{path}?{name}"), Some(&investor))
            .await
            .assert_failure(403, "无权查看该企业的信息");
        app.get(path, Some(&org))
            .await
            .assert_failure(400, "请选择企业");
    }
}

#[actix_rt::test]
async fn a_report_for_the_cooperating_members_is_read_by_a_bound_member_only() {
    let app = TestApp::spawn().await;
    let id = published(
        &app,
        report("秦创智能2025年年度报告（会员）", "4", json!({})),
    )
    .await;
    let member = app.access_token("member_demo").await; // its firm is bound to 秦创智能
    let investor = app.access_token("orgholder_demo").await; // a shareholder, not a member
    app.get(&format!("{DETAIL}{id}"), Some(&member))
        .await
        .assert_ok();
    app.get(&format!("{DETAIL}{id}"), Some(&investor))
        .await
        .assert_failure(404, "信息披露不存在");
}

#[actix_rt::test]
async fn a_report_for_the_creditors_is_read_by_a_pledgee_of_the_enterprise_s_shares() {
    let app = TestApp::spawn().await;
    // 陕西丝路 pledges shares of 秦创智能 to 张伟 (personal_demo's name): 张伟 is a creditor the
    // register knows; 陕西丝路, the pledgor, is not.
    let mut pledge = crate::samples::pledge_form(
        crate::samples::SILK_ROAD,
        "陕西丝路投资管理有限公司",
        "100001",
    );
    pledge["pledgeList"][0]["zqrName"] = json!("张伟");
    let p = people(&app).await;
    let silk_road = app.access_token("orgholder_demo").await;
    crate::support::approved(
        &app,
        &p,
        &silk_road,
        json!({ "appId": "550008", "formData": pledge }),
    )
    .await
    .assert_ok();
    let org = app.access_token("org_demo").await;
    let creditors = app
        .get(
            &format!("/api/rem-registrationbizweb/holder/getCreditorByCompanyName?{BY_NAME}"),
            Some(&org),
        )
        .await;
    assert_eq!(creditors.assert_ok()[0]["holderName"], "张伟");

    let id = published(
        &app,
        report("秦创智能2025年年度报告（债权人）", "3", json!({})),
    )
    .await;
    app.get(&format!("{DETAIL}{id}"), Some(&p.investor))
        .await
        .assert_ok();
    app.get(&format!("{DETAIL}{id}"), Some(&silk_road))
        .await
        .assert_failure(404, "信息披露不存在");
}
