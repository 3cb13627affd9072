//! Issue 20 item 2: 我的申请 (bizApplication2) and 流程查询 (processQuery2) are query pages of
//! the `applications` source, 我的待办 (bjotcTaskItem2) of the `tasks` source. 我的申请 is the caller's own businesses whoever the caller is,
//! staff included, and offers the withdrawal of a running one; 流程查询 is staff's, every
//! business of the tenant with its applicant and the node it waits at, filtered by node, and
//! exported with exactly the rows the filters find.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    query_pages::{list_path, rows, strings as column},
    support::{decide, people, submitted},
};

/// The row of the business `uuid` among a page's records.
fn row_of(page: &Value, uuid: &str) -> Value {
    page["records"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["uuid"] == uuid)
        .unwrap()
        .clone()
}

fn transfer(volume: i64) -> Value {
    json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": volume } })
}

#[actix_rt::test]
async fn my_applications_are_the_callers_own_even_for_staff_and_a_running_one_is_withdrawn() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(&app, &p.investor, transfer(5)).await;
    // a draft waits on its applicant
    let draft = app
        .post_json(
            "/api/rem-registrationbizweb/application/save",
            Some(&p.investor),
            &transfer(6),
        )
        .await
        .assert_ok()["uuid"]
        .as_str()
        .unwrap()
        .to_owned();

    let mine = rows(
        &app,
        &p.investor,
        "bizApplication2",
        json!({"pageSize": 100}),
    )
    .await;
    let row = row_of(&mine, &uuid);
    assert_eq!(row["status"], "running");
    assert_eq!(row["statusLabel"], "办理中");
    assert_eq!(row["appIdLabel"], "股份转让");
    assert_eq!(row["currentNodeLabel"], "初审");
    // with the reviewers, it is no longer the applicant's to withdraw
    assert_eq!(row["waitsOnApplicant"], false);
    // staff open the page too, and see only what they applied for themselves
    let staff_own = rows(&app, &p.first, "bizApplication2", json!({"pageSize": 100})).await;
    assert!(!column(&staff_own, "uuid").contains(&uuid));

    let config = app
        .get(
            "/api/rem-registrationbizweb/queryPage/bizApplication2/config",
            Some(&p.investor),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(config["own"], true);
    assert!(config["actions"]
        .as_array()
        .unwrap()
        .contains(&json!({"action": "withdraw", "label": "撤回"})));

    let waiting = row_of(&mine, &draft);
    assert_eq!(waiting["waitsOnApplicant"], true);

    // withdrawn, it is found by its new status and waits nowhere
    app.post_json(
        "/api/rem-registrationbizweb/application/withdraw",
        Some(&p.investor),
        &json!({"uuid": draft}),
    )
    .await
    .assert_ok();
    let withdrawn = rows(
        &app,
        &p.investor,
        "bizApplication2",
        json!({"filters": {"status": "withdrawn"}, "pageSize": 100}),
    )
    .await;
    let row = row_of(&withdrawn, &draft);
    assert_eq!(row["statusLabel"], "已撤回");
    assert_eq!(row["currentNode"], Value::Null);
}

#[actix_rt::test]
async fn staff_query_every_business_by_the_node_it_waits_at_and_export_what_they_find() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let waiting = submitted(&app, &p.investor, transfer(7)).await;

    let all = rows(&app, &p.first, "processQuery2", json!({"pageSize": 100})).await;
    let row = row_of(&all, &waiting);
    assert_eq!(row["applicantName"], "张伟");
    let node = row["currentNode"].as_str().unwrap().to_owned();

    let filter = json!({"filters": {"currentNode": node, "appId": "550004"}});
    let mut body = filter.clone();
    body["pageSize"] = json!(100);
    let at_node = rows(&app, &p.first, "processQuery2", body).await;
    assert!(column(&at_node, "uuid").contains(&waiting));
    assert!(column(&at_node, "currentNode").iter().all(|n| *n == node));
    let elsewhere = rows(
        &app,
        &p.first,
        "processQuery2",
        json!({"filters": {"currentNode": "recheck", "appId": "550004"}}),
    )
    .await;
    assert!(!column(&elsewhere, "uuid").contains(&waiting));

    let raw = app
        .fetch(
            "/api/rem-registrationbizweb/queryPage/processQuery2/export",
            Some(&p.first),
            Some(&filter),
        )
        .await;
    assert_eq!(raw.status, 200);
    let mut book = Xlsx::new(Cursor::new(raw.bytes)).unwrap();
    let sheet = book.worksheet_range("流程查询").unwrap();
    let sheet: Vec<Vec<Data>> = sheet.rows().map(<[Data]>::to_vec).collect();
    assert_eq!(
        sheet.len() as i64 - 1,
        at_node["totalRecord"].as_i64().unwrap()
    );
    let serials: Vec<String> = sheet[1..].iter().map(|r| r[0].to_string()).collect();
    assert_eq!(serials, column(&at_node, "bizSn"));
    assert!(sheet[1..]
        .iter()
        .all(|r| r[1] == Data::String("股份转让".into()) && r[4] == Data::String("初审".into())));

    // an investor is not staff
    app.post_json(&list_path("processQuery2"), Some(&p.investor), &json!({}))
        .await
        .assert_failure(403, "无权查看该页面");
}

