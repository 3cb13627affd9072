//! Input the server cannot read: malformed JSON, query strings of the wrong type, page numbers
//! far past any list. Each answers a 400 envelope with a Chinese message only (no serde
//! English), never a 500.

use serde_json::json;

use crate::helpers::TestApp;

const SHOW_PAGE: &str = "/api/rem-registrationbizweb/companyShowNonds/queryPageInfo";
const TASKS: &str = "/api/rem-registrationbizweb/taskItem/getUserTasks";
const APPLICATIONS: &str = "/api/rem-registrationbizweb/application/list";
const HOLDINGS: &str = "/api/rem-registrationbizweb/holder/queryHoldings";
const HUGE: i64 = i64::MAX;

/// Messages a user reads carry no serde or actix English.
fn assert_chinese_only(msg: &str) {
    assert!(
        !msg.chars().any(|c| c.is_ascii_alphabetic()),
        "English leaked into the message: {msg}"
    );
}

#[actix_rt::test]
async fn a_body_that_is_not_json_answers_a_chinese_400() {
    let app = TestApp::spawn().await;
    for body in ["{not json", "[1,2", "\"text\"", ""] {
        let answer = app
            .post_raw(SHOW_PAGE, "application/json", body.into())
            .await;
        answer.assert_failure(400, "请求数据格式不正确");
    }
}

#[actix_rt::test]
async fn a_json_field_of_the_wrong_type_answers_a_chinese_400() {
    let app = TestApp::spawn().await;
    for body in [
        json!({"pageNo": "x"}),
        json!({"pageNo": 1.5}),
        json!({"pageSize": "99999999999999999999999"}),
        json!({"pageNo": 1e23}),
    ] {
        let answer = app.post_json(SHOW_PAGE, None, &body).await;
        answer.assert_failure(400, "请求数据格式不正确");
        assert_chinese_only(answer.msg());
    }
}

#[actix_rt::test]
async fn a_query_string_of_the_wrong_type_answers_a_chinese_400() {
    let app = TestApp::spawn().await;
    let token = app.access_token("personal_demo").await;
    for path in [
        "/api/rem-registrationbizweb/blockChain/list?current=abc",
        "/api/rem-registrationbizweb/blockChain/list?size=1e3",
        "/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=pledge&current=x",
        "/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=pledge&size=99999999999999999999",
    ] {
        let answer = app.get(path, Some(&token)).await;
        answer.assert_failure(400, "请求参数格式不正确");
    }
}

#[actix_rt::test]
async fn a_page_number_past_any_list_answers_400_not_500() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    for path in [TASKS, APPLICATIONS] {
        app.post_json(
            path,
            Some(&investor),
            &json!({"pageNo": HUGE, "pageSize": 100}),
        )
        .await
        .assert_failure(400, "页码超出范围");
        // The last page allowed is answered, empty.
        let last = app
            .post_json(
                path,
                Some(&investor),
                &json!({"pageNo": 1_000_000, "pageSize": 100}),
            )
            .await;
        assert_eq!(last.assert_ok()["records"], json!([]), "{path}");
    }
    let holder = app.access_token("orgholder_demo").await;
    app.post_json(HOLDINGS, Some(&holder), &json!({"pageNo": HUGE}))
        .await
        .assert_failure(400, "页码超出范围");
    for path in [
        format!("/api/rem-registrationbizweb/blockChain/list?current={HUGE}&size=100"),
        format!(
            "/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=pledge&current={HUGE}&size=100"
        ),
        format!("/api/rem-registrationbizweb/nonds/policy/page?tenantId=000000&current={HUGE}"),
    ] {
        app.get(&path, Some(&investor))
            .await
            .assert_failure(400, "页码超出范围");
    }
    app.post_json(SHOW_PAGE, None, &json!({"pageNo": HUGE, "pageSize": 5}))
        .await
        .assert_failure(400, "页码超出范围");
    let admin = app.access_token("admin").await;
    app.get(
        &format!("/api/blade-system/tenant/list?current={HUGE}&size=100"),
        Some(&admin),
    )
    .await
    .assert_failure(400, "页码超出范围");
}

#[actix_rt::test]
async fn a_list_takes_its_defaults_from_no_body_but_refuses_a_malformed_one() {
    let app = TestApp::spawn().await;
    let token = app.access_token("orgholder_demo").await;
    for path in [
        TASKS,
        APPLICATIONS,
        HOLDINGS,
        "/api/rem-registrationmgrweb/holder/queryByPage",
    ] {
        app.post_raw_as(path, &token, "application/json", String::new())
            .await
            .assert_ok();
        for body in ["{not json", "[1,2", "{\"pageNo\": \"x\"}"] {
            let answer = app
                .post_raw_as(path, &token, "application/json", body.into())
                .await;
            answer.assert_failure(400, "请求数据格式不正确");
            assert_chinese_only(answer.msg());
        }
    }
}
