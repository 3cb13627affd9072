//! The tenants' administration (issue 20, 01 §7 tenant admin): only the platform tenant's
//! administrator; a new tenant starts with the platform's dictionaries and parameters and an
//! administrator who can sign in; the spec's special tenants' rules are the tenants' settings
//! (116000's one city, a locked shell and a forced theme); an ended authorisation lets nobody
//! in; every change audited, nothing written on a refusal.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{
    clock::{beijing_date, Clock},
    schema::{audit_log, dict_biz, param_biz, tenants, users},
};

use crate::helpers::TestApp;

const LIST: &str = "/api/blade-system/tenant/list";
const DETAIL: &str = "/api/blade-system/tenant/detail";
const SUBMIT: &str = "/api/blade-system/tenant/submit";
const REMOVE: &str = "/api/blade-system/tenant/remove";
const SETTING: &str = "/api/blade-system/tenant/setting";
const INFO: &str = "/api/blade-system/tenant/info";
const AREA: &str = "/api/rem-registrationbizweb/nonds/getArea";

fn counts(app: &TestApp) -> (i64, i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    (
        tenants::table.count().get_result(&mut conn).unwrap(),
        users::table.count().get_result(&mut conn).unwrap(),
        audit_log::table.count().get_result(&mut conn).unwrap(),
    )
}

fn xian() -> Value {
    json!({
        "tenantId": "710000", "tenantName": " 西安区域股权服务平台 ", "domain": "XIAN.localhost",
        "theme": "theme-bule", "lockedShell": true, "provinceCode": "610000", "cityCode": "610100"
    })
}

async fn sign_in_to(
    app: &TestApp,
    tenant: &str,
    account: &str,
    password: &str,
) -> crate::helpers::Answer {
    app.token(
        &[
            ("grant_type", "password"),
            ("username", account),
            ("password", password),
        ],
        &[("Tenant-Id", tenant)],
    )
    .await
}

