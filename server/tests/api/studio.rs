//! The analysts' studio over HTTP: analysts only; drafts checked with the problem at its node;
//! publication refused while a draft fails; new applications on the new version while older
//! ones complete on theirs; the dry-run over recorded histories; migrations only where the
//! dry-run shows no difference.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::applications;

use crate::helpers::TestApp;
use crate::support::{decide, people, submitted};

const STUDIO: &str = "/api/rem-registrationbizweb/otc-flow/studio";

fn transfer(volume: i64) -> Value {
    json!({ "appId": "550004", "formData": {
        "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
        "accountNumberIn": "1000000001", "transferVolume": volume } })
}

/// 550004 as the repository has it, with `change` merged into its top level.
fn share_transfer_with(change: Value) -> String {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../flows/550004.json"))
            .unwrap();
    let mut flow: Value = serde_json::from_str(&text).unwrap();
    for (k, v) in change.as_object().unwrap() {
        flow[k] = v.clone();
    }
    serde_json::to_string_pretty(&flow).unwrap()
}

fn flow_version(app: &TestApp, uuid: &str) -> u64 {
    let mut conn = app.state.pool.get().unwrap();
    let text: String = applications::table
        .find(uuid)
        .select(applications::instance)
        .first(&mut conn)
        .unwrap();
    let instance: Value = serde_json::from_str(&text).unwrap();
    instance["pin"]["flowVersion"].as_u64().unwrap()
}

async fn save_draft(app: &TestApp, analyst: &str, kind: &str, key: &str, body: &str) -> Value {
    app.post_json(
        &format!("{STUDIO}/draft"),
        Some(analyst),
        &json!({ "kind": kind, "key": key, "body": body }),
    )
    .await
    .assert_ok()
    .clone()
}

async fn publish(app: &TestApp, analyst: &str, kind: &str, key: &str) -> crate::helpers::Answer {
    app.post_json(
        &format!("{STUDIO}/publish"),
        Some(analyst),
        &json!({ "kind": kind, "key": key, "reason": "测试发布" }),
    )
    .await
}

#[actix_rt::test]
async fn every_studio_call_refuses_anyone_but_an_analyst() {
    let app = TestApp::spawn().await;
    let calls: [(&str, &str, Value); 16] = [
        ("GET", "definitions", json!(null)),
        ("GET", "definition?kind=flow&key=550004", json!(null)),
        ("GET", "version?kind=flow&key=550004&version=1", json!(null)),
        ("GET", "schema?kind=form", json!(null)),
        ("GET", "diff?kind=flow&key=550004&from=1&to=1", json!(null)),
        ("GET", "export?kind=flow&key=550004&version=1", json!(null)),
        ("GET", "bpmn?appId=550004&version=1", json!(null)),
        ("GET", "graph?appId=550004&version=1", json!(null)),
        ("GET", "migrations?appId=550004", json!(null)),
        (
            "POST",
            "check",
            json!({"kind": "flow", "key": "550004", "body": "{}"}),
        ),
        (
            "POST",
            "draft",
            json!({"kind": "flow", "key": "550004", "body": "{}"}),
        ),
        (
            "POST",
            "draft/discard",
            json!({"kind": "flow", "key": "550004"}),
        ),
        (
            "POST",
            "preview",
            json!({"formId": "share_transfer", "nodeId": "apply"}),
        ),
        ("POST", "dry-run", json!({"appId": "550004"})),
        (
            "POST",
            "publish",
            json!({"kind": "flow", "key": "550004", "reason": "x"}),
        ),
        (
            "POST",
            "migrate",
            json!({"appId": "550004", "toVersion": 1}),
        ),
    ];
    let analyst = app.access_token("analyst_demo").await;
    for account in ["personal_demo", "staff_first", "admin"] {
        let token = app.access_token(account).await;
        for (method, path, body) in &calls {
            let url = format!("{STUDIO}/{path}");
            let answer = match *method {
                "GET" => app.get(&url, Some(&token)).await,
                _ => app.post_json(&url, Some(&token), body).await,
            };
            answer.assert_failure(403, "无权访问流程与表单设计");
        }
    }
    // Without a token: 401, as every signed-in call.
    assert_eq!(
        app.get(&format!("{STUDIO}/definitions"), None).await.status,
        401
    );
    // The analyst reads them.
    for (method, path, _) in &calls[..9] {
        assert_eq!(*method, "GET");
        let answer = app
            .fetch(&format!("{STUDIO}/{path}"), Some(&analyst), None)
            .await;
        assert_eq!(answer.status, 200, "{path}");
    }
}

