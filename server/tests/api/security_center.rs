//! The security centre's own-account calls (01 §7, issue 21 item 3): the capital password set
//! with the login password and changed with the old one or a code to the bound mobile, its
//! rules and its wrong tries; a new mobile bound with the password and a code to the new
//! number, one account of a kind per mobile; the account closed (注销), refused while an
//! application runs or shares are held, after which it signs in no more.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{
    models::user::User,
    schema::{applications, users},
};

use crate::{
    helpers::{Answer, TestApp},
    support::sms_code_received,
};

const CAPITAL: &str = "/api/rem-registrationbizweb/user/updateCapitalPassword";
const BIND: &str = "/api/rem-registrationbizweb/user/updateBizUserAccountInfo";
const RESIGN: &str = "/api/rem-registrationbizweb/user/resignSecurityCenter";
const INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
const OWN_CODE: &str = "/api/rem-registrationbizweb/sms/sendValidationCode";
const SEND: &str = "/api/rem-registrationbizweb/smsNonds/sendValidCode";
const MOBILE: &str = "13800000000";
const PASSWORD: &str = "Demo#2026";

/// A code to the signed-in user's own mobile (a minute after the last).
async fn own_code(app: &TestApp, token: &str) -> String {
    app.clock.advance(61);
    app.get(OWN_CODE, Some(token)).await.assert_ok();
    sms_code_received(app, MOBILE)
}

fn wrong(code: &str) -> &'static str {
    if code == "000000" {
        "111111"
    } else {
        "000000"
    }
}

async fn info(app: &TestApp, token: &str) -> Value {
    app.post_json(INFO, Some(token), &json!({}))
        .await
        .assert_ok()["loginAccountInfo"]
        .clone()
}

async fn capital(app: &TestApp, token: &str, proof: Value, new: &str) -> Answer {
    let mut body = proof;
    body["capitalPassword"] = json!(new);
    body["confirmCapitalPassword"] = json!(new);
    app.post_json(CAPITAL, Some(token), &body).await
}

// spec: 01§7.11
#[actix_rt::test]
async fn the_capital_password_is_set_with_the_login_password_and_follows_its_rules() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    assert_eq!(info(&app, &me).await["hasCapitalPassword"], false);
    let login = json!({"password": PASSWORD});
    for (new, message) in [
        ("12345", "资金密码须为6位数字"),
        ("12a456", "资金密码须为6位数字"),
        ("888888", "资金密码不能为6位相同的数字"),
        ("123456", "资金密码不能为连续的数字（如123456、654321）"),
        ("654321", "资金密码不能为连续的数字（如123456、654321）"),
    ] {
        capital(&app, &me, login.clone(), new)
            .await
            .assert_failure(400, message);
    }
    let mut mismatch = json!({"password": PASSWORD, "capitalPassword": "135790",
        "confirmCapitalPassword": "135791"});
    app.post_json(CAPITAL, Some(&me), &mismatch)
        .await
        .assert_failure(400, "两次输入的资金密码不一致");
    mismatch["confirmCapitalPassword"] = json!("135790");
    mismatch["password"] = json!("Wrong#2026");
    app.post_json(CAPITAL, Some(&me), &mismatch)
        .await
        .assert_failure(400, "登录密码不正确");
    capital(&app, &me, json!({}), "135790")
        .await
        .assert_failure(400, "请输入登录密码");
    let set = capital(&app, &me, login, "135790").await;
    assert_eq!(set.msg(), "资金密码设置成功");
    assert!(!set.body.to_string().contains("135790"));
    let shown = info(&app, &me).await;
    assert_eq!(shown["hasCapitalPassword"], true);
    assert!(!shown.to_string().contains("135790"));
    // another user's is their own
    let other = app.access_token("org_demo").await;
    assert_eq!(info(&app, &other).await["hasCapitalPassword"], false);
    app.post_json(CAPITAL, None, &json!({}))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn a_change_needs_the_old_capital_password_or_a_code_and_wrong_tries_end_at_five() {
    let app = TestApp::spawn().await;
    let me = app.access_token("personal_demo").await;
    capital(&app, &me, json!({"password": PASSWORD}), "135790")
        .await
        .assert_ok();
    // the login password is no proof of a change
    capital(&app, &me, json!({"password": PASSWORD}), "246801")
        .await
        .assert_failure(400, "请输入原资金密码或短信验证码");
    capital(&app, &me, json!({"oldCapitalPassword": "135790"}), "135790")
        .await
        .assert_failure(400, "新资金密码不能与原资金密码相同");
    let changed = capital(&app, &me, json!({"oldCapitalPassword": "135790"}), "246801").await;
    assert_eq!(changed.msg(), "资金密码修改成功");
    for _ in 0..4 {
        capital(&app, &me, json!({"oldCapitalPassword": "135790"}), "975318")
            .await
            .assert_failure(400, "原资金密码不正确");
    }
    let locked = "原资金密码错误次数过多，请使用短信验证码修改";
    capital(&app, &me, json!({"oldCapitalPassword": "135790"}), "975318")
        .await
        .assert_failure(400, locked);
    // the right one no longer serves; the code does
    capital(&app, &me, json!({"oldCapitalPassword": "246801"}), "975318")
        .await
        .assert_failure(400, locked);
    let code = own_code(&app, &me).await;
    capital(&app, &me, json!({"code": wrong(&code)}), "975318")
        .await
        .assert_failure(400, "验证码不正确");
    capital(&app, &me, json!({"code": code}), "975318")
        .await
        .assert_ok();
    capital(&app, &me, json!({"code": code}), "864213")
        .await
        .assert_failure(400, "验证码已失效，请重新获取");
    // the tries start again
    capital(&app, &me, json!({"oldCapitalPassword": "975318"}), "864213")
        .await
        .assert_ok();
}

