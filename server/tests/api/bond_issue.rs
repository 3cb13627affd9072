//! A bond's life after its filing (issue 18): the issue filing (550023, 债券) opens it for
//! subscription, the issuance registration (550024, 债券) credits the subscribers' units and
//! issues it. The subscription terms are refused at submit by the same code that credits; the
//! bond's issued units are the sum of its positions and no share total moves.

use serde_json::{json, Value};
use server::models::{bond::Bond, bond_position::BondPosition};

use crate::helpers::{Answer, TestApp};
use crate::samples::{bond_filing, bond_row, directed_bond_row, file, SILK_ROAD, ZHANG_WEI};
use crate::support::{approved, people, submit};

const SWITCH: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";
const DETAIL: &str = "/api/rem-registrationbizweb/privateBond/detail";
const HOLDINGS: &str = "/api/rem-registrationbizweb/holder/queryBondHoldings";
const FILED: &str = "/api/rem-registrationbizweb/privateBond/bondsToIssue?status=1";
const ISSUING: &str = "/api/rem-registrationbizweb/privateBond/bondsToIssue?status=2";

/// Files a bond through 550082 and answers its id.
async fn filed_bond(app: &TestApp, row: Value) -> String {
    let org = app.access_token("org_demo").await;
    let body = json!({ "appId": "550082", "formData": bond_filing(json!([row])) });
    approved(app, &people(app).await, &org, body)
        .await
        .assert_ok();
    let mut conn = app.state.pool.get().unwrap();
    Bond::of_company(&mut conn, "000000", "c-qinchuang")
        .unwrap()
        .pop()
        .unwrap()
        .id
}

fn issue_filing(bond: &str) -> Value {
    json!({ "appId": "550023", "formData": { "productType": "2", "bondId": bond,
        "filingDate": "2024-05-20", "description": "债券发行备案", "filingFiles": file() } })
}

fn issuance(bond: &str, rows: Value) -> Value {
    json!({ "appId": "550024", "formData": { "productType": "2", "bondId": bond,
        "changeReason": "认购完成", "bondSubscriptionList": rows } })
}

fn subscription(account: &str, holder: &str, units: i64) -> Value {
    json!({ "accountNumber": account, "holderName": holder, "units": units })
}

async fn as_org(app: &TestApp, body: Value) -> Answer {
    let org = app.access_token("org_demo").await;
    approved(app, &people(app).await, &org, body).await
}

fn status(app: &TestApp, bond: &str) -> (String, i64) {
    let mut conn = app.state.pool.get().unwrap();
    let b = Bond::find(&mut conn, "000000", bond).unwrap().unwrap();
    (b.status, b.issued_units)
}

fn share_total(app: &TestApp) -> i64 {
    use diesel::prelude::*;
    use server::schema::positions;
    let mut conn = app.state.pool.get().unwrap();
    let volumes: Vec<i64> = positions::table
        .select(positions::volume)
        .load(&mut conn)
        .unwrap();
    volumes.iter().sum()
}

/// The ids of listed bonds.
fn ids(bonds: &[Value]) -> Vec<&str> {
    bonds
        .iter()
        .map(|b| b["bondId"].as_str().unwrap())
        .collect()
}

#[actix_rt::test]
async fn a_bond_is_filed_opened_issued_and_its_subscribers_credited() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let shares_before = share_total(&app);
    let bond = filed_bond(&app, bond_row("秦创智能2026年公司债")).await;
    // only a filed bond may be named by the issue filing, only an issuing one by the issuance
    // beside the demo issuer's seeded bonds: B000001 filed, B000002 issuing
    let listed = app.get(FILED, Some(&org)).await;
    let filed = listed.assert_ok().as_array().unwrap();
    assert_eq!(ids(filed), ["b-demo-qinchuang-1", bond.as_str()]);
    assert_eq!(filed[1]["bondLabel"], "秦创智能2026年公司债简称（B000003）");
    // the form row only when asked (550081)
    assert!(filed.iter().all(|b| b.get("row").is_none()), "{filed:?}");
    let issuing = app.get(ISSUING, Some(&org)).await;
    assert_eq!(
        ids(issuing.assert_ok().as_array().unwrap()),
        ["b-demo-qinchuang-2"]
    );
    submit(
        &app,
        &org,
        issuance(&bond, json!([subscription(ZHANG_WEI, "张伟", 500)])),
    )
    .await
    .assert_failure(
        400,
        "债券秦创智能2026年公司债未完成发行备案，不能办理发行登记",
    );

    as_org(&app, issue_filing(&bond)).await.assert_ok();
    assert_eq!(status(&app, &bond), ("2".to_owned(), 0));
    let filed = app.get(FILED, Some(&org)).await;
    assert_eq!(
        ids(filed.assert_ok().as_array().unwrap()),
        ["b-demo-qinchuang-1"]
    );
    submit(&app, &org, issue_filing(&bond))
        .await
        .assert_failure(
            400,
            "债券秦创智能2026年公司债不是已备案状态，不能办理发行备案",
        );

    // 10 000 units offered (1 000 000 ÷ 100), at least 80 % of them to succeed
    let rows = json!([
        subscription(ZHANG_WEI, "张伟", 1000),
        subscription(SILK_ROAD, "陕西丝路投资管理有限公司", 1000)
    ]);
    submit(&app, &org, issuance(&bond, rows.clone()))
        .await
        .assert_failure(
            400,
            "认购总份数2000份未达到募集成功比例80%（8000份），发行失败",
        );
    assert_eq!(status(&app, &bond), ("2".to_owned(), 0));

    let mut low = bond_row("秦创智能2027年公司债");
    low["successRate"] = json!("15");
    let second = filed_bond(&app, low).await;
    as_org(&app, issue_filing(&second)).await.assert_ok();
    as_org(&app, issuance(&second, rows)).await.assert_ok();
    assert_eq!(status(&app, &second), ("3".to_owned(), 2000));
    let mut conn = app.state.pool.get().unwrap();
    assert_eq!(
        BondPosition::total(&mut conn, &second).unwrap(),
        2000,
        "issue total conserved"
    );
    drop(conn);
    // bond units never enter a share total
    assert_eq!(share_total(&app), shares_before);

    let investor = app.access_token("personal_demo").await;
    app.get(
        &format!("{SWITCH}?holderUuid=h-zhangwei-1"),
        Some(&investor),
    )
    .await
    .assert_ok();
    let held = app.get(HOLDINGS, Some(&investor)).await;
    let held = held.assert_ok().as_array().unwrap().clone();
    assert_eq!(held.len(), 1);
    assert_eq!(held[0]["chineseName"], "秦创智能2027年公司债");
    assert_eq!(held[0]["units"], 1000);
    assert_eq!(held[0]["status"], "3");
    assert_eq!(held[0]["companyName"], "西安秦创智能科技股份有限公司");
    // the issuer and staff read the bond's state; an investor does not
    let detail = format!("{DETAIL}?bondId={second}");
    let record = app.get(&detail, Some(&org)).await;
    assert_eq!(record.assert_ok()["issuedUnits"], 2000);
    assert_eq!(record.data()["status"], "3");
    let staff = app.access_token("staff_first").await;
    app.get(&detail, Some(&staff)).await.assert_ok();
    assert_eq!(app.get(&detail, Some(&investor)).await.status, 403);
    app.get(&format!("{DETAIL}?bondId=b-none"), Some(&org))
        .await
        .assert_failure(404, "债券不存在");
}