// spec: 01§7.14
#[actix_rt::test]
async fn a_new_tenant_has_its_settings_its_dictionaries_and_an_administrator_who_signs_in() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app.post_json(SUBMIT, Some(&admin), &xian()).await;
    let saved = created.assert_ok().clone();
    assert_eq!(saved["tenant"]["tenantName"], "西安区域股权服务平台");
    assert_eq!(saved["tenant"]["domain"], "xian.localhost");
    assert_eq!(saved["adminAccount"], "admin");
    let password = saved["adminPassword"].as_str().unwrap().to_owned();
    assert!(password.len() >= 12);

    // its dictionaries and parameters are the platform's
    let mut conn = app.state.pool.get().unwrap();
    let platform: i64 = dict_biz::table
        .filter(dict_biz::tenant_id.eq("000000"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    let copied: i64 = dict_biz::table
        .filter(dict_biz::tenant_id.eq("710000"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert!(platform > 100);
    assert_eq!(copied, platform);
    let params: i64 = param_biz::table
        .filter(param_biz::tenant_id.eq("710000"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert!(params > 0);
    drop(conn);

    // its administrator signs in with the password answered once, and administers its dictionaries
    let signed = sign_in_to(&app, "710000", "admin", &password).await;
    let token = signed.assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let dict = app
        .get(
            "/api/blade-system/dict-biz/dictionary?code=personCertType",
            Some(&token),
        )
        .await;
    assert!(!dict.assert_ok().as_array().unwrap().is_empty());
    // but not the tenants: they are the platform's
    app.get(LIST, Some(&token))
        .await
        .assert_failure(403, "无权管理租户");

    // the host finds it, with its shell
    let info = app
        .get(&format!("{INFO}?domain=xian.localhost"), None)
        .await;
    let info = info.assert_ok();
    assert_eq!(info["tenantId"], "710000");
    assert_eq!(info["theme"], "theme-bule");
    assert_eq!(info["lockedShell"], true);
    assert!(info.get("expireAt").is_none());
    // its showcase shows only its city
    let areas = app.get(&format!("{AREA}?tenantId=710000"), None).await;
    let areas = areas.assert_ok().as_array().unwrap().clone();
    assert_eq!(areas.len(), 1);
    assert_eq!(areas[0]["cityName"], "西安市");

    // listed, filtered and read
    // tenantName=西安, percent-encoded as a browser sends it
    let page = app
        .get(
            &format!("{LIST}?tenantName=%E8%A5%BF%E5%AE%89"),
            Some(&admin),
        )
        .await;
    let page = page.assert_ok();
    assert_eq!(page["total"], 1);
    assert_eq!(page["records"][0]["cityCode"], "610100");
    let detail = app.get(&format!("{DETAIL}?id=710000"), Some(&admin)).await;
    assert_eq!(detail.assert_ok()["provinceCode"], "610000");
    let audit = app
        .get(
            "/api/blade-system/audit-log/list?entity=tenant",
            Some(&admin),
        )
        .await;
    let entry = &audit.assert_ok()["records"][0];
    assert_eq!(entry["action"], "create");
    assert_eq!(entry["entityId"], "710000");
}

#[actix_rt::test]
async fn a_change_of_settings_moves_the_showcase_and_the_shell_and_is_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    // 116000's one city is its setting: lifted, the whole province shows
    let before = app.get(&format!("{AREA}?tenantId=116000"), None).await;
    assert_eq!(before.assert_ok().as_array().unwrap().len(), 1);
    let changed = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "id": "116000", "tenantName": "大连区域股权服务平台", "domain": "dalian.localhost",
                     "provinceCode": "210000" }),
        )
        .await;
    changed.assert_ok();
    let after = app.get(&format!("{AREA}?tenantId=116000"), None).await;
    let cities = after.assert_ok().as_array().unwrap().clone();
    assert!(cities.len() > 1, "{cities:?}");
    assert!(cities.iter().any(|c| c["cityName"] == "大连市"));
    let audit = app
        .get(
            "/api/blade-system/audit-log/list?entity=tenant",
            Some(&admin),
        )
        .await;
    let entry = &audit.assert_ok()["records"][0];
    assert_eq!(entry["action"], "update");
    assert!(entry["before"].to_string().contains("210200"));
    assert!(!entry["after"].to_string().contains("210200"));
}

#[actix_rt::test]
async fn bad_settings_are_refused_with_their_messages_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let before = counts(&app);
    let with = |patch: Value| {
        let mut body = xian();
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let cases = [
        (json!({ "tenantId": "71000" }), "租户编号须为6位数字"),
        (json!({ "tenantId": "000000" }), "租户编号已存在"),
        (json!({ "tenantName": "  " }), "租户名称不能为空"),
        (
            json!({ "tenantName": "名".repeat(51) }),
            "租户名称不能超过50个字",
        ),
        (json!({ "domain": "xi an.localhost" }), "域名格式不正确"),
        (
            json!({ "domain": "dalian.localhost" }),
            "域名dalian.localhost已被其他租户使用",
        ),
        (json!({ "theme": "theme-pink" }), "主题不存在"),
        (json!({ "provinceCode": "619999" }), "省份619999不存在"),
        (json!({ "cityCode": "210200" }), "城市210200不属于所选省份"),
        (json!({ "provinceCode": null }), "请先选择省份"),
    ];
    for (patch, msg) in cases {
        app.post_json(SUBMIT, Some(&admin), &with(patch.clone()))
            .await
            .assert_failure(400, msg);
    }
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "id": "999999", "tenantName": "无" }),
    )
    .await
    .assert_failure(404, "租户不存在");
    assert_eq!(counts(&app), before);
}

#[actix_rt::test]
async fn only_the_platform_administrator_manages_tenants() {
    let app = TestApp::spawn().await;
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
        .set(users::role_name.eq("administrator"))
        .execute(&mut conn)
        .unwrap();
    drop(conn);
    let before = counts(&app);
    let dalian_admin = app.access_token_in("116000", "dl_org_demo").await;
    let reviewer = app.access_token("staff_first").await;
    let enterprise = app.access_token("org_demo").await;
    for (token, msg) in [
        (&dalian_admin, "无权管理租户"),
        (&reviewer, "无权访问该功能"),
        (&enterprise, "无权访问该功能"),
    ] {
        app.get(LIST, Some(token)).await.assert_failure(403, msg);
        app.get(&format!("{DETAIL}?id=000000"), Some(token))
            .await
            .assert_failure(403, msg);
        app.post_json(SUBMIT, Some(token), &xian())
            .await
            .assert_failure(403, msg);
        app.post(&format!("{REMOVE}?ids=116000"), Some(token))
            .await
            .assert_failure(403, msg);
        app.post(
            &format!("{SETTING}?ids=116000&expireTime=2020-01-01"),
            Some(token),
        )
        .await
        .assert_failure(403, msg);
    }
    assert_eq!(counts(&app), before);
}

