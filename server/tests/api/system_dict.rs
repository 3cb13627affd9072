//! The platform's system dictionary (issue 20; 01 §7 blade-system/dict/*): seeded with the codes
//! the platform speaks of, sealed; the platform administrator adds, edits and removes
//! dictionaries and entries, each change audited, nothing written on a refusal; every
//! administrator reads it, every signed-in user reads a dictionary's entries; anyone else 403.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, dicts, users};

use crate::helpers::TestApp;

const LIST: &str = "/api/blade-system/dict/list";
const PARENTS: &str = "/api/blade-system/dict/parent-list";
const CHILDREN: &str = "/api/blade-system/dict/child-list";
const DETAIL: &str = "/api/blade-system/dict/detail";
const TREE: &str = "/api/blade-system/dict/tree";
const DICTIONARY: &str = "/api/blade-system/dict/dictionary";
const SUBMIT: &str = "/api/blade-system/dict/submit";
const REMOVE: &str = "/api/blade-system/dict/remove";

fn counts(app: &TestApp) -> (i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    (
        dicts::table.count().get_result(&mut conn).unwrap(),
        audit_log::table.count().get_result(&mut conn).unwrap(),
    )
}

fn values(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|d| d["dictValue"].as_str().unwrap().to_owned())
        .collect()
}

#[actix_rt::test]
async fn the_seeded_dictionaries_are_listed_paged_and_as_a_tree() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let page = app
        .get(&format!("{PARENTS}?current=1&size=3"), Some(&admin))
        .await;
    let page = page.assert_ok();
    assert_eq!(page["total"], 9);
    assert_eq!(values(&page["records"]), ["菜单类型", "用户状态", "是否"]);
    assert_eq!(page["records"][0]["hasChildren"], true);
    assert_eq!(page["records"][0]["dictKey"], "-1");
    assert_eq!(page["records"][0]["isSealed"], true);
    let found = app.get(&format!("{PARENTS}?code=role"), Some(&admin)).await;
    let found = found.assert_ok();
    assert_eq!(found["total"], 1);
    let role_id = found["records"][0]["id"].as_str().unwrap().to_owned();
    let entries = app
        .get(
            &format!("{CHILDREN}?parentId={role_id}&size=20"),
            Some(&admin),
        )
        .await;
    let entries = entries.assert_ok();
    assert_eq!(entries["total"], 9);
    assert_eq!(entries["records"][5]["dictValue"], "初审岗");
    app.get(CHILDREN, Some(&admin))
        .await
        .assert_failure(400, "请先选择字典");

    let tree = app.get(TREE, Some(&admin)).await;
    let tree = tree.assert_ok().as_array().unwrap().clone();
    assert_eq!(tree.len(), 9);
    assert_eq!(tree[0]["title"], "菜单类型");
    assert_eq!(tree[0]["children"][1]["title"], "按钮");
    // list: the matches of every level
    let list = app
        .get(&format!("{LIST}?code=menu_category"), Some(&admin))
        .await;
    assert_eq!(values(list.assert_ok()), ["菜单类型", "菜单", "按钮"]);
    let detail = app
        .get(&format!("{DETAIL}?id=sys-user_status-0"), Some(&admin))
        .await;
    assert_eq!(detail.assert_ok()["dictValue"], "禁用");
    app.get(&format!("{DETAIL}?id=nothing"), Some(&admin))
        .await
        .assert_failure(404, "字典不存在");

    // any signed-in user reads a dictionary's entries
    let reviewer = app.access_token("staff_first").await;
    let status = app
        .get(&format!("{DICTIONARY}?code=user_status"), Some(&reviewer))
        .await;
    let status = status.assert_ok();
    assert_eq!(status[0]["dictKey"], "1");
    assert_eq!(status[0]["dictValue"], "启用");
    assert_eq!(
        app.get(&format!("{DICTIONARY}?code=user_status"), None)
            .await
            .status,
        401
    );
}

