//! 01 §2 "Error log viewer" and §8 "logs", "cache clear": a signed-in user's browser sends its
//! error log, kept all or none; the tenant's administrator reads it on the query page
//! `errorLog`; the administrator alone empties the server's caches.

use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    query_pages::{rows, strings},
};

const UPLOAD: &str = "/api/blade-log/error-log/upload";
const CLEAR: &str = "/api/blade-auth/oauth/clear-cache";

fn entry(message: &str) -> Value {
    json!({"type": "error", "url": "http://localhost/wel/index", "message": message,
           "stack": "TypeError: x is undefined\n    at f (app.js:1:1)", "time": "2026/11/30 09:00:00"})
}

// spec: 01§2.16 01§3.11 01§8.18
#[actix_rt::test]
async fn a_users_log_reaches_the_administrator_of_their_tenant_only() {
    let app = TestApp::spawn().await;
    let reviewer = app.access_token("staff_first").await;
    let answer = app
        .post_json(
            UPLOAD,
            Some(&reviewer),
            &json!({"logs": [entry("第一条错误"), entry("第二条错误")]}),
        )
        .await;
    assert_eq!(answer.assert_ok(), &json!(2));
    assert_eq!(answer.msg(), "发送成功");
    let elsewhere = app.access_token_in("116000", "dl_org_demo").await;
    app.post_json(
        UPLOAD,
        Some(&elsewhere),
        &json!({"logs": [entry("大连的错误")]}),
    )
    .await
    .assert_ok();

    let admin = app.access_token("admin").await;
    let page = rows(&app, &admin, "errorLog", json!({"pageSize": 100})).await;
    let mut messages = strings(&page, "message");
    messages.sort();
    assert_eq!(messages, ["第一条错误", "第二条错误"]);
    assert!(strings(&page, "account").iter().all(|a| a == "staff_first"));
    assert!(strings(&page, "stack")[0].contains("TypeError"));
    // filtered by a part of the message
    let one = rows(
        &app,
        &admin,
        "errorLog",
        json!({"pageSize": 10, "filters": {"message": "第二"}}),
    )
    .await;
    assert_eq!(strings(&one, "message"), ["第二条错误"]);

    // the page is the administrator's
    app.post_json(
        &crate::query_pages::list_path("errorLog"),
        Some(&reviewer),
        &json!({}),
    )
    .await
    .assert_failure(403, "无权查看该页面");
}

#[actix_rt::test]
async fn an_upload_with_a_bad_entry_keeps_nothing() {
    let app = TestApp::spawn().await;
    let me = app.access_token("org_demo").await;
    app.post_json(UPLOAD, Some(&me), &json!({"logs": []}))
        .await
        .assert_failure(400, "没有可上传的日志");
    let many: Vec<Value> = (0..101).map(|i| entry(&format!("错误{i}"))).collect();
    app.post_json(UPLOAD, Some(&me), &json!({ "logs": many }))
        .await
        .assert_failure(400, "一次最多上传100条日志");
    let mut odd = entry("x");
    odd["type"] = json!("warning");
    app.post_json(UPLOAD, Some(&me), &json!({"logs": [entry("好的"), odd]}))
        .await
        .assert_failure(400, "日志类型不正确：warning");
    app.post_json(
        UPLOAD,
        Some(&me),
        &json!({"logs": [entry("好的"), entry("  ")]}),
    )
    .await
    .assert_failure(400, "日志内容不能为空");
    app.post_json(UPLOAD, None, &json!({"logs": [entry("匿名")]}))
        .await
        .assert_failure(401, "用户未登录，请重新登录");

    let admin = app.access_token("admin").await;
    let page = rows(&app, &admin, "errorLog", json!({})).await;
    assert_eq!(
        page["totalRecord"], 0,
        "nothing of a refused upload is kept"
    );

    // an over-long text is cut, not refused
    let long = "错".repeat(3000);
    app.post_json(UPLOAD, Some(&me), &json!({"logs": [entry(&long)]}))
        .await
        .assert_ok();
    let page = rows(&app, &admin, "errorLog", json!({})).await;
    assert_eq!(strings(&page, "message")[0].chars().count(), 2000);
}

// spec: 01§8.19
#[actix_rt::test]
async fn only_the_administrator_clears_the_servers_caches() {
    let app = TestApp::spawn().await;
    for account in ["staff_first", "analyst_demo", "org_demo"] {
        let token = app.access_token(account).await;
        app.get(CLEAR, Some(&token))
            .await
            .assert_failure(403, "无权访问该功能");
    }
    app.get(CLEAR, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    let admin = app.access_token("admin").await;
    let answer = app.get(CLEAR, Some(&admin)).await;
    assert_eq!(answer.assert_ok(), &json!(true));
    assert_eq!(answer.msg(), "清除完毕");
    let answer = app.post(CLEAR, Some(&admin)).await;
    assert_eq!(answer.msg(), "清除完毕");
}