#[actix_rt::test]
async fn an_ended_authorisation_lets_nobody_in_until_it_is_lifted() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let first = app
        .token(
            &[
                ("grant_type", "password"),
                ("username", "dl_org_demo"),
                ("password", server::seed::DEMO_PASSWORD),
            ],
            &[("Tenant-Id", "116000")],
        )
        .await;
    let refresh = first.assert_ok()["refresh_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let today = beijing_date(app.clock.now()).format("%Y-%m-%d").to_string();
    let set = app
        .post(
            &format!("{SETTING}?ids=116000&expireTime={today}"),
            Some(&admin),
        )
        .await;
    assert!(set.assert_ok()[0]["expireAt"].as_i64().unwrap() > app.clock.now());
    // still today: in
    sign_in_to(&app, "116000", "dl_org_demo", server::seed::DEMO_PASSWORD)
        .await
        .assert_ok();
    app.clock.advance(2 * 24 * 60 * 60);
    sign_in_to(&app, "116000", "dl_org_demo", server::seed::DEMO_PASSWORD)
        .await
        .assert_failure(400, "租户授权已过期，请联系管理员");
    app.token(
        &[("grant_type", "refresh_token"), ("refresh_token", &refresh)],
        &[("Tenant-Id", "116000")],
    )
    .await
    .assert_failure(401, "租户授权已过期，请联系管理员");
    // two days on, the administrator's own access token has lapsed too
    let admin = app.access_token("admin").await;
    // the platform tenant is never limited, and other tenants go on
    app.post(
        &format!("{SETTING}?ids=000000&expireTime={today}"),
        Some(&admin),
    )
    .await
    .assert_failure(400, "平台租户不设到期时间");
    app.post(
        &format!("{SETTING}?ids=116000&expireTime=2026/12/31"),
        Some(&admin),
    )
    .await
    .assert_failure(400, "到期时间格式应为yyyy-MM-dd");
    app.access_token("org_demo").await;
    // lifted
    app.post(&format!("{SETTING}?ids=116000&expireTime="), Some(&admin))
        .await
        .assert_ok();
    sign_in_to(&app, "116000", "dl_org_demo", server::seed::DEMO_PASSWORD)
        .await
        .assert_ok();
    let audit = app
        .get(
            "/api/blade-system/audit-log/list?entity=tenant",
            Some(&admin),
        )
        .await;
    assert_eq!(audit.assert_ok()["total"], 2);
}

// spec: 01§7.14
#[actix_rt::test]
async fn only_a_tenant_never_put_to_use_is_removed() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app.post_json(SUBMIT, Some(&admin), &xian()).await;
    let password = created.assert_ok()["adminPassword"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut second = xian();
    second["tenantId"] = json!("720000");
    second["domain"] = json!("baoji.localhost");
    second["cityCode"] = json!(null);
    app.post_json(SUBMIT, Some(&admin), &second)
        .await
        .assert_ok();
    // 710000's administrator has signed in: it is in use, and the pair is refused whole
    sign_in_to(&app, "710000", "admin", &password)
        .await
        .assert_ok();
    let before = counts(&app);
    app.post(&format!("{REMOVE}?ids=720000,710000"), Some(&admin))
        .await
        .assert_failure(
            400,
            "租户已投入使用，不能删除，可通过授权配置设置到期时间停用",
        );
    assert_eq!(counts(&app), before);
    app.post(&format!("{REMOVE}?ids=116000"), Some(&admin))
        .await
        .assert_failure(
            400,
            "租户已投入使用，不能删除，可通过授权配置设置到期时间停用",
        );
    app.post(&format!("{REMOVE}?ids=000000"), Some(&admin))
        .await
        .assert_failure(400, "平台租户不能删除");
    app.post(&format!("{REMOVE}?ids=123456"), Some(&admin))
        .await
        .assert_failure(404, "租户不存在");
    app.post(&format!("{REMOVE}?ids="), Some(&admin))
        .await
        .assert_failure(400, "请选择要删除的租户");
    // 720000 was never used: it goes, with its dictionaries, parameters and administrator
    let removed = app
        .post(&format!("{REMOVE}?ids=720000"), Some(&admin))
        .await;
    assert_eq!(removed.assert_ok()[0]["tenantId"], "720000");
    let mut conn = app.state.pool.get().unwrap();
    let left: i64 = dict_biz::table
        .filter(dict_biz::tenant_id.eq("720000"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(left, 0);
    drop(conn);
    app.get(&format!("{DETAIL}?id=720000"), Some(&admin))
        .await
        .assert_failure(404, "租户不存在");
    let audit = app
        .get(
            "/api/blade-system/audit-log/list?entity=tenant",
            Some(&admin),
        )
        .await;
    assert_eq!(audit.assert_ok()["records"][0]["action"], "remove");
}
