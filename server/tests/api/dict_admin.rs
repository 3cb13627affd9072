//! The administration of the business dictionaries (issue 20, the BladeX `dict-biz` calls)
//! and its audit log: only the administrator, only in their tenant; every change recorded
//! with the record before and after, in the transaction of the change.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, dict_biz, users};

use crate::helpers::TestApp;

const LIST: &str = "/api/blade-system/dict-biz/list";
const TREE: &str = "/api/blade-system/dict-biz/tree";
const DETAIL: &str = "/api/blade-system/dict-biz/detail";
const SUBMIT: &str = "/api/blade-system/dict-biz/submit";
const REMOVE: &str = "/api/blade-system/dict-biz/remove";
const DICTIONARY: &str = "/api/blade-system/dict-biz/dictionary";
const AUDIT: &str = "/api/blade-system/audit-log/list";

fn count(app: &TestApp, table: &str) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    match table {
        "dict_biz" => dict_biz::table.count().get_result(&mut conn).unwrap(),
        _ => audit_log::table.count().get_result(&mut conn).unwrap(),
    }
}

async fn audit_entries(app: &TestApp, token: &str, query: &str) -> Vec<Value> {
    let page = app.get(&format!("{AUDIT}?{query}"), Some(token)).await;
    page.assert_ok()["records"].as_array().unwrap().clone()
}

async fn dictionary(app: &TestApp, token: &str, code: &str) -> Vec<(String, String)> {
    let answer = app
        .get(&format!("{DICTIONARY}?code={code}"), Some(token))
        .await;
    answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["dictKey"].as_str().unwrap().to_owned(),
                i["dictValue"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[actix_rt::test]
async fn the_administrator_creates_updates_and_removes_an_entry_each_change_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": " riskLevel ", "dictKey": " C1 ", "dictValue": " 保守型 " }),
        )
        .await;
    let created = created.assert_ok().clone();
    assert_eq!(created["code"], "riskLevel");
    assert_eq!(created["dictKey"], "C1");
    assert_eq!(created["dictValue"], "保守型");
    assert_eq!(created["sort"], 1);
    let id = created["id"].as_str().unwrap().to_owned();
    // the existing read call answers it at once
    assert_eq!(
        dictionary(&app, &admin, "riskLevel").await,
        [("C1".to_owned(), "保守型".to_owned())]
    );
    let detail = app.get(&format!("{DETAIL}?id={id}"), Some(&admin)).await;
    assert_eq!(detail.assert_ok(), &created);

    let updated = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "id": id, "code": "riskLevel", "dictKey": "C1", "dictValue": "谨慎型", "sort": 5 }),
        )
        .await;
    assert_eq!(updated.assert_ok()["dictValue"], "谨慎型");
    assert_eq!(updated.assert_ok()["sort"], 5);
    assert_eq!(
        dictionary(&app, &admin, "riskLevel").await,
        [("C1".to_owned(), "谨慎型".to_owned())]
    );

    let list = app
        .get(
            &format!("{LIST}?code=riskLev&dictValue=%E8%B0%A8%E6%85%8E"),
            Some(&admin),
        )
        .await;
    let list = list.assert_ok();
    assert_eq!(list["total"], 1);
    assert_eq!(list["current"], 1);
    assert_eq!(list["size"], 10);
    assert_eq!(list["records"][0]["id"], id.as_str());
    let tree = app.get(TREE, Some(&admin)).await;
    let risk = tree
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "riskLevel")
        .unwrap()
        .clone();
    assert_eq!(risk["children"][0]["dictValue"], "谨慎型");

    let removed = app.post(&format!("{REMOVE}?ids={id}"), Some(&admin)).await;
    assert_eq!(removed.assert_ok()[0]["id"], id.as_str());
    assert!(dictionary(&app, &admin, "riskLevel").await.is_empty());
    app.get(&format!("{DETAIL}?id={id}"), Some(&admin))
        .await
        .assert_failure(404, "字典项不存在");

    // newest first: remove, update, create, each with the record before and after
    let entries = audit_entries(&app, &admin, "entity=dict-biz&actor=admin").await;
    let actions: Vec<_> = entries.iter().map(|e| e["action"].clone()).collect();
    assert_eq!(actions, ["remove", "update", "create"]);
    for entry in &entries {
        assert_eq!(entry["entityId"], id.as_str());
        assert_eq!(entry["actorAccount"], "admin");
        assert!(entry["at"].as_i64().unwrap() > 0);
    }
    let (remove, update, create) = (&entries[0], &entries[1], &entries[2]);
    assert_eq!(create["before"], Value::Null);
    assert_eq!(create["after"], created);
    assert_eq!(update["before"]["dictValue"], "保守型");
    assert_eq!(update["after"]["dictValue"], "谨慎型");
    assert_eq!(update["after"]["sort"], 5);
    assert_eq!(remove["before"]["dictValue"], "谨慎型");
    assert_eq!(remove["after"], Value::Null);
    assert!(audit_entries(&app, &admin, "actor=nobody").await.is_empty());
}

