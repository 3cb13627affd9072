//! The rules in the studio (issue 22): a script changed in a draft; its examples failing block
//! its publication (400 naming the example and why); fixed examples publish it, and every flow
//! using it gets a new version pinning it in the same publication; the dry-run reports the
//! changed charge at the step where it changes, and a migration refuses it; an application
//! started before completes on the old rule while a new one runs on the new; an example is
//! made from a recorded application in one call; a hand-made context of the wrong shape is
//! refused; export-defs writes the script and its examples back.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::applications;

use crate::effects::pledge_row;
use crate::helpers::TestApp;
use crate::support::{charge_of, confirm_pledgees, decide, people, submit, submitted};

const STUDIO: &str = "/api/rem-registrationbizweb/otc-flow/studio";
/// The pledge charge's formula as the repository has it, and the analyst's change: the
/// agreement amount no longer counts, the base is the larger of the assessed and par values.
const OLD_FORMULA: &str =
    "max(max(dec_or(form.agreementAmount, 0), dec_or(form.assessedValue, 0)), par)";
const NEW_FORMULA: &str = "max(dec_or(form.assessedValue, 0), par)";

fn repository(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn changed_script() -> String {
    let text = repository("flows/scripts/charge_pledge.rhai");
    assert!(text.contains(OLD_FORMULA));
    text.replace(OLD_FORMULA, NEW_FORMULA)
}

/// The repository's examples of the pledge charge, with `case`'s expected charge replaced.
fn examples_with(case: &str, charge: &str) -> Value {
    let mut cases: Value =
        serde_json::from_str(&repository("flows/scripts/charge_pledge.examples.json")).unwrap();
    let found = cases
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|c| c["name"] == case)
        .expect("the case");
    found["expected"] = json!({ "charge": charge });
    cases
}

/// A pledge of 100000 shares (par value 100000 at face value 1).
fn pledge(agreement: &str, assessed: &str) -> Value {
    let rows = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        100_000
    )]);
    json!({ "faceValue": "1", "agreementAmount": agreement, "assessedValue": assessed, "pledgeList": rows })
}

fn pin_of(app: &TestApp, uuid: &str) -> (u64, u64) {
    let mut conn = app.state.pool.get().unwrap();
    let text: String = applications::table
        .find(uuid)
        .select(applications::instance)
        .first(&mut conn)
        .unwrap();
    let instance: Value = serde_json::from_str(&text).unwrap();
    (
        instance["pin"]["flowVersion"].as_u64().unwrap(),
        instance["pin"]["scripts"]["charge_pledge"]["version"]
            .as_u64()
            .unwrap(),
    )
}