fn another_enterprise_with(app: &TestApp, mobile: &str) {
    let mut conn = app.state.pool.get().unwrap();
    let mut user: User = users::table
        .find("u-org_demo")
        .select(User::as_select())
        .first(&mut conn)
        .unwrap();
    user.id = "u-org_other".into();
    user.account = "org_other".into();
    user.mobile = Some(mobile.into());
    diesel::insert_into(users::table)
        .values(&user)
        .execute(&mut conn)
        .unwrap();
}

async fn bind_code(app: &TestApp, phone: &str) -> String {
    app.post_json(SEND, None, &json!({"phone": phone, "purpose": "bind"}))
        .await
        .assert_ok();
    sms_code_received(app, phone)
}

// spec: 01§7.11 01§5.11
#[actix_rt::test]
async fn a_new_mobile_is_bound_with_the_password_and_a_code_to_it() {
    let app = TestApp::spawn().await;
    another_enterprise_with(&app, "13911112222");
    let me = app.access_token("org_demo").await;
    let bind = |password: &str, phone: &str, code: &str| {
        let body = json!({"password": password, "phone": phone, "code": code});
        let (app, me) = (&app, me.clone());
        async move { app.post_json(BIND, Some(&me), &body).await }
    };
    bind(PASSWORD, "1391111222", "123456")
        .await
        .assert_failure(400, "手机号码长度不为11位");
    bind(PASSWORD, "23911112222", "123456")
        .await
        .assert_failure(400, "请输入正确的手机号码");
    bind(PASSWORD, MOBILE, "123456")
        .await
        .assert_failure(400, "新手机号码不能与原手机号码相同");
    bind("Wrong#2026", "13922223333", "123456")
        .await
        .assert_failure(400, "密码不正确");
    // one enterprise account per mobile: said before any code is asked for
    bind(PASSWORD, "13911112222", "123456")
        .await
        .assert_failure(400, "该手机号码已注册过同类账号，请直接登录或找回密码");
    // a code to another number, or for another purpose, is no proof of this one
    let code = bind_code(&app, "13922223333").await;
    bind(PASSWORD, "13922223333", wrong(&code))
        .await
        .assert_failure(400, "验证码不正确");
    let other = bind_code(&app, "13933334444").await;
    bind(PASSWORD, "13922223333", &other)
        .await
        .assert_failure(400, "验证码不正确");
    let bound = bind(PASSWORD, "13922223333", &code).await;
    assert_eq!(bound.msg(), "手机号码修改成功");
    assert_eq!(info(&app, &me).await["mobile"], "13922223333");
    bind(PASSWORD, "13933334444", &code)
        .await
        .assert_failure(400, "验证码不正确");
    // another kind of account may share a mobile
    let investor = app.access_token("personal_demo").await;
    app.clock.advance(61);
    let code = bind_code(&app, "13911112222").await;
    app.post_json(
        BIND,
        Some(&investor),
        &json!({"password": PASSWORD, "phone": "13911112222", "code": code}),
    )
    .await
    .assert_ok();
}