#[actix_rt::test]
async fn the_list_shows_every_flow_and_form_with_its_first_version() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let list = app
        .get(&format!("{STUDIO}/definitions"), Some(&analyst))
        .await;
    let list = list.assert_ok().as_array().unwrap().clone();
    let flow = list
        .iter()
        .find(|d| d["kind"] == "flow" && d["key"] == "550004")
        .unwrap();
    assert_eq!(flow["latestVersion"], 1);
    assert_eq!(flow["formId"], "share_transfer");
    assert_eq!(flow["hasDraft"], false);
    let form = list
        .iter()
        .find(|d| d["kind"] == "form" && d["key"] == "share_transfer")
        .unwrap();
    assert!(form["usedBy"]
        .as_array()
        .unwrap()
        .contains(&json!("550004")));
    assert_eq!(list.iter().filter(|d| d["kind"] == "flow").count(), 72);
}

#[actix_rt::test]
async fn a_dead_end_is_reported_at_its_node_and_blocks_publication_until_fixed() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    // The end 办结 turned into a service step (归档) with no way out.
    let broken = share_transfer_with(json!({
        "nodes": [{ "id": "approved", "kind": "serviceTask", "name": "归档",
                    "effect": "completeApplication" }],
    }));
    let checked = save_draft(&app, &analyst, "flow", "550004", &broken).await;
    assert_eq!(checked["ok"], false);
    let problems = checked["problems"].as_array().unwrap();
    assert!(
        problems.iter().any(|p| p["node"] == "approved"
            && p["message"].as_str().unwrap().contains("dead end")),
        "{problems:?}"
    );
    let graph = &checked["graph"];
    assert!(graph["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|n| n["id"] == "approved" && n["kind"] == "serviceTask"));
    let apply = graph["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["id"] == "apply")
        .unwrap();
    assert_eq!(apply["formMode"], "edit");

    let refused = publish(&app, &analyst, "flow", "550004").await;
    refused.assert_failure(400, "草稿未通过检查，不能发布");
    assert!(!refused.data()["problems"].as_array().unwrap().is_empty());

    // A text that is not JSON: the line of the error.
    let garbled = app
        .post_json(
            &format!("{STUDIO}/check"),
            Some(&analyst),
            &json!({"kind": "flow", "key": "550004", "body": "{\n  \"appId\": \"550004\",\n  oops\n}"}),
        )
        .await;
    assert_eq!(garbled.assert_ok()["problems"][0]["line"], 3);

    let fixed = share_transfer_with(json!({
        "nodes": [{ "id": "PreliminaryApprove", "kind": "userTask", "name": "初审（新）",
                    "assignee": { "roles": ["first_reviewer"] }, "returnTo": ["UpdateApplyApprove"] }],
    }));
    assert_eq!(
        save_draft(&app, &analyst, "flow", "550004", &fixed).await["ok"],
        true
    );
    let published = publish(&app, &analyst, "flow", "550004").await;
    assert_eq!(published.assert_ok()["version"], 2);
    publish(&app, &analyst, "flow", "550004")
        .await
        .assert_failure(404, "没有可发布的草稿");
    let versions = app
        .get(
            &format!("{STUDIO}/definition?kind=flow&key=550004"),
            Some(&analyst),
        )
        .await;
    let versions = versions.assert_ok();
    assert_eq!(versions["versions"][0]["version"], 2);
    assert_eq!(versions["versions"][0]["publishedBy"], "周分析");
    assert_eq!(versions["versions"][1]["publishedBy"], "仓库");
    assert_eq!(versions["versions"][0]["reason"], "测试发布");
    assert!(versions["draft"].is_null());
    let diff = app
        .get(
            &format!("{STUDIO}/diff?kind=flow&key=550004&from=1&to=2"),
            Some(&analyst),
        )
        .await;
    assert!(diff.assert_ok()["lines"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["op"] == "+" && l["text"].as_str().unwrap().contains("初审（新）")));
}

#[actix_rt::test]
async fn a_new_version_takes_new_applications_while_older_ones_complete_on_theirs() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let analyst = app.access_token("analyst_demo").await;
    let older = submitted(&app, &p.investor, transfer(10)).await;
    assert_eq!(flow_version(&app, &older), 1);

    // The form: a new label and a new rule (产品代码 at most 6 characters).
    let form_text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/share_transfer.json"
    ))
    .unwrap()
    .replacen("\"label\": \"转让数量\"", "\"label\": \"本次转让数量\"", 1)
    .replacen("\"max\": 20", "\"max\": 6", 1);
    assert!(form_text.contains("本次转让数量") && form_text.contains("\"max\": 6"));
    let checked = save_draft(&app, &analyst, "form", "share_transfer", &form_text).await;
    assert_eq!(checked["ok"], true, "{checked}");
    let preview = app
        .post_json(
            &format!("{STUDIO}/preview"),
            Some(&analyst),
            &json!({"formId": "share_transfer", "nodeId": "apply"}),
        )
        .await;
    assert!(preview.assert_ok().to_string().contains("本次转让数量"));

    // The dry-run of 550004 with the form's draft: the older application (10 shares) passes.
    let dry = app
        .post_json(
            &format!("{STUDIO}/dry-run"),
            Some(&analyst),
            &json!({"appId": "550004"}),
        )
        .await;
    let dry = dry.assert_ok().clone();
    assert_eq!(dry["replayed"], 1);
    assert_eq!(dry["differing"], 0, "{dry}");

    let published = publish(&app, &analyst, "form", "share_transfer").await;
    let published = published.assert_ok();
    assert_eq!(published["version"], 2);
    assert!(published["republished"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["appId"] == "550004" && r["version"] == 2));

    // The republished flow's text says its own number.
    let flow_v2 = app
        .get(
            &format!("{STUDIO}/version?kind=flow&key=550004&version=2"),
            Some(&analyst),
        )
        .await;
    let flow_v2: Value =
        serde_json::from_str(flow_v2.assert_ok()["body"].as_str().unwrap()).unwrap();
    assert_eq!(flow_v2["version"], 2);

    let newer = submitted(&app, &p.investor, transfer(20)).await;
    assert_eq!(flow_version(&app, &newer), 2);
    let mut long = transfer(20);
    long["formData"]["productCode"] = json!("1000011");
    let over = crate::support::submit(&app, &p.investor, long).await;
    assert_eq!(over.status, 400, "the new rule holds for new applications");
    assert!(over.msg().contains("产品代码"), "{}", over.msg());

    // The older one completes on version 1, its form still version 1.
    decide(&app, &p.first, &older, "approve", "同意")
        .await
        .assert_ok();
    let done = decide(&app, &p.recheck, &older, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved");
    assert_eq!(flow_version(&app, &older), 1);
    let detail = app
        .post_json(
            "/api/rem-registrationbizweb/application/detail",
            Some(&p.investor),
            &json!({"bizSn": done.data()["bizSn"]}),
        )
        .await;
    assert_eq!(detail.assert_ok()["formVersion"], 1);
}

