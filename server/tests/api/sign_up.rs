//! Issue 21 items 1 and 5, opening an account (01 §7 "Session and account", §4 first
//! certification, §8): the slide code before a code is sent; an investor, an enterprise and a
//! member register with a code sent to their mobile and sign in; the investor's first
//! registration account (550130) and the member's first membership (550012) and the
//! enterprise's first registration (550001) end their sessions with the spec's message and
//! sign them in again in their zone, certified; the certification calls; the refusals.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::captchas;

use crate::{
    helpers::{Answer, TestApp},
    journeys::{registration, review_to_the_end},
    samples::citizen_id,
    support::{sms_code_received, submitted},
};

const SLIDE: &str = "/api/rem-registrationbizweb/userNonDs/generateSendValidSlideCode";
const SLIDE_SEND: &str = "/api/blade-auth/oauth/validateSlideCodeAndSend";
const SLIDE_SEND_BOUND: &str =
    "/api/rem-registrationbizweb/userNonDs/checkSlideAndSendBoundUserMobileValidCode";
const GUEST: &str = "/api/blade-user/register-guest";
const ACCOUNT: &str = "/api/rem-registrationbizweb/userNonDs/registerAccount";
const CONSISTENT: &str = "/api/rem-registrationbizweb/userNonDs/userConsistent";
const BY_PHONE: &str = "/api/rem-registrationbizweb/userNonDs/accountByPhoneOrCode";
const INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
const ACCOUNTS: &str = "/api/rem-registrationbizweb/user/getCurrentUserAllAcount";
const STARTABLE: &str = "/api/rem-registrationbizweb/flow/listStartable";
const ENTERPRISE_INUSE: &str =
    "/api/rem-registrationbizweb/application/isEnterpriseCertificationInuse";
const CERTIFY: &str = "/api/rem-registrationbizweb/companyRefUser/checkCurrentCertify";
const ID_TYPE: &str = "/api/rem-registrationbizweb/company/getCurrentCompanyIdType";
const PRODUCT: &str = "/api/rem-registrationbizweb/equityProduct/getCurrentProductInfo";
const PASSWORD: &str = "Qinling#2026";

/// A new puzzle and where its gap is, as the visitor sees it on the picture.
pub async fn puzzle(app: &TestApp) -> (String, i64) {
    let answer = app.get(SLIDE, None).await;
    let data = answer.assert_ok();
    assert!(data["background"]
        .as_str()
        .unwrap()
        .starts_with("data:image/png;base64,"));
    assert!(data["piece"]
        .as_str()
        .unwrap()
        .starts_with("data:image/png;base64,"));
    let key = data["key"].as_str().unwrap().to_owned();
    let mut conn = app.state.pool.get().unwrap();
    let code: String = captchas::table
        .find(&key)
        .select(captchas::code)
        .first(&mut conn)
        .unwrap();
    let x: i64 = code.strip_prefix("slide:").unwrap().parse().unwrap();
    // the answer is the server's alone
    assert!(!answer.body.to_string().contains(&format!("\"x\":{x}")));
    (key, x)
}

/// The slide solved and a register code sent to `phone`; answers the code received.
async fn register_code(app: &TestApp, phone: &str) -> String {
    let (key, x) = puzzle(app).await;
    let sent = app
        .post_json(
            SLIDE_SEND,
            None,
            &json!({"key": key, "x": x + 2, "phone": phone}),
        )
        .await;
    assert_eq!(sent.msg(), "验证码发送成功", "{:?}", sent.body);
    sms_code_received(app, phone)
}

fn guest(account: &str, name: &str, phone: &str, code: &str, organ: &str) -> Value {
    json!({"organType": organ, "account": account, "name": name, "phone": phone, "code": code,
           "password": PASSWORD, "confirmPassword": PASSWORD})
}

