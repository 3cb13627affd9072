//! Issue 21 item 3, a user's own password: reset with a code sent to the account's mobile (the
//! reset dialog of 01 §2) ends every session of the user; a change in the security centre
//! needs the old password and ends the user's other sessions; the password policy's messages;
//! no password or code in an answer.

use serde_json::{json, Value};

use crate::{
    helpers::{Answer, TestApp},
    support::sms_code_received,
};

const SEND: &str = "/api/rem-registrationbizweb/smsNonds/sendValidCode";
const RESET: &str = "/api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo";
const MODIFY: &str = "/api/rem-registrationbizweb/user/modifyOrgMgrPassword";
const VERIFY: &str = "/api/rem-registrationbizweb/user/verifyPassword";
const INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
/// Every demo user's mobile.
const MOBILE: &str = "13800000000";
const OLD: &str = "Demo#2026";
const NEW: &str = "Xian#2027ok";

async fn reset(app: &TestApp, body: Value) -> Answer {
    app.post_json(RESET, None, &body).await
}

fn reset_body(account: &str, phone: &str, code: &str, password: &str) -> Value {
    json!({"account": account, "phone": phone, "code": code, "password": password,
        "confirmPassword": password})
}

// spec: 01§7.11
#[actix_rt::test]
async fn a_reset_by_mobile_code_sets_the_password_and_ends_every_session() {
    let app = TestApp::spawn().await;
    let before = app.access_token("org_demo").await;
    app.post_json(SEND, None, &json!({"phone": MOBILE, "purpose": "reset"}))
        .await
        .assert_ok();
    let code = sms_code_received(&app, MOBILE);
    let answer = reset(&app, reset_body("org_demo", MOBILE, &code, NEW)).await;
    assert_eq!(answer.msg(), "密码重置成功，请使用新密码登录");
    assert!(!answer.body.to_string().contains(NEW));
    app.post_json(INFO, Some(&before), &json!({}))
        .await
        .assert_failure(401, "密码已重置，请使用新密码重新登录");
    assert_eq!(app.sign_in_as("org_demo", OLD).await.status, 400);
    app.sign_in_as("org_demo", NEW).await.assert_ok();
    // the code passed once
    reset(&app, reset_body("org_demo", MOBILE, &code, "Other#2028x"))
        .await
        .assert_failure(400, "验证码已失效，请重新获取");
}

#[actix_rt::test]
async fn a_reset_is_refused_for_a_weak_password_a_wrong_code_or_another_accounts_number() {
    let app = TestApp::spawn().await;
    app.post_json(SEND, None, &json!({"phone": MOBILE, "purpose": "reset"}))
        .await
        .assert_ok();
    let code = sms_code_received(&app, MOBILE);
    for (password, message) in [
        ("Ab1#", "密码长度须为8至20位"),
        (
            "abcdefgh12",
            "密码须包含大写字母、小写字母、数字和特殊字符中的至少三种",
        ),
        ("Ab1# 23456", "密码不能包含空格"),
        ("Org_Demo#1", "密码不能包含账号"),
    ] {
        reset(&app, reset_body("org_demo", MOBILE, &code, password))
            .await
            .assert_failure(400, message);
    }
    let mut mismatched = reset_body("org_demo", MOBILE, &code, NEW);
    mismatched["confirmPassword"] = json!("Xian#2027no");
    reset(&app, mismatched)
        .await
        .assert_failure(400, "两次输入的密码不一致");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    reset(&app, reset_body("org_demo", MOBILE, wrong, NEW))
        .await
        .assert_failure(400, "验证码不正确");
    // a code to another number resets no account of this one, and is not spent by trying
    app.post_json(
        SEND,
        None,
        &json!({"phone": "13912345678", "purpose": "reset"}),
    )
    .await
    .assert_ok();
    let stranger = sms_code_received(&app, "13912345678");
    for account in ["org_demo", "nobody"] {
        reset(&app, reset_body(account, "13912345678", &stranger, NEW))
            .await
            .assert_failure(400, "账号与手机号码不匹配");
    }
    // nothing changed; the right code still resets
    app.sign_in_as("org_demo", OLD).await.assert_ok();
    reset(&app, reset_body("org_demo", MOBILE, &code, NEW))
        .await
        .assert_ok();
}

// spec: 01§7.11
#[actix_rt::test]
async fn a_change_needs_the_old_password_and_ends_the_other_sessions() {
    let app = TestApp::spawn().await;
    let here = app.access_token("personal_demo").await;
    let elsewhere = app.access_token("personal_demo").await;
    let change = |old: &str, new: &str, confirm: &str| {
        let body = json!({"oldPassword": old, "newPassword": new, "confirmPassword": confirm});
        let (app, here) = (&app, here.clone());
        async move { app.post_json(MODIFY, Some(&here), &body).await }
    };
    change("Wrong#2026", NEW, NEW)
        .await
        .assert_failure(400, "原密码不正确");
    change(OLD, OLD, OLD)
        .await
        .assert_failure(400, "新密码不能与原密码相同");
    change(OLD, "short1!", "short1!")
        .await
        .assert_failure(400, "密码长度须为8至20位");
    change(OLD, NEW, "Xian#2027no")
        .await
        .assert_failure(400, "两次输入的密码不一致");
    let changed = change(OLD, NEW, NEW).await;
    assert_eq!(changed.msg(), "密码修改成功");
    app.post_json(INFO, Some(&here), &json!({}))
        .await
        .assert_ok();
    app.post_json(INFO, Some(&elsewhere), &json!({}))
        .await
        .assert_failure(401, "密码已修改，请使用新密码重新登录");
    app.sign_in_as("personal_demo", NEW).await.assert_ok();
    assert_eq!(app.sign_in_as("personal_demo", OLD).await.status, 400);
    app.post_json(MODIFY, None, &json!({}))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn a_user_confirms_with_the_password() {
    let app = TestApp::spawn().await;
    let token = app.access_token("staff_first").await;
    app.post_json(VERIFY, Some(&token), &json!({"password": OLD}))
        .await
        .assert_ok();
    app.post_json(VERIFY, Some(&token), &json!({"password": "Demo#2025"}))
        .await
        .assert_failure(400, "密码不正确");
    app.post_json(VERIFY, Some(&token), &json!({}))
        .await
        .assert_failure(400, "请输入密码");
}