async fn base_of(app: &TestApp, token: &str, uuid: &str) -> String {
    let biz_sn: String = {
        let mut conn = app.state.pool.get().unwrap();
        applications::table
            .find(uuid)
            .select(applications::biz_sn)
            .first(&mut conn)
            .unwrap()
    };
    charge_of(app, token, &biz_sn).await.assert_ok()["base"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn draft(app: &TestApp, analyst: &str, body: &str, examples: Option<&Value>) -> Value {
    let mut request = json!({ "kind": "script", "key": "charge_pledge", "body": body });
    if let Some(examples) = examples {
        request["examples"] = json!(serde_json::to_string_pretty(examples).unwrap());
    }
    app.post_json(&format!("{STUDIO}/draft"), Some(analyst), &request)
        .await
        .assert_ok()
        .clone()
}

async fn publish(app: &TestApp, analyst: &str) -> crate::helpers::Answer {
    app.post_json(
        &format!("{STUDIO}/publish"),
        Some(analyst),
        &json!({ "kind": "script", "key": "charge_pledge", "reason": "协议金额不再计入质押收费基数" }),
    )
    .await
}

/// The changed formula fails the repository's examples: the check lists the failing one, the
/// publication is refused naming it, nothing is published.
async fn failing_examples_block_the_publication(app: &TestApp, analyst: &str) {
    let checked = draft(app, analyst, &changed_script(), None).await;
    assert_eq!(checked["ok"], false, "{checked}");
    let failing: Vec<&Value> = checked["examples"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["passed"] == false)
        .collect();
    assert_eq!(failing.len(), 1, "{checked}");
    assert_eq!(failing[0]["name"], "质押：协议金额最大，取协议金额");
    let refused = publish(app, analyst).await;
    refused.assert_failure(
        400,
        "示例「质押：协议金额最大，取协议金额」未通过：期望收费基数 800000，实得 500000",
    );
    let listed = app
        .get(
            &format!("{STUDIO}/definition?kind=script&key=charge_pledge"),
            Some(analyst),
        )
        .await;
    let listed = listed.assert_ok();
    assert_eq!(listed["versions"].as_array().unwrap().len(), 1);
    assert!(listed["usedBy"]
        .as_array()
        .unwrap()
        .contains(&json!("550008")));
}

/// An example whose hand-made context has a key the server does not build is refused.
async fn a_hand_made_context_of_another_shape_fails(app: &TestApp, analyst: &str) {
    let mut examples = examples_with("质押：协议金额最大，取协议金额", "500000");
    examples[0]["inputs"]["ctx"]["companyGrade"] = json!("A");
    let checked = draft(app, analyst, &changed_script(), Some(&examples)).await;
    assert_eq!(checked["ok"], false);
    let reason = checked["examples"][0]["reason"].as_str().unwrap();
    assert!(
        reason.starts_with("ctx 与服务端构建的上下文不符") && reason.contains("companyGrade"),
        "{reason}"
    );
}

#[actix_rt::test]
async fn a_changed_charge_publishes_only_with_passing_examples_and_running_applications_keep_the_old_rule(
) {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("orgholder_demo").await;
    let analyst = app.access_token("analyst_demo").await;
    // Before: the agreement amount (800000) is the largest.
    let older = submitted(
        &app,
        &org,
        json!({ "appId": "550008", "formData": pledge("800000", "600000") }),
    )
    .await;
    assert_eq!(pin_of(&app, &older), (1, 1));
    assert_eq!(base_of(&app, &org, &older).await, "800000.00");

    failing_examples_block_the_publication(&app, &analyst).await;
    a_hand_made_context_of_another_shape_fails(&app, &analyst).await;

    // The dry-run of the pledge flow takes the script's draft: the older application's charge
    // changes at its submission.
    let dry = app
        .post_json(
            &format!("{STUDIO}/dry-run"),
            Some(&analyst),
            &json!({"appId": "550008"}),
        )
        .await;
    let dry = dry.assert_ok().clone();
    assert_eq!(dry["ruleDrafts"], json!(["script charge_pledge"]), "{dry}");
    assert_eq!(dry["differing"], 1, "{dry}");
    let difference = &dry["instances"][0]["difference"];
    assert_eq!(difference["kind"], "charge", "{dry}");
    assert_eq!(difference["action"], "submit", "{dry}");
    assert_eq!(difference["step"], 1, "{dry}");
    assert!(
        difference["recorded"].as_str().unwrap().contains("800000"),
        "{dry}"
    );
    assert!(
        difference["now"].as_str().unwrap().contains("600000"),
        "{dry}"
    );

    // An example from the recorded application, in one call: without an expectation, what the
    // published rule answers there (the charge hook's base) ...
    let recorded = app
        .post_json(
            &format!("{STUDIO}/scripts/charge_pledge/examples/fromApplication"),
            Some(&analyst),
            &json!({ "applicationId": older }),
        )
        .await;
    let recorded = recorded.assert_ok().clone();
    assert_eq!(recorded["example"]["expected"], json!({"charge": "800000"}));
    assert_eq!(recorded["example"]["inputs"]["node"], "apply");
    assert_eq!(recorded["example"]["inputs"]["action"], "submit");
    // ... or with what the new rule must answer for it.
    let added = app
        .post_json(
            &format!("{STUDIO}/scripts/charge_pledge/examples/fromApplication"),
            Some(&analyst),
            &json!({ "applicationId": older, "name": "记录的质押申请", "expected": {"charge": "600000"} }),
        )
        .await;
    let added = added.assert_ok().clone();
    assert_eq!(
        added["example"]["inputs"]["form"]["agreementAmount"],
        "800000"
    );
    assert_eq!(
        added["example"]["inputs"]["actor"]["landingMode"],
        "orgholder"
    );
    assert!(added["example"]["inputs"]["ctx"]["ownAccounts"].is_array());
    let mut examples = examples_with("质押：协议金额最大，取协议金额", "500000");
    examples
        .as_array_mut()
        .unwrap()
        .push(added["example"].clone());
    let checked = draft(&app, &analyst, &changed_script(), Some(&examples)).await;
    assert_eq!(checked["ok"], true, "{checked}");
    assert_eq!(checked["examples"].as_array().unwrap().len(), 5);

    // Published: the script's v2 and a new version of every flow using it, with the reason.
    let published = publish(&app, &analyst).await;
    let published = published.assert_ok().clone();
    assert_eq!(published["version"], 2);
    let republished = published["republished"].as_array().unwrap();
    assert!(
        republished.contains(&json!({"appId": "550008", "version": 2})),
        "{published}"
    );
    let flow = app
        .get(
            &format!("{STUDIO}/version?kind=flow&key=550008&version=2"),
            Some(&analyst),
        )
        .await;
    let flow = flow.assert_ok();
    assert_eq!(
        flow["reason"],
        "随脚本 charge_pledge v2 发布：协议金额不再计入质押收费基数"
    );
    assert_eq!(flow["pins"]["scripts"]["charge_pledge"], 2);

    // A new pledge runs on the new rule: the assessed value.
    let newer = submitted(
        &app,
        &org,
        json!({ "appId": "550008", "formData": pledge("800000", "600000") }),
    )
    .await;
    assert_eq!(pin_of(&app, &newer), (2, 2));
    assert_eq!(base_of(&app, &org, &newer).await, "600000.00");

    // The older one is not migrated (its charge would change) ...
    let refused = app
        .post_json(
            &format!("{STUDIO}/migrate"),
            Some(&analyst),
            &json!({"appId": "550008", "toVersion": 2}),
        )
        .await;
    let refused = refused.assert_ok().clone();
    assert!(
        refused["refused"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["uuid"] == older),
        "{refused}"
    );
    // ... and completes on the old rule: returned, resubmitted, approved, still 800000.
    older_completes_on_the_old_rule(&app, &p, &org, &older).await;
}

async fn older_completes_on_the_old_rule(
    app: &TestApp,
    p: &crate::support::People,
    org: &str,
    older: &str,
) {
    confirm_pledgees(app, older).await;
    decide(app, &p.first, older, "return", "请核对金额")
        .await
        .assert_ok();
    let resubmitted = submit(
        app,
        org,
        json!({ "appId": "550008", "uuid": older, "formData": pledge("800000", "600000") }),
    )
    .await;
    resubmitted.assert_ok();
    decide(app, &p.first, older, "approve", "同意")
        .await
        .assert_ok();
    let done = decide(app, &p.recheck, older, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved", "{:?}", done.body);
    assert_eq!(pin_of(app, older), (1, 1));
    assert_eq!(base_of(app, org, older).await, "800000.00");
}

#[actix_rt::test]
async fn export_defs_writes_a_published_script_and_its_examples_back() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let examples = examples_with("质押：协议金额最大，取协议金额", "500000");
    let checked = draft(&app, &analyst, &changed_script(), Some(&examples)).await;
    assert_eq!(checked["ok"], true, "{checked}");
    publish(&app, &analyst).await.assert_ok();

    let root = std::env::temp_dir().join(format!("export-rules-{}", uuid::Uuid::new_v4()));
    let mut conn = app.state.pool.get().unwrap();
    let written = server::studio::export::export_latest(&mut conn, &root).unwrap();
    let script = root.join("flows/scripts/charge_pledge.rhai");
    let cases = root.join("flows/scripts/charge_pledge.examples.json");
    assert!(
        written.contains(&script) && written.contains(&cases),
        "{written:?}"
    );
    let text = std::fs::read_to_string(&script).unwrap();
    assert!(text.starts_with("// version: 2\n"), "{text}");
    assert!(text.contains(NEW_FORMULA) && !text.contains(OLD_FORMULA));
    let exported: Value = serde_json::from_str(&std::fs::read_to_string(&cases).unwrap()).unwrap();
    assert_eq!(exported, examples);
    // the flows it carried, with their new number
    let flow: Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("flows/550008.json")).unwrap())
            .unwrap();
    assert_eq!(flow["version"], 2);
    // the exported tree is a repository check-defs accepts, examples included
    let sources = server::definitions::read_sources(&root).unwrap();
    assert!(server::definitions::example_problems(&sources).is_empty());
    std::fs::remove_dir_all(&root).unwrap();
}

