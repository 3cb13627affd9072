//! What approvers see (issue 15): the to-do list with the applicant's name, the submitted time,
//! filters, search, sort and paging; the approval context (parties by holder name with their
//! balances, every earlier memo, what changed since the last return, the charge), for staff and
//! candidates only; and the approvers' fields refused from applicants.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::support::{decide, pay, people, submit, submitted};

const TASKS: &str = "/api/rem-registrationbizweb/taskItem/getUserTasks";
const CONTEXT: &str = "/api/rem-registrationbizweb/taskItem/approvalContext";

fn transfer(volume: i64) -> Value {
    json!({ "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
            "accountNumberIn": "1000000001", "transferVolume": volume })
}

fn biz_sns(page: &Value) -> Vec<String> {
    page["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["bizSn"].as_str().unwrap().to_owned())
        .collect()
}

// spec: 01§7.15 02§7.18
#[actix_rt::test]
async fn the_to_dos_name_the_applicant_and_filter_search_sort_and_page() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let t1 = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(10) }),
    )
    .await
    .assert_ok()["bizSn"]
        .clone();
    app.clock.advance(60);
    let charged =
        json!({ "appId": "550100", "formData": { "chargeAmount": "88.00", "chargeStatus": "1" } });
    let c1 = submit(&app, &org, charged).await.assert_ok()["bizSn"].clone();
    app.clock.advance(60);
    let t2 = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(20) }),
    )
    .await
    .assert_ok()["bizSn"]
        .clone();
    let (t1, c1, t2) = (
        t1.as_str().unwrap(),
        c1.as_str().unwrap(),
        t2.as_str().unwrap(),
    );

    let ask = |body: Value| {
        let (app, first) = (&app, p.first.clone());
        async move {
            app.post_json(TASKS, Some(&first), &body)
                .await
                .assert_ok()
                .clone()
        }
    };
    let all = ask(json!({})).await;
    assert_eq!(all["totalRecord"], 3);
    assert_eq!(biz_sns(&all), [t2, c1, t1], "newest submission first");
    let row = &all["records"][0];
    assert_eq!(row["applicantName"], "张伟");
    assert_eq!(row["nodeName"], "初审");
    assert!(row["submittedAtText"].as_str().unwrap().starts_with("20"));
    let businesses: Vec<_> = all["businesses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["appId"].clone())
        .collect();
    assert_eq!(businesses, [json!("550004"), json!("550100")]);
    assert_eq!(all["businesses"][0]["bizTypeName"], "股份转让");
    assert_eq!(all["nodes"][0]["nodeName"], "初审");
    assert_eq!(all["nodes"][0]["nodeId"], "PreliminaryApprove");

    assert_eq!(biz_sns(&ask(json!({ "sort": "asc" })).await), [t1, c1, t2]);
    assert_eq!(biz_sns(&ask(json!({ "appId": "550100" })).await), [c1]);
    assert_eq!(
        ask(json!({ "nodeId": "RecheckApprove" })).await["totalRecord"],
        0
    );
    assert_eq!(
        biz_sns(&ask(json!({ "keyword": &t1[8..] })).await),
        [t1],
        "a part of the bizSn"
    );
    assert_eq!(
        ask(json!({ "keyword": "张伟" })).await["totalRecord"],
        2,
        "the applicant's name"
    );
    assert_eq!(
        ask(json!({ "keyword": "%" })).await["totalRecord"],
        0,
        "taken literally"
    );
    let page = ask(json!({ "pageNo": 2, "pageSize": 2 })).await;
    assert_eq!(
        (page["totalRecord"].clone(), biz_sns(&page)),
        (json!(3), vec![t1.to_owned()])
    );

    // The submitted days are Beijing days: the test clock's day holds all three, the next none.
    let day = all["records"][0]["submittedAtText"].as_str().unwrap()[..10].to_owned();
    assert_eq!(
        ask(json!({ "submittedFrom": day, "submittedTo": day })).await["totalRecord"],
        3
    );
    let next = chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d")
        .unwrap()
        .succ_opt()
        .unwrap();
    assert_eq!(
        ask(json!({ "submittedFrom": next.to_string() })).await["totalRecord"],
        0
    );
    assert_eq!(
        ask(json!({ "submittedTo": next.to_string() })).await["totalRecord"],
        3
    );
    app.post_json(
        TASKS,
        Some(&p.first),
        &json!({ "submittedFrom": "2026/01/01" }),
    )
    .await
    .assert_failure(400, "提交日期格式不正确");
}

