//! 集中报价 (01 §2 /process/centralizedQquotation, /process/550224detail, /biddingDetail,
//! /queryPage/biddingTransaction): investors quote a price and a quantity on the transfer
//! projects on offer (550223's projects, 03 §3 "Transfer project") through the flow 550224; the
//! quotes are checked at submit and recorded once approved; a project's bidding ranks them by
//! price then time and allots the shares offered in that order.

use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    query_pages::{rows, strings},
    support::{decide, people, submit, submitted},
};

const PROJECTS: &str = "/api/rem-registrationbizweb/centralizedQuotation/projects";
const BIDDING: &str = "/api/rem-registrationbizweb/centralizedQuotation/bidding";
/// 秦创成长份额转让1号: on offer, 100 000 shares, lowest price 1.00, deadline 2027-12-31.
const OPEN: &str = "ftp-000000-01";
/// On offer, but its quotation closed on 2026-09-30.
const CLOSED: &str = "ftp-000000-05";
/// 待挂牌: not on offer.
const NOT_LISTED: &str = "ftp-000000-02";

fn quote(project: &str, price: Value, quantity: Value) -> Value {
    json!({ "appId": "550224", "formData": { "projectId": project, "price": price, "quantity": quantity } })
}

/// Submits a quote and has both reviewers approve it.
async fn quoted(app: &TestApp, token: &str, price: &str, quantity: i64) -> String {
    let p = people(app).await;
    let uuid = submitted(app, token, quote(OPEN, json!(price), json!(quantity))).await;
    decide(app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    uuid
}

async fn bidding(app: &TestApp, token: &str, id: &str) -> Value {
    app.get(&format!("{BIDDING}?id={id}"), Some(token))
        .await
        .assert_ok()
        .clone()
}

// spec: 01§2 /process/550224detail /process/centralizedQquotation
#[actix_rt::test]
async fn a_quote_is_refused_with_the_reason_at_submit() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let refused = [
        (
            quote(OPEN, json!("0"), json!(100)),
            "【报价价格(元/份)】请输入大于0的数字",
        ),
        (
            quote(OPEN, json!("0.50"), json!(100)),
            "报价价格不得低于最低价格1.00元",
        ),
        (quote(OPEN, json!("1.005"), json!(100)), "报价价格"),
        (quote(OPEN, json!("1.50"), json!(0)), "报价数量"),
        (
            quote(OPEN, json!("1.50"), json!(100_001)),
            "报价数量超过可报价份额（剩余100000份）",
        ),
        (
            quote(CLOSED, json!("9.00"), json!(100)),
            "报价已截止（截止日期2026-09-30）",
        ),
        (
            quote(NOT_LISTED, json!("9.00"), json!(100)),
            "该转让项目不在挂牌中，不能报价",
        ),
        (quote("nope", json!("9.00"), json!(100)), "转让项目不存在"),
        // another tenant's project is not found
        (
            quote("ftp-116000-01", json!("9.00"), json!(100)),
            "转让项目不存在",
        ),
    ];
    for (body, msg) in refused {
        let answer = submit(&app, &investor, body.clone()).await;
        assert_eq!(answer.status / 100, 4, "{body}: {answer:?}");
        assert!(
            answer.body["msg"]
                .as_str()
                .unwrap_or_default()
                .contains(msg)
                || answer.body.to_string().contains(msg),
            "{body}: expected {msg}, got {}",
            answer.body
        );
    }
}

// spec: 01§2 /process/550224detail
#[actix_rt::test]
async fn only_investors_start_a_quote() {
    let app = TestApp::spawn().await;
    for account in ["org_demo", "member_demo"] {
        let token = app.access_token(account).await;
        submit(&app, &token, quote(OPEN, json!("1.50"), json!(100)))
            .await
            .assert_failure(400, "当前身份不能办理该业务");
    }
}