#[actix_rt::test]
async fn the_subscriptions_hold_the_terms_the_bond_was_filed_with() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut row = directed_bond_row("秦创智能2026年定向债", "h-zhangwei-1");
    row["successRate"] = json!("1");
    let bond = filed_bond(&app, row).await;
    as_org(&app, issue_filing(&bond)).await.assert_ok();
    let refused = [
        // not among the directed bond's targeted investors
        (
            json!([subscription(SILK_ROAD, "陕西丝路投资管理有限公司", 100)]),
            "登记账号1000000001不是该债券的定向投资者",
        ),
        // transactionBase 10
        (
            json!([subscription(ZHANG_WEI, "张伟", 105)]),
            "登记账号2000000001认购份数需是交易基数10份的整数倍",
        ),
        // buyMax 1000
        (
            json!([subscription(ZHANG_WEI, "张伟", 1010)]),
            "登记账号2000000001认购份数需在认购下限10份与上限1000份之间",
        ),
        (
            json!([subscription(ZHANG_WEI, "李四", 100)]),
            "登记账号2000000001与认购人名称不一致",
        ),
        (
            json!([subscription("2999999999", "张伟", 100)]),
            "认购人登记账号2999999999不存在",
        ),
    ];
    for (rows, message) in refused {
        submit(&app, &org, issuance(&bond, rows))
            .await
            .assert_failure(400, message);
    }
    // the browser's rules hold on the server too: a subscription table is required
    let empty = submit(&app, &org, issuance(&bond, json!([]))).await;
    assert_eq!(empty.status, 400, "{}", empty.body);
    assert!(
        empty.body.to_string().contains("至少填写一组认购信息"),
        "{}",
        empty.body
    );
    assert_eq!(status(&app, &bond), ("2".to_owned(), 0));
    as_org(
        &app,
        issuance(&bond, json!([subscription(ZHANG_WEI, "张伟", 100)])),
    )
    .await
    .assert_ok();
    assert_eq!(status(&app, &bond), ("3".to_owned(), 100));
}

#[actix_rt::test]
async fn another_enterprise_may_not_issue_the_bond() {
    let app = TestApp::spawn().await;
    let bond = filed_bond(&app, bond_row("秦创智能2026年公司债")).await;
    let investor = app.access_token("personal_demo").await;
    let answer = submit(&app, &investor, issue_filing(&bond)).await;
    assert!(
        answer.status == 403 || answer.status == 400,
        "{}",
        answer.body
    );
    assert_eq!(status(&app, &bond), ("1".to_owned(), 0));
}

// spec: 03§7.13
#[actix_rt::test]
async fn the_capital_accounts_of_an_issuer_and_of_an_investor() {
    let app = TestApp::spawn().await;
    let url = |uuid: &str| {
        format!("/api/rem-registrationbizweb/privateBond/queryCapitalAccount?uuid={uuid}")
    };
    let org = app.access_token("org_demo").await;
    let issuer = app.get(&url("c-qinchuang"), Some(&org)).await;
    assert_eq!(issuer.assert_ok()["capitalAccount"], "6228480012345678901");
    assert_eq!(issuer.data()["holderName"], "西安秦创智能科技股份有限公司");
    let investor = app.access_token("personal_demo").await;
    let own = app.get(&url("h-zhangwei-1"), Some(&investor)).await;
    assert_eq!(own.assert_ok()["holderName"], "张伟");
    // another's account, another enterprise's, or none
    assert_eq!(
        app.get(&url("h-silk-road"), Some(&investor)).await.status,
        403
    );
    assert_eq!(
        app.get(&url("c-qinchuang"), Some(&investor)).await.status,
        403
    );
    let staff = app.access_token("staff_first").await;
    app.get(&url("h-silk-road"), Some(&staff)).await.assert_ok();
    app.get(&url("c-qujiang"), Some(&staff))
        .await
        .assert_failure(404, "未查询到资金账户");
    app.get(&url("nobody"), Some(&staff))
        .await
        .assert_failure(404, "未查询到资金账户");
}
