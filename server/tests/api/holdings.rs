//! The investor's holdings (我的持股信息) and account overview (账户总览): what the current
//! registration account holds, paged, with free volume and value in exact decimals.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{positions, products};

use crate::helpers::TestApp;

const HOLDINGS: &str = "/api/rem-registrationbizweb/holder/queryHoldings";
const OVERVIEW: &str = "/api/rem-registrationbizweb/holder/queryAccountOverview";
const SWITCH: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";

/// Gives the account positions in `n` new products of face value 0.01, `i + 1` shares each.
fn add_small_products(app: &TestApp, account: &str, n: usize) {
    let mut conn = app.state.pool.get().unwrap();
    for i in 0..n {
        let id = format!("p-test-{i}");
        diesel::insert_into(products::table)
            .values((
                products::id.eq(&id),
                products::tenant_id.eq("000000"),
                products::product_code.eq(format!("9000{i:02}")),
                products::name.eq(format!("测试股权{i}")),
                products::face_value.eq("0.01"),
                products::total_shares.eq(1_000i64),
            ))
            .execute(&mut *conn)
            .unwrap();
        diesel::insert_into(positions::table)
            .values((
                positions::account_uuid.eq(account),
                positions::product_id.eq(&id),
                positions::volume.eq(i as i64 + 1),
            ))
            .execute(&mut *conn)
            .unwrap();
    }
}

fn codes(page: &Value) -> Vec<&str> {
    page["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["productCode"].as_str().unwrap())
        .collect()
}

#[actix_rt::test]
async fn an_organisation_investor_sees_what_its_account_holds() {
    let app = TestApp::spawn().await;
    let token = app.access_token("orgholder_demo").await;

    let answer = app
        .post_json(
            HOLDINGS,
            Some(&token),
            &json!({ "pageNo": 1, "pageSize": 10 }),
        )
        .await;

    let page = answer.assert_ok();
    assert_eq!(page["total"], 1);
    assert_eq!(page["pageNo"], 1);
    assert_eq!(page["pageSize"], 10);
    assert_eq!(
        page["records"][0],
        json!({
            "productId": "p-100001", "productCode": "100001", "productName": "秦创智能股权",
            "companyId": "c-qinchuang", "companyName": "西安秦创智能科技股份有限公司",
            "companyShortName": "秦创智能",
            "volume": 500_000, "pledged": 100_000, "frozen": 0, "freeVolume": 400_000,
            "faceValue": "1", "marketValue": "500000",
        })
    );
}

#[actix_rt::test]
async fn an_investor_with_two_accounts_chooses_one_before_seeing_holdings() {
    let app = TestApp::spawn().await;
    let token = app.access_token("personal_demo").await;

    app.post_json(HOLDINGS, Some(&token), &json!({}))
        .await
        .assert_failure(400, "请选择登记账号");
    app.get(OVERVIEW, Some(&token))
        .await
        .assert_failure(400, "请选择登记账号");

    app.get(&format!("{SWITCH}?holderUuid=h-zhangwei-2"), Some(&token))
        .await
        .assert_ok();
    let answer = app.post_json(HOLDINGS, Some(&token), &json!({})).await;
    let record = &answer.assert_ok()["records"][0];
    assert_eq!(record["productCode"], "100003");
    assert_eq!(record["companyShortName"], "西咸新能");
    assert_eq!(record["volume"], 50_000);
    assert_eq!(record["frozen"], 10_000);
    assert_eq!(record["freeVolume"], 40_000);
    assert_eq!(record["faceValue"], "1.5");
    assert_eq!(record["marketValue"], "75000");

    // The other account holds the other product.
    app.get(&format!("{SWITCH}?holderUuid=h-zhangwei-1"), Some(&token))
        .await
        .assert_ok();
    let answer = app.post_json(HOLDINGS, Some(&token), &json!({})).await;
    assert_eq!(codes(answer.assert_ok()), ["100001"]);
}

#[actix_rt::test]
async fn the_overview_shows_the_account_and_its_totals() {
    let app = TestApp::spawn().await;
    add_small_products(&app, "h-silk-road", 3);
    let token = app.access_token("orgholder_demo").await;

    let answer = app.get(OVERVIEW, Some(&token)).await;

    let overview = answer.assert_ok();
    assert_eq!(overview["account"]["accountNumber"], "1000000001");
    assert_eq!(
        overview["account"]["holderName"],
        "陕西丝路投资管理有限公司"
    );
    assert_eq!(overview["account"]["holderAccountStatus"], 1);
    assert_eq!(
        overview["totals"],
        json!({
            "productCount": 4, "volume": 500_006, "pledged": 100_000, "frozen": 0,
            "freeVolume": 400_006,
            // 500000 × 1 + (1 + 2 + 3) × 0.01, exactly
            "marketValue": "500000.06",
        })
    );
}

#[actix_rt::test]
async fn holdings_are_paged_in_product_code_order_without_emptied_positions() {
    let app = TestApp::spawn().await;
    add_small_products(&app, "h-silk-road", 5);
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(positions::table.find(("h-silk-road", "p-test-4")))
            .set(positions::volume.eq(0i64))
            .execute(&mut *conn)
            .unwrap();
    }
    let token = app.access_token("orgholder_demo").await;
    let page = |no: i64| {
        let token = token.clone();
        let app = &app;
        async move {
            app.post_json(
                HOLDINGS,
                Some(&token),
                &json!({ "pageNo": no, "pageSize": 2 }),
            )
            .await
        }
    };

    let first = page(1).await;
    let second = page(2).await;
    let third = page(3).await;

    assert_eq!(first.assert_ok()["total"], 5);
    assert_eq!(codes(first.data()), ["100001", "900000"]);
    assert_eq!(codes(second.assert_ok()), ["900001", "900002"]);
    assert_eq!(codes(third.assert_ok()), ["900003"]);
    assert_eq!(third.data()["records"][0]["marketValue"], "0.04");
    assert_eq!(third.data()["records"][0]["faceValue"], "0.01");
}