#[actix_rt::test]
async fn the_dry_run_reports_the_applications_a_change_affects_and_migration_follows_it() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let analyst = app.access_token("analyst_demo").await;
    let running = submitted(&app, &p.investor, transfer(10)).await;

    // A harmless change (a node's name): no difference, and the running one may migrate.
    let renamed = share_transfer_with(json!({
        "nodes": [{ "id": "PreliminaryApprove", "kind": "userTask", "name": "初审（新）",
                    "assignee": { "roles": ["first_reviewer"] }, "returnTo": ["UpdateApplyApprove"] }],
    }));
    save_draft(&app, &analyst, "flow", "550004", &renamed).await;
    let dry = app
        .post_json(
            &format!("{STUDIO}/dry-run"),
            Some(&analyst),
            &json!({"appId": "550004"}),
        )
        .await;
    assert_eq!(dry.assert_ok()["differing"], 0);

    // A change that does: the applicant's submit now needs a memo.
    let stricter = share_transfer_with(json!({
        "hooks": { "checks": [{ "script": "memo_required", "nodes": ["apply"], "actions": ["submit"] }] },
    }));
    save_draft(&app, &analyst, "flow", "550004", &stricter).await;
    let dry = app
        .post_json(
            &format!("{STUDIO}/dry-run"),
            Some(&analyst),
            &json!({"appId": "550004"}),
        )
        .await;
    let dry = dry.assert_ok().clone();
    assert_eq!(dry["differing"], 1, "{dry}");
    let difference = &dry["instances"][0]["difference"];
    assert_eq!(difference["kind"], "check");
    assert_eq!(difference["action"], "submit");
    assert_eq!(dry["instances"][0]["uuid"], running);

    // Publish the stricter one as v2: the running application may not move to it.
    publish(&app, &analyst, "flow", "550004").await.assert_ok();
    let refused = app
        .post_json(
            &format!("{STUDIO}/migrate"),
            Some(&analyst),
            &json!({"appId": "550004", "toVersion": 2}),
        )
        .await;
    let refused = refused.assert_ok().clone();
    assert_eq!(refused["migrated"].as_array().unwrap().len(), 0);
    assert!(refused["refused"][0]["reason"]
        .as_str()
        .unwrap()
        .contains("差异"));
    assert_eq!(flow_version(&app, &running), 1);

    // The harmless one as v3: it moves, and the move is recorded.
    save_draft(&app, &analyst, "flow", "550004", &renamed).await;
    publish(&app, &analyst, "flow", "550004").await.assert_ok();
    let moved = app
        .post_json(
            &format!("{STUDIO}/migrate"),
            Some(&analyst),
            &json!({"appId": "550004", "toVersion": 3}),
        )
        .await;
    assert_eq!(moved.assert_ok()["migrated"][0]["uuid"], running);
    assert_eq!(flow_version(&app, &running), 3);
    let records = app
        .get(&format!("{STUDIO}/migrations?appId=550004"), Some(&analyst))
        .await;
    let records = records.assert_ok();
    assert_eq!(records[0]["fromVersion"], 1);
    assert_eq!(records[0]["toVersion"], 3);
    // It goes on from where it was, on v3.
    decide(&app, &p.first, &running, "approve", "同意")
        .await
        .assert_ok();
    let done = decide(&app, &p.recheck, &running, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved");
}