#[actix_rt::test]
async fn a_fragment_draft_must_be_that_fragment_and_rule_calls_are_for_analysts() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let text = repository("flows/fragments/two_step_review.json").replacen(
        "\"two_step_review\"",
        "\"three_step_review\"",
        1,
    );
    let checked = app
        .post_json(
            &format!("{STUDIO}/check"),
            Some(&analyst),
            &json!({ "kind": "fragment", "key": "two_step_review", "body": text }),
        )
        .await;
    let checked = checked.assert_ok();
    assert_eq!(checked["ok"], false);
    assert_eq!(
        checked["problems"][0]["message"],
        "fragment 须为 two_step_review"
    );
    let listed = app
        .get(&format!("{STUDIO}/definitions"), Some(&analyst))
        .await;
    let listed = listed.assert_ok();
    for (kind, key) in [("script", "charge_pledge"), ("fragment", "two_step_review")] {
        let item = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["kind"] == kind && i["key"] == key)
            .unwrap_or_else(|| panic!("{kind} {key} listed"));
        assert_eq!(item["latestVersion"], 1);
        assert!(!item["usedBy"].as_array().unwrap().is_empty());
    }
    let investor = app.access_token("personal_demo").await;
    app.post_json(
        &format!("{STUDIO}/scripts/charge_pledge/examples/fromApplication"),
        Some(&investor),
        &json!({ "applicationId": "x" }),
    )
    .await
    .assert_failure(403, "无权访问流程与表单设计");
    app.post_json(
        &format!("{STUDIO}/scripts/charge_pledge/examples/fromApplication"),
        Some(&analyst),
        &json!({ "applicationId": "no-such-application" }),
    )
    .await
    .assert_failure(404, "申请不存在");
}
