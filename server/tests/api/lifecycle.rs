//! Applications through their lifecycle, over HTTP: submit, review, return, resubmit, reject,
//! the register changing on approval, conflicts, idempotency, roles and the hash chain.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{
    models::chain::ChainEntry,
    schema::{chain_entries, holder_accounts},
};

use crate::helpers::TestApp;
use crate::support::{decide, people, submit, submitted, total, volume};

const WITHDRAW: &str = "/api/rem-registrationbizweb/application/withdraw";
const TASKS: &str = "/api/rem-registrationbizweb/taskItem/getUserTasks";
const DETAIL: &str = "/api/rem-registrationbizweb/application/detail";

fn transfer(volume: i64) -> Value {
    json!({ "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
            "accountNumberIn": "1000000001", "transferVolume": volume })
}

#[actix_rt::test]
async fn an_approved_transfer_moves_shares_and_is_stamped_on_the_chain() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let before = total(&app, "p-100001");
    let answer = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;
    let submitted = answer.assert_ok().clone();
    assert_eq!(submitted["status"], "running");
    assert_eq!(submitted["currentNode"], "PreliminaryApprove");
    let uuid = submitted["uuid"].as_str().unwrap().to_owned();

    // The first reviewer sees it among their to-dos; the recheck reviewer does not yet.
    let todos = app
        .post_json(
            TASKS,
            Some(&p.first),
            &json!({ "pageNo": 1, "pageSize": 10 }),
        )
        .await;
    assert_eq!(todos.assert_ok()["totalRecord"], 1);
    assert_eq!(todos.data()["records"][0]["nodeId"], "PreliminaryApprove");
    let none = app.post_json(TASKS, Some(&p.recheck), &json!({})).await;
    assert_eq!(none.assert_ok()["totalRecord"], 0);

    decide(&app, &p.first, &uuid, "approve", "材料齐全，同意")
        .await
        .assert_ok();
    assert_eq!(
        volume(&app, "h-zhangwei-1", "p-100001"),
        100_000,
        "nothing moves before the last approval"
    );
    let done = decide(&app, &p.recheck, &uuid, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved");

    assert_eq!(volume(&app, "h-zhangwei-1", "p-100001"), 99_000);
    assert_eq!(volume(&app, "h-silk-road", "p-100001"), 501_000);
    assert_eq!(
        total(&app, "p-100001"),
        before,
        "the product's total is conserved"
    );

    let biz_sn = submitted["bizSn"].as_str().unwrap();
    let detail = app
        .post_json(DETAIL, Some(&p.investor), &json!({ "bizSn": biz_sn }))
        .await;
    let detail = detail.assert_ok();
    assert_eq!(detail["chainHash"].as_str().unwrap().len(), 64);
    // ext5: its documents, code → attachId (02 §7): a transfer has its voucher.
    assert!(
        detail["ext5"]["voucher"].is_string(),
        "{:?}",
        detail["ext5"]
    );
    let events: Vec<_> = detail["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["event"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        events.contains(&"effect".to_owned()) && events.contains(&"ended".to_owned()),
        "{events:?}"
    );
    let memos: Vec<_> = detail["tasks"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t["memo"].as_str())
        .collect();
    assert_eq!(memos, ["材料齐全，同意", "同意"]);
    assert_eq!(
        detail["people"]["u-staff_first"], "陈初审",
        "who acted, by name"
    );
    assert_eq!(detail["people"]["u-personal_demo"], "张伟");
}

// spec: 02§1.19
#[actix_rt::test]
async fn a_returned_application_is_revised_resubmitted_and_completed() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(5000) }),
    )
    .await;
    let returned = decide(&app, &p.first, &uuid, "return", "转让数量有误，请修改").await;
    assert_eq!(returned.assert_ok()["currentNode"], "UpdateApplyApprove");
    let todo = app.post_json(TASKS, Some(&p.investor), &json!({})).await;
    assert_eq!(
        todo.assert_ok()["records"][0]["nodeId"],
        "UpdateApplyApprove"
    );

    let resubmitted = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "uuid": uuid, "formData": transfer(3000) }),
    )
    .await;
    assert_eq!(resubmitted.assert_ok()["currentNode"], "PreliminaryApprove");
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    assert_eq!(
        volume(&app, "h-zhangwei-1", "p-100001"),
        97_000,
        "the revised volume moved"
    );
}

