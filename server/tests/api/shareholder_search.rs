//! The shareholder search dialog's call (01 §3 "Shareholder query form", §5 "Shareholder
//! search", §7 "Search and lookup"): four required values matched whole, the kind's
//! certificate dictionary, staff across the tenant and anyone else only their own accounts.

use serde_json::{json, Value};

use crate::helpers::TestApp;

const SEARCH: &str = "/api/rem-registrationbizweb/holder/queryShareholder";

/// 王磊's account of the seed (heir_demo's): a person with a resident identity card.
fn wang_lei() -> Value {
    json!({ "name": "王磊", "organType": "2", "idType": "1", "idNumber": "610103198803033338" })
}

fn with(field: &str, value: Value) -> Value {
    let mut query = wang_lei();
    query[field] = value;
    query
}

// spec: 01§7.23 01§3.6
#[actix_rt::test]
async fn staff_find_a_shareholder_by_name_kind_and_certificate() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let found = app.post_json(SEARCH, Some(&staff), &wang_lei()).await;
    let rows = found.assert_ok().as_array().unwrap().clone();
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0]["accountNumber"], "2000000003");
    assert_eq!(rows[0]["holderName"], "王磊");
    assert_eq!(
        rows[0]["certificateNo"], "6101**********3338",
        "the number is starred"
    );

    // the whole number, in any letter case, and nothing less
    let partial = app
        .post_json(
            SEARCH,
            Some(&staff),
            &with("idNumber", json!("61010319880303")),
        )
        .await;
    assert_eq!(partial.assert_ok().as_array().unwrap().len(), 0);
    let other_kind = app
        .post_json(SEARCH, Some(&staff), &with("organType", json!("1")))
        .await;
    other_kind.assert_failure(400, "证件类型不正确");
}

// spec: 01§5.2
#[actix_rt::test]
async fn each_value_is_checked_with_the_dialogs_message() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let cases = [
        (with("name", json!("")), "股东名称不能为空"),
        (
            with("name", json!("张".repeat(101))),
            "股东名称不能超过100个字符",
        ),
        (with("organType", json!(null)), "股东类型不能为空"),
        (with("organType", json!("9")), "股东类型不正确"),
        (with("idType", json!(" ")), "证件类型不能为空"),
        (with("idNumber", json!("")), "请填写证件号码！"),
        (
            with("idNumber", json!("6101-0319")),
            "请输入不包含特殊字符的证件号码",
        ),
        (
            with("idNumber", json!("6101王磊")),
            "请输入不包含中文的证件号码",
        ),
        (
            with("idNumber", json!("6101031988030333381")),
            "证件号码不能超过18个字符",
        ),
        (with("idType", json!("11")), "证件类型不正确"),
    ];
    for (query, message) in cases {
        app.post_json(SEARCH, Some(&staff), &query)
            .await
            .assert_failure(400, message);
    }
}

#[actix_rt::test]
async fn an_investor_finds_only_an_account_of_their_own() {
    let app = TestApp::spawn().await;
    let heir = app.access_token("heir_demo").await;
    let own = app.post_json(SEARCH, Some(&heir), &wang_lei()).await;
    assert_eq!(own.assert_ok().as_array().unwrap().len(), 1);

    // another investor who knows 王磊's identity learns nothing of his account
    let stranger = app.access_token("personal_demo").await;
    let answer = app.post_json(SEARCH, Some(&stranger), &wang_lei()).await;
    assert_eq!(answer.assert_ok().as_array().unwrap().len(), 0);
}

#[actix_rt::test]
async fn another_tenants_user_and_a_visitor_do_not_find_the_shareholder() {
    let app = TestApp::spawn().await;
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let answer = app.post_json(SEARCH, Some(&dalian), &wang_lei()).await;
    assert_eq!(answer.assert_ok().as_array().unwrap().len(), 0);
    let anonymous = app.post_json(SEARCH, None, &wang_lei()).await;
    assert_eq!(anonymous.status, 401);
}
