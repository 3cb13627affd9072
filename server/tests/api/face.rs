//! Issue 21 item 4, face verification: a check started with the provider (the shipped
//! simulator) is pending until the person decides it on the simulator's own page, driven here
//! as a browser drives it; a failed or expired check answers 获取人脸核身结果失败; a user's check
//! is theirs alone; a forgotten check is gone; and a passed check is the password reset's
//! second factor when the tenant's `account.resetPasswordFace` is 1.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{face_verifications, holder_accounts, param_biz, sms_outbox};

use crate::helpers::{Answer, TestApp};

const URL: &str = "/api/rem-registrationbizweb/getFaceRecognitionUrl";
const URL_NO_CODE: &str = "/api/rem-registrationbizweb/getFaceRecognitionUrlNoValidCode";
const URL_UPDATE_PWD: &str = "/api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd";
const RESULT: &str = "/api/rem-registrationbizweb/nonds/getFaceRecognitionResult";
const DELETE: &str = "/api/rem-registrationbizweb/nonds/deleteFaceRecognitionResult";
const SEND: &str = "/api/rem-registrationbizweb/smsNonds/sendValidCode";
const RESET: &str = "/api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo";
/// Every demo user's mobile.
const MOBILE: &str = "13800000000";
const NEW: &str = "Xian#2027ok";
const FAILED: &str = "获取人脸核身结果失败";
const UNKNOWN: &str = "人脸核身记录不存在";

fn person() -> Value {
    json!({"name": "张三丰", "idNumber": "610102197501010012"})
}

/// Starts a signed-in user's real-name check; answers (bizToken, the simulator page's path).
async fn started(app: &TestApp, token: &str) -> (String, String) {
    let answer = app.post_json(URL, Some(token), &person()).await;
    read_start(&answer)
}

fn read_start(answer: &Answer) -> (String, String) {
    let data = answer.assert_ok();
    let biz_token = data["bizToken"].as_str().unwrap().to_owned();
    let url = data["url"].as_str().unwrap();
    let at = url.find("/sim/face/").expect("the simulator's page");
    assert!(url.ends_with(&biz_token), "{url}");
    (biz_token, url[at..].to_owned())
}

async fn result(app: &TestApp, biz_token: &str, token: Option<&str>) -> Answer {
    app.get(&format!("{RESULT}?bizToken={biz_token}"), token)
        .await
}

/// What the person does on the simulator's page: opens it, sees the buttons, presses one
/// (the form posts `outcome`).
async fn decide_on_page(app: &TestApp, page: &str, outcome: &str) -> Answer {
    let shown = app.get(page, None).await;
    assert_eq!(shown.status, 200);
    let html = shown.body.as_str().unwrap();
    assert!(
        html.contains("张**") && html.contains("610***********0012"),
        "{html}"
    );
    assert!(
        html.contains("name=\"outcome\" value=\"pass\">通过")
            && html.contains("name=\"outcome\" value=\"fail\">不通过")
            && html.contains(&format!("action=\"{page}\"")),
        "{html}"
    );
    app.post_raw(
        page,
        "application/x-www-form-urlencoded",
        format!("outcome={outcome}"),
    )
    .await
}

// spec: 01§7.11
#[actix_rt::test]
async fn a_check_is_pending_until_the_person_passes_it_on_the_simulators_page() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    let (biz_token, page) = started(&app, &me).await;
    assert_eq!(
        result(&app, &biz_token, Some(&me)).await.assert_ok()["status"],
        "pending"
    );
    let passed = decide_on_page(&app, &page, "pass").await;
    assert_eq!(passed.status, 200);
    assert!(passed.body.as_str().unwrap().contains("人脸核身通过"));
    let answer = result(&app, &biz_token, Some(&me)).await;
    assert_eq!(answer.msg(), "人脸识别通过");
    let data = answer.assert_ok();
    assert_eq!(data["status"], "passed");
    assert_eq!(data["similarity"], 96.5);
    // decided once: the page refuses another decision, the record keeps the frame
    let again = app
        .post_raw(
            &page,
            "application/x-www-form-urlencoded",
            "outcome=fail".into(),
        )
        .await;
    assert_eq!(again.status, 409);
    assert_eq!(
        result(&app, &biz_token, Some(&me)).await.assert_ok()["status"],
        "passed"
    );
    let mut conn = app.state.pool.get().unwrap();
    let photo: Option<Vec<u8>> = face_verifications::table
        .find(&biz_token)
        .select(face_verifications::photo)
        .first(&mut conn)
        .unwrap();
    assert!(photo.is_some_and(|p| !p.is_empty()));
}

