//! Recovering an account by its name (01 §7 `nonds/bizAccountManage/*`, issue 21 item 3): the
//! account looked up, a code to its bound mobile after the slide, or — the mobile lost — the
//! account's person named, matched with the register and passed by a face check; the reset
//! ends every session; the staff's reset at the counter is audited and only an administrator's
//! of the tenant; the look-ups are counted with the sign-in attempts of the address.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, holder_accounts};

use crate::{
    helpers::{Answer, Options, TestApp},
    sign_up::puzzle,
    support::sms_code_received,
};

const EXISTS: &str = "/api/rem-registrationbizweb/nonds/bizAccountManage/checkAccountExists";
const PERSON: &str = "/api/rem-registrationbizweb/nonds/bizAccountManage/accountBoundUserInfoValid";
const RESET: &str = "/api/rem-registrationbizweb/nonds/bizAccountManage/resetAccountPassword";
const SEND_BOUND: &str =
    "/api/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode";
const FACE: &str = "/api/rem-registrationbizweb/getFaceRecognitionUrlUpdatePwd";
const RESULT: &str = "/api/rem-registrationbizweb/nonds/getFaceRecognitionResult";
const INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
const MOBILE: &str = "13800000000";
const OLD: &str = "Demo#2026";
const NEW: &str = "Xian#2027ok";
const ID_NUMBER: &str = "610103198002020021";
const STALE_FACE: &str = "人脸识别未通过或已失效，请重新进行人脸识别";
const NOT_THE_PERSON: &str = "姓名或证件号码与账号绑定的身份信息不一致";

fn with_password(mut body: Value, password: &str) -> Value {
    body["password"] = json!(password);
    body["confirmPassword"] = json!(password);
    body
}

async fn reset(app: &TestApp, token: Option<&str>, body: Value) -> Answer {
    app.post_json(RESET, token, &body).await
}

/// The slide solved for the account: a reset code to its bound mobile, answered masked.
async fn code_to_bound_mobile(app: &TestApp, account: &str) -> String {
    let (key, x) = puzzle(app).await;
    let sent = app
        .post_json(
            SEND_BOUND,
            None,
            &json!({"key": key, "x": x, "account": account}),
        )
        .await;
    assert_eq!(sent.assert_ok()["mobile"], "138****0000");
    sms_code_received(app, MOBILE)
}

/// 张伟 (personal_demo's person holder) with a certificate on the register.
fn person_on_file(app: &TestApp) {
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(holder_accounts::table.find("h-zhangwei-1"))
        .set(holder_accounts::certificate_no.eq(Some(ID_NUMBER)))
        .execute(&mut conn)
        .unwrap();
}

/// A face check of the account's person started without a code, passed on the simulator's
/// page and its result taken: answers its token.
async fn passed_face_check(app: &TestApp, account: &str) -> String {
    let started = app
        .post_json(
            FACE,
            None,
            &json!({"account": account, "name": "张伟", "idNumber": ID_NUMBER}),
        )
        .await;
    let data = started.assert_ok();
    let token = data["bizToken"].as_str().unwrap().to_owned();
    let url = data["url"].as_str().unwrap();
    let page = &url[url.find("/sim/face/").unwrap()..];
    app.post_raw(
        page,
        "application/x-www-form-urlencoded",
        "outcome=pass".into(),
    )
    .await;
    let result = app.get(&format!("{RESULT}?bizToken={token}"), None).await;
    assert_eq!(result.assert_ok()["status"], "passed");
    token
}

// spec: 01§7.11
#[actix_rt::test]
async fn an_account_is_looked_up_by_its_name() {
    let app = TestApp::spawn().await;
    let exists = |account: &'static str| {
        let app = &app;
        async move {
            app.post_json(EXISTS, None, &json!({"account": account}))
                .await
        }
    };
    assert_eq!(exists("org_demo").await.assert_ok()["exists"], true);
    assert_eq!(exists("nobody").await.assert_ok()["exists"], false);
    // another tenant's account is not this site's
    assert_eq!(exists("dl_org_demo").await.assert_ok()["exists"], false);
    exists("  ").await.assert_failure(400, "请输入账号");
}

