//! The rule bench (issue 22 §3): a script's draft run on a recorded application or on a typed
//! context, beside its published version, with the operations each used against the budget;
//! an unknown or another tenant's application is not found, a loop is stopped by the budget
//! and said so, a draft that does not compile is refused with its line.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::applications;

use crate::effects::pledge_row;
use crate::helpers::TestApp;
use crate::support::submitted;

const STUDIO: &str = "/api/rem-registrationbizweb/otc-flow/studio";
const BENCH: &str = "/api/rem-registrationbizweb/otc-flow/studio/scripts/charge_pledge/bench";
const OLD_FORMULA: &str =
    "max(max(dec_or(form.agreementAmount, 0), dec_or(form.assessedValue, 0)), par)";
const NEW_FORMULA: &str = "max(dec_or(form.assessedValue, 0), par)";

fn repository_script() -> String {
    std::fs::read_to_string(format!(
        "{}/../flows/scripts/charge_pledge.rhai",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// A recorded pledge of 100000 shares: agreement 800000, assessed 600000. Answers its bizSn.
async fn recorded_pledge(app: &TestApp) -> (String, String) {
    let org = app.access_token("orgholder_demo").await;
    let rows = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        100_000
    )]);
    let uuid = submitted(
        app,
        &org,
        json!({ "appId": "550008", "formData": {
            "faceValue": "1", "agreementAmount": "800000", "assessedValue": "600000", "pledgeList": rows
        } }),
    )
    .await;
    let mut conn = app.state.pool.get().unwrap();
    let biz_sn: String = applications::table
        .find(&uuid)
        .select(applications::biz_sn)
        .first(&mut conn)
        .unwrap();
    (uuid, biz_sn)
}

async fn save_draft(app: &TestApp, analyst: &str, body: &str) {
    app.post_json(
        &format!("{STUDIO}/draft"),
        Some(analyst),
        &json!({ "kind": "script", "key": "charge_pledge", "body": body }),
    )
    .await
    .assert_ok();
}

fn operations(run: &Value) -> u64 {
    run["operations"].as_u64().unwrap()
}

#[actix_rt::test]
async fn the_bench_runs_the_draft_on_a_recorded_pledge_beside_the_published_charge() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let (_, biz_sn) = recorded_pledge(&app).await;

    // Without a draft both columns run the published text and agree.
    let same = app
        .post_json(BENCH, Some(&analyst), &json!({ "bizSn": biz_sn }))
        .await;
    let same = same.assert_ok().clone();
    assert_eq!(same["kind"], "charge", "{same}");
    assert_eq!(same["hasDraft"], false);
    assert_eq!(same["differs"], false);
    assert_eq!(same["published"]["answer"], json!({"charge": "800000"}));

    // The changed formula: the assessed value, 600000, against the published 800000.
    save_draft(
        &app,
        &analyst,
        &repository_script().replace(OLD_FORMULA, NEW_FORMULA),
    )
    .await;
    let bench = app
        .post_json(BENCH, Some(&analyst), &json!({ "bizSn": biz_sn }))
        .await;
    let bench = bench.assert_ok().clone();
    assert_eq!(bench["hasDraft"], true);
    assert_eq!(bench["budget"], 50_000);
    assert_eq!(bench["source"]["bizSn"], biz_sn.as_str());
    assert_eq!(bench["source"]["appId"], "550008");
    assert_eq!(bench["source"]["action"], "submit");
    assert_eq!(
        bench["draft"]["answer"],
        json!({"charge": "600000"}),
        "{bench}"
    );
    assert_eq!(bench["published"]["answer"], json!({"charge": "800000"}));
    assert_eq!(bench["published"]["version"], 1);
    assert_eq!(bench["differs"], true);
    assert!(bench["draft"]["failure"].is_null());
    // A few dozen operations, far below the budget, and not nothing.
    for run in [&bench["draft"], &bench["published"]] {
        assert!((1..1_000).contains(&operations(run)), "{bench}");
    }

    // The text in the editor, unsaved, runs instead of the saved draft.
    let edited = app
        .post_json(
            BENCH,
            Some(&analyst),
            &json!({ "bizSn": biz_sn, "body": repository_script().replace(OLD_FORMULA, "dec(1234)") }),
        )
        .await;
    assert_eq!(
        edited.assert_ok()["draft"]["answer"],
        json!({"charge": "1234"})
    );

    // The same input typed by hand (as the bench answered it) gives the same answers.
    let typed = app
        .post_json(BENCH, Some(&analyst), &json!({ "inputs": bench["inputs"] }))
        .await;
    let typed = typed.assert_ok().clone();
    assert!(typed["source"].is_null());
    assert_eq!(typed["draft"]["answer"], bench["draft"]["answer"]);
    assert_eq!(typed["published"]["answer"], bench["published"]["answer"]);
}