// spec: 01§2 /biddingDetail /process/centralizedQquotation
#[actix_rt::test]
async fn the_bidding_ranks_by_price_then_time_and_allots_the_offer_in_turn() {
    let app = TestApp::spawn().await;
    let zhang = app.access_token("personal_demo").await;
    let silk = app.access_token("orgholder_demo").await;
    let fund = app.access_token("product_demo").await;
    quoted(&app, &zhang, "1.20", 60_000).await;
    app.clock.advance(60);
    quoted(&app, &silk, "1.50", 50_000).await;
    app.clock.advance(60);
    quoted(&app, &fund, "1.20", 30_000).await;
    // an investor may not quote beyond what is left of the offer for them
    submit(&app, &zhang, quote(OPEN, json!("2.00"), json!(40_001)))
        .await
        .assert_failure(400, "报价数量超过可报价份额（剩余40000份）");

    let seen = bidding(&app, &zhang, OPEN).await;
    let quotes = seen["quotes"].as_array().unwrap();
    let prices: Vec<&str> = quotes
        .iter()
        .map(|q| q["price"].as_str().unwrap())
        .collect();
    assert_eq!(prices, ["1.50", "1.20", "1.20"]);
    let allotted: Vec<i64> = quotes
        .iter()
        .map(|q| q["allotted"].as_i64().unwrap())
        .collect();
    assert_eq!(allotted, [50_000, 50_000, 0]);
    let results: Vec<&str> = quotes
        .iter()
        .map(|q| q["result"].as_str().unwrap())
        .collect();
    assert_eq!(results, ["全部成交", "部分成交", "未成交"]);
    // the investor's own quote is theirs to see; the others are masked
    assert_eq!(quotes[1]["mine"], true);
    assert_eq!(quotes[1]["quoterName"], "张伟");
    assert_eq!(quotes[0]["quoterName"], format!("陕{}", "*".repeat(11)));
    assert_eq!(quotes[0]["bizSn"], "");
    assert_eq!(seen["open"], true);
    assert_eq!(seen["outcome"]["final"], false);
    assert_eq!(seen["outcome"]["allottedShares"], 100_000);
    assert_eq!(seen["outcome"]["unsoldShares"], 0);
    assert_eq!(seen["outcome"]["clearingPrice"], "1.20");
    assert_eq!(seen["outcome"]["turnover"], "135000.00");
    // staff see every quoter
    let staff = app.access_token("staff_first").await;
    let all = bidding(&app, &staff, OPEN).await;
    assert_eq!(all["quotes"][0]["quoterName"], "陕西丝路投资管理有限公司");

    // the page's list: the project's standing
    let projects = app.get(PROJECTS, Some(&zhang)).await.assert_ok().clone();
    let listed = projects.as_array().unwrap();
    let open = listed.iter().find(|p| p["id"] == OPEN).unwrap();
    assert_eq!(open["quoteCount"], 3);
    assert_eq!(open["quotedShares"], 140_000);
    assert_eq!(open["bestPrice"], "1.50");
    assert_eq!(open["open"], true);
    let closed = listed.iter().find(|p| p["id"] == CLOSED).unwrap();
    assert_eq!(closed["open"], false);
    assert!(
        listed.iter().all(|p| p["status"] == "1"),
        "only projects on offer"
    );

    // the query page biddingTransaction: an investor's own quotes, staff all of them
    let own = rows(&app, &zhang, "biddingTransaction", json!({})).await;
    assert_eq!(strings(&own, "quoterName"), ["张伟"]);
    let every = rows(&app, &staff, "biddingTransaction", json!({})).await;
    assert_eq!(strings(&every, "price"), ["1.50", "1.20", "1.20"]);
    assert_eq!(every["totalRecord"], 3);
}

// spec: 01§2 /biddingDetail /queryPage/biddingTransaction
#[actix_rt::test]
async fn the_bidding_is_the_tenant_s_and_the_investors_and_staff_s_only() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    app.get(&format!("{BIDDING}?id=ftp-116000-01"), Some(&investor))
        .await
        .assert_failure(404, "转让项目不存在");
    app.get(&format!("{BIDDING}?id=nope"), Some(&investor))
        .await
        .assert_failure(404, "转让项目不存在");
    app.get(BIDDING, Some(&investor))
        .await
        .assert_failure(400, "请传入转让项目");
    for account in ["org_demo", "member_demo"] {
        let token = app.access_token(account).await;
        app.get(PROJECTS, Some(&token))
            .await
            .assert_failure(403, "无权查看转让项目");
        app.get(&format!("{BIDDING}?id={OPEN}"), Some(&token))
            .await
            .assert_failure(403, "无权查看转让项目");
    }
    assert_eq!(app.get(PROJECTS, None).await.status, 401);
    // an enterprise may not open the quote list page
    let org = app.access_token("org_demo").await;
    let answer = app
        .post_json(
            &crate::query_pages::list_path("biddingTransaction"),
            Some(&org),
            &json!({}),
        )
        .await;
    assert_eq!(answer.status, 403, "{answer:?}");
}

async fn application_detail(app: &TestApp, token: &str, uuid: &str) -> Value {
    app.post_json(
        "/api/rem-registrationbizweb/application/detail",
        Some(token),
        &json!({ "uuid": uuid }),
    )
    .await
    .assert_ok()
    .clone()
}

// spec: 01§2 /reportDetail
#[actix_rt::test]
async fn a_completed_register_query_answers_the_extract_it_recorded() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let uuid = submitted(
        &app,
        &org,
        json!({ "appId": "550226", "formData": { "productCode": "100001", "purpose": "融资尽调" } }),
    )
    .await;
    assert_eq!(
        application_detail(&app, &org, &uuid).await["records"],
        json!([])
    );
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let done = application_detail(&app, &org, &uuid).await;
    let record = &done["records"][0];
    assert_eq!(record["kind"], "registerExtract");
    assert_eq!(record["subject"], "100001");
    assert_eq!(record["detail"]["purpose"], "融资尽调");
    let positions = record["detail"]["positions"].as_array().unwrap();
    assert!(!positions.is_empty());
    let sum: i64 = positions
        .iter()
        .map(|p| p["volume"].as_i64().unwrap())
        .sum();
    assert_eq!(record["detail"]["total"], sum);
    // another enterprise's user may not read it
    let investor = app.access_token("personal_demo").await;
    let answer = app
        .post_json(
            "/api/rem-registrationbizweb/application/detail",
            Some(&investor),
            &json!({ "uuid": uuid }),
        )
        .await;
    assert_eq!(answer.status, 403, "{answer:?}");
}
