//! The chain (区块链存证) as each user reads it (issue 15, 01 §6): an applicant lists and opens
//! only the entries of their own businesses, staff in manager mode the tenant's; an entry
//! reads as a record people read (names, Chinese labels, units, Beijing times), never the
//! stamped JSON, user ids or unix times.

use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    samples::transfer_form,
    support::{approved, people},
};

const LIST: &str = "/api/rem-registrationbizweb/blockChain/list";
const DETAIL: &str = "/api/rem-registrationbizweb/blockChain/detail?transHash=";

async fn listed(app: &TestApp, token: &str) -> Vec<(String, String)> {
    let page = app.get(LIST, Some(token)).await;
    page.assert_ok()["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["bizSn"].as_str().unwrap().to_owned(),
                r["transHash"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn hash_of(list: &[(String, String)], biz_sn: &str) -> String {
    list.iter()
        .find(|(sn, _)| sn == biz_sn)
        .map(|(_, h)| h.clone())
        .unwrap()
}

#[actix_rt::test]
async fn an_applicant_reads_only_their_own_entries_and_staff_read_the_tenants() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let silk = app.access_token("orgholder_demo").await;
    let a = approved(
        &app,
        &p,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer_form("2000000001", "1000000001", "100001", json!(100)) }),
    )
    .await;
    let a = a.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let b = approved(
        &app,
        &p,
        &silk,
        json!({ "appId": "550004", "formData": transfer_form("1000000001", "2000000001", "100001", json!(200)) }),
    )
    .await;
    let b = b.assert_ok()["bizSn"].as_str().unwrap().to_owned();

    let staff = listed(&app, &p.first).await;
    assert!(staff.iter().any(|(sn, _)| *sn == a) && staff.iter().any(|(sn, _)| *sn == b));
    let admin = app.access_token("admin").await;
    assert_eq!(listed(&app, &admin).await.len(), staff.len());
    let (hash_a, hash_b) = (hash_of(&staff, &a), hash_of(&staff, &b));

    let mine = listed(&app, &p.investor).await;
    assert_eq!(
        mine,
        vec![(a.clone(), hash_a.clone())],
        "张伟 sees only 张伟's"
    );
    let theirs = listed(&app, &silk).await;
    assert_eq!(theirs, vec![(b.clone(), hash_b.clone())]);
    let stranger = app.access_token("org_demo").await;
    assert!(listed(&app, &stranger).await.is_empty());

    // the detail of another's entry is refused, with the envelope
    app.get(&format!("{DETAIL}{hash_b}"), Some(&p.investor))
        .await
        .assert_failure(403, "无权查看该存证记录");
    app.get(&format!("{DETAIL}{hash_a}"), Some(&silk))
        .await
        .assert_failure(403, "无权查看该存证记录");
    app.get(&format!("{DETAIL}{hash_a}"), Some(&p.investor))
        .await
        .assert_ok();
    app.get(&format!("{DETAIL}{hash_b}"), Some(&p.recheck))
        .await
        .assert_ok();
}

fn lines(detail: &Value) -> Vec<(String, String)> {
    detail["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["lines"].as_array().unwrap().iter())
        .map(|l| {
            (
                l["label"].as_str().unwrap().to_owned(),
                l["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[actix_rt::test]
async fn an_entry_reads_as_names_labels_units_and_beijing_times() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let done = approved(
        &app,
        &p,
        &p.investor,
        json!({ "appId": "550004", "formData": transfer_form("2000000001", "1000000001", "100001", json!(1500)) }),
    )
    .await;
    let biz_sn = done.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let hash = hash_of(&listed(&app, &p.investor).await, &biz_sn);

    let page = app.get(LIST, Some(&p.investor)).await;
    let row = &page.assert_ok()["records"][0];
    assert_eq!(row["bizTypeName"], "股份转让");
    assert_eq!(row["applicant"], "张伟");
    let time = regex_like_beijing(row["stampedAt"].as_str().unwrap());
    assert!(time, "{row}");
    assert!(row.get("record").is_none() && row.get("createdAt").is_none());

    let answer = app.get(&format!("{DETAIL}{hash}"), Some(&p.investor)).await;
    let detail = answer.assert_ok();
    assert_eq!(detail["bizSn"], biz_sn);
    assert_eq!(detail["applicant"], "张伟");
    assert!(regex_like_beijing(detail["completedAt"].as_str().unwrap()));
    let lines = lines(detail);
    for expected in [
        ("转让类型", "协议转让"),
        ("转出方账号", "2000000001（张伟）"),
        ("转入方账号", "1000000001（陕西丝路投资管理有限公司）"),
        ("转让数量", "1500 股"),
    ] {
        assert!(
            lines
                .iter()
                .any(|(l, v)| l == expected.0 && v == expected.1),
            "{expected:?} not in {lines:?}"
        );
    }
    let text = detail.to_string();
    assert!(!text.contains("\"record\"") && !text.contains("transferVolume"));
    assert!(!text.contains("u-personal_demo"), "no user ids: {text}");
}

/// `yyyy-MM-dd HH:mm:ss`.
fn regex_like_beijing(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 19
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            10 => *c == b' ',
            13 | 16 => *c == b':',
            _ => c.is_ascii_digit(),
        })
}