async fn resign(app: &TestApp, token: &str, password: &str, code: &str) -> Answer {
    app.post_json(
        RESIGN,
        Some(token),
        &json!({"password": password, "code": code}),
    )
    .await
}

#[actix_rt::test]
async fn an_account_is_not_closed_while_it_has_business_or_shares() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let code = own_code(&app, &investor).await;
    resign(&app, &investor, PASSWORD, &code)
        .await
        .assert_failure(400, "您的登记账号仍持有份额，不能注销账号");
    let admin = app.access_token("admin").await;
    resign(&app, &admin, PASSWORD, "123456")
        .await
        .assert_failure(400, "平台管理员账号不能注销");
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::insert_into(applications::table)
            .values((
                applications::id.eq("a-running"),
                applications::tenant_id.eq("000000"),
                applications::app_id.eq("550001"),
                applications::biz_sn.eq("BIZ-RUNNING"),
                applications::biz_type_name.eq("企业登记"),
                applications::applicant_id.eq("u-org_demo"),
                applications::status.eq("running"),
                applications::current_node.eq("firstReview"),
                applications::instance.eq("{}"),
                applications::revision.eq(1),
                applications::created_at.eq(0_i64),
                applications::updated_at.eq(0_i64),
            ))
            .execute(&mut conn)
            .unwrap();
    }
    let enterprise = app.access_token("org_demo").await;
    let code = own_code(&app, &enterprise).await;
    resign(&app, &enterprise, PASSWORD, &code)
        .await
        .assert_failure(400, "您有正在办理中的业务申请，请办结或撤回后再注销账号");
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(applications::table.find("a-running"))
            .set(applications::status.eq("withdrawn"))
            .execute(&mut conn)
            .unwrap();
    }
    // refused, the code was not spent
    resign(&app, &enterprise, PASSWORD, &code).await.assert_ok();
}

#[actix_rt::test]
async fn a_closed_account_signs_in_no_more_and_its_sessions_end() {
    let app = TestApp::spawn().await;
    let me = app.access_token("member_demo").await;
    let elsewhere = app.access_token("member_demo").await;
    let code = own_code(&app, &me).await;
    resign(&app, &me, "", &code)
        .await
        .assert_failure(400, "请输入密码");
    resign(&app, &me, "Wrong#2026", &code)
        .await
        .assert_failure(400, "密码不正确");
    resign(&app, &me, PASSWORD, wrong(&code))
        .await
        .assert_failure(400, "验证码不正确");
    info(&app, &me).await;
    let done = resign(&app, &me, PASSWORD, &code).await;
    assert_eq!(done.msg(), "账号注销成功");
    for token in [&me, &elsewhere] {
        app.post_json(INFO, Some(token), &json!({}))
            .await
            .assert_failure(401, "账号已注销");
    }
    app.sign_in_as("member_demo", PASSWORD)
        .await
        .assert_failure(400, "账号已被禁用，请联系管理员");
}