#[actix_rt::test]
async fn the_approval_context_names_the_holders_with_balances_and_earlier_memos() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;

    let first = app
        .post_json(CONTEXT, Some(&p.first), &json!({ "uuid": uuid }))
        .await;
    let first = first.assert_ok();
    assert_eq!(first["applicant"]["name"], "张伟");
    let parties = first["parties"].as_array().unwrap();
    assert_eq!(parties.len(), 2);
    assert_eq!(parties[0]["field"], "accountNumberOut");
    assert_eq!(parties[0]["label"], "转出方账号");
    assert_eq!(parties[0]["holderName"], "张伟");
    assert_eq!(
        parties[0]["balances"][0],
        json!({ "productCode": "100001", "productName": parties[0]["balances"][0]["productName"],
                "total": 100000, "free": 100000, "pledged": 0, "frozen": 0 })
    );
    assert_eq!(parties[1]["holderName"], "陕西丝路投资管理有限公司");
    assert_eq!(parties[1]["balances"][0]["total"], 500000);
    assert!(first["changes"].is_null(), "no return yet");
    // 秦创 is a joint-stock company: par value 1000 × 1, one per mille, at least 50 (02 §9)
    let charge = &first["charge"];
    assert_eq!(charge["amount"], "50.00");
    assert_eq!(charge["base"], "1000.00");
    assert_eq!(charge["collected"], false);
    assert_eq!(
        charge["paymentRequired"], false,
        "a transfer may complete unpaid"
    );

    decide(&app, &p.first, &uuid, "approve", "材料齐全，同意转让")
        .await
        .assert_ok();
    let recheck = app
        .post_json(CONTEXT, Some(&p.recheck), &json!({ "uuid": uuid }))
        .await;
    let memos = recheck.assert_ok()["memos"].as_array().unwrap().clone();
    let reviewed = memos
        .iter()
        .find(|m| m["nodeId"] == "PreliminaryApprove")
        .unwrap();
    assert_eq!(reviewed["memo"], "材料齐全，同意转让");
    assert_eq!(reviewed["actorName"], "陈初审");
    assert_eq!(reviewed["action"], "approve");
    assert_eq!(reviewed["nodeName"], "初审");
    assert!(reviewed["at"].as_i64().unwrap() > 0);

    // Neither the applicant nor another investor may read it; the administrator may.
    for who in ["personal_demo", "orgholder_demo"] {
        let token = app.access_token(who).await;
        app.post_json(CONTEXT, Some(&token), &json!({ "uuid": uuid }))
            .await
            .assert_failure(403, "无权查看该申请的审批信息");
    }
    let admin = app.access_token("admin").await;
    app.post_json(CONTEXT, Some(&admin), &json!({ "uuid": uuid }))
        .await
        .assert_ok();
    app.post_json(CONTEXT, Some(&admin), &json!({ "uuid": "no-such" }))
        .await
        .assert_failure(404, "申请不存在");
}

// spec: 01§7.15
#[actix_rt::test]
async fn a_business_submitted_again_comes_first_among_the_to_dos_with_its_new_time() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let older = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(10) }),
    )
    .await;
    app.clock.advance(60);
    let newer = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(20) }),
    )
    .await;
    let uuids = |page: &Value| -> Vec<String> {
        page["records"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["uuid"].as_str().unwrap().to_owned())
            .collect()
    };
    let todo = || async {
        app.post_json(TASKS, Some(&p.first), &json!({}))
            .await
            .assert_ok()
            .clone()
    };
    assert_eq!(uuids(&todo().await), [newer.clone(), older.clone()]);
    let first_time = todo().await["records"][1]["submittedAt"].clone();

    decide(&app, &p.first, &older, "return", "请补充材料")
        .await
        .assert_ok();
    app.clock.advance(300);
    submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "uuid": older, "formData": transfer(15) }),
    )
    .await
    .assert_ok();
    let after = todo().await;
    assert_eq!(
        uuids(&after),
        [older.clone(), newer.clone()],
        "the newest submission first"
    );
    assert_eq!(
        after["records"][0]["submittedAt"],
        first_time.as_i64().unwrap() + 60 + 300,
        "submitted again 60 + 300 s after its first submission"
    );
    let oldest_first = app
        .post_json(TASKS, Some(&p.first), &json!({ "sort": "asc" }))
        .await;
    assert_eq!(uuids(oldest_first.assert_ok()), [newer, older]);

    // Every open task carries what its application says of itself.
    type Carried = (String, String, Option<i64>);
    let open: Vec<(Carried, Carried)> = {
        use diesel::prelude::*;
        use server::schema::{applications, tasks};
        tasks::table
            .inner_join(applications::table)
            .filter(tasks::open)
            .select((
                (tasks::tenant_id, tasks::app_id, tasks::submitted_at),
                (
                    applications::tenant_id,
                    applications::app_id,
                    applications::submitted_at,
                ),
            ))
            .load(&mut *app.state.pool.get().unwrap())
            .unwrap()
    };
    assert_eq!(open.len(), 2);
    for (carried, own) in open {
        assert_eq!(carried, own);
    }
}

