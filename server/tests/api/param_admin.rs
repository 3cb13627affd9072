//! The administration of the business parameters (issue 20, the BladeX `param-biz` calls):
//! only the administrator, only in their tenant; every change audited in its transaction; a
//! change takes effect where the platform reads the parameter.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, param_biz, users};

use crate::helpers::TestApp;

const LIST: &str = "/api/blade-system/param-biz/list";
const DETAIL: &str = "/api/blade-system/param-biz/detail";
const SUBMIT: &str = "/api/blade-system/param-biz/submit";
const REMOVE: &str = "/api/blade-system/param-biz/remove";
const AUDIT: &str = "/api/blade-system/audit-log/list";
const FREEZE_NOTICES: &str = "/api/rem-registrationbizweb/nonds/notice/page?noticeType=freeze";

fn counts(app: &TestApp) -> (i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    (
        param_biz::table.count().get_result(&mut conn).unwrap(),
        audit_log::table.count().get_result(&mut conn).unwrap(),
    )
}

fn param_id(app: &TestApp, tenant: &str, key: &str) -> String {
    let mut conn = app.state.pool.get().unwrap();
    param_biz::table
        .filter(param_biz::tenant_id.eq(tenant))
        .filter(param_biz::param_key.eq(key))
        .select(param_biz::id)
        .first(&mut conn)
        .unwrap()
}

async fn audit_entries(app: &TestApp, token: &str, query: &str) -> Vec<Value> {
    let page = app.get(&format!("{AUDIT}?{query}"), Some(token)).await;
    page.assert_ok()["records"].as_array().unwrap().clone()
}

/// Makes the 116000 tenant's enterprise user an administrator of that tenant (the seed has none).
fn dalian_admin(app: &TestApp) {
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
        .set(users::role_name.eq("administrator"))
        .execute(&mut conn)
        .unwrap();
}

#[actix_rt::test]
async fn the_administrator_creates_lists_updates_and_removes_a_parameter_each_change_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "paramName": " 客服邮箱 ", "paramKey": " platform.mail ", "paramValue": " a@b.cn ", "remark": " 页脚 " }),
        )
        .await;
    let created = created.assert_ok().clone();
    assert_eq!(created["paramName"], "客服邮箱");
    assert_eq!(created["paramKey"], "platform.mail");
    assert_eq!(created["paramValue"], "a@b.cn");
    assert_eq!(created["remark"], "页脚");
    let id = created["id"].as_str().unwrap().to_owned();
    // the everyone's detail call answers it at once
    let detail = app
        .get(&format!("{DETAIL}?paramKey=platform.mail"), Some(&admin))
        .await;
    assert_eq!(detail.assert_ok()["paramValue"], "a@b.cn");

    // filters contain-match name and key; a LIKE wildcard is a plain character
    let list = app
        .get(
            &format!("{LIST}?paramName=%E9%82%AE%E7%AE%B1&paramKey=form.ma"),
            Some(&admin),
        )
        .await;
    let list = list.assert_ok();
    assert_eq!(list["total"], 1);
    assert_eq!(list["size"], 10);
    assert_eq!(list["records"][0], created);
    let wildcard = app.get(&format!("{LIST}?paramKey=%25"), Some(&admin)).await;
    assert_eq!(wildcard.assert_ok()["total"], 0);
    let all = app
        .get(&format!("{LIST}?size=2&current=2"), Some(&admin))
        .await;
    assert!(all.assert_ok()["total"].as_i64().unwrap() >= 8);
    assert_eq!(all.assert_ok()["records"].as_array().unwrap().len(), 2);

    let updated = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "id": id, "paramName": "客服邮箱", "paramKey": "platform.mail", "paramValue": "c@d.cn" }),
        )
        .await;
    assert_eq!(updated.assert_ok()["paramValue"], "c@d.cn");
    assert_eq!(updated.assert_ok()["remark"], "");

    let removed = app.post(&format!("{REMOVE}?ids={id}"), Some(&admin)).await;
    assert_eq!(removed.assert_ok()[0]["id"], id.as_str());
    app.get(&format!("{DETAIL}?paramKey=platform.mail"), Some(&admin))
        .await
        .assert_failure(404, "参数不存在");

    let entries = audit_entries(&app, &admin, "entity=param-biz&actor=admin").await;
    let actions: Vec<_> = entries.iter().map(|e| e["action"].clone()).collect();
    assert_eq!(actions, ["remove", "update", "create"]);
    assert!(entries.iter().all(|e| e["entityId"] == id.as_str()));
    assert_eq!(entries[2]["before"], Value::Null);
    assert_eq!(entries[2]["after"], created);
    assert_eq!(entries[1]["before"]["paramValue"], "a@b.cn");
    assert_eq!(entries[1]["after"]["paramValue"], "c@d.cn");
    assert_eq!(entries[0]["before"]["paramValue"], "c@d.cn");
    assert_eq!(entries[0]["after"], Value::Null);
}

