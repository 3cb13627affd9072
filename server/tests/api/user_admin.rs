//! The users' administration (issue 20, /system/user): the tenant's administrator lists and
//! searches its users, creates them with an initial password answered once, changes their name,
//! role and mobile, disables and enables them (a disabled user signs in no more and loses its
//! sessions), resets their passwords (old sessions end, a lock is lifted), binds enterprises and
//! registration accounts of its tenant; every change audited without a password; nothing
//! written on a refusal; anyone else 403, another tenant's users 404.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, user_companies, user_holder_accounts, users};

use crate::helpers::TestApp;

const PAGE: &str = "/api/blade-user/page";
const DETAIL: &str = "/api/blade-user/detail";
const SUBMIT: &str = "/api/blade-user/submit";
const STATUS: &str = "/api/blade-user/update-status";
const RESET: &str = "/api/blade-user/reset-password";
const BIND: &str = "/api/blade-user/bind";
const CANDIDATES: &str = "/api/blade-user/binding-candidates";
const USER_INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
const REF_COMPANIES: &str = "/api/rem-registrationbizweb/user/queryAllRefCompany";
const AUDIT: &str = "/api/blade-system/audit-log/list?entity=user";

/// Users, bindings and audit entries: what a refused call must leave as it was.
fn counts(app: &TestApp) -> (i64, i64, i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    (
        users::table.count().get_result(&mut conn).unwrap(),
        user_companies::table.count().get_result(&mut conn).unwrap(),
        user_holder_accounts::table
            .count()
            .get_result(&mut conn)
            .unwrap(),
        audit_log::table.count().get_result(&mut conn).unwrap(),
    )
}

fn id_of(app: &TestApp, account: &str) -> String {
    let mut conn = app.state.pool.get().unwrap();
    users::table
        .filter(users::tenant_id.eq("000000"))
        .filter(users::account.eq(account))
        .select(users::id)
        .first(&mut conn)
        .unwrap()
}

async fn audit_entries(app: &TestApp, admin: &str) -> Vec<Value> {
    let audit = app.get(AUDIT, Some(admin)).await;
    audit.assert_ok()["records"].as_array().unwrap().clone()
}

#[actix_rt::test]
async fn the_administrator_searches_its_tenants_users_with_their_bindings() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let page = app
        .get(&format!("{PAGE}?current=1&size=3"), Some(&admin))
        .await;
    let page = page.assert_ok();
    let mut conn = app.state.pool.get().unwrap();
    let ours: i64 = users::table
        .filter(users::tenant_id.eq("000000"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    drop(conn);
    assert_eq!(page["total"], ours);
    assert_eq!(page["records"].as_array().unwrap().len(), 3);
    assert!(page["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|u| u["tenantId"] == "000000" && u.get("passwordHash").is_none()));

    let found = app.get(&format!("{PAGE}?account=org_"), Some(&admin)).await;
    let found = found.assert_ok();
    assert_eq!(found["total"], 1);
    let org = &found["records"][0];
    assert_eq!(org["account"], "org_demo");
    assert_eq!(org["roleName"], "enterprise");
    assert_eq!(org["roleAlias"], "企业用户");
    assert_eq!(org["status"], 1);
    let names: Vec<&str> = org["companies"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["companyName"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["西安曲江文旅发展有限公司", "西安秦创智能科技股份有限公司"]
    );

    let reviewers = app
        .get(&format!("{PAGE}?roleName=first_reviewer"), Some(&admin))
        .await;
    assert_eq!(
        reviewers.assert_ok()["records"][0]["account"],
        "staff_first"
    );
    let personal = app
        .get(
            &format!("{DETAIL}?id={}", id_of(&app, "personal_demo")),
            Some(&admin),
        )
        .await;
    let personal = personal.assert_ok();
    assert_eq!(personal["accounts"][0]["accountNumber"], "2000000001");
    assert_eq!(personal["accounts"][1]["holderName"], "张伟");
    app.get(&format!("{PAGE}?status=2"), Some(&admin))
        .await
        .assert_failure(400, "状态只能是0或1");
    app.get(&format!("{DETAIL}?id=nobody"), Some(&admin))
        .await
        .assert_failure(404, "用户不存在");
}

#[actix_rt::test]
async fn a_created_user_signs_in_with_the_initial_password_answered_once() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let saved = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "account": " staff_third ", "realName": " 王三审 ", "roleName": "first_reviewer", "mobile": "13800000003" }),
        )
        .await;
    let saved = saved.assert_ok().clone();
    let password = saved["password"].as_str().unwrap().to_owned();
    assert!(password.len() >= 12);
    assert_eq!(saved["user"]["account"], "staff_third");
    assert_eq!(saved["user"]["realName"], "王三审");
    let token = app.sign_in_as("staff_third", &password).await;
    let token = token.assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let info = app.post(USER_INFO, Some(&token)).await;
    assert_eq!(info.assert_ok()["landingMode"], "mgr");

    // the audit log has the user, never a password
    let entries = audit_entries(&app, &admin).await;
    assert_eq!(entries[0]["action"], "create");
    assert_eq!(entries[0]["entityId"], saved["user"]["id"]);
    let recorded = entries[0].to_string();
    assert!(recorded.contains("staff_third"));
    assert!(!recorded.contains(&password) && !recorded.contains("argon2"));

    // a change of role changes what the user signs in as
    let id = saved["user"]["id"].as_str().unwrap();
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "id": id, "realName": "王三审", "roleName": "enterprise" }),
    )
    .await
    .assert_ok();
    let token = app.sign_in_as("staff_third", &password).await;
    let token = token.assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let info = app.post(USER_INFO, Some(&token)).await;
    assert_eq!(info.assert_ok()["landingMode"], "org");
    let detail = app.get(&format!("{DETAIL}?id={id}"), Some(&admin)).await;
    assert!(detail.assert_ok()["mobile"].is_null());
}

