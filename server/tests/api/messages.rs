//! Messages people read never name the engine's internals: nodes, actions, tasks, rules or
//! effects (issue 15).

use serde_json::json;

use crate::{
    helpers::TestApp,
    samples::transfer_form,
    support::{people, submitted, COMPLETE},
};

#[actix_rt::test]
async fn a_return_to_a_node_the_flow_does_not_offer_is_refused_in_the_users_words() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer_form("2000000001", "1000000001", "100001", json!(10)) }),
    )
    .await;
    let answer = app
        .post_json(
            COMPLETE,
            Some(&p.first),
            &json!({ "uuid": uuid, "action": "return", "memo": "请补充材料", "returnTo": "recheckApprove" }),
        )
        .await;
    answer.assert_failure(400, "不能退回到所选环节");
    let answer = app
        .post_json(
            COMPLETE,
            Some(&p.first),
            &json!({ "uuid": uuid, "taskNo": 99, "action": "approve", "memo": "同意" }),
        )
        .await;
    assert_eq!(answer.status, 400, "{:?}", answer.body);
    assert!(
        !answer.msg().contains('`') && !answer.msg().contains("task"),
        "{}",
        answer.msg()
    );
}
