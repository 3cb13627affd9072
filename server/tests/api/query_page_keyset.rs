//! Issue 20 item 2, keyset paging of the query pages: a page that follows the one shown is
//! sought from that page's last row (`after`, the answer's `next`) by the index instead of
//! counted off from the first row. Walked through either way, a list gives the same rows in
//! the same order, for every order whose column is never empty; an order by a column that may
//! be empty, or a row the caller cannot see, pages by offset.

use serde_json::{json, Value};

use crate::{helpers::TestApp, query_pages::list_path};

/// Every row of the page, `size` at a time: by page number alone, or each page after the last
/// row of the one before. The rows' keys, and whether each page after the first was sought.
async fn walk(
    app: &TestApp,
    token: &str,
    key: &str,
    order: Value,
    by_keyset: bool,
) -> (Vec<Value>, Vec<bool>) {
    let (mut keys, mut sought, mut after) = (Vec::new(), Vec::new(), Value::Null);
    for page_no in 1.. {
        let mut body = json!({"pageNo": page_no, "pageSize": 10});
        for (k, v) in order.as_object().unwrap() {
            body[k] = v.clone();
        }
        if by_keyset && !after.is_null() {
            body["after"] = after.clone();
        }
        let answer = app.post_json(&list_path(key), Some(token), &body).await;
        let page = answer.assert_ok().clone();
        let records = page["records"].as_array().unwrap();
        if records.is_empty() {
            break;
        }
        if page_no > 1 {
            sought.push(page["keyset"].as_bool().unwrap());
        }
        keys.extend(records.iter().map(identity));
        after = page["next"].clone();
    }
    (keys, sought)
}

/// A row by its keys, whichever of them its source has.
fn identity(row: &Value) -> Value {
    ["uuid", "taskNo", "id", "holderUuid", "productId"]
        .iter()
        .map(|k| row[*k].clone())
        .collect()
}

async fn same_rows_either_way(app: &TestApp, token: &str, key: &str, order: Value) -> usize {
    let (counted, by_offset) = walk(app, token, key, order.clone(), false).await;
    let (sought, by_keyset) = walk(app, token, key, order.clone(), true).await;
    assert!(by_offset.iter().all(|k| !k), "{key} {order}");
    assert!(by_keyset.iter().all(|k| *k), "{key} {order}: {by_keyset:?}");
    assert_eq!(sought, counted, "{key} {order}");
    let mut unique = counted.clone();
    unique.sort_by_key(Value::to_string);
    unique.dedup();
    assert_eq!(unique.len(), counted.len(), "{key} {order}: a row twice");
    counted.len()
}

/// `n` share transfers filed by the investor 张伟, waiting for the first review; their uuids.
async fn transfers(app: &TestApp, n: i64) -> Vec<String> {
    let investor = app.access_token("personal_demo").await;
    let mut filed = Vec::new();
    for volume in 1..=n {
        let transfer = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
            "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": volume } });
        filed.push(crate::support::submitted(app, &investor, transfer).await);
    }
    filed
}

#[actix_rt::test]
async fn every_list_walked_by_keyset_gives_the_rows_paging_by_offset_gives() {
    let app = TestApp::spawn().await;
    transfers(&app, 25).await;
    let staff = app.access_token("staff_first").await;
    let cases = [
        ("processQuery2", json!({})),
        (
            "processQuery2",
            json!({"sortProp": "createdAt", "sortOrder": "asc"}),
        ),
        (
            "processQuery2",
            json!({"sortProp": "status", "sortOrder": "desc"}),
        ),
        (
            "processQuery2",
            json!({"sortProp": "bizSn", "sortOrder": "asc"}),
        ),
        (
            "processQuery2",
            json!({"sortProp": "applicantName", "sortOrder": "asc"}),
        ),
        ("wdcccx", json!({})),
        ("wdcccx", json!({"sortProp": "volume", "sortOrder": "desc"})),
        (
            "wdcccx",
            json!({"sortProp": "organType", "sortOrder": "asc"}),
        ),
        ("zhyqcx2", json!({"sortProp": "name", "sortOrder": "asc"})),
        ("informationDisclosure", json!({})),
        (
            "informationDisclosure",
            json!({"sortProp": "category", "sortOrder": "asc"}),
        ),
    ];
    for (key, order) in cases {
        let n = same_rows_either_way(&app, &staff, key, order.clone()).await;
        assert!(n > 10, "{key} {order}: {n} rows, not two pages");
    }
    let reviewer = crate::support::people(&app).await.first;
    let order = json!({"sortProp": "openedAt", "sortOrder": "desc"});
    assert!(same_rows_either_way(&app, &reviewer, "bjotcTaskItem2", order).await >= 25);
}

#[actix_rt::test]
async fn an_order_by_a_column_that_may_be_empty_or_a_row_out_of_sight_is_counted_off() {
    let app = TestApp::spawn().await;
    let theirs = transfers(&app, 12).await;
    let staff = app.access_token("staff_first").await;
    let page = |token: String, key: &'static str, body: Value| {
        let app = &app;
        async move {
            app.post_json(&list_path(key), Some(&token), &body)
                .await
                .assert_ok()
                .clone()
        }
    };
    let by_completion = json!({"sortProp": "completedAt", "sortOrder": "desc"});
    let first = page(staff.clone(), "processQuery2", by_completion.clone()).await;
    let mut body = by_completion;
    body["pageNo"] = json!(2);
    body["after"] = first["next"].clone();
    assert!(first["next"]["uuid"].is_string());
    let second = page(staff.clone(), "processQuery2", body).await;
    assert_eq!(second["keyset"], false);

    // another investor's business names no row of this caller's: the page is counted off
    let other = app.access_token("product_new").await;
    let after = json!({"uuid": theirs[5]});
    let counted = page(
        other.clone(),
        "bizApplication2",
        json!({"pageNo": 2, "after": after}),
    )
    .await;
    assert_eq!(counted["keyset"], false);
    let plain = page(other, "bizApplication2", json!({"pageNo": 2})).await;
    assert_eq!(counted["records"], plain["records"]);
    // while the investor's own is sought
    let investor = app.access_token("personal_demo").await;
    let first = page(investor.clone(), "bizApplication2", json!({})).await;
    let after = first["next"].clone();
    let own = page(
        investor.clone(),
        "bizApplication2",
        json!({"pageNo": 2, "after": after}),
    )
    .await;
    assert_eq!(own["keyset"], true);
    let plain = page(investor, "bizApplication2", json!({"pageNo": 2})).await;
    assert!(!own["records"].as_array().unwrap().is_empty(), "{own}");
    assert_eq!(own["records"], plain["records"]);
}