#[actix_rt::test]
async fn bad_users_are_refused_with_their_messages_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let before = counts(&app);
    let admin_id = id_of(&app, "admin");
    let cases = [
        (
            json!({ "realName": "甲", "roleName": "analyst" }),
            "账号不能为空",
        ),
        (
            json!({ "account": "张 三", "realName": "甲", "roleName": "analyst" }),
            "账号只能包含字母、数字和_.@-，且不超过64个字符",
        ),
        (
            json!({ "account": "a1", "roleName": "analyst" }),
            "姓名不能为空",
        ),
        (json!({ "account": "a1", "realName": "甲" }), "请选择角色"),
        (
            json!({ "account": "a1", "realName": "甲", "roleName": "root" }),
            "角色不存在",
        ),
        (
            json!({ "account": "a1", "realName": "甲", "roleName": "analyst", "mobile": "2380000000" }),
            "手机号格式不正确",
        ),
        (
            json!({ "account": "org_demo", "realName": "甲", "roleName": "enterprise" }),
            "账号已存在",
        ),
        (
            json!({ "id": admin_id, "realName": "系统管理员", "roleName": "analyst" }),
            "不能修改当前登录用户的角色",
        ),
    ];
    for (body, msg) in cases {
        app.post_json(SUBMIT, Some(&admin), &body)
            .await
            .assert_failure(400, msg);
    }
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "id": "nobody", "realName": "甲", "roleName": "analyst" }),
    )
    .await
    .assert_failure(404, "用户不存在");
    assert_eq!(counts(&app), before);
}