#[actix_rt::test]
async fn a_draft_that_loops_is_stopped_by_the_budget_and_the_published_one_still_answers() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let (_, biz_sn) = recorded_pledge(&app).await;
    save_draft(&app, &analyst, "let n = 0;\nloop { n += 1; }\nn").await;
    let bench = app
        .post_json(BENCH, Some(&analyst), &json!({ "bizSn": biz_sn }))
        .await;
    let bench = bench.assert_ok().clone();
    let draft = &bench["draft"];
    assert!(draft["answer"].is_null(), "{bench}");
    assert_eq!(draft["failure"]["kind"], "runaway");
    assert_eq!(
        draft["failure"]["message"],
        "超出运算预算（50000 次操作），已停止：脚本是否死循环？"
    );
    assert_eq!(draft["failure"]["line"], 2);
    assert_eq!(operations(draft), 50_000);
    assert_eq!(bench["published"]["answer"], json!({"charge": "800000"}));
    assert_eq!(bench["differs"], true);
}

#[actix_rt::test]
async fn the_bench_refuses_what_it_cannot_run_with_the_users_message() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let (uuid, biz_sn) = recorded_pledge(&app).await;

    // Unknown application, neither or both inputs, a context of another shape.
    app.post_json(BENCH, Some(&analyst), &json!({ "bizSn": "NO-SUCH-SN" }))
        .await
        .assert_failure(404, "申请不存在");
    app.post_json(BENCH, Some(&analyst), &json!({}))
        .await
        .assert_failure(400, "请选择一笔申请（业务编号）或填写上下文，二者取一");
    let recorded = app
        .post_json(BENCH, Some(&analyst), &json!({ "bizSn": biz_sn }))
        .await;
    let mut inputs = recorded.assert_ok()["inputs"].clone();
    app.post_json(
        BENCH,
        Some(&analyst),
        &json!({ "bizSn": biz_sn, "inputs": inputs }),
    )
    .await
    .assert_failure(400, "请选择一笔申请（业务编号）或填写上下文，二者取一");
    inputs["ctx"]["companyGrade"] = json!("A");
    let shaped = app
        .post_json(BENCH, Some(&analyst), &json!({ "inputs": inputs }))
        .await;
    assert_eq!(shaped.status, 400, "{:?}", shaped.body);
    assert!(
        shaped.msg().starts_with("ctx 与服务端构建的上下文不符")
            && shaped.msg().contains("companyGrade"),
        "{}",
        shaped.msg()
    );

    // A draft that does not compile: refused with its line.
    save_draft(&app, &analyst, "let a = 1;\nlet b = ;").await;
    let broken = app
        .post_json(BENCH, Some(&analyst), &json!({ "bizSn": biz_sn }))
        .await;
    assert_eq!(broken.status, 400, "{:?}", broken.body);
    assert_eq!(broken.body["success"], false);
    assert!(
        broken.msg().starts_with("草稿不能编译：") && broken.msg().ends_with("（第2行）"),
        "{}",
        broken.msg()
    );

    // Another tenant's application is as unknown as a missing one.
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(applications::table.find(&uuid))
            .set(applications::tenant_id.eq("116000"))
            .execute(&mut conn)
            .unwrap();
    }
    app.post_json(BENCH, Some(&analyst), &json!({ "bizSn": biz_sn }))
        .await
        .assert_failure(404, "申请不存在");

    // Analysts only.
    let investor = app.access_token("personal_demo").await;
    app.post_json(BENCH, Some(&investor), &json!({ "bizSn": biz_sn }))
        .await
        .assert_failure(403, "无权访问流程与表单设计");
}