#[actix_rt::test]
async fn a_version_exports_as_its_file_and_as_bpmn() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let file = app
        .fetch(
            &format!("{STUDIO}/export?kind=flow&key=550004&version=1"),
            Some(&analyst),
            None,
        )
        .await;
    assert_eq!(file.status, 200);
    let exported: Value = serde_json::from_slice(&file.bytes).unwrap();
    assert_eq!(exported["appId"], "550004");
    let bpmn = app
        .fetch(
            &format!("{STUDIO}/bpmn?appId=550004&version=1"),
            Some(&analyst),
            None,
        )
        .await;
    assert_eq!(bpmn.status, 200);
    let xml = String::from_utf8(bpmn.bytes).unwrap();
    assert!(xml.contains("definitions"), "{xml}");
    assert!(xml.contains("PreliminaryApprove"));
}

#[actix_rt::test]
async fn export_defs_writes_the_latest_versions_back_as_repository_files() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let renamed = share_transfer_with(json!({ "name": "股份转让（新）" }));
    save_draft(&app, &analyst, "flow", "550004", &renamed).await;
    publish(&app, &analyst, "flow", "550004").await.assert_ok();

    let root = std::env::temp_dir().join(format!("export-defs-{}", uuid::Uuid::new_v4()));
    let mut conn = app.state.pool.get().unwrap();
    let written = server::studio::export::export_latest(&mut conn, &root).unwrap();
    let file = root.join("flows/550004.json");
    assert!(written.contains(&file));
    let exported: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(exported["version"], 2);
    assert_eq!(exported["name"], "股份转让（新）");
    // Unchanged files are not written again.
    assert!(server::studio::export::export_latest(&mut conn, &root)
        .unwrap()
        .is_empty());
    std::fs::remove_dir_all(&root).unwrap();
}