// spec: 01§7.13
#[actix_rt::test]
async fn the_administrator_adds_edits_and_removes_a_dictionary_and_its_entries_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": " notice_type ", "dictValue": "公告类型", "sort": 20, "remark": "首页" }),
        )
        .await;
    let created = created.assert_ok().clone();
    assert_eq!(created["parentId"], "0");
    assert_eq!(created["dictKey"], "-1");
    assert_eq!(created["code"], "notice_type");
    let parent = created["id"].as_str().unwrap().to_owned();
    let entry = app
        .post_json(
            SUBMIT,
            Some(&admin),
            // the entry's code is its dictionary's, whatever is sent
            &json!({ "parentId": parent, "code": "other", "dictKey": "1", "dictValue": "发布通知" }),
        )
        .await;
    let entry = entry.assert_ok().clone();
    assert_eq!(entry["code"], "notice_type");
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "parentId": parent, "dictKey": "1", "dictValue": "重复" }),
    )
    .await
    .assert_failure(400, "当前字典键值已存在!");

    // a new code reaches the entries
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "id": parent, "code": "notice_kind", "dictValue": "公告种类" }),
    )
    .await
    .assert_ok();
    let kind = app
        .get(&format!("{DICTIONARY}?code=notice_kind"), Some(&admin))
        .await;
    assert_eq!(values(kind.assert_ok()), ["发布通知"]);

    app.post(&format!("{REMOVE}?ids={parent}"), Some(&admin))
        .await
        .assert_failure(400, "请先删除子字典");
    let entry_id = entry["id"].as_str().unwrap();
    app.post(&format!("{REMOVE}?ids={entry_id}"), Some(&admin))
        .await
        .assert_ok();
    app.post(&format!("{REMOVE}?ids={parent}"), Some(&admin))
        .await
        .assert_ok();
    let audit = app
        .get("/api/blade-system/audit-log/list?entity=dict", Some(&admin))
        .await;
    let actions: Vec<String> = audit.assert_ok()["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(actions, ["remove", "remove", "update", "create", "create"]);
}

#[actix_rt::test]
async fn bad_rows_and_sealed_ones_are_refused_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let before = counts(&app);
    let cases = [
        (json!({ "dictValue": "无编号" }), 400, "字典编号不能为空"),
        (json!({ "code": "x" }), 400, "字典名称不能为空"),
        (
            json!({ "parentId": "sys-yes_no", "dictValue": "无键" }),
            400,
            "字典键值不能为空",
        ),
        (
            json!({ "parentId": "sys-yes_no", "dictKey": "-1", "dictValue": "x" }),
            400,
            "字典键值不能为-1",
        ),
        (
            json!({ "parentId": "sys-yes_no-1", "dictKey": "9", "dictValue": "x" }),
            400,
            "上级字典不存在",
        ),
        (
            json!({ "code": "yes_no", "dictValue": "重名" }),
            400,
            "当前字典键值已存在!",
        ),
        (
            json!({ "id": "sys-role", "code": "roles", "dictValue": "角色" }),
            400,
            "封存的字典不能修改编号或键值",
        ),
        (
            json!({ "id": "sys-role-analyst", "dictKey": "analyser", "dictValue": "分析" }),
            400,
            "封存的字典不能修改编号或键值",
        ),
        (
            json!({ "id": "nothing", "dictValue": "x" }),
            404,
            "字典不存在",
        ),
    ];
    for (body, status, msg) in cases {
        app.post_json(SUBMIT, Some(&admin), &body)
            .await
            .assert_failure(status, msg);
    }
    app.post(&format!("{REMOVE}?ids=sys-yes_no-1"), Some(&admin))
        .await
        .assert_failure(400, "封存的字典不能删除");
    app.post(&format!("{REMOVE}?ids=nothing"), Some(&admin))
        .await
        .assert_failure(404, "字典不存在");
    app.post(REMOVE, Some(&admin))
        .await
        .assert_failure(400, "请选择要删除的字典");
    assert_eq!(counts(&app), before);
    // a sealed entry's value may change
    app.post_json(
        SUBMIT,
        Some(&admin),
        &json!({ "id": "sys-role-analyst", "dictKey": "analyst", "dictValue": "业务分析岗", "isSealed": true }),
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn only_the_platform_administrator_changes_it_and_administrators_read_it() {
    let app = TestApp::spawn().await;
    let before = counts(&app);
    let reviewer = app.access_token("staff_first").await;
    for path in [
        LIST.to_owned(),
        PARENTS.to_owned(),
        TREE.to_owned(),
        format!("{DETAIL}?id=sys-role"),
    ] {
        app.get(&path, Some(&reviewer))
            .await
            .assert_failure(403, "无权访问该功能");
    }
    app.post_json(
        SUBMIT,
        Some(&reviewer),
        &json!({ "code": "x", "dictValue": "x" }),
    )
    .await
    .assert_failure(403, "无权访问该功能");
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
        .set(users::role_name.eq("administrator"))
        .execute(&mut conn)
        .unwrap();
    drop(conn);
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let page = app.get(PARENTS, Some(&dalian)).await;
    assert_eq!(page.assert_ok()["total"], 9);
    app.post_json(
        SUBMIT,
        Some(&dalian),
        &json!({ "code": "x", "dictValue": "x" }),
    )
    .await
    .assert_failure(403, "系统字典为全平台共用，仅平台租户的管理员可以维护");
    app.post(&format!("{REMOVE}?ids=sys-role"), Some(&dalian))
        .await
        .assert_failure(403, "系统字典为全平台共用，仅平台租户的管理员可以维护");
    assert_eq!(counts(&app), before);
}