#[actix_rt::test]
async fn a_rejected_application_changes_nothing() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;
    let rejected = decide(&app, &p.first, &uuid, "reject", "不符合转让条件").await;
    assert_eq!(rejected.assert_ok()["status"], "rejected");
    assert_eq!(volume(&app, "h-zhangwei-1", "p-100001"), 100_000);
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_failure(409, "该任务已被处理，请刷新后查看");
}

// spec: 02§5.15
#[actix_rt::test]
async fn an_approval_needs_a_memo() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;
    decide(&app, &p.first, &uuid, "approve", "  ")
        .await
        .assert_failure(400, "审批意见为必填项");
}

// spec: 02§6.5
#[actix_rt::test]
async fn only_the_role_a_node_names_may_act_on_its_task() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_failure(403, "无权处理该任务");
    decide(&app, &p.investor, &uuid, "approve", "同意")
        .await
        .assert_failure(403, "无权处理该任务");
}

#[actix_rt::test]
async fn of_two_approvals_at_once_exactly_one_wins() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;
    let other_first = app.access_token("staff_first").await;
    let (a, b) = futures_util::future::join(
        decide(&app, &p.first, &uuid, "approve", "同意"),
        decide(&app, &other_first, &uuid, "approve", "同意"),
    )
    .await;
    let statuses = [a.status, b.status];
    assert!(
        statuses.contains(&200) && statuses.contains(&409),
        "{statuses:?}: {:?} {:?}",
        a.body,
        b.body
    );
    let loser = if a.status == 409 { a } else { b };
    assert_eq!(loser.msg(), "该任务已被处理，请刷新后查看");
}

#[actix_rt::test]
async fn a_retried_submit_with_the_same_key_answers_the_first_answer() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let body = json!({ "appId": "550004", "formData": transfer(1000), "idempotencyKey": "k-1" });
    let first = submit(&app, &p.investor, body.clone())
        .await
        .assert_ok()
        .clone();
    let again = submit(&app, &p.investor, body).await.assert_ok().clone();
    assert_eq!(first, again);
    let todos = app.post_json(TASKS, Some(&p.first), &json!({})).await;
    assert_eq!(
        todos.assert_ok()["totalRecord"],
        1,
        "one application, not two"
    );
}

#[actix_rt::test]
async fn a_transfer_beyond_the_free_volume_is_refused_and_the_task_stays_open() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("orgholder_demo").await;
    // h-silk-road holds 500 000 of which 100 000 are pledged: 400 000 free. Beyond that the
    // register refuses the transfer when it is submitted.
    let body = |volume: i64| {
        json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
            "accountNumberOut": "1000000001", "accountNumberIn": "2000000001", "transferVolume": volume } })
    };
    submit(&app, &org, body(400_001)).await.assert_failure(
        400,
        "【转让数量】转出方可用数量不足：可用400000股，申请转让400001股",
    );
    // Two transfers that each fit when submitted: the one completed first leaves too little
    // for the other, which the register refuses at its final review.
    let later = submitted(&app, &org, body(300_000)).await;
    let first = submitted(&app, &org, body(300_000)).await;
    for uuid in [&first, &later] {
        decide(&app, &p.first, uuid, "approve", "同意")
            .await
            .assert_ok();
    }
    decide(&app, &p.recheck, &first, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &later, "approve", "同意")
        .await
        .assert_failure(
            400,
            "【转让数量】转出方可用数量不足：可用100000股，申请转让300000股",
        );
    assert_eq!(volume(&app, "h-silk-road", "p-100001"), 200_000);
    let todos = app.post_json(TASKS, Some(&p.recheck), &json!({})).await;
    assert_eq!(
        todos.assert_ok()["totalRecord"],
        1,
        "the recheck task is still open"
    );
}