#[actix_rt::test]
async fn a_product_investor_sees_the_fund_accounts_holdings() {
    let app = TestApp::spawn().await;
    let token = app.access_token("product_demo").await;
    app.get(&format!("{SWITCH}?holderUuid=h-fund-1"), Some(&token))
        .await
        .assert_ok();

    let overview = app.get(OVERVIEW, Some(&token)).await;
    let holdings = app.post_json(HOLDINGS, Some(&token), &json!({})).await;

    assert_eq!(overview.assert_ok()["account"]["organType"], 3);
    assert_eq!(overview.data()["totals"]["volume"], 200_000);
    assert_eq!(holdings.assert_ok()["records"][0]["freeVolume"], 200_000);
}

#[actix_rt::test]
async fn only_signed_in_investors_see_holdings() {
    let app = TestApp::spawn().await;

    app.post_json(HOLDINGS, None, &json!({}))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.get(OVERVIEW, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    for user in ["org_demo", "member_demo", "staff_first"] {
        let token = app.access_token(user).await;
        app.post_json(HOLDINGS, Some(&token), &json!({}))
            .await
            .assert_failure(403, "无权访问该功能");
        app.get(OVERVIEW, Some(&token))
            .await
            .assert_failure(403, "无权访问该功能");
    }
}

#[actix_rt::test]
async fn holdings_follow_the_register_after_a_completed_transfer() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let (first, recheck) = (
        app.access_token("staff_first").await,
        app.access_token("staff_recheck").await,
    );
    let form = json!({ "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
                       "accountNumberIn": "1000000001", "transferVolume": 1_000 });
    let submitted = app
        .post_json(
            "/api/rem-registrationbizweb/application/submit",
            Some(&investor),
            &json!({ "appId": "550004", "formData": form }),
        )
        .await;
    let uuid = submitted.assert_ok()["uuid"].as_str().unwrap().to_owned();
    for (token, memo) in [(&first, "同意"), (&recheck, "同意")] {
        app.post_json(
            "/api/rem-registrationbizweb/taskItem/complete",
            Some(token),
            &json!({ "uuid": uuid, "action": "approve", "memo": memo }),
        )
        .await
        .assert_ok();
    }

    app.get(
        &format!("{SWITCH}?holderUuid=h-zhangwei-1"),
        Some(&investor),
    )
    .await
    .assert_ok();
    let mine = app.post_json(HOLDINGS, Some(&investor), &json!({})).await;
    let buyer = app.access_token("orgholder_demo").await;
    let theirs = app.get(OVERVIEW, Some(&buyer)).await;

    assert_eq!(mine.assert_ok()["records"][0]["volume"], 99_000);
    assert_eq!(mine.data()["records"][0]["marketValue"], "99000");
    assert_eq!(theirs.assert_ok()["totals"]["volume"], 501_000);
    assert_eq!(theirs.data()["totals"]["freeVolume"], 401_000);
}

#[actix_rt::test]
async fn the_api_document_lists_the_holdings_calls() {
    let app = TestApp::spawn().await;
    let answer = app.get("/api/openapi.json", None).await;
    let paths = answer.body["paths"].as_object().expect("paths");
    assert!(paths.contains_key(HOLDINGS), "{HOLDINGS}");
    assert!(paths[HOLDINGS]["post"].is_object());
    assert!(paths[OVERVIEW]["get"].is_object());
}

#[actix_rt::test]
async fn investors_find_both_pages_under_my_account_in_their_menu() {
    let app = TestApp::spawn().await;
    for user in ["personal_demo", "orgholder_demo", "product_demo"] {
        let token = app.access_token(user).await;
        let answer = app.get("/api/blade-system/menu/routes", Some(&token)).await;
        let account = answer
            .assert_ok()
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["code"] == "account")
            .cloned()
            .unwrap_or_else(|| panic!("{user} has 我的账户"));
        let children: Vec<(&str, &str)> = account["children"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["name"].as_str().unwrap(), c["path"].as_str().unwrap()))
            .collect();
        assert_eq!(
            &children[..2],
            [("账户总览", "/capital"), ("我的持股信息", "/gd/wdcgxx")],
            "{user}"
        );
    }
}