#[actix_rt::test]
async fn the_look_ups_are_counted_with_the_sign_in_attempts_of_the_address() {
    let app = TestApp::spawn_with(Options {
        sign_in_per_ip_per_minute: Some(3),
        ..Default::default()
    })
    .await;
    person_on_file(&app);
    app.post_json(EXISTS, None, &json!({"account": "org_demo"}))
        .await
        .assert_ok();
    let person = json!({"account": "personal_demo", "name": "张伟", "idNumber": ID_NUMBER});
    app.post_json(PERSON, None, &person).await.assert_ok();
    app.sign_in_as("admin", OLD).await.assert_ok();
    for (path, body) in [(EXISTS, json!({"account": "a"})), (PERSON, person.clone())] {
        app.post_json(path, None, &body)
            .await
            .assert_failure(429, "请求过于频繁，请稍后再试");
    }
    app.sign_in_as("admin", OLD)
        .await
        .assert_failure(429, "请求过于频繁，请稍后再试");
    app.clock.advance(60);
    app.post_json(EXISTS, None, &json!({"account": "org_demo"}))
        .await
        .assert_ok();
}

// spec: 01§7.11 01§7.10
#[actix_rt::test]
async fn a_reset_by_the_code_to_the_bound_mobile_ends_every_session() {
    let app = TestApp::spawn().await;
    let before = app.access_token("personal_demo").await;
    let code = code_to_bound_mobile(&app, "personal_demo").await;
    let body = |code: &str| json!({"account": "personal_demo", "code": code});
    for (password, message) in [
        ("Ab1#", "密码长度须为8至20位"),
        ("Personal_demo1", "密码不能包含账号"),
    ] {
        reset(&app, None, with_password(body(&code), password))
            .await
            .assert_failure(400, message);
    }
    let mut mismatch = with_password(body(&code), NEW);
    mismatch["confirmPassword"] = json!("Xian#2027no");
    reset(&app, None, mismatch)
        .await
        .assert_failure(400, "两次输入的密码不一致");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    reset(&app, None, with_password(body(wrong), NEW))
        .await
        .assert_failure(400, "验证码不正确");
    reset(
        &app,
        None,
        with_password(json!({"account": "nobody", "code": code}), NEW),
    )
    .await
    .assert_failure(400, "账号不存在或未绑定手机号码");
    reset(
        &app,
        None,
        with_password(json!({"account": "personal_demo"}), NEW),
    )
    .await
    .assert_failure(400, "请输入验证码或完成人脸识别");
    // nothing changed so far
    app.post_json(INFO, Some(&before), &json!({}))
        .await
        .assert_ok();
    let done = reset(&app, None, with_password(body(&code), NEW)).await;
    assert_eq!(done.msg(), "密码重置成功，请使用新密码登录");
    assert!(!done.body.to_string().contains(NEW));
    app.post_json(INFO, Some(&before), &json!({}))
        .await
        .assert_failure(401, "密码已重置，请使用新密码重新登录");
    assert_eq!(app.sign_in_as("personal_demo", OLD).await.status, 400);
    app.sign_in_as("personal_demo", NEW).await.assert_ok();
    // the code was spent with the reset
    reset(&app, None, with_password(body(&code), "Other#2028x"))
        .await
        .assert_failure(400, "验证码已失效，请重新获取");
}

#[actix_rt::test]
async fn the_bound_person_is_the_registers_and_must_match() {
    let app = TestApp::spawn().await;
    let valid = |account: &'static str, name: &'static str, id: &'static str| {
        let app = &app;
        async move {
            app.post_json(
                PERSON,
                None,
                &json!({"account": account, "name": name, "idNumber": id}),
            )
            .await
        }
    };
    // no certificate on the register yet: the counter is the way
    valid("personal_demo", "张伟", ID_NUMBER)
        .await
        .assert_failure(
            400,
            "该账号未登记实名信息，无法通过身份信息找回，请联系平台工作人员重置密码",
        );
    person_on_file(&app);
    let matched = valid("personal_demo", "张伟", ID_NUMBER).await;
    assert_eq!(matched.assert_ok()["valid"], true);
    assert_eq!(matched.msg(), "身份信息验证通过");
    for (account, name, id) in [
        ("personal_demo", "张三", ID_NUMBER),
        ("personal_demo", "张伟", "610103198002020013"),
        ("nobody", "张伟", ID_NUMBER),
    ] {
        let answer = valid(account, name, id).await;
        assert_eq!(answer.assert_ok()["valid"], false);
        assert_eq!(answer.msg(), NOT_THE_PERSON);
    }
    valid("personal_demo", "", ID_NUMBER)
        .await
        .assert_failure(400, "请输入姓名");
    valid("personal_demo", "张伟", "6101031980")
        .await
        .assert_failure(400, "身份证号码格式不正确");
    // an enterprise has no person on the register
    valid("org_demo", "张伟", ID_NUMBER).await.assert_failure(
        400,
        "该账号未登记实名信息，无法通过身份信息找回，请联系平台工作人员重置密码",
    );
    // nor does a face check start for someone else
    app.post_json(
        FACE,
        None,
        &json!({"account": "personal_demo", "name": "张三", "idNumber": ID_NUMBER}),
    )
    .await
    .assert_failure(400, NOT_THE_PERSON);
}