#[actix_rt::test]
async fn the_form_is_validated_before_anything_is_written() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let answer = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": { "productCode": "100001" } }),
    )
    .await;
    answer.assert_failure(400, "【转让类型】请选择转让类型");
    assert_eq!(answer.data()["errors"].as_array().unwrap().len(), 4);
    let todos = app.post_json(TASKS, Some(&p.first), &json!({})).await;
    assert_eq!(todos.assert_ok()["totalRecord"], 0);
}

#[actix_rt::test]
async fn a_holder_whose_rights_are_unconfirmed_cannot_transfer() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(holder_accounts::table.find("h-zhangwei-1"))
            .set(holder_accounts::rights_confirmed.eq(false))
            .execute(&mut *conn)
            .unwrap();
    }
    let p = people(&app).await;
    let mut data = transfer(1000);
    data["transfersType"] = json!("1");
    submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": data }),
    )
    .await
    .assert_failure(400, "1条股东信息未确权,需确权后方能办理业务");
    // Transfer types outside 1, 4, 5, 6, 11, 12 are not held back.
    let mut data = transfer(1000);
    data["transfersType"] = json!("3");
    submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": data }),
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn the_applicant_may_withdraw_while_the_application_waits_on_them() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let uuid = submitted(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(1000) }),
    )
    .await;
    app.post_json(WITHDRAW, Some(&p.investor), &json!({ "uuid": uuid }))
        .await
        .assert_failure(409, "该申请已进入审核，不能撤回");
    decide(&app, &p.first, &uuid, "return", "请补充")
        .await
        .assert_ok();
    let withdrawn = app
        .post_json(WITHDRAW, Some(&p.investor), &json!({ "uuid": uuid }))
        .await;
    assert_eq!(withdrawn.assert_ok()["status"], "withdrawn");
}

#[actix_rt::test]
async fn an_investor_registration_opens_an_account() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let body = json!({ "appId": "550130", "formData": { "holderName": "王芳", "organType": "2", "idType": "1",
        "idNumber": "11010519491231002X", "mobile": "13800138000" } });
    let uuid = submitted(&app, &p.investor, body).await;
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let accounts = app
        .get(
            "/api/rem-registrationbizweb/user/getCurrentUserAllAcount",
            Some(&p.investor),
        )
        .await;
    let opened = accounts
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["holderName"] == "王芳")
        .cloned()
        .unwrap();
    assert_eq!(opened["holderAccountStatus"], 1);
    let number = opened["accountNumber"].as_str().unwrap();
    let highest_before: i64 = {
        let mut conn = app.state.pool.get().unwrap();
        holder_accounts::table
            .filter(holder_accounts::account_number.like("2%"))
            .filter(holder_accounts::holder_name.ne("王芳"))
            .select(holder_accounts::account_number)
            .load::<String>(&mut *conn)
            .unwrap()
            .iter()
            .map(|n| n.parse::<i64>().unwrap())
            .max()
            .unwrap()
    };
    assert_eq!(
        number,
        (highest_before + 1).to_string(),
        "one after the highest in use"
    );
}

#[actix_rt::test]
async fn chain_verification_names_the_first_edited_record() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    for volume in [100, 200] {
        let uuid = submitted(
            &app,
            &p.investor,
            json!({ "appId": "550004", "formData": transfer(volume) }),
        )
        .await;
        decide(&app, &p.first, &uuid, "approve", "同意")
            .await
            .assert_ok();
        decide(&app, &p.recheck, &uuid, "approve", "同意")
            .await
            .assert_ok();
    }
    let admin = app.access_token("admin").await;
    let verify = app
        .get(
            "/api/rem-registrationbizweb/blockChain/verify",
            Some(&admin),
        )
        .await;
    assert_eq!(verify.assert_ok()["intact"], true);
    {
        let mut conn = app.state.pool.get().unwrap();
        let first: ChainEntry = chain_entries::table
            .order(chain_entries::seq)
            .select(ChainEntry::as_select())
            .first(&mut *conn)
            .unwrap();
        diesel::update(chain_entries::table.find(first.seq))
            .set(
                chain_entries::record.eq(first
                    .record
                    .replace("\"transferVolume\":100", "\"transferVolume\":900")),
            )
            .execute(&mut *conn)
            .unwrap();
    }
    let verify = app
        .get(
            "/api/rem-registrationbizweb/blockChain/verify",
            Some(&admin),
        )
        .await;
    let verify = verify.assert_ok();
    assert_eq!(verify["intact"], false);
    assert_eq!(verify["firstBroken"]["seq"], 1);
}