#[actix_rt::test]
async fn a_disabled_user_is_let_in_no_more_until_enabled() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let reviewer = app.access_token("staff_first").await;
    let id = id_of(&app, "staff_first");
    app.post(
        &format!("{STATUS}?ids={}&status=0", id_of(&app, "admin")),
        Some(&admin),
    )
    .await
    .assert_failure(400, "不能禁用当前登录用户");
    let changed = app
        .post(&format!("{STATUS}?ids={id}&status=0"), Some(&admin))
        .await;
    assert_eq!(changed.assert_ok()[0]["status"], 0);
    // the session it had ends at its next call, and it signs in no more
    app.post(USER_INFO, Some(&reviewer))
        .await
        .assert_failure(401, "账号已被禁用，请联系管理员");
    app.sign_in_as("staff_first", server::seed::DEMO_PASSWORD)
        .await
        .assert_failure(400, "账号已被禁用，请联系管理员");
    // a wrong password does not learn that the account exists and is disabled
    app.sign_in_as("staff_first", "wrong-password")
        .await
        .assert_failure(400, "用户名或密码不正确");
    let disabled = app.get(&format!("{PAGE}?status=0"), Some(&admin)).await;
    assert_eq!(disabled.assert_ok()["total"], 1);

    app.post(&format!("{STATUS}?ids={id}&status=1"), Some(&admin))
        .await
        .assert_ok();
    app.sign_in_as("staff_first", server::seed::DEMO_PASSWORD)
        .await
        .assert_ok();
    let entries = audit_entries(&app, &admin).await;
    assert_eq!(entries.len(), 2);
    assert!(entries[1]["before"].to_string().contains("\"status\":1"));
    assert!(entries[1]["after"].to_string().contains("\"status\":0"));
}

#[actix_rt::test]
async fn a_reset_password_replaces_the_old_ends_the_sessions_and_lifts_a_lock() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let org = app.access_token("org_demo").await;
    // five wrong passwords lock the account
    for _ in 0..5 {
        app.sign_in_as("org_demo", "wrong-password").await;
    }
    assert_eq!(
        app.sign_in_as("org_demo", server::seed::DEMO_PASSWORD)
            .await
            .status,
        423
    );
    let id = id_of(&app, "org_demo");
    let reset = app
        .post(&format!("{RESET}?userIds={id}"), Some(&admin))
        .await;
    let reset = reset.assert_ok().clone();
    assert_eq!(reset[0]["account"], "org_demo");
    let password = reset[0]["password"].as_str().unwrap().to_owned();
    app.post(USER_INFO, Some(&org))
        .await
        .assert_failure(401, "密码已被管理员重置，请重新登录");
    app.sign_in_as("org_demo", server::seed::DEMO_PASSWORD)
        .await
        .assert_failure(400, "用户名或密码不正确");
    app.sign_in_as("org_demo", &password).await.assert_ok();
    let entries = audit_entries(&app, &admin).await;
    let recorded = entries[0].to_string();
    assert!(recorded.contains("已重置"));
    assert!(!recorded.contains(&password));
    app.post(&format!("{RESET}?userIds=nobody"), Some(&admin))
        .await
        .assert_failure(404, "用户不存在");
    app.post(&format!("{RESET}?userIds=%20,%20"), Some(&admin))
        .await
        .assert_failure(400, "请选择用户");
}

#[actix_rt::test]
async fn bindings_are_the_tenants_enterprises_and_accounts_and_the_user_acts_for_them() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let id = id_of(&app, "org_demo");
    let found = app
        .get(
            &format!("{CANDIDATES}?kind=company&key=%E8%A5%BF%E5%92%B8"),
            Some(&admin),
        )
        .await;
    let found = found.assert_ok().as_array().unwrap().clone();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0]["id"], "c-xixian");
    let accounts = app
        // key=张伟
        .get(
            &format!("{CANDIDATES}?kind=account&key=%E5%BC%A0%E4%BC%9F"),
            Some(&admin),
        )
        .await;
    let labels: Vec<&str> = accounts
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["2000000001 张伟", "2000000002 张伟"]);
    // another tenant's enterprise is never a candidate
    let all = app
        .get(&format!("{CANDIDATES}?kind=company"), Some(&admin))
        .await;
    assert!(!all.assert_ok().to_string().contains("c-dl-harbour"));
    app.get(&format!("{CANDIDATES}?kind=bond"), Some(&admin))
        .await
        .assert_failure(400, "kind只能是company或account");

    let before = counts(&app);
    app.post_json(
        BIND,
        Some(&admin),
        &json!({ "userId": id, "companyIds": ["c-qinchuang", "c-dl-harbour"] }),
    )
    .await
    .assert_failure(400, "企业不存在：c-dl-harbour");
    app.post_json(
        BIND,
        Some(&admin),
        &json!({ "userId": id, "companyIds": ["c-qinchuang"], "holderUuids": ["h-nowhere"] }),
    )
    .await
    .assert_failure(400, "登记账号不存在：h-nowhere");
    assert_eq!(counts(&app), before);

    let bound = app
        .post_json(
            BIND,
            Some(&admin),
            &json!({ "userId": id, "companyIds": ["c-xixian", " c-qinchuang", "c-xixian"], "holderUuids": ["h-silk-road"] }),
        )
        .await;
    let bound = bound.assert_ok();
    assert_eq!(bound["companies"].as_array().unwrap().len(), 2);
    assert_eq!(bound["accounts"][0]["accountNumber"], "1000000001");
    let org = app.access_token("org_demo").await;
    let mine = app.get(REF_COMPANIES, Some(&org)).await;
    let mut ids: Vec<String> = mine
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["companyId"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    assert_eq!(ids, ["c-qinchuang", "c-xixian"]);
    let entries = audit_entries(&app, &admin).await;
    assert!(entries[0]["before"].to_string().contains("c-qujiang"));
    assert!(!entries[0]["after"].to_string().contains("c-qujiang"));
}