#[actix_rt::test]
async fn with_the_mobile_lost_a_passed_face_check_of_the_person_resets_once() {
    let app = TestApp::spawn().await;
    person_on_file(&app);
    let before = app.access_token("personal_demo").await;
    let by_face = |token: &str| json!({"account": "personal_demo", "faceToken": token});
    // a check not yet passed serves no reset
    let pending = app
        .post_json(
            FACE,
            None,
            &json!({"account": "personal_demo", "name": "张伟", "idNumber": ID_NUMBER}),
        )
        .await;
    let pending = pending.assert_ok()["bizToken"].as_str().unwrap().to_owned();
    reset(&app, None, with_password(by_face(&pending), NEW))
        .await
        .assert_failure(400, STALE_FACE);
    let token = passed_face_check(&app, "personal_demo").await;
    // the check is personal_demo's, no one else's
    reset(
        &app,
        None,
        with_password(json!({"account": "org_demo", "faceToken": token}), NEW),
    )
    .await
    .assert_failure(400, STALE_FACE);
    reset(&app, None, with_password(by_face(&token), NEW))
        .await
        .assert_ok();
    app.post_json(INFO, Some(&before), &json!({}))
        .await
        .assert_failure(401, "密码已重置，请使用新密码重新登录");
    app.sign_in_as("personal_demo", NEW).await.assert_ok();
    reset(&app, None, with_password(by_face(&token), "Other#2028x"))
        .await
        .assert_failure(400, STALE_FACE);
}

fn password_audits(app: &TestApp) -> Vec<(String, String, Option<String>)> {
    let mut conn = app.state.pool.get().unwrap();
    audit_log::table
        .filter(audit_log::entity.eq("user"))
        .order(audit_log::seq)
        .select((
            audit_log::actor_account,
            audit_log::entity_id,
            audit_log::after,
        ))
        .load(&mut conn)
        .unwrap()
}

#[actix_rt::test]
async fn the_staff_reset_at_the_counter_is_an_administrators_of_the_tenant_and_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let staff = app.access_token("staff_first").await;
    let holder = app.access_token("org_demo").await;
    let counter = |account: &str| with_password(json!({"account": account}), NEW);
    reset(&app, Some(&staff), counter("org_demo"))
        .await
        .assert_failure(403, "无权访问该功能");
    reset(&app, Some(&holder), counter("org_demo"))
        .await
        .assert_failure(403, "无权访问该功能");
    reset(&app, Some("not-a-token"), counter("org_demo"))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    // another tenant's account: not found in the administrator's, refused when named
    reset(&app, Some(&admin), counter("dl_org_demo"))
        .await
        .assert_failure(404, "用户不存在");
    let mut elsewhere = counter("dl_org_demo");
    elsewhere["tenantId"] = json!("116000");
    reset(&app, Some(&admin), elsewhere)
        .await
        .assert_failure(403, "不能重置其他租户账号的密码");
    reset(
        &app,
        Some(&admin),
        with_password(json!({"account": "org_demo"}), "weak"),
    )
    .await
    .assert_failure(400, "密码长度须为8至20位");
    assert!(password_audits(&app).is_empty());
    let done = reset(&app, Some(&admin), counter("org_demo")).await;
    assert_eq!(done.msg(), "密码重置成功，请使用新密码登录");
    app.post_json(INFO, Some(&holder), &json!({}))
        .await
        .assert_failure(401, "密码已被管理员重置，请重新登录");
    app.sign_in_as("org_demo", NEW).await.assert_ok();
    let audits = password_audits(&app);
    assert_eq!(audits.len(), 1, "{audits:?}");
    let (actor, entity, after) = &audits[0];
    assert_eq!((actor.as_str(), entity.as_str()), ("admin", "u-org_demo"));
    let after = after.as_deref().unwrap();
    assert!(after.contains("已重置") && !after.contains(NEW), "{after}");
    // the administrator's own session goes on
    app.post_json(INFO, Some(&admin), &json!({}))
        .await
        .assert_ok();
}
