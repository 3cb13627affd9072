//! Issue 20 item 2, the public query page informationDisclosure (01 §2: where a sign-in with
//! `route=information` lands; 02 §3 "Disclosure scope"): a visitor signed in nowhere reads the
//! site tenant's public disclosures, a restricted report only the callers in its circle; the
//! page's filters, order and export as for any query page; every other page still refuses a
//! visitor; each tenant's disclosures its own.

use serde_json::{json, Value};

use crate::{
    disclosure::{published, report},
    helpers::TestApp,
    query_pages::{list_path, sheet_rows, strings},
};

const KEY: &str = "informationDisclosure";

/// The page's rows as `token` reads them (a visitor when none), of the site `tenant`.
async fn read(app: &TestApp, token: Option<&str>, tenant: &str, body: Value) -> Value {
    app.post_json(
        &format!("{}?tenantId={tenant}", list_path(KEY)),
        token,
        &body,
    )
    .await
    .assert_ok()
    .clone()
}

#[actix_rt::test]
async fn a_visitor_reads_the_public_disclosures_newest_first_with_their_categories() {
    let app = TestApp::spawn().await;
    let config = app
        .get(
            &format!("/api/rem-registrationbizweb/queryPage/{KEY}/config?tenantId=000000"),
            None,
        )
        .await;
    let config = config.assert_ok();
    assert_eq!(config["public"], true);
    let categories: Vec<&str> = config["filters"][1]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["label"].as_str().unwrap())
        .collect();
    assert_eq!(categories, ["定期报告", "临时公告", "其他公告"]);

    let all = read(&app, None, "000000", json!({"pageSize": 30})).await;
    assert_eq!(all["totalRecord"], 14, "{all}");
    let times = strings(&all, "publishTime");
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "{times:?}");
    assert_eq!(all["records"][0]["id"], "disc-000");
    assert_eq!(all["records"][0]["categoryLabel"], "定期报告");

    let periodic = read(
        &app,
        None,
        "000000",
        json!({"pageSize": 30, "filters": {"category": "1"}}),
    )
    .await;
    assert!(periodic["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["category"] == "1" && r["categoryLabel"] == "定期报告"));
    assert!(periodic["totalRecord"].as_i64().unwrap() < 14);

    let first_title = strings(&all, "title")[0].clone();
    let by_title = read(
        &app,
        None,
        "000000",
        json!({"filters": {"title": first_title}}),
    )
    .await;
    assert_eq!(strings(&by_title, "id"), ["disc-000"]);

    // oldest first when asked
    let oldest = read(
        &app,
        None,
        "000000",
        json!({"sortProp": "publishTime", "sortOrder": "asc"}),
    )
    .await;
    assert_eq!(oldest["records"][0]["id"], "disc-013");
}

#[actix_rt::test]
async fn a_report_for_the_shareholders_is_listed_to_a_shareholder_only() {
    let app = TestApp::spawn().await;
    let title = "秦创智能2025年年度报告（股东）";
    let id = published(&app, report(title, "2", json!({}))).await;
    let shareholder = app.access_token("personal_demo").await; // 张伟, holds 100001
    let stranger = app.access_token("product_new").await; // no holdings
    let staff = app.access_token("staff_first").await;
    let filter = json!({"filters": {"title": "秦创智能2025"}});

    let seen = read(&app, Some(&shareholder), "000000", filter.clone()).await;
    assert_eq!(strings(&seen, "id"), [id.as_str()]);
    assert_eq!(
        seen["records"][0]["companyName"],
        "西安秦创智能科技股份有限公司"
    );
    let staff_seen = read(&app, Some(&staff), "000000", filter.clone()).await;
    assert_eq!(strings(&staff_seen, "id"), [id.as_str()]);
    for token in [Some(stranger.as_str()), None] {
        let unseen = read(&app, token, "000000", filter.clone()).await;
        assert_eq!(unseen["totalRecord"], 0, "{unseen}");
    }

    // what the export writes is what the caller may read
    let export = format!("/api/rem-registrationbizweb/queryPage/{KEY}/export?tenantId=000000");
    let visitor = sheet_rows(app.fetch(&export, None, Some(&json!({}))).await, "信息披露");
    assert_eq!(visitor.len(), 1 + 14);
    assert_eq!(visitor[0][0].to_string(), "标题");
    assert!(visitor.iter().all(|r| r[0] != title));
    let holder = sheet_rows(
        app.fetch(&export, Some(&shareholder), Some(&json!({})))
            .await,
        "信息披露",
    );
    assert_eq!(holder.len(), 1 + 15);
    assert!(holder.iter().any(|r| r[0] == title));
}

#[actix_rt::test]
async fn each_site_lists_its_own_tenants_disclosures() {
    let app = TestApp::spawn().await;
    let dalian = read(&app, None, "116000", json!({})).await;
    assert_eq!(strings(&dalian, "id"), ["disc-dl-001"]);
    // a signed-in caller reads their own tenant's, whatever site they name
    let dl_user = app.access_token_in("116000", "dl_org_demo").await;
    let theirs = read(&app, Some(&dl_user), "000000", json!({})).await;
    assert_eq!(strings(&theirs, "id"), ["disc-dl-001"]);
    let elsewhere = read(&app, None, "518100", json!({})).await;
    assert_eq!(elsewhere["totalRecord"], 0);
    app.post_json(
        &format!("{}?tenantId=12ab", list_path(KEY)),
        None,
        &json!({}),
    )
    .await
    .assert_failure(400, "租户编号不正确");
}

#[actix_rt::test]
async fn every_page_but_a_public_one_refuses_a_visitor() {
    let app = TestApp::spawn().await;
    for key in [
        "zhyqcx2",
        "wdcccx",
        "qyzxbgcx1",
        "bizApplication2",
        "bjotcTaskItem2",
        "processQuery2",
    ] {
        let answer = app.post_json(&list_path(key), None, &json!({})).await;
        assert_eq!(answer.status, 401, "{key}: {}", answer.body);
        let config = app
            .get(
                &format!("/api/rem-registrationbizweb/queryPage/{key}/config"),
                None,
            )
            .await;
        assert_eq!(config.status, 401, "{key}");
        let export = app
            .fetch(
                &format!("/api/rem-registrationbizweb/queryPage/{key}/export"),
                None,
                Some(&json!({})),
            )
            .await;
        assert_eq!(export.status, 401, "{key}");
    }
}