#[actix_rt::test]
async fn only_the_administrator_manages_users_and_only_of_its_own_tenant() {
    let app = TestApp::spawn().await;
    let id = id_of(&app, "staff_first");
    let calls: Vec<(&str, String, Option<Value>)> = vec![
        ("GET", PAGE.to_owned(), None),
        ("GET", format!("{DETAIL}?id={id}"), None),
        ("GET", format!("{CANDIDATES}?kind=company"), None),
        (
            "POST",
            SUBMIT.to_owned(),
            Some(json!({ "account": "x1", "realName": "甲", "roleName": "analyst" })),
        ),
        ("POST", format!("{STATUS}?ids={id}&status=0"), None),
        ("POST", format!("{RESET}?userIds={id}"), None),
        ("POST", BIND.to_owned(), Some(json!({ "userId": id }))),
    ];
    let before = counts(&app);
    for account in ["staff_first", "org_demo", "analyst_demo"] {
        let token = app.access_token(account).await;
        for (method, path, body) in &calls {
            let answer = match (method, body) {
                (&"GET", _) => app.get(path, Some(&token)).await,
                (_, Some(body)) => app.post_json(path, Some(&token), body).await,
                _ => app.post(path, Some(&token)).await,
            };
            answer.assert_failure(403, "无权访问该功能");
        }
    }
    assert_eq!(app.get(PAGE, None).await.status, 401);
    assert_eq!(counts(&app), before);

    // another tenant's administrator sees its own users only
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
        .set(users::role_name.eq("administrator"))
        .execute(&mut conn)
        .unwrap();
    drop(conn);
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let page = app.get(PAGE, Some(&dalian)).await;
    let page = page.assert_ok();
    assert_eq!(page["total"], 1);
    assert_eq!(page["records"][0]["account"], "dl_org_demo");
    app.get(&format!("{DETAIL}?id={id}"), Some(&dalian))
        .await
        .assert_failure(404, "用户不存在");
    app.post(&format!("{STATUS}?ids={id}&status=0"), Some(&dalian))
        .await
        .assert_failure(404, "用户不存在");
    app.post(&format!("{RESET}?userIds={id}"), Some(&dalian))
        .await
        .assert_failure(404, "用户不存在");
    app.post_json(BIND, Some(&dalian), &json!({ "userId": id }))
        .await
        .assert_failure(404, "用户不存在");
    // an account is unique within its tenant only
    app.post_json(
        SUBMIT,
        Some(&dalian),
        &json!({ "account": "org_demo", "realName": "大连企业", "roleName": "enterprise" }),
    )
    .await
    .assert_ok();
    assert_eq!(counts(&app).0, before.0 + 1);
    app.sign_in_as("staff_first", server::seed::DEMO_PASSWORD)
        .await
        .assert_ok();
}
