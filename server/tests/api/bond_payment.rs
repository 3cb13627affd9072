//! Bond payments (兑付兑息, issue 24): staff with the 兑付兑息登记 permission record a payment of
//! an issued bond, one row per holding account, the redeemed units shared pro rata and debited
//! from the positions in one transaction; the bond payment detail dialog's call answers the
//! rows to staff, the issuer and its members, and to an investor their own account's rows.
// spec: 01§2 Bond payment detail dialog; 01§3 Bond payment detail row
// spec: 01§7 bondPayment/queryBondPaymentInfos

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{
    models::{bond::Bond, bond_position::BondPosition},
    schema::{audit_log, bond_payments},
};

use crate::helpers::{Answer, TestApp};
use crate::samples::{bond_filing, bond_row, file, SILK_ROAD, ZHANG_WEI};
use crate::support::{approved, people};

const SAVE: &str = "/api/rem-registrationbizweb/bondPayment/saveBondPayment";
const INFOS: &str = "/api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos";
const SWITCH: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";
const HOLDINGS: &str = "/api/rem-registrationbizweb/holder/queryBondHoldings";

/// A bond of 秦创智能 filed, opened and issued: 张伟 (2000000001) 1000 units, 丝路投资
/// (1000000001) 700, at a par value of 100 yuan.
async fn issued_bond(app: &TestApp, name: &str) -> String {
    let org = app.access_token("org_demo").await;
    let p = people(app).await;
    let mut row = bond_row(name);
    row["successRate"] = json!("10");
    let filing = json!({ "appId": "550082", "formData": bond_filing(json!([row])) });
    approved(app, &p, &org, filing).await.assert_ok();
    let bond = {
        let mut conn = app.state.pool.get().unwrap();
        let bonds = Bond::of_company(&mut conn, "000000", "c-qinchuang").unwrap();
        bonds
            .into_iter()
            .find(|b| b.chinese_name == name)
            .unwrap()
            .id
    };
    let opening = json!({ "appId": "550023", "formData": { "productType": "2", "bondId": bond,
        "filingDate": "2024-05-20", "description": "债券发行备案", "filingFiles": file() } });
    approved(app, &p, &org, opening).await.assert_ok();
    let issuance = json!({ "appId": "550024", "formData": { "productType": "2", "bondId": bond,
        "changeReason": "认购完成", "bondSubscriptionList": [
            { "accountNumber": ZHANG_WEI, "holderName": "张伟", "units": 1000 },
            { "accountNumber": SILK_ROAD, "holderName": "陕西丝路投资管理有限公司", "units": 700 }] } });
    approved(app, &p, &org, issuance).await.assert_ok();
    bond
}

fn payment(bond: &str, date: &str, profit: Value, refund: Value) -> Value {
    json!({ "bondId": bond, "paymentDate": date, "profit": profit, "refundNum": refund, "remark": "付息" })
}

async fn record(app: &TestApp, token: &str, body: Value) -> Answer {
    app.post_json(SAVE, Some(token), &body).await
}

/// (issued units, status, the positions' sum).
fn conserved(app: &TestApp, bond: &str) -> (i64, String, i64) {
    let mut conn = app.state.pool.get().unwrap();
    let b = Bond::find(&mut conn, "000000", bond).unwrap().unwrap();
    let sum = BondPosition::total(&mut conn, bond).unwrap();
    (b.issued_units, b.status, sum)
}

fn row_count(app: &TestApp) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    bond_payments::table.count().get_result(&mut conn).unwrap()
}