#[actix_rt::test]
async fn the_freeze_notice_switch_changed_by_the_administrator_opens_and_closes_the_notices() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    app.get(FREEZE_NOTICES, None).await.assert_ok();
    let id = param_id(&app, "000000", "freeze.notice.switch");
    let switch = |value: &str| json!({ "id": id, "paramName": "冻结公告开关", "paramKey": "freeze.notice.switch", "paramValue": value });
    app.post_json(SUBMIT, Some(&admin), &switch("0"))
        .await
        .assert_ok();
    app.get(FREEZE_NOTICES, None)
        .await
        .assert_failure(404, "冻结公告未开放");
    app.post_json(SUBMIT, Some(&admin), &switch("1"))
        .await
        .assert_ok();
    app.get(FREEZE_NOTICES, None).await.assert_ok();
    // the switch only takes 0 or 1
    app.post_json(SUBMIT, Some(&admin), &switch("off"))
        .await
        .assert_failure(400, "开关参数的键值只能是0或1");
}

#[actix_rt::test]
async fn blank_fields_a_duplicate_key_and_a_misshapen_value_are_refused_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let before = counts(&app);
    let long = "长".repeat(101);
    let filetypes = "文件类型参数的键值须为扩展名列表，如[\"png\",\"pdf\"]";
    for (body, msg) in [
        (
            json!({ "paramName": " ", "paramKey": "a.b", "paramValue": "1" }),
            "参数名称不能为空",
        ),
        (
            json!({ "paramName": "甲", "paramKey": "", "paramValue": "1" }),
            "参数键名不能为空",
        ),
        (
            json!({ "paramName": "甲", "paramKey": "a.b" }),
            "参数键值不能为空",
        ),
        (
            json!({ "paramName": long, "paramKey": "a.b", "paramValue": "1" }),
            "参数名称不能超过100个字",
        ),
        (
            json!({ "paramName": "甲", "paramKey": "a b", "paramValue": "1" }),
            "参数键名不能含空格",
        ),
        (
            json!({ "paramName": "热线", "paramKey": " platform.hotline ", "paramValue": "1" }),
            "该参数键名已存在：platform.hotline",
        ),
        (
            json!({ "paramName": "甲", "paramKey": "x.filetypes", "paramValue": "png,pdf" }),
            filetypes,
        ),
        (
            json!({ "paramName": "甲", "paramKey": "chain.isOpen", "paramValue": "1" }),
            "该参数的键值只能是true或false",
        ),
    ] {
        app.post_json(SUBMIT, Some(&admin), &body)
            .await
            .assert_failure(400, msg);
    }
    // changing a parameter to another's key is a duplicate too; a bad list of types is refused
    let id = param_id(&app, "000000", "company.filetypes");
    let body = json!({ "id": id, "paramName": "甲", "paramKey": "member.filetypes", "paramValue": "[\"pdf\"]" });
    app.post_json(SUBMIT, Some(&admin), &body)
        .await
        .assert_failure(400, "该参数键名已存在：member.filetypes");
    let body =
        json!({ "id": id, "paramName": "甲", "paramKey": "company.filetypes", "paramValue": "[]" });
    app.post_json(SUBMIT, Some(&admin), &body)
        .await
        .assert_failure(400, filetypes);
    let body = json!({ "id": "nope", "paramName": "甲", "paramKey": "a.b", "paramValue": "1" });
    app.post_json(SUBMIT, Some(&admin), &body)
        .await
        .assert_failure(404, "参数不存在");
    // one unknown id among those to remove removes nothing
    app.post(&format!("{REMOVE}?ids={id},nope"), Some(&admin))
        .await
        .assert_failure(404, "参数不存在");
    app.post(&format!("{REMOVE}?ids=%20,"), Some(&admin))
        .await
        .assert_failure(400, "请选择要删除的参数");
    assert_eq!(counts(&app), before);
}

