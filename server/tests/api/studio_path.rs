//! The path of a recorded application for the studio's graph (issue 22 §4): the nodes its
//! history names in order with the event at each and the tasks still open; and the recent
//! applications offered to pick on the bench and the graph. Analysts' calls, in the analyst's
//! tenant only.

use diesel::prelude::*;
use serde_json::json;
use server::schema::applications;

use crate::effects::pledge_row;
use crate::helpers::TestApp;
use crate::support::submitted;

const PATH: &str = "/api/rem-registrationbizweb/otc-flow/studio/path";
const RECENT: &str = "/api/rem-registrationbizweb/otc-flow/studio/recent-applications";

async fn offered(app: &TestApp, token: &str, query: &str) -> Vec<String> {
    let answer = app.get(&format!("{RECENT}?{query}"), Some(token)).await;
    answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["bizSn"].as_str().unwrap().to_owned())
        .collect()
}

#[actix_rt::test]
async fn the_path_of_a_recorded_pledge_names_its_start_its_submission_and_where_it_waits() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let org = app.access_token("orgholder_demo").await;
    let rows = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        100_000
    )]);
    let uuid = submitted(
        &app,
        &org,
        json!({ "appId": "550008", "formData": {
            "faceValue": "1", "agreementAmount": "800000", "assessedValue": "600000", "pledgeList": rows
        } }),
    )
    .await;
    let biz_sn: String = {
        let mut conn = app.state.pool.get().unwrap();
        applications::table
            .find(&uuid)
            .select(applications::biz_sn)
            .first(&mut conn)
            .unwrap()
    };

    let path = app
        .get(&format!("{PATH}?bizSn={biz_sn}"), Some(&analyst))
        .await;
    let path = path.assert_ok().clone();
    assert_eq!(path["appId"], "550008");
    assert_eq!(path["flowVersion"], 1);
    assert_eq!(path["status"], "running");
    let steps = path["steps"].as_array().unwrap();
    assert_eq!(steps[0]["event"], "started", "{path}");
    assert!(
        steps
            .iter()
            .any(|s| s["node"] == "apply" && s["event"] == "acted" && s["action"] == "submit"),
        "{path}"
    );
    let open = path["open"].as_array().unwrap();
    assert!(
        !open.is_empty() && !open.contains(&json!("apply")),
        "{path}"
    );

    // offered to pick: by the flow, and by a script the flow uses; not by a flow it is not of
    assert_eq!(
        offered(&app, &analyst, "appId=550008").await,
        vec![biz_sn.clone()]
    );
    assert!(offered(&app, &analyst, "script=charge_pledge")
        .await
        .contains(&biz_sn));
    assert!(!offered(&app, &analyst, "appId=550004")
        .await
        .contains(&biz_sn));
    app.get(RECENT, Some(&analyst))
        .await
        .assert_failure(400, "请指定脚本或流程之一");

    app.get(&format!("{PATH}?bizSn=NO-SUCH-SN"), Some(&analyst))
        .await
        .assert_failure(404, "申请不存在");
    app.get(&format!("{PATH}?bizSn={biz_sn}"), Some(&org))
        .await
        .assert_failure(403, "无权访问流程与表单设计");
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(applications::table.find(&uuid))
            .set(applications::tenant_id.eq("116000"))
            .execute(&mut conn)
            .unwrap();
    }
    app.get(&format!("{PATH}?bizSn={biz_sn}"), Some(&analyst))
        .await
        .assert_failure(404, "申请不存在");
    assert!(offered(&app, &analyst, "appId=550008").await.is_empty());
}
