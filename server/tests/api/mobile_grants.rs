//! Issue 21 item 6, the other grants of `oauth/token` (01 §7): `mobile` signs in with a code
//! sent to the account's mobile (`oauth/mobile`), naming the account when the mobile opens
//! several; `biz_account_switch` moves a signed-in user to another business account bound to
//! the same mobile (`user/queryBoundUserRefAccounts`), never into or out of the back office.

use serde_json::json;

use crate::{
    helpers::{Answer, TestApp},
    support::sms_code_received,
};

const MOBILE_CODE: &str = "/api/blade-auth/oauth/mobile";
const BOUND: &str = "/api/rem-registrationbizweb/user/queryBoundUserRefAccounts";
const INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
const DEMO_MOBILE: &str = "13800000000";

async fn by_mobile(app: &TestApp, phone: &str, code: &str, account: Option<&str>) -> Answer {
    let mut form = vec![("grant_type", "mobile"), ("phone", phone), ("code", code)];
    if let Some(account) = account {
        form.push(("username", account));
    }
    app.token(&form, &[]).await
}

async fn switch(app: &TestApp, token: &str, account: &str) -> Answer {
    let bearer = format!("bearer {token}");
    app.token(
        &[("grant_type", "biz_account_switch"), ("username", account)],
        &[("Blade-Auth", bearer.as_str())],
    )
    .await
}

fn access(answer: &Answer) -> String {
    answer.assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[actix_rt::test]
async fn a_code_sent_to_the_mobile_signs_in_the_account_the_user_chooses() {
    let app = TestApp::spawn().await;
    app.get(&format!("{MOBILE_CODE}?phone=13912349876"), None)
        .await
        .assert_failure(400, "该手机号码未绑定账号");
    let sent = app
        .get(&format!("{MOBILE_CODE}?phone={DEMO_MOBILE}"), None)
        .await;
    assert_eq!(sent.msg(), "验证码发送成功");
    let code = sms_code_received(&app, DEMO_MOBILE);

    // the demo accounts share the mobile: the user is asked which
    let many = by_mobile(&app, DEMO_MOBILE, &code, None).await;
    many.assert_failure(400, "该手机号码绑定了多个账号，请选择要登录的账号");
    let choices: Vec<&str> = many
        .data()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["account"].as_str().unwrap())
        .collect();
    assert!(
        choices.contains(&"org_demo") && choices.contains(&"personal_demo"),
        "{choices:?}"
    );
    assert!(
        !choices.contains(&"dl_org_demo"),
        "another tenant's: {choices:?}"
    );
    // an account of another mobile is not one of them
    by_mobile(&app, DEMO_MOBILE, &code, Some("nobody"))
        .await
        .assert_failure(400, "该手机号码未绑定账号");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    by_mobile(&app, DEMO_MOBILE, wrong, Some("org_demo"))
        .await
        .assert_failure(400, "验证码不正确");

    let token = access(&by_mobile(&app, DEMO_MOBILE, &code, Some("org_demo")).await);
    let me = app.post(INFO, Some(&token)).await;
    assert_eq!(me.data()["loginAccountInfo"]["account"], "org_demo");
    // spent with the session
    by_mobile(&app, DEMO_MOBILE, &code, Some("org_demo"))
        .await
        .assert_failure(400, "验证码已失效，请重新获取");
    // a code sent to register does not sign in
    app.clock.advance(61);
    app.post_json(
        "/api/rem-registrationbizweb/smsNonds/sendValidCode",
        None,
        &json!({"phone": DEMO_MOBILE, "purpose": "register"}),
    )
    .await
    .assert_ok();
    let register_code = sms_code_received(&app, DEMO_MOBILE);
    by_mobile(&app, DEMO_MOBILE, &register_code, Some("org_demo"))
        .await
        .assert_failure(400, "验证码已失效，请重新获取");
}

#[actix_rt::test]
async fn a_user_switches_to_another_business_account_of_the_same_mobile_but_never_to_staff() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let bound = app.post(BOUND, Some(&investor)).await;
    let accounts: Vec<&str> = bound
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["account"].as_str().unwrap())
        .collect();
    assert!(accounts.contains(&"org_demo"), "{accounts:?}");
    for never in ["personal_demo", "admin", "staff_first", "dl_org_demo"] {
        assert!(!accounts.contains(&never), "{never} in {accounts:?}");
    }
    switch(&app, &investor, "admin")
        .await
        .assert_failure(400, "该账号不可切换");
    switch(&app, &investor, "dl_org_demo")
        .await
        .assert_failure(400, "该账号不可切换");

    let org = access(&switch(&app, &investor, "org_demo").await);
    let me = app.post(INFO, Some(&org)).await;
    assert_eq!(me.data()["landingMode"], "org");
    // the session switched from has ended
    assert_eq!(app.post(INFO, Some(&investor)).await.status, 401);

    // staff neither switch nor are reached
    let admin = app.access_token("admin").await;
    assert_eq!(app.post(BOUND, Some(&admin)).await.assert_ok(), &json!([]));
    switch(&app, &admin, "org_demo")
        .await
        .assert_failure(400, "该账号不可切换");
    // no session, no switch
    let anonymous = app
        .token(
            &[
                ("grant_type", "biz_account_switch"),
                ("username", "org_demo"),
            ],
            &[],
        )
        .await;
    assert_eq!(anonymous.status, 401);
}