#[actix_rt::test]
async fn a_withdrawal_is_offered_only_on_a_page_of_the_callers_own_rows() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let page = json!({
        "pageKey": "allWithdrawable", "title": "可撤回", "source": "applications",
        "columns": [{"prop": "bizSn"}], "actions": [{"action": "withdraw"}],
        "roles": ["first_reviewer"]
    });
    let check = app
        .post_json(
            "/api/rem-registrationbizweb/queryConfig/check",
            Some(&analyst),
            &json!({"text": page.to_string()}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(
        check["problems"],
        json!(["撤回只能用于本人的数据页面（own）"])
    );
    let mut own = page.clone();
    own["own"] = json!(true);
    let check = app
        .post_json(
            "/api/rem-registrationbizweb/queryConfig/check",
            Some(&analyst),
            &json!({"text": own.to_string()}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(check["ok"], true);
}

#[actix_rt::test]
async fn my_to_dos_are_the_tasks_of_my_role_or_returned_to_me() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(&app, &p.investor, transfer(9)).await;
    let todo = |token: &str, body: Value| {
        let (app, token) = (&app, token.to_owned());
        async move { rows(app, &token, "bjotcTaskItem2", body).await }
    };

    let first = todo(&p.first, json!({"pageSize": 100})).await;
    let row = row_of(&first, &uuid);
    assert_eq!(row["applicantName"], "张伟");
    assert_eq!(row["appIdLabel"], "股份转让");
    assert_eq!(row["nodeIdLabel"], "初审");
    assert!(row["taskNo"].is_i64());
    // another role's tasks and the applicant's list do not hold it
    let recheck = todo(&p.recheck, json!({"pageSize": 100})).await;
    assert!(!column(&recheck, "uuid").contains(&uuid));
    let investor = todo(&p.investor, json!({"pageSize": 100})).await;
    assert!(!column(&investor, "uuid").contains(&uuid));
    // the filters offer only the businesses and nodes among the caller's own tasks
    let config = app
        .get(
            "/api/rem-registrationbizweb/queryPage/bjotcTaskItem2/config",
            Some(&p.first),
        )
        .await
        .assert_ok()
        .clone();
    let offered = |prop: &str| -> Vec<String> {
        config["filters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["prop"] == prop)
            .unwrap()["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap().to_owned())
            .collect()
    };
    let mine = todo(&p.first, json!({"pageSize": 100})).await;
    let (businesses, nodes) = (column(&mine, "appId"), column(&mine, "nodeId"));
    assert!(offered("appId").contains(&"550004".to_owned()));
    assert!(offered("appId").iter().all(|a| businesses.contains(a)));
    assert!(offered("nodeId").iter().all(|n| nodes.contains(n)));
    assert!(!offered("nodeId").is_empty());

    // filtered by the node it waits at, and exported as found
    let node = row["nodeId"].as_str().unwrap().to_owned();
    let filter = json!({"filters": {"nodeId": node, "bizSn": row["bizSn"]}});
    let found = todo(&p.first, filter.clone()).await;
    assert_eq!(column(&found, "uuid"), std::slice::from_ref(&uuid));
    let raw = app
        .fetch(
            "/api/rem-registrationbizweb/queryPage/bjotcTaskItem2/export",
            Some(&p.first),
            Some(&filter),
        )
        .await;
    let mut book = Xlsx::new(Cursor::new(raw.bytes)).unwrap();
    let sheet: Vec<Vec<Data>> = book
        .worksheet_range("我的待办")
        .unwrap()
        .rows()
        .map(<[Data]>::to_vec)
        .collect();
    assert_eq!(sheet.len(), 2);
    assert_eq!(sheet[1][0], Data::String("张伟".into()));
    assert_eq!(sheet[1][4], Data::String("初审".into()));

    // returned, it is the applicant's to-do and no longer the reviewer's
    decide(&app, &p.first, &uuid, "return", "数量有误")
        .await
        .assert_ok();
    let investor = todo(&p.investor, json!({"pageSize": 100})).await;
    assert!(column(&investor, "uuid").contains(&uuid));
    let first = todo(&p.first, json!({"pageSize": 100})).await;
    assert!(!column(&first, "uuid").contains(&uuid));
}