async fn sign_in(app: &TestApp, account: &str) -> String {
    app.sign_in_as(account, PASSWORD).await.assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn info(app: &TestApp, token: &str) -> Answer {
    app.post(INFO, Some(token)).await
}

// spec: 01§8.5 01§4.5
#[actix_rt::test]
async fn a_personal_investor_registers_opens_an_account_and_signs_in_again_as_an_investor() {
    let app = TestApp::spawn().await;
    let phone = "13911112222";
    let code = register_code(&app, phone).await;
    let registered = app
        .post_json(GUEST, None, &guest("li_hua", "李华", phone, &code, "2"))
        .await;
    assert_eq!(registered.msg(), "注册成功，请登录");
    assert_eq!(
        registered.assert_ok(),
        &json!({"account": "li_hua", "landingMode": "holderVisitor"})
    );
    assert!(!registered.body.to_string().contains(PASSWORD));
    // the code is spent
    app.post_json(GUEST, None, &guest("li_hua2", "李华", phone, &code, "2"))
        .await
        .assert_failure(400, "验证码已失效，请重新获取");

    let token = sign_in(&app, "li_hua").await;
    let me = info(&app, &token).await;
    assert_eq!(me.data()["landingMode"], "holderVisitor");
    assert_eq!(me.data()["loginAccountInfo"]["mobile"], phone);
    assert_eq!(
        me.data()["loginAccountInfo"]["roleName"],
        "personal_investor"
    );
    let startable = app.get(STARTABLE, Some(&token)).await;
    let apps: Vec<&str> = startable
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|f| f["appId"].as_str())
        .collect();
    assert!(apps.contains(&"550130"), "{apps:?}");
    assert!(
        !apps.contains(&"550004"),
        "a visitor holds nothing to transfer: {apps:?}"
    );
    assert!(
        !apps.contains(&"550136"),
        "a visitor has no registration to change: {apps:?}"
    );
    let certified = app.get(CERTIFY, Some(&token)).await;
    assert_eq!(certified.data()["certified"], false);

    let form = json!({"holderName": "李华", "organType": "2", "idType": "1",
                      "idNumber": citizen_id("61010219920304123"), "mobile": phone});
    let uuid = submitted(&app, &token, json!({"appId": "550130", "formData": form})).await;
    assert_eq!(review_to_the_end(&app, &uuid, "550130").await, "approved");

    // 01 §8: the first account opened ends the session with its message
    info(&app, &token)
        .await
        .assert_failure(401, "首次投资者开户需要重新登录！");
    let token = sign_in(&app, "li_hua").await;
    let me = info(&app, &token).await;
    assert_eq!(me.data()["landingMode"], "personalholder");
    assert_eq!(
        me.data()["isCertified"],
        true,
        "a person's account is their certification"
    );
    let accounts = app.get(ACCOUNTS, Some(&token)).await;
    let accounts = accounts.assert_ok().as_array().unwrap().clone();
    assert_eq!(accounts.len(), 1, "{accounts:?}");
    assert_eq!(accounts[0]["holderName"], "李华");
    assert_eq!(
        app.get(CERTIFY, Some(&token)).await.data()["certified"],
        true
    );
}

// spec: 01§8.5 01§4.5
#[actix_rt::test]
async fn a_member_registers_uncertified_and_its_first_membership_certifies_it() {
    let app = TestApp::spawn().await;
    let phone = "13922223333";
    let code = register_code(&app, phone).await;
    let body = json!({"userType": "member", "account": "xibu_huitong", "name": "西部汇通证券服务有限公司",
                      "phone": phone, "code": code, "password": PASSWORD, "confirmPassword": PASSWORD});
    let registered = app.post_json(ACCOUNT, None, &body).await;
    assert_eq!(registered.assert_ok()["landingMode"], "member");
    let token = sign_in(&app, "xibu_huitong").await;
    let me = info(&app, &token).await;
    assert_eq!(me.data()["isCertified"], false);
    let none = app.get(ENTERPRISE_INUSE, Some(&token)).await;
    assert_eq!(
        none.assert_ok(),
        &json!({"inuse": false, "bizSn": null, "appId": null})
    );

    let form = json!({ "memberName": "西部汇通证券服务有限公司", "memberCode": "M00099", "memberType": "1",
        "jbrName": "王芳", "jbrPhone": phone,
        "companyList": [{ "companyName": "西安曲江文旅发展有限公司", "jbrName": "李娜", "jbrPhone": "13800000002", "isSendMsg": 1 }] });
    let uuid = submitted(&app, &token, json!({"appId": "550012", "formData": form})).await;
    let running = app.get(ENTERPRISE_INUSE, Some(&token)).await;
    assert_eq!(running.data()["inuse"], true);
    assert_eq!(running.data()["appId"], "550012");
    assert_eq!(review_to_the_end(&app, &uuid, "550012").await, "approved");

    info(&app, &token)
        .await
        .assert_failure(401, "首次企业认证后需要重新登录！");
    let token = sign_in(&app, "xibu_huitong").await;
    assert_eq!(info(&app, &token).await.data()["isCertified"], true);
    assert_eq!(
        app.get(ENTERPRISE_INUSE, Some(&token)).await.data()["inuse"],
        false
    );
}

