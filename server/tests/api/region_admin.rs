//! The administration of the administrative regions (issue 20, the BladeX `region` calls):
//! regions are shared by every tenant, so only the platform tenant's administrator changes
//! them; codes extend their parent's as GB/T 2260 does; every change audited.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, companies, regions, users};

use crate::helpers::TestApp;

const DETAIL: &str = "/api/blade-system/region/detail";
const SUBMIT: &str = "/api/blade-system/region/submit";
const REMOVE: &str = "/api/blade-system/region/remove";
const LAZY_TREE: &str = "/api/blade-system/region/lazy-tree";
const AUDIT: &str = "/api/blade-system/audit-log/list";

fn counts(app: &TestApp) -> (i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    (
        regions::table.count().get_result(&mut conn).unwrap(),
        audit_log::table.count().get_result(&mut conn).unwrap(),
    )
}

async fn children(app: &TestApp, token: &str, parent: &str) -> Vec<Value> {
    let answer = app
        .get(&format!("{LAZY_TREE}?parentCode={parent}"), Some(token))
        .await;
    answer.assert_ok().as_array().unwrap().clone()
}

async fn audit_entries(app: &TestApp, token: &str) -> Vec<Value> {
    let page = app
        .get(&format!("{AUDIT}?entity=region"), Some(token))
        .await;
    page.assert_ok()["records"].as_array().unwrap().clone()
}

#[actix_rt::test]
async fn the_platform_administrator_adds_renames_and_removes_a_district_each_change_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let xian = children(&app, &admin, "610100").await.len();
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": " 610199 ", "parentCode": "610100", "name": " 西咸新区 " }),
        )
        .await;
    let created = created.assert_ok().clone();
    assert_eq!(created["code"], "610199");
    assert_eq!(created["parentCode"], "610100");
    assert_eq!(created["name"], "西咸新区");
    assert_eq!(created["level"], 3);
    // the cascader's lazy tree shows it, last among the districts of 西安市
    let districts = children(&app, &admin, "610100").await;
    assert_eq!(districts.len(), xian + 1);
    assert_eq!(districts.last().unwrap()["code"], "610199");
    let detail = app
        .get(&format!("{DETAIL}?code=610199"), Some(&admin))
        .await;
    assert_eq!(detail.assert_ok(), &created);

    let renamed = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "id": "610199", "name": "西咸新区（沣东）", "sort": -1 }),
        )
        .await;
    assert_eq!(renamed.assert_ok()["name"], "西咸新区（沣东）");
    assert_eq!(renamed.assert_ok()["parentCode"], "610100");
    let districts = children(&app, &admin, "610100").await;
    assert_eq!(districts[0]["code"], "610199", "re-sorted first");

    let removed = app.post(&format!("{REMOVE}?id=610199"), Some(&admin)).await;
    assert_eq!(removed.assert_ok()["code"], "610199");
    app.get(&format!("{DETAIL}?code=610199"), Some(&admin))
        .await
        .assert_failure(404, "区划不存在");
    assert_eq!(children(&app, &admin, "610100").await.len(), xian);

    let entries = audit_entries(&app, &admin).await;
    let actions: Vec<_> = entries.iter().map(|e| e["action"].clone()).collect();
    assert_eq!(actions, ["remove", "update", "create"]);
    assert!(entries.iter().all(|e| e["entityId"] == "610199"));
    assert_eq!(entries[2]["after"], created);
    assert_eq!(entries[1]["before"]["name"], "西咸新区");
    assert_eq!(entries[1]["after"]["name"], "西咸新区（沣东）");
    assert_eq!(entries[0]["after"], Value::Null);
}

#[actix_rt::test]
async fn a_province_and_a_city_are_added_with_their_levels() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let province = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": "990000", "name": "测试省" }),
        )
        .await;
    assert_eq!(province.assert_ok()["level"], 1);
    assert_eq!(province.assert_ok()["parentCode"], "00");
    let city = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": "990100", "parentCode": "990000", "name": "测试市" }),
        )
        .await;
    assert_eq!(city.assert_ok()["level"], 2);
    let tree = children(&app, &admin, "990000").await;
    assert_eq!(tree[0]["name"], "测试市");
    let provinces = children(&app, &admin, "00").await;
    let added = provinces.iter().find(|p| p["code"] == "990000").unwrap();
    assert_eq!(added["hasChildren"], true);
}