#[actix_rt::test]
async fn blank_fields_and_a_duplicate_key_are_refused_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let (entries, audits) = (count(&app, "dict_biz"), count(&app, "audit_log"));
    for (body, msg) in [
        (
            json!({ "code": "  ", "dictKey": "1", "dictValue": "甲" }),
            "字典编码不能为空",
        ),
        (
            json!({ "code": "organType", "dictKey": " ", "dictValue": "甲" }),
            "字典键值不能为空",
        ),
        (
            json!({ "code": "organType", "dictKey": "9" }),
            "字典名称不能为空",
        ),
        (
            json!({ "code": "organType", "dictKey": " 2 ", "dictValue": "个人" }),
            "该字典下已存在键值2",
        ),
    ] {
        app.post_json(SUBMIT, Some(&admin), &body)
            .await
            .assert_failure(400, msg);
    }
    // changing an entry to another's key is a duplicate too
    let mut conn = app.state.pool.get().unwrap();
    let id: String = dict_biz::table
        .filter(dict_biz::tenant_id.eq("000000"))
        .filter(dict_biz::code.eq("organType"))
        .filter(dict_biz::dict_key.eq("1"))
        .select(dict_biz::id)
        .first(&mut conn)
        .unwrap();
    drop(conn);
    let body = json!({ "id": id, "code": "organType", "dictKey": "3", "dictValue": "机构" });
    app.post_json(SUBMIT, Some(&admin), &body)
        .await
        .assert_failure(400, "该字典下已存在键值3");
    // one unknown id among those to remove removes nothing
    app.post(&format!("{REMOVE}?ids={id},nope"), Some(&admin))
        .await
        .assert_failure(404, "字典项不存在");
    assert_eq!(count(&app, "dict_biz"), entries);
    assert_eq!(count(&app, "audit_log"), audits);
    assert_eq!(
        dictionary(&app, &admin, "organType").await[0],
        ("1".to_owned(), "机构".to_owned())
    );
}

#[actix_rt::test]
async fn another_tenants_administrator_neither_sees_nor_changes_the_entry() {
    let app = TestApp::spawn().await;
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
        .set(users::role_name.eq("administrator"))
        .execute(&mut conn)
        .unwrap();
    drop(conn);
    let admin = app.access_token("admin").await;
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": "riskLevel", "dictKey": "C1", "dictValue": "保守型" }),
        )
        .await;
    let id = created.assert_ok()["id"].as_str().unwrap().to_owned();

    let list = app
        .get(&format!("{LIST}?code=riskLevel"), Some(&dalian))
        .await;
    assert_eq!(list.assert_ok()["total"], 0);
    let tree = app.get(TREE, Some(&dalian)).await;
    assert!(!tree.assert_ok().to_string().contains("riskLevel"));
    app.get(&format!("{DETAIL}?id={id}"), Some(&dalian))
        .await
        .assert_failure(404, "字典项不存在");
    let hijack = json!({ "id": id, "code": "riskLevel", "dictKey": "C1", "dictValue": "改" });
    app.post_json(SUBMIT, Some(&dalian), &hijack)
        .await
        .assert_failure(404, "字典项不存在");
    app.post(&format!("{REMOVE}?ids={id}"), Some(&dalian))
        .await
        .assert_failure(404, "字典项不存在");
    assert!(audit_entries(&app, &dalian, "").await.is_empty());
    assert_eq!(
        dictionary(&app, &admin, "riskLevel").await,
        [("C1".to_owned(), "保守型".to_owned())]
    );
    // the same key in the other tenant is its own entry
    let own = app
        .post_json(
            SUBMIT,
            Some(&dalian),
            &json!({ "code": "riskLevel", "dictKey": "C1", "dictValue": "大连保守型" }),
        )
        .await;
    own.assert_ok();
    assert_eq!(
        dictionary(&app, &admin, "riskLevel").await,
        [("C1".to_owned(), "保守型".to_owned())]
    );
    assert_eq!(audit_entries(&app, &admin, "").await.len(), 1);
    assert_eq!(audit_entries(&app, &dalian, "").await.len(), 1);
}