// spec: 01§8.12
#[actix_rt::test]
async fn a_failed_check_answers_that_its_result_failed() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    let (biz_token, page) = started(&app, &me).await;
    let failed = decide_on_page(&app, &page, "fail").await;
    assert_eq!(failed.status, 200);
    let answer = result(&app, &biz_token, Some(&me)).await;
    answer.assert_failure(400, FAILED);
    assert_eq!(answer.data()["reason"], "人脸比对不通过");
    // a malformed decision decides nothing
    let (other, page) = started(&app, &me).await;
    let odd = app
        .post_raw(
            &page,
            "application/x-www-form-urlencoded",
            "outcome=maybe".into(),
        )
        .await;
    assert_eq!(odd.status, 400);
    assert_eq!(
        result(&app, &other, Some(&me)).await.assert_ok()["status"],
        "pending"
    );
}

#[actix_rt::test]
async fn a_check_not_done_in_time_expires() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    let (biz_token, page) = started(&app, &me).await;
    app.clock.advance(599);
    assert_eq!(
        result(&app, &biz_token, Some(&me)).await.assert_ok()["status"],
        "pending"
    );
    app.clock.advance(1);
    let late = app
        .post_raw(
            &page,
            "application/x-www-form-urlencoded",
            "outcome=pass".into(),
        )
        .await;
    assert_eq!(late.status, 409);
    // the access token lived as long as the check: the user signs in again
    let me = app.access_token("personal_demo").await;
    let answer = result(&app, &biz_token, Some(&me)).await;
    answer.assert_failure(400, FAILED);
    assert_eq!(answer.data()["reason"], "人脸核身已过期");
}

#[actix_rt::test]
async fn a_users_check_is_theirs_alone_and_forgotten_when_deleted() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    let other = app.access_token("org_demo").await;
    let (biz_token, page) = started(&app, &me).await;
    decide_on_page(&app, &page, "pass").await;
    for token in [Some(other.as_str()), None] {
        result(&app, &biz_token, token)
            .await
            .assert_failure(400, UNKNOWN);
        app.get(&format!("{DELETE}?bizToken={biz_token}"), token)
            .await
            .assert_failure(400, UNKNOWN);
    }
    result(&app, &biz_token, Some(&me)).await.assert_ok();
    app.get(&format!("{DELETE}?bizToken={biz_token}"), Some(&me))
        .await
        .assert_ok();
    result(&app, &biz_token, Some(&me))
        .await
        .assert_failure(400, UNKNOWN);
    let mut conn = app.state.pool.get().unwrap();
    let left: i64 = face_verifications::table
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(left, 0);
    result(&app, "", Some(&me))
        .await
        .assert_failure(400, "请提供人脸核身业务编号");
}

#[actix_rt::test]
async fn a_check_needs_a_well_formed_identity_and_a_signed_in_user() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    for (body, message) in [
        (json!({"idNumber": "610102197501010012"}), "请输入姓名"),
        (json!({"name": "张三丰"}), "请输入身份证号码"),
        (
            json!({"name": "张三丰", "idNumber": "61010219750101"}),
            "身份证号码格式不正确",
        ),
    ] {
        app.post_json(URL, Some(&me), &body)
            .await
            .assert_failure(400, message);
    }
    assert_eq!(app.post_json(URL, None, &person()).await.status, 401);
}

#[actix_rt::test]
async fn a_check_is_made_against_the_registers_identity_of_the_user_when_it_has_one() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(holder_accounts::table.find("h-zhangwei-1"))
            .set(holder_accounts::certificate_no.eq(Some("610103198002020021")))
            .execute(&mut conn)
            .unwrap();
    }
    let me = app.access_token("personal_demo").await;
    // what the body says is not used: the register's 张伟 and certificate are
    let (_, page) = started(&app, &me).await;
    let html = app.get(&page, None).await.body.as_str().unwrap().to_owned();
    assert!(
        html.contains("张*<") && html.contains("610***********0021"),
        "{html}"
    );
    assert!(!html.contains("张**"), "{html}");
}

fn last_code(app: &TestApp) -> String {
    let mut conn = app.state.pool.get().unwrap();
    let content: String = sms_outbox::table
        .filter(sms_outbox::phone.eq(MOBILE))
        .order(sms_outbox::sent_at.desc())
        .select(sms_outbox::content)
        .first(&mut conn)
        .unwrap();
    content
        .split("验证码为")
        .nth(1)
        .unwrap()
        .chars()
        .take(6)
        .collect()
}

/// Sends a reset code to the demo mobile (a minute after the last) and answers it.
async fn reset_code(app: &TestApp) -> String {
    app.clock.advance(61);
    app.post_json(SEND, None, &json!({"phone": MOBILE, "purpose": "reset"}))
        .await
        .assert_ok();
    last_code(app)
}