#[actix_rt::test]
async fn bad_codes_blank_fields_and_removals_in_use_are_refused_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let before = counts(&app);
    for (body, msg) in [
        (
            json!({ "parentCode": "610100", "name": "甲" }),
            "区划编号不能为空",
        ),
        (
            json!({ "code": "610199", "parentCode": "610100", "name": "  " }),
            "区划名称不能为空",
        ),
        (
            json!({ "code": "610199", "parentCode": "610100", "name": "长".repeat(51) }),
            "区划名称不能超过50个字",
        ),
        (
            json!({ "code": "610102", "parentCode": "610100", "name": "甲" }),
            "区划编号已存在",
        ),
        (
            json!({ "code": "619901", "parentCode": "619900", "name": "甲" }),
            "上级区划不存在",
        ),
        (
            json!({ "code": "61019a", "parentCode": "610100", "name": "甲" }),
            "区划编号须为6位数字",
        ),
        (
            json!({ "code": "620199", "parentCode": "610100", "name": "甲" }),
            "区县级区划编号须以上级编号的前4位开头、末2位非00",
        ),
        (
            json!({ "code": "629900", "parentCode": "610000", "name": "甲" }),
            "市级区划编号须以上级编号的前2位开头、第3至4位非00、以00结尾",
        ),
        (
            json!({ "code": "990100", "name": "甲" }),
            "省级区划编号须为前2位非00、后4位为0000的6位数字",
        ),
        (
            json!({ "code": "610102", "parentCode": "610102", "name": "甲" }),
            "区县下不能再添加下级区划",
        ),
        (
            json!({ "id": "610102", "code": "610103", "name": "甲" }),
            "区划编号不能修改",
        ),
    ] {
        app.post_json(SUBMIT, Some(&admin), &body)
            .await
            .assert_failure(400, msg);
    }
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "id": "619999", "name": "甲" }),
    )
    .await
    .assert_failure(404, "区划不存在");
    // 西安市 has districts; an enterprise is in a district of it; a missing code is 404
    app.post(&format!("{REMOVE}?id=610100"), Some(&admin))
        .await
        .assert_failure(400, "请先删除下级区划");
    let district: String = {
        let mut conn = app.state.pool.get().unwrap();
        companies::table
            .filter(companies::district_code.is_not_null())
            .select(companies::district_code.assume_not_null())
            .first(&mut conn)
            .unwrap()
    };
    let used = app
        .post(&format!("{REMOVE}?id={district}"), Some(&admin))
        .await;
    assert_eq!(used.status, 400);
    assert!(
        used.msg().ends_with("家企业的所在地为该区划，不能删除"),
        "{}",
        used.msg()
    );
    app.post(&format!("{REMOVE}?id=619999"), Some(&admin))
        .await
        .assert_failure(404, "区划不存在");
    app.post(REMOVE, Some(&admin))
        .await
        .assert_failure(400, "请选择要删除的区划");
    assert_eq!(counts(&app), before);
}

#[actix_rt::test]
async fn only_the_platform_tenants_administrator_changes_regions() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
            .set(users::role_name.eq("administrator"))
            .execute(&mut conn)
            .unwrap();
    }
    let before = counts(&app);
    let platform_only = "行政区划为全平台共用，仅平台租户的管理员可以修改";
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let create = json!({ "code": "210299", "parentCode": "210200", "name": "甲" });
    app.post_json(SUBMIT, Some(&dalian), &create)
        .await
        .assert_failure(403, platform_only);
    app.post_json(
        SUBMIT,
        Some(&dalian),
        &json!({ "id": "210202", "name": "改" }),
    )
    .await
    .assert_failure(403, platform_only);
    app.post(&format!("{REMOVE}?id=210202"), Some(&dalian))
        .await
        .assert_failure(403, platform_only);
    // they may still read a region
    let detail = app
        .get(&format!("{DETAIL}?code=210200"), Some(&dalian))
        .await;
    assert_eq!(detail.assert_ok()["name"], "大连市");

    let forbidden = "无权访问该功能";
    for account in ["staff_first", "org_demo"] {
        let token = app.access_token(account).await;
        app.get(&format!("{DETAIL}?code=610100"), Some(&token))
            .await
            .assert_failure(403, forbidden);
        app.post_json(SUBMIT, Some(&token), &create)
            .await
            .assert_failure(403, forbidden);
        app.post(&format!("{REMOVE}?id=610102"), Some(&token))
            .await
            .assert_failure(403, forbidden);
        // the cascader's lazy tree stays everyone's
        assert!(!children(&app, &token, "610000").await.is_empty());
    }
    assert_eq!(counts(&app), before);
}

#[actix_rt::test]
async fn the_administrator_sees_the_parameter_and_region_menus_and_a_reviewer_does_not() {
    let app = TestApp::spawn().await;
    let menu = |token: String| {
        let app = &app;
        async move {
            let answer = app.get("/api/blade-system/menu/routes", Some(&token)).await;
            answer.assert_ok().to_string()
        }
    };
    let admin = menu(app.access_token("admin").await).await;
    assert!(
        admin.contains("/system/param") && admin.contains("/system/region"),
        "{admin}"
    );
    let reviewer = menu(app.access_token("staff_first").await).await;
    assert!(!reviewer.contains("/system/param"), "{reviewer}");
}