// spec: 01§8.5 01§4.5
#[actix_rt::test]
async fn an_enterprise_registers_and_its_first_custody_registration_certifies_it() {
    let app = TestApp::spawn().await;
    let phone = "13933334444";
    let code = register_code(&app, phone).await;
    let body = json!({"userType": "org", "account": "qinling_xincai", "name": "秦岭新材料股份有限公司",
                      "phone": phone, "code": code, "password": PASSWORD, "confirmPassword": PASSWORD});
    assert_eq!(
        app.post_json(ACCOUNT, None, &body).await.assert_ok()["landingMode"],
        "org"
    );
    let token = sign_in(&app, "qinling_xincai").await;
    assert_eq!(info(&app, &token).await.data()["isCertified"], false);
    // no enterprise yet: nothing to read of it
    app.get(ID_TYPE, Some(&token))
        .await
        .assert_failure(400, "请先选择企业");

    let form = registration("秦岭新材料股份有限公司", "830001");
    let uuid = submitted(&app, &token, json!({"appId": "550001", "formData": form})).await;
    assert_eq!(review_to_the_end(&app, &uuid, "550001").await, "approved");
    info(&app, &token)
        .await
        .assert_failure(401, "首次企业认证后需要重新登录！");

    let token = sign_in(&app, "qinling_xincai").await;
    let me = info(&app, &token).await;
    assert_eq!(me.data()["isCertified"], true);
    assert_eq!(
        me.data()["companyInfo"]["name"],
        "秦岭新材料股份有限公司",
        "the only enterprise is chosen"
    );
    let id_type = app.get(ID_TYPE, Some(&token)).await;
    assert_eq!(id_type.data()["idType"], "11");
    assert_eq!(id_type.data()["idTypeName"], "统一社会信用代码");
    assert_eq!(id_type.data()["idNumber"], "91610000MA6T830001X");
    let product = app.get(PRODUCT, Some(&token)).await;
    assert_eq!(product.data()["productCode"], "830001");
    assert_eq!(product.data()["totalShares"], 1000);
    let certified = app.get(CERTIFY, Some(&token)).await;
    assert_eq!(certified.data()["certified"], true);
    assert_eq!(certified.data()["companyName"], "秦岭新材料股份有限公司");
    // a second registration changes nothing of the account's sessions
    let staff = app.access_token("org_demo").await;
    assert_eq!(info(&app, &staff).await.status, 200);
}

// spec: 01§7.10
#[actix_rt::test]
async fn the_slide_code_is_tried_once_and_must_land_on_the_gap() {
    let app = TestApp::spawn().await;
    let phone = "13944445555";
    let (key, x) = puzzle(&app).await;
    let off = app
        .post_json(
            SLIDE_SEND,
            None,
            &json!({"key": key, "x": x + 30, "phone": phone}),
        )
        .await;
    off.assert_failure(400, "滑块验证未通过，请重新验证");
    // spent by the wrong try
    app.post_json(
        SLIDE_SEND,
        None,
        &json!({"key": key, "x": x, "phone": phone}),
    )
    .await
    .assert_failure(400, "滑块验证未通过，请重新验证");
    // a login captcha's key is no puzzle
    let captcha = app.get("/api/blade-auth/oauth/captcha", None).await;
    let captcha_key = captcha.data()["key"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    if !captcha_key.is_empty() {
        app.post_json(
            SLIDE_SEND,
            None,
            &json!({"key": captcha_key, "x": 0, "phone": phone}),
        )
        .await
        .assert_failure(400, "滑块验证未通过，请重新验证");
    }
    // a mistyped number does not spend the puzzle
    let (key, x) = puzzle(&app).await;
    app.post_json(
        SLIDE_SEND,
        None,
        &json!({"key": key, "x": x, "phone": "1391234"}),
    )
    .await
    .assert_failure(400, "手机号码长度不为11位");
    let sent = app
        .post_json(
            SLIDE_SEND,
            None,
            &json!({"key": key, "x": x - 5, "phone": phone}),
        )
        .await;
    assert_eq!(sent.msg(), "验证码发送成功");
    // expired puzzles are refused
    let (key, x) = puzzle(&app).await;
    app.clock.advance(121);
    app.post_json(
        SLIDE_SEND,
        None,
        &json!({"key": key, "x": x, "phone": "13944445556"}),
    )
    .await
    .assert_failure(400, "滑块验证未通过，请重新验证");
}

#[actix_rt::test]
async fn a_forgotten_password_code_goes_to_the_accounts_mobile_shown_masked() {
    let app = TestApp::spawn().await;
    let (key, x) = puzzle(&app).await;
    let sent = app
        .post_json(
            SLIDE_SEND_BOUND,
            None,
            &json!({"key": key, "x": x, "account": "personal_demo"}),
        )
        .await;
    assert_eq!(sent.msg(), "验证码发送成功");
    assert_eq!(sent.data()["mobile"], "138****0000");
    assert!(!sent.body.to_string().contains("13800000000"));
    let code = sms_code_received(&app, "13800000000");
    // the code found the accounts of the mobile
    let wrong = if code == "000000" { "111111" } else { "000000" };
    app.get(&format!("{BY_PHONE}?phone=13800000000&code={wrong}"), None)
        .await
        .assert_failure(400, "验证码不正确");
    let found = app
        .get(&format!("{BY_PHONE}?phone=13800000000&code={code}"), None)
        .await;
    let accounts: Vec<&str> = found
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["account"].as_str().unwrap())
        .collect();
    assert!(
        accounts.contains(&"personal_demo") && accounts.contains(&"org_demo"),
        "{accounts:?}"
    );
    assert!(
        !accounts.contains(&"dl_org_demo"),
        "another tenant's account: {accounts:?}"
    );
    // and it still resets the password
    let reset = app
        .post_json(
            "/api/rem-registrationbizweb/userNonDs/updateBizUserAccountInfo",
            None,
            &json!({"account": "personal_demo", "phone": "13800000000", "code": code,
                    "password": PASSWORD, "confirmPassword": PASSWORD}),
        )
        .await;
    assert_eq!(reset.status, 200, "{:?}", reset.body);

    let (key, x) = puzzle(&app).await;
    app.post_json(
        SLIDE_SEND_BOUND,
        None,
        &json!({"key": key, "x": x, "account": "nobody"}),
    )
    .await
    .assert_failure(400, "账号不存在或未绑定手机号码");
    let consistent = app
        .get(
            &format!("{CONSISTENT}?account=org_demo&phone=13800000000"),
            None,
        )
        .await;
    assert_eq!(consistent.assert_ok(), &json!({"consistent": true}));
    let other = app
        .get(
            &format!("{CONSISTENT}?account=org_demo&phone=13911112222"),
            None,
        )
        .await;
    assert_eq!(other.assert_ok(), &json!({"consistent": false}));
}

