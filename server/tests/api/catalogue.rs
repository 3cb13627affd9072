//! The business catalogue: `flow/listStartable` answers what the caller's landing mode may
//! start (the flows' `starters`), and a start by another mode is refused with the message.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::support::submit;

const STARTABLE: &str = "/api/rem-registrationbizweb/flow/listStartable";
const NOT_A_STARTER: &str = "当前身份不能办理该业务";

async fn startable(app: &TestApp, account: &str) -> Vec<Value> {
    let token = app.access_token(account).await;
    app.get(STARTABLE, Some(&token))
        .await
        .assert_ok()
        .as_array()
        .unwrap()
        .clone()
}

fn app_ids(flows: &[Value]) -> Vec<&str> {
    flows.iter().map(|f| f["appId"].as_str().unwrap()).collect()
}

#[actix_rt::test]
async fn an_investor_sees_the_investor_businesses_by_category_then_app_id() {
    let app = TestApp::spawn().await;
    let flows = startable(&app, "personal_demo").await;
    let ids = app_ids(&flows);
    for expected in ["550004", "550066", "550008", "550026", "550130", "550115"] {
        assert!(ids.contains(&expected), "{expected} missing from {ids:?}");
    }
    for hidden in ["550001", "550114", "550140", "550012", "550091", "550092"] {
        assert!(!ids.contains(&hidden), "{hidden} listed in {ids:?}");
    }
    let transfer = flows.iter().find(|f| f["appId"] == "550004").unwrap();
    assert_eq!(
        transfer,
        &json!({ "appId": "550004", "name": "股份转让", "category": "投资者业务" })
    );
    // The catalogue's order of the categories, 其他业务 last; appIds ascending within each.
    assert_eq!(categories(&flows), ["投资者业务", "其他业务"]);
    let investor: Vec<&str> = flows
        .iter()
        .filter(|f| f["category"] == "投资者业务")
        .map(|f| f["appId"].as_str().unwrap())
        .collect();
    let mut sorted = investor.clone();
    sorted.sort();
    assert_eq!(investor, sorted, "by appId within a category");
}

/// The categories in the order they appear; each must appear as one run.
fn categories(flows: &[Value]) -> Vec<&str> {
    let mut seen: Vec<&str> = Vec::new();
    for flow in flows {
        let category = flow["category"].as_str().unwrap();
        if seen.last() != Some(&category) {
            assert!(!seen.contains(&category), "{category} is split");
            seen.push(category);
        }
    }
    seen
}

#[actix_rt::test]
async fn staff_see_the_judicial_freeze_and_each_zone_its_own_businesses() {
    let app = TestApp::spawn().await;
    for staff in ["admin", "staff_first"] {
        let flows = startable(&app, staff).await;
        assert_eq!(
            categories(&flows),
            [
                "企业业务",
                "会员业务",
                "投资者业务",
                "登记机构业务",
                "其他业务"
            ],
            "{staff}"
        );
        let ids = app_ids(&flows);
        assert!(ids.contains(&"550140"), "{staff}: {ids:?}");
        assert!(
            ids.contains(&"550001") && ids.contains(&"550004"),
            "{staff}"
        );
        let freeze = flows.iter().find(|f| f["appId"] == "550140").unwrap();
        assert_eq!(freeze["category"], "登记机构业务");
        assert_eq!(freeze["name"], "司法冻结");
    }
    let org = startable(&app, "org_demo").await;
    let ids = app_ids(&org);
    assert!(
        ids.contains(&"550001") && ids.contains(&"550092"),
        "{ids:?}"
    );
    assert!(
        !ids.contains(&"550004") && !ids.contains(&"550140"),
        "{ids:?}"
    );
    let member = startable(&app, "member_demo").await;
    let ids = app_ids(&member);
    assert!(
        ids.contains(&"550012") && ids.contains(&"550092"),
        "{ids:?}"
    );
    assert!(!ids.contains(&"550001"), "{ids:?}");
}

#[actix_rt::test]
async fn the_catalogue_needs_a_signed_in_user() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get(STARTABLE, None).await.status, 401);
}

// spec: 01§6.1 02§6.1
#[actix_rt::test]
async fn an_investor_cannot_start_a_business_of_another_zone() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    for app_id in ["550140", "550001"] {
        submit(&app, &investor, json!({ "appId": app_id, "formData": {} }))
            .await
            .assert_failure(400, NOT_A_STARTER);
        // The apply page is told before anything is filled in.
        app.get(
            &format!(
                "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId={app_id}&nodeId=apply"
            ),
            Some(&investor),
        )
        .await
        .assert_failure(400, NOT_A_STARTER);
    }
    let mine = app
        .post_json(
            "/api/rem-registrationbizweb/application/list",
            Some(&investor),
            &json!({}),
        )
        .await;
    assert_eq!(mine.assert_ok()["totalRecord"], 0, "nothing was created");
}

// spec: 01§1.5 01§1.4
#[actix_rt::test]
async fn staff_see_the_whole_catalogue_of_the_spec_s_businesses_by_category() {
    let app = TestApp::spawn().await;
    let flows = startable(&app, "admin").await;
    let ids = app_ids(&flows);
    // 59 of the spec's appIds; 550115 has no starters and shows to everyone.
    assert!(ids.len() >= 55, "{} businesses: {ids:?}", ids.len());
    assert_eq!(
        categories(&flows),
        [
            "企业业务",
            "会员业务",
            "投资者业务",
            "登记机构业务",
            "其他业务"
        ]
    );
    for expected in [
        "550002", "550032", "550060", "550092", "550138", "550227", "550413",
    ] {
        assert!(ids.contains(&expected), "{expected} missing from {ids:?}");
    }
}