/// The rows' (account, before, redeemed, after, principal, interest, total).
fn summary(rows: &Value) -> Vec<(String, i64, i64, i64, String, String, String)> {
    rows.as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["accountNumber"].as_str().unwrap().to_owned(),
                r["totalFundVol"].as_i64().unwrap(),
                r["refundNum"].as_i64().unwrap(),
                r["lastFundVol"].as_i64().unwrap(),
                r["principalAmount"].as_str().unwrap().to_owned(),
                r["interestAmount"].as_str().unwrap().to_owned(),
                r["totalAmount"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn row(
    a: &str,
    before: i64,
    refund: i64,
    after: i64,
    p: &str,
    i: &str,
    t: &str,
) -> (String, i64, i64, i64, String, String, String) {
    (
        a.into(),
        before,
        refund,
        after,
        p.into(),
        i.into(),
        t.into(),
    )
}

#[actix_rt::test]
async fn a_partial_then_a_final_redemption_pay_every_holder_and_conserve_the_units() {
    let app = TestApp::spawn().await;
    let bond = issued_bond(&app, "秦创智能2026年兑付债").await;
    let staff = app.access_token("staff_recheck").await;
    assert_eq!(conserved(&app, &bond), (1700, "3".into(), 1700));

    // 500 of 1700 units: 294.12 and 205.88, the unit left to the larger remainder (丝路)
    let first = record(
        &app,
        &staff,
        payment(&bond, "2027-12-16", json!("5.5"), json!(500)),
    )
    .await;
    assert_eq!(
        summary(first.assert_ok()),
        [
            row(SILK_ROAD, 700, 206, 494, "20600.00", "3850.00", "24450.00"),
            row(ZHANG_WEI, 1000, 294, 706, "29400.00", "5500.00", "34900.00"),
        ]
    );
    let r = &first.data()[0];
    assert!(
        r["paymentCode"].as_str().unwrap().ends_with("-20271216-01"),
        "{r}"
    );
    assert_eq!(first.data()[1]["paymentCode"], r["paymentCode"]);
    assert_eq!(
        (r["profit"].as_str(), r["holderName"].as_str()),
        (Some("5.5"), Some("陕西丝路投资管理有限公司"))
    );
    // no bond unit can be frozen or pledged on this platform
    assert_eq!(
        (r["frozenInterest"].as_str(), r["pledgeInterest"].as_str()),
        (Some("0.00"), Some("0.00"))
    );
    assert_eq!(r["remark"], "付息");
    assert_eq!(conserved(&app, &bond), (1200, "3".into(), 1200));

    // an interest-only payment: nothing redeemed; 0.0125 % of 70 600 yuan = 8.825 → 8.83
    let coupon = record(
        &app,
        &staff,
        payment(&bond, "2028-06-16", json!("0.0125"), json!(0)),
    )
    .await;
    assert_eq!(
        summary(coupon.assert_ok()),
        [
            row(SILK_ROAD, 494, 0, 494, "0.00", "6.18", "6.18"),
            row(ZHANG_WEI, 706, 0, 706, "0.00", "8.83", "8.83"),
        ]
    );
    // at maturity every unit left is redeemed
    record(
        &app,
        &staff,
        payment(&bond, "2029-12-15", json!("5.5"), json!(1000)),
    )
    .await
    .assert_failure(400, "到期兑付需兑付全部未兑付份数1200份");
    record(
        &app,
        &staff,
        payment(&bond, "2029-12-15", json!("5.5"), json!(1201)),
    )
    .await
    .assert_failure(400, "兑付份数1201份超过未兑付份数1200份");
    let last = record(
        &app,
        &staff,
        payment(&bond, "2029-12-15", json!(5.5), json!("1200")),
    )
    .await;
    assert_eq!(
        summary(last.assert_ok()),
        [
            row(SILK_ROAD, 494, 494, 0, "49400.00", "2717.00", "52117.00"),
            row(ZHANG_WEI, 706, 706, 0, "70600.00", "3883.00", "74483.00"),
        ]
    );
    assert_eq!(conserved(&app, &bond), (0, "4".into(), 0));
    record(
        &app,
        &staff,
        payment(&bond, "2030-01-15", json!("1"), json!(0)),
    )
    .await
    .assert_failure(400, "债券秦创智能2026年兑付债已全部兑付，不能再登记兑付");

    // the dialog's rows: every account's, newest payment first
    let org = app.access_token("org_demo").await;
    let all = app.get(&format!("{INFOS}?uuid={bond}"), Some(&org)).await;
    let dates: Vec<&str> = all
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["paymentDate"].as_str().unwrap())
        .collect();
    assert_eq!(
        dates,
        [
            "2029-12-15",
            "2029-12-15",
            "2028-06-16",
            "2028-06-16",
            "2027-12-16",
            "2027-12-16"
        ]
    );
    assert!(all.data()[0]["paymentCode"]
        .as_str()
        .unwrap()
        .ends_with("-20291215-03"));

    // every payment audited, by its code
    let mut conn = app.state.pool.get().unwrap();
    let audited: Vec<String> = audit_log::table
        .filter(audit_log::entity.eq("bond-payment"))
        .select(audit_log::entity_id)
        .load(&mut conn)
        .unwrap();
    assert_eq!(audited.len(), 3, "{audited:?}");
}

#[actix_rt::test]
async fn an_investor_reads_their_own_rows_and_keeps_a_redeemed_bond_in_view() {
    let app = TestApp::spawn().await;
    let bond = issued_bond(&app, "秦创智能2026年兑付债").await;
    let staff = app.access_token("admin").await;
    record(
        &app,
        &staff,
        payment(&bond, "2027-12-16", json!("6"), json!(1700)),
    )
    .await
    .assert_ok();
    let url = format!("{INFOS}?uuid={bond}");

    let investor = app.access_token("personal_demo").await;
    // no account chosen yet
    assert_eq!(app.get(&url, Some(&investor)).await.status, 400);
    app.get(
        &format!("{SWITCH}?holderUuid=h-zhangwei-1"),
        Some(&investor),
    )
    .await
    .assert_ok();
    let mine = app.get(&url, Some(&investor)).await;
    assert_eq!(
        summary(mine.assert_ok()),
        [row(
            ZHANG_WEI,
            1000,
            1000,
            0,
            "100000.00",
            "6000.00",
            "106000.00"
        )]
    );
    // the redeemed bond stays on 我的持股信息 with no units, so the dialog can still be opened
    let held = app.get(HOLDINGS, Some(&investor)).await;
    let held = held.assert_ok().as_array().unwrap().clone();
    assert_eq!(
        (
            held[0]["bondId"].as_str(),
            held[0]["units"].as_i64(),
            held[0]["status"].as_str()
        ),
        (Some(bond.as_str()), Some(0), Some("4"))
    );
    // the investor's other account held none
    app.get(
        &format!("{SWITCH}?holderUuid=h-zhangwei-2"),
        Some(&investor),
    )
    .await
    .assert_ok();
    assert_eq!(app.get(&url, Some(&investor)).await.assert_ok(), &json!([]));

    let silk = app.access_token("orgholder_demo").await;
    app.get(&format!("{SWITCH}?holderUuid=h-silk-road"), Some(&silk))
        .await
        .assert_ok();
    let theirs = app.get(&url, Some(&silk)).await;
    assert_eq!(theirs.assert_ok().as_array().unwrap().len(), 1);
    assert_eq!(theirs.data()[0]["accountNumber"], SILK_ROAD);

    // staff, the issuer and its bound member read all
    for reader in ["staff_first", "analyst_demo", "org_demo"] {
        let token = app.access_token(reader).await;
        assert_eq!(
            app.get(&url, Some(&token))
                .await
                .assert_ok()
                .as_array()
                .unwrap()
                .len(),
            2,
            "{reader}"
        );
    }
    // the member firm bound to the issuer by cooperation reads them too (readable_issuer)
    let member = app.access_token("member_demo").await;
    assert_eq!(app.get(&url, Some(&member)).await.status, 200);
    assert_eq!(app.get(&url, None).await.status, 401);
}

#[actix_rt::test]
async fn a_payment_is_refused_with_its_reason_and_writes_nothing() {
    let app = TestApp::spawn().await;
    let bond = issued_bond(&app, "秦创智能2026年兑付债").await;
    let staff = app.access_token("staff_recheck").await;
    let refusals = [
        // spec:
        (
            payment("b-none", "2027-12-16", json!("5"), json!(0)),
            404,
            "债券不存在".to_owned(),
        ),
        // another tenant's bond is none of ours
        (
            payment("b-demo-harbour-2", "2027-12-16", json!("5"), json!(0)),
            404,
            "债券不存在".into(),
        ),
        (
            payment("b-demo-qinchuang-2", "2027-12-16", json!("5"), json!(0)),
            400,
            "债券秦创智能2026年第二期公司债尚未发行，不能登记兑付".into(),
        ),
        (
            payment("b-demo-qinchuang-1", "2027-12-16", json!("5"), json!(0)),
            400,
            "债券秦创智能2026年第一期公司债尚未发行，不能登记兑付".into(),
        ),
        (
            payment(&bond, "2026-12-15", json!("5"), json!(0)),
            400,
            "兑付日期不能早于起息日2026-12-16".into(),
        ),
        (
            payment(&bond, "2027-13-01", json!("5"), json!(0)),
            400,
            "请填写正确的兑付日期（YYYY-MM-DD）".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("0"), json!(0)),
            400,
            "票面利率需为大于0且最多4位小数的数字".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("-2"), json!(0)),
            400,
            "票面利率需为大于0且最多4位小数的数字".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("5.12345"), json!(0)),
            400,
            "票面利率需为大于0且最多4位小数的数字".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("五"), json!(0)),
            400,
            "票面利率需为大于0且最多4位小数的数字".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("5"), json!(1.5)),
            400,
            "兑付份数需为不小于0的整数".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("5"), json!(-1)),
            400,
            "兑付份数需为不小于0的整数".into(),
        ),
        (
            payment(&bond, "2027-12-16", json!("5"), json!(1701)),
            400,
            "兑付份数1701份超过未兑付份数1700份".into(),
        ),
        (
            json!({ "paymentDate": "2027-12-16", "profit": "5" }),
            400,
            "请选择债券".into(),
        ),
        (
            json!({ "bondId": bond, "paymentDate": "2027-12-16", "profit": "5", "remark": "长".repeat(201) }),
            400,
            "备注不能超过200个字".into(),
        ),
    ];
    for (body, status, msg) in refusals {
        record(&app, &staff, body.clone())
            .await
            .assert_failure(status, &msg);
    }
    assert_eq!(row_count(&app), 0);
    assert_eq!(conserved(&app, &bond), (1700, "3".into(), 1700));

    record(
        &app,
        &staff,
        payment(&bond, "2027-12-16", json!("5"), json!(100)),
    )
    .await
    .assert_ok();
    record(
        &app,
        &staff,
        payment(&bond, "2027-12-16", json!("5"), json!(100)),
    )
    .await
    .assert_failure(400, "债券秦创智能2026年兑付债在2027-12-16已登记兑付");
    record(
        &app,
        &staff,
        payment(&bond, "2027-06-16", json!("5"), json!(0)),
    )
    .await
    .assert_failure(400, "兑付日期不能早于上次兑付日期2027-12-16");
    assert_eq!(row_count(&app), 2);
    assert_eq!(conserved(&app, &bond), (1600, "3".into(), 1600));

    // only staff granted 兑付兑息登记 record: a first reviewer, an analyst, the issuer, an investor may not
    for who in ["staff_first", "analyst_demo", "org_demo", "personal_demo"] {
        let token = app.access_token(who).await;
        record(
            &app,
            &token,
            payment(&bond, "2028-12-16", json!("5"), json!(0)),
        )
        .await
        .assert_failure(403, "无权访问该功能");
    }
    assert_eq!(row_count(&app), 2);
}

#[actix_rt::test]
async fn another_tenant_never_reads_a_bonds_payments() {
    let app = TestApp::spawn().await;
    let bond = issued_bond(&app, "秦创智能2026年兑付债").await;
    let staff = app.access_token("staff_recheck").await;
    record(
        &app,
        &staff,
        payment(&bond, "2027-12-16", json!("5"), json!(0)),
    )
    .await
    .assert_ok();
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    app.get(&format!("{INFOS}?uuid={bond}"), Some(&dalian))
        .await
        .assert_failure(404, "债券不存在");
    app.get(&format!("{INFOS}?uuid=b-demo-harbour-2"), Some(&staff))
        .await
        .assert_failure(404, "债券不存在");
    app.get(INFOS, Some(&staff))
        .await
        .assert_failure(404, "债券不存在");
}

#[actix_rt::test]
async fn the_api_document_lists_both_calls() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await;
    let paths = doc.body["paths"].as_object().unwrap();
    assert!(paths.contains_key(SAVE) && paths.contains_key(INFOS));
}