fn visitor(account: &str, code: &str) -> Value {
    json!({"account": account, "phone": MOBILE, "code": code,
        "name": "张三丰", "idNumber": "610102197501010012"})
}

/// A visitor's check for the account, passed (or failed) on the simulator's page.
async fn visitor_check(
    app: &TestApp,
    path: &str,
    account: &str,
    code: &str,
    outcome: &str,
) -> String {
    let (biz_token, page) = read_start(&app.post_json(path, None, &visitor(account, code)).await);
    decide_on_page(app, &page, outcome).await;
    biz_token
}

fn reset_body(code: &str, biz_token: Option<&str>) -> Value {
    json!({"account": "org_demo", "phone": MOBILE, "code": code, "password": NEW,
        "confirmPassword": NEW, "bizToken": biz_token})
}

#[actix_rt::test]
async fn a_visitor_proves_the_account_and_its_mobile_with_the_reset_code() {
    let app = TestApp::spawn().await;
    let code = reset_code(&app).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    app.post_json(URL_NO_CODE, None, &visitor("org_demo", wrong))
        .await
        .assert_failure(400, "验证码不正确");
    app.post_json(URL_NO_CODE, None, &visitor("nobody", &code))
        .await
        .assert_failure(400, "账号与手机号码不匹配");
    // the code was only checked: it still starts checks and the reset
    let biz_token = visitor_check(&app, URL_NO_CODE, "org_demo", &code, "pass").await;
    assert_eq!(
        result(&app, &biz_token, None).await.assert_ok()["status"],
        "passed"
    );
    app.post_json(RESET, None, &reset_body(&code, None))
        .await
        .assert_ok();
}

#[actix_rt::test]
async fn with_the_parameter_on_a_reset_needs_the_accounts_passed_unspent_face_check() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::insert_into(param_biz::table)
            .values((
                param_biz::id.eq("000000-account.resetPasswordFace"),
                param_biz::tenant_id.eq("000000"),
                param_biz::param_key.eq("account.resetPasswordFace"),
                param_biz::param_value.eq("1"),
                param_biz::param_name.eq("重置密码须人脸识别"),
                param_biz::remark.eq(""),
            ))
            .execute(&mut conn)
            .unwrap();
    }
    let code = reset_code(&app).await;
    let reset = |body: Value| {
        let app = &app;
        async move { app.post_json(RESET, None, &body).await }
    };
    reset(reset_body(&code, None))
        .await
        .assert_failure(400, "请先完成人脸识别");
    let stale = "人脸识别未通过或已失效，请重新进行人脸识别";
    // another account's passed check, a failed check, a pending one: none serves
    let theirs = visitor_check(&app, URL_UPDATE_PWD, "personal_demo", &code, "pass").await;
    result(&app, &theirs, None).await.assert_ok();
    let failed = visitor_check(&app, URL_UPDATE_PWD, "org_demo", &code, "fail").await;
    result(&app, &failed, None)
        .await
        .assert_failure(400, FAILED);
    let (pending, _) = read_start(
        &app.post_json(URL_UPDATE_PWD, None, &visitor("org_demo", &code))
            .await,
    );
    for token in [&theirs, &failed, &pending] {
        reset(reset_body(&code, Some(token)))
            .await
            .assert_failure(400, stale);
    }
    // a signed-in user's real-name check is no reset's
    let signed_in = app.access_token("org_demo").await;
    let (real_name, page) = started(&app, &signed_in).await;
    decide_on_page(&app, &page, "pass").await;
    result(&app, &real_name, Some(&signed_in)).await.assert_ok();
    reset(reset_body(&code, Some(&real_name)))
        .await
        .assert_failure(400, stale);
    // the account's passed check does, once
    let mine = visitor_check(&app, URL_UPDATE_PWD, "org_demo", &code, "pass").await;
    result(&app, &mine, None).await.assert_ok();
    reset(reset_body(&code, Some(&mine))).await.assert_ok();
    app.sign_in_as("org_demo", NEW).await.assert_ok();
    let code = reset_code(&app).await;
    reset(reset_body(&code, Some(&mine)))
        .await
        .assert_failure(400, stale);
    // a check passed longer ago than half an hour no longer serves
    let old = visitor_check(&app, URL_UPDATE_PWD, "org_demo", &code, "pass").await;
    result(&app, &old, None).await.assert_ok();
    app.clock.advance(1800);
    let code = reset_code(&app).await;
    reset(reset_body(&code, Some(&old)))
        .await
        .assert_failure(400, stale);
}