#[actix_rt::test]
async fn an_applicant_lists_their_applications_newest_first() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    for volume in [100, 200, 300] {
        submit(
            &app,
            &p.investor,
            json!({ "appId": "550004", "formData": transfer(volume) }),
        )
        .await
        .assert_ok();
    }
    let page = app
        .post_json(
            "/api/rem-registrationbizweb/application/list",
            Some(&p.investor),
            &json!({ "pageNo": 1, "pageSize": 2 }),
        )
        .await;
    let page = page.assert_ok();
    assert_eq!(page["totalRecord"], 3);
    assert_eq!(page["records"].as_array().unwrap().len(), 2);
    assert_eq!(page["records"][0]["status"], "running");
    assert_eq!(page["records"][0]["bizTypeName"], "股份转让");
    let others = app
        .post_json(
            "/api/rem-registrationbizweb/application/list",
            Some(&p.first),
            &json!({}),
        )
        .await;
    assert_eq!(
        others.assert_ok()["totalRecord"],
        0,
        "only one's own applications"
    );
}

// spec: 02§7.21
#[actix_rt::test]
async fn the_form_of_a_business_and_its_final_node_are_served() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let answer = app
        .get(
            "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550004&nodeId=apply",
            Some(&p.investor),
        )
        .await;
    let detail = answer.assert_ok();
    assert_eq!(detail["formId"], "share_transfer");
    assert_eq!(detail["bizTypeName"], "股份转让");
    assert_eq!(detail["form"]["mode"], "edit");
    assert!(detail["confirm"].is_null());
    let answer = app
        .get(
            "/api/rem-registrationbizweb/flow/getFinalNode?appId=550004",
            Some(&p.investor),
        )
        .await;
    assert_eq!(answer.assert_ok()["finalNode"], "RecheckApprove");
    app.get(
        "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=999999",
        Some(&p.investor),
    )
    .await
    .assert_failure(404, "业务不存在");
}

// spec: 02§7.20
#[actix_rt::test]
async fn the_voucher_uuid_and_the_chain_entry_appear_when_the_business_completes() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let submitted = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer(100) }),
    )
    .await
    .assert_ok()
    .clone();
    let (uuid, biz_sn) = (
        submitted["uuid"].as_str().unwrap(),
        submitted["bizSn"].as_str().unwrap(),
    );
    let path = format!("/api/rem-registrationbizweb/statement/getUUIDByBizSn?bizSn={biz_sn}");
    assert!(
        app.get(&path, Some(&p.investor))
            .await
            .assert_ok()
            .is_null(),
        "no voucher while it runs"
    );
    decide(&app, &p.first, uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, uuid, "approve", "同意")
        .await
        .assert_ok();
    assert_eq!(app.get(&path, Some(&p.investor)).await.assert_ok(), uuid);

    let list = app
        .get(
            "/api/rem-registrationbizweb/blockChain/list",
            Some(&p.investor),
        )
        .await;
    let list = list.assert_ok();
    assert_eq!(list["total"], 1);
    let hash = list["records"][0]["transHash"].as_str().unwrap().to_owned();
    assert_eq!(list["records"][0]["bizSn"], biz_sn);
    let one = app
        .get(
            &format!("/api/rem-registrationbizweb/blockChain/detail?transHash={hash}"),
            Some(&p.investor),
        )
        .await;
    assert_eq!(one.assert_ok()["bizSn"], biz_sn);
    app.get(
        "/api/rem-registrationbizweb/blockChain/detail?transHash=nope",
        Some(&p.investor),
    )
    .await
    .assert_failure(404, "存证记录不存在");
}