#[actix_rt::test]
async fn a_registration_is_refused_with_the_message_of_what_is_wrong_and_creates_nothing() {
    let app = TestApp::spawn().await;
    let phone = "13955556666";
    let code = register_code(&app, phone).await;
    let cases = [
        (json!({"organType": "9"}), "请选择投资者类型"),
        (
            json!({"account": "1abc"}),
            "账号须为4至20位字母、数字或下划线，并以字母开头",
        ),
        (json!({"account": "org_demo"}), "账号已存在"),
        (json!({"name": ""}), "请输入姓名"),
        (json!({"name": "李$华"}), "姓名不能包含特殊字符"),
        (json!({"phone": "1395555"}), "手机号码长度不为11位"),
        (
            json!({"password": "short1A!", "confirmPassword": "short1A?"}),
            "两次输入的密码不一致",
        ),
        (
            json!({"password": "abcdefgh", "confirmPassword": "abcdefgh"}),
            "密码须包含大写字母、小写字母、数字和特殊字符中的至少三种",
        ),
        (json!({"code": "12345"}), "验证码不正确"),
    ];
    for (change, message) in cases {
        let mut body = guest("wang_fang", "王芳", phone, &code, "2");
        for (k, v) in change.as_object().unwrap() {
            body[k] = v.clone();
        }
        let answer = app.post_json(GUEST, None, &body).await;
        answer.assert_failure(400, message);
    }
    assert_eq!(
        app.sign_in_as("wang_fang", PASSWORD).await.status,
        400,
        "nothing was created"
    );
    app.post_json(ACCOUNT, None, &json!({"userType": "bank"}))
        .await
        .assert_failure(400, "请选择注册类型");
    // the right one passes; the same mobile opens no second personal account
    app.post_json(GUEST, None, &guest("wang_fang", "王芳", phone, &code, "2"))
        .await
        .assert_ok();
    app.clock.advance(61);
    let again = register_code(&app, phone).await;
    app.post_json(
        GUEST,
        None,
        &guest("wang_fang2", "王芳", phone, &again, "2"),
    )
    .await
    .assert_failure(400, "该手机号码已注册过同类账号，请直接登录或找回密码");
    // but an institution with it
    app.clock.advance(61);
    let third = register_code(&app, phone).await;
    app.post_json(
        GUEST,
        None,
        &guest("fang_capital", "芳华资本管理有限公司", phone, &third, "1"),
    )
    .await
    .assert_ok();
}