#[actix_rt::test]
async fn another_tenants_administrator_neither_sees_nor_changes_the_parameters() {
    let app = TestApp::spawn().await;
    dalian_admin(&app);
    let admin = app.access_token("admin").await;
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let platform_hotline = param_id(&app, "000000", "platform.hotline");

    let list = app
        .get(&format!("{LIST}?paramKey=platform.hotline"), Some(&dalian))
        .await;
    let list = list.assert_ok();
    assert_eq!(list["total"], 1);
    assert_eq!(list["records"][0]["paramValue"], "0411-88888888");
    let hijack = json!({ "id": platform_hotline, "paramName": "服务热线", "paramKey": "platform.hotline", "paramValue": "110" });
    app.post_json(SUBMIT, Some(&dalian), &hijack)
        .await
        .assert_failure(404, "参数不存在");
    app.post(&format!("{REMOVE}?ids={platform_hotline}"), Some(&dalian))
        .await
        .assert_failure(404, "参数不存在");
    // the same key is free in each tenant: a new one there is its own
    let own =
        json!({ "paramName": "客服邮箱", "paramKey": "platform.mail", "paramValue": "dl@b.cn" });
    app.post_json(SUBMIT, Some(&dalian), &own).await.assert_ok();
    let own =
        json!({ "paramName": "客服邮箱", "paramKey": "platform.mail", "paramValue": "xa@b.cn" });
    app.post_json(SUBMIT, Some(&admin), &own).await.assert_ok();
    let detail = app
        .get(&format!("{DETAIL}?paramKey=platform.hotline"), Some(&admin))
        .await;
    assert_eq!(detail.assert_ok()["paramValue"], "029-88888888");
    let dalian_entries = audit_entries(&app, &dalian, "entity=param-biz").await;
    assert_eq!(dalian_entries.len(), 1);
    assert_eq!(dalian_entries[0]["after"]["paramValue"], "dl@b.cn");
    assert_eq!(
        audit_entries(&app, &admin, "entity=param-biz").await.len(),
        1
    );
}

#[actix_rt::test]
async fn a_reviewer_and_an_enterprise_are_refused_every_call_but_still_read_a_parameter() {
    let app = TestApp::spawn().await;
    let id = param_id(&app, "000000", "platform.hotline");
    let before = counts(&app);
    let forbidden = "无权访问该功能";
    for account in ["staff_first", "org_demo"] {
        let token = app.access_token(account).await;
        app.get(LIST, Some(&token))
            .await
            .assert_failure(403, forbidden);
        let body = json!({ "id": id, "paramName": "服务热线", "paramKey": "platform.hotline", "paramValue": "1" });
        app.post_json(SUBMIT, Some(&token), &body)
            .await
            .assert_failure(403, forbidden);
        let body = json!({ "paramName": "甲", "paramKey": "a.b", "paramValue": "1" });
        app.post_json(SUBMIT, Some(&token), &body)
            .await
            .assert_failure(403, forbidden);
        app.post(&format!("{REMOVE}?ids={id}"), Some(&token))
            .await
            .assert_failure(403, forbidden);
        let detail = app
            .get(&format!("{DETAIL}?paramKey=platform.hotline"), Some(&token))
            .await;
        assert_eq!(detail.assert_ok()["paramValue"], "029-88888888");
    }
    assert_eq!(counts(&app), before);
    assert_eq!(app.get(LIST, None).await.status, 401);
}