#[actix_rt::test]
async fn each_tenant_has_its_own_chain_and_verifies_only_its_own() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        for (i, tenant) in ["000000", "116000", "000000", "116000"].iter().enumerate() {
            // as the lifecycle does: inside the completion's write transaction
            server::db::transaction::write(&mut conn, |conn| {
                ChainEntry::append(
                    conn,
                    tenant,
                    &format!("SN{i}"),
                    "550004",
                    format!("{{\"n\":{i}}}"),
                    1_700_000_000 + i as i64,
                )
                .map_err(server::error::ApiError::from)
            })
            .unwrap();
        }
        // Each entry links to its own tenant's previous one.
        let second: ChainEntry = chain_entries::table
            .find(3)
            .select(ChainEntry::as_select())
            .first(&mut *conn)
            .unwrap();
        let first: ChainEntry = chain_entries::table
            .find(1)
            .select(ChainEntry::as_select())
            .first(&mut *conn)
            .unwrap();
        assert_eq!(second.prev_hash, first.hash);
        // The other tenant's first entry is edited.
        diesel::update(chain_entries::table.find(2))
            .set(chain_entries::record.eq("{\"n\":99}"))
            .execute(&mut *conn)
            .unwrap();
        assert!(ChainEntry::verify(&mut conn, "000000").unwrap().is_none());
        assert_eq!(
            ChainEntry::verify(&mut conn, "116000")
                .unwrap()
                .map(|e| e.seq),
            Some(2)
        );
    }
    let admin = app.access_token("admin").await;
    let verify = app
        .get(
            "/api/rem-registrationbizweb/blockChain/verify",
            Some(&admin),
        )
        .await;
    assert_eq!(
        verify.assert_ok()["intact"],
        true,
        "another tenant's broken entry is not this tenant's to see"
    );
}

#[actix_rt::test]
async fn a_draft_is_kept_incomplete_then_submitted_and_no_longer_saved() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    const SAVE: &str = "/api/rem-registrationbizweb/application/save";
    let draft = app
        .post_json(
            SAVE,
            Some(&p.investor),
            &json!({ "appId": "550004", "formData": { "productCode": "100001", "transferVolume": "not yet" } }),
        )
        .await;
    let draft = draft.assert_ok().clone();
    assert_eq!(draft["status"], "running");
    assert_eq!(
        draft["currentNode"], "apply",
        "a draft waits at the applicant's node"
    );
    let uuid = draft["uuid"].as_str().unwrap().to_owned();
    let biz_sn = draft["bizSn"].as_str().unwrap();
    let detail = app
        .post_json(DETAIL, Some(&p.investor), &json!({ "bizSn": biz_sn }))
        .await;
    assert_eq!(detail.assert_ok()["formData"]["productCode"], "100001");
    let todos = app.post_json(TASKS, Some(&p.first), &json!({})).await;
    assert_eq!(
        todos.assert_ok()["totalRecord"],
        0,
        "reviewers see no draft"
    );

    let submitted = submit(
        &app,
        &p.investor,
        json!({ "appId": "550004", "uuid": uuid, "formData": transfer(100) }),
    )
    .await;
    assert_eq!(submitted.assert_ok()["currentNode"], "PreliminaryApprove");
    app.post_json(
        SAVE,
        Some(&p.investor),
        &json!({ "appId": "550004", "uuid": uuid, "formData": transfer(5) }),
    )
    .await
    .assert_failure(409, "该申请已进入审核，不能保存");
    // Someone else's draft is not theirs to save.
    let other = app.access_token("orgholder_demo").await;
    app.post_json(
        SAVE,
        Some(&other),
        &json!({ "appId": "550004", "uuid": uuid, "formData": {} }),
    )
    .await
    .assert_failure(403, "无权处理该申请");
}