#[actix_rt::test]
async fn a_reviewer_is_refused_every_call() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "code": "riskLevel", "dictKey": "C1", "dictValue": "保守型" }),
        )
        .await;
    let id = created.assert_ok()["id"].as_str().unwrap().to_owned();
    let reviewer = app.access_token("staff_first").await;
    let forbidden = "无权访问该功能";
    for path in [
        LIST.to_owned(),
        TREE.to_owned(),
        format!("{DETAIL}?id={id}"),
        AUDIT.to_owned(),
    ] {
        app.get(&path, Some(&reviewer))
            .await
            .assert_failure(403, forbidden);
    }
    let body = json!({ "id": id, "code": "riskLevel", "dictKey": "C1", "dictValue": "改" });
    app.post_json(SUBMIT, Some(&reviewer), &body)
        .await
        .assert_failure(403, forbidden);
    let body = json!({ "code": "riskLevel", "dictKey": "C2", "dictValue": "稳健型" });
    app.post_json(SUBMIT, Some(&reviewer), &body)
        .await
        .assert_failure(403, forbidden);
    app.post(&format!("{REMOVE}?ids={id}"), Some(&reviewer))
        .await
        .assert_failure(403, forbidden);
    assert_eq!(
        dictionary(&app, &admin, "riskLevel").await,
        [("C1".to_owned(), "保守型".to_owned())]
    );
    assert_eq!(audit_entries(&app, &admin, "").await.len(), 1);
    // without signing in: 401
    assert_eq!(app.get(LIST, None).await.status, 401);
}

#[actix_rt::test]
async fn the_administrator_sees_the_system_menus_and_a_reviewer_does_not() {
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
        admin.contains("/system/dict") && admin.contains("/system/auditLog"),
        "{admin}"
    );
    let reviewer = menu(app.access_token("staff_first").await).await;
    assert!(!reviewer.contains("/system/dict"), "{reviewer}");
}

/// The dictionary codes the spec's forms and widgets read (02 §7 `dict-biz/dictionary`, 03 §7
/// the shared helper's codes and `projectStatus`, 01 §5 the shareholder search's id types).
const SPEC_CODES: [&str; 23] = [
    "subjectServiceStatus",
    "subjectStatusUpdateReason",
    "qualificationCategory",
    "marketRolesType",
    "financialQualificationType",
    "intermediaryQualification",
    "PledgeHumanAllType",
    "personCertType",
    "organTypeValidator",
    "enterpriseType2",
    "projectStatus",
    "certificateType",
    "natureOfShareholder",
    "PledgeHumanType",
    "financingDiretion",
    "natureOfShare",
    "frozenMethod",
    "serviceProviderType",
    "creditEnhancerNature",
    "creditEnhancerMethod",
    "rank",
    "currencyType",
    "productInfoIdType",
];

// spec: 02§7.1 03§7.7 03§7.8
#[actix_rt::test]
async fn every_dictionary_the_spec_names_has_entries_in_every_tenant() {
    let app = TestApp::spawn().await;
    let platform = app.access_token("org_demo").await;
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    for (tenant, token) in [("000000", &platform), ("116000", &dalian)] {
        for code in SPEC_CODES {
            let items = dictionary(&app, token, code).await;
            assert!(
                !items.is_empty(),
                "{code} has no entries in tenant {tenant}"
            );
            let mut keys: Vec<&String> = items.iter().map(|(k, _)| k).collect();
            keys.sort();
            keys.dedup();
            assert_eq!(keys.len(), items.len(), "{code} repeats a key in {tenant}");
            assert!(
                items.iter().all(|(k, v)| !k.is_empty() && !v.is_empty()),
                "{code} has a blank key or value in {tenant}"
            );
        }
    }
    // every pledgee type a pledge may name is among all the pledgee types
    let all = dictionary(&app, &platform, "PledgeHumanAllType").await;
    for item in dictionary(&app, &platform, "PledgeHumanType").await {
        assert!(
            all.contains(&item),
            "{item:?} missing from PledgeHumanAllType"
        );
    }
}