#[actix_rt::test]
async fn a_resubmission_shows_what_changed_since_the_return() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(5000) }),
    )
    .await;
    decide(&app, &p.first, &uuid, "return", "转让数量有误，请修改")
        .await
        .assert_ok();
    submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "uuid": uuid, "formData": transfer(3000) }),
    )
    .await
    .assert_ok();
    let context = app
        .post_json(CONTEXT, Some(&p.first), &json!({ "uuid": uuid }))
        .await;
    let context = context.assert_ok();
    assert_eq!(
        context["changes"]["fields"],
        json!([{ "field": "transferVolume", "label": "转让数量", "before": 5000, "after": 3000 }])
    );
    let returned = context["memos"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["action"] == "return")
        .unwrap()
        .clone();
    assert_eq!(returned["memo"], "转让数量有误，请修改");
}

#[actix_rt::test]
async fn the_charge_of_a_charged_business_is_shown() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let form = json!({ "appId": "550100", "formData": { "chargeAmount": "1200.50", "chargeStatus": "1" } });
    let answer = submit(&app, &org, form).await;
    let (uuid, biz_sn) = (
        answer.assert_ok()["uuid"].as_str().unwrap().to_owned(),
        answer.assert_ok()["bizSn"].as_str().unwrap().to_owned(),
    );
    let context = app
        .post_json(CONTEXT, Some(&p.first), &json!({ "uuid": uuid }))
        .await;
    let charge_sn = format!("C{biz_sn}");
    assert_eq!(
        context.assert_ok()["charge"],
        json!({ "amount": "1200.50", "collected": false, "chargeSn": charge_sn,
                "base": "1200.50", "paymentRequired": true })
    );
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    pay(&app, &org, &biz_sn).await;
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let context = app
        .post_json(CONTEXT, Some(&p.first), &json!({ "uuid": uuid }))
        .await;
    assert_eq!(
        context.assert_ok()["charge"],
        json!({ "amount": "1200.50", "collected": true, "chargeSn": charge_sn,
                "base": "1200.50", "paymentRequired": true })
    );
}

#[actix_rt::test]
async fn an_applicant_may_not_send_the_approvers_fields() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    // The transfer form has a memo (for its reviewers): sending one at apply is refused.
    let mut form = transfer(10);
    form["memo"] = json!("我同意我自己");
    let refused = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": form }),
    )
    .await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);
    assert_eq!(refused.data()["errors"][0]["field"], "memo");
    assert_eq!(
        refused.data()["errors"][0]["message"],
        "当前环节不能修改此项"
    );
    // It has no checkResult: one sent is dropped, never stored.
    let mut form = transfer(10);
    form["checkResult"] = json!("Approve");
    let kept = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": form }),
    )
    .await;
    let biz_sn = kept.assert_ok()["bizSn"].clone();
    let detail = app
        .post_json(
            "/api/rem-registrationbizweb/application/detail",
            Some(&p.investor),
            &json!({ "bizSn": biz_sn }),
        )
        .await;
    assert!(detail.assert_ok()["formData"].get("checkResult").is_none());
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(10) }),
    )
    .await;
    decide(&app, &p.first, &uuid, "return", "请修改")
        .await
        .assert_ok();
    let mut form = transfer(10);
    form["memo"] = json!("已按意见修改，同意");
    let refused = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "uuid": uuid, "formData": form }),
    )
    .await;
    assert_eq!(refused.status, 400);
    assert_eq!(refused.data()["errors"][0]["field"], "memo");
    // The form the applicant opens at either node shows neither field.
    for node in ["apply", "UpdateApplyApprove"] {
        let path = format!(
            "/api/rem-registrationbizweb/otc-flow/form/compiled?formId=share_transfer&nodeId={node}"
        );
        let compiled = app.get(&path, Some(&p.investor)).await;
        let compiled = compiled.assert_ok();
        assert!(
            compiled["schema"]["properties"].get("memo").is_none(),
            "{node}"
        );
        assert!(
            compiled["schema"]["properties"]
                .get("checkResult")
                .is_none(),
            "{node}"
        );
    }
}
