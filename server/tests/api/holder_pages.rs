//! The calls behind the holder and result pages (02 §2, issue 13 item 5): one holder's detail
//! and positions by uuid (staff any holder, others their own), an application's detail by its
//! uuid, and 550115's destination naming the application.

use serde_json::json;

use crate::helpers::TestApp;
use crate::support::submit;

const DETAIL: &str = "/api/rem-registrationmgrweb/holder/detail";
const HOLDINGS: &str = "/api/rem-registrationmgrweb/holder/queryHoldings";
const APPLICATION: &str = "/api/rem-registrationbizweb/application/detail";

#[actix_rt::test]
async fn a_holder_s_detail_shows_its_rights_and_totals_to_staff_and_to_its_owner_only() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let heir = app
        .get(&format!("{DETAIL}?holderUuid=h-wanglei"), Some(&staff))
        .await;
    let heir = heir.assert_ok();
    assert_eq!(heir["accountNumber"], "2000000003");
    assert_eq!(heir["rightsConfirmed"], 0);
    assert_eq!(heir["totals"]["volume"], 10000);
    let own = app.access_token("personal_demo").await;
    let mine = app
        .get(&format!("{DETAIL}?holderUuid=h-zhangwei-1"), Some(&own))
        .await;
    assert_eq!(mine.assert_ok()["rightsConfirmed"], 1);
    assert_eq!(mine.data()["totals"]["volume"], 100_000);
    app.get(&format!("{DETAIL}?holderUuid=h-wanglei"), Some(&own))
        .await
        .assert_failure(403, "无权查看该股东");
    app.get(&format!("{DETAIL}?holderUuid=h-nobody"), Some(&staff))
        .await
        .assert_failure(404, "股东不存在");
    app.get(DETAIL, Some(&staff))
        .await
        .assert_failure(400, "请选择股东");
}

#[actix_rt::test]
async fn a_holder_s_positions_are_paged_for_staff_and_refused_to_others() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let page = app
        .post_json(
            HOLDINGS,
            Some(&staff),
            &json!({ "holderUuid": "h-silk-road", "pageNo": 1, "pageSize": 10 }),
        )
        .await;
    let page = page.assert_ok();
    assert_eq!(page["total"], 1);
    assert_eq!(page["records"][0]["productCode"], "100001");
    assert_eq!(page["records"][0]["pledged"], 100_000);
    assert_eq!(page["records"][0]["freeVolume"], 400_000);
    let investor = app.access_token("personal_demo").await;
    app.post_json(
        HOLDINGS,
        Some(&investor),
        &json!({ "holderUuid": "h-silk-road" }),
    )
    .await
    .assert_failure(403, "无权查看该股东");
}

// spec: 02§7.21 02§4.15
#[actix_rt::test]
async fn the_final_node_destination_names_the_application_whose_detail_opens_by_uuid() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let answer = submit(
        &app,
        &investor,
        json!({ "appId": "550115", "formData": { "projectName": "股权登记咨询" } }),
    )
    .await;
    let done = answer.assert_ok();
    let uuid = done["uuid"].as_str().unwrap().to_owned();
    assert_eq!(done["status"], "approved");
    // 550115's final node is its Apply node: the detail page with the result.
    assert_eq!(
        done["navigate"],
        format!(
            "/process/detial?processInstanceId={uuid}&isShowResult=true&nodeId=detail&appId=550115"
        )
    );
    let detail = app
        .post_json(APPLICATION, Some(&investor), &json!({ "uuid": uuid }))
        .await;
    assert_eq!(
        detail.assert_ok()["formData"]["projectName"],
        "股权登记咨询"
    );
    app.post_json(APPLICATION, Some(&investor), &json!({}))
        .await
        .assert_failure(400, "请传入业务流水号或申请编号之一");
    app.post_json(APPLICATION, Some(&investor), &json!({ "uuid": "no-such" }))
        .await
        .assert_failure(404, "申请不存在");
    let stranger = app.access_token("orgholder_demo").await;
    let refused = app
        .post_json(APPLICATION, Some(&stranger), &json!({ "uuid": uuid }))
        .await;
    assert_eq!(refused.status, 403, "{:?}", refused.body);
}
