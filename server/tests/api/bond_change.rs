//! 550081 bond filing change (issue 18): a filed bond loaded as its form row, changed and filed
//! again; the register keeps its id and code and replaces its terms and parties. A bond whose
//! issue is filed, or a name another bond holds, is refused.

use serde_json::{json, Value};
use server::models::bond::Bond;

use crate::helpers::TestApp;
use crate::samples::{bond_filing, bond_row, file};
use crate::support::{approved, people, submit};

const FILED: &str = "/api/rem-registrationbizweb/privateBond/bondsToIssue?status=1&withRow=1";

async fn as_org(app: &TestApp, body: Value) -> crate::helpers::Answer {
    let org = app.access_token("org_demo").await;
    approved(app, &people(app).await, &org, body).await
}

fn change(rows: Value) -> Value {
    json!({ "appId": "550081", "formData": { "companyId": "c-qinchuang", "bondInfoList": rows } })
}

fn bond(app: &TestApp, code: &str) -> Bond {
    let mut conn = app.state.pool.get().unwrap();
    Bond::of_company(&mut conn, "000000", "c-qinchuang")
        .unwrap()
        .into_iter()
        .find(|b| b.product_code == code)
        .unwrap()
}

#[actix_rt::test]
async fn a_filed_bond_is_loaded_changed_and_filed_again_under_its_code() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    for name in ["秦创智能2026年公司债", "秦创智能2027年公司债"] {
        let body = json!({ "appId": "550082", "formData": bond_filing(json!([bond_row(name)])) });
        as_org(&app, body).await.assert_ok();
    }
    let listed = app.get(FILED, Some(&org)).await;
    // after the demo issuer's seeded B000001 (filed) and B000002 (issuing)
    let first = listed.assert_ok()[1].clone();
    assert_eq!(first["productCode"], "B000003");
    // the form row the change starts from: the filing's fields and its parties
    let mut row = first["row"].clone();
    assert_eq!(row["chineseName"], "秦创智能2026年公司债");
    assert_eq!(row["bondAmount"], 1_000_000);
    assert_eq!(
        row["bondServiceProvidersList"][0]["serviceProviderCategoryCode"],
        "4"
    );
    assert_eq!(row["bondServiceProvidersList"][0]["isPartnerMember"], "1");
    assert!(row.get("bondId").is_none());
    let id = first["bondId"].as_str().unwrap().to_owned();

    // a name another bond holds is refused, at submit
    row["bondId"] = json!(id);
    let mut taken = row.clone();
    taken["chineseName"] = json!("秦创智能2027年公司债");
    submit(&app, &org, change(json!([taken])))
        .await
        .assert_failure(400, "[秦创智能2027年公司债]债券名称已存在");

    row["bondAmount"] = json!(2_000_000);
    row["productShort"] = json!("秦创26债");
    as_org(&app, change(json!([row.clone()]))).await.assert_ok();
    let changed = bond(&app, "B000003");
    assert_eq!(changed.id, id, "the same bond");
    assert_eq!(changed.bond_amount, 2_000_000);
    assert_eq!(changed.product_short.as_deref(), Some("秦创26债"));
    assert_eq!(changed.status, "1");
    let mut conn = app.state.pool.get().unwrap();
    assert_eq!(changed.parties(&mut conn).unwrap().providers.len(), 1);
    drop(conn);

    // once its issue is filed, the bond is no longer changed
    let opening = json!({ "appId": "550023", "formData": { "productType": "2", "bondId": id,
        "filingDate": "2024-05-20", "description": "债券发行备案", "filingFiles": file() } });
    as_org(&app, opening).await.assert_ok();
    submit(&app, &org, change(json!([row])))
        .await
        .assert_failure(400, "债券秦创智能2026年公司债已办理发行备案，不能变更");
}

#[actix_rt::test]
async fn a_change_names_a_bond_of_the_issuer() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut row = bond_row("秦创智能2026年公司债");
    row["bondId"] = json!("b-none");
    submit(&app, &org, change(json!([row])))
        .await
        .assert_failure(400, "债券不存在");
    let empty = submit(&app, &org, change(json!([{ "chineseName": "x" }]))).await;
    assert_eq!(empty.status, 400, "{}", empty.body);
    assert!(
        empty.body.to_string().contains("请选择要变更的债券"),
        "{}",
        empty.body
    );
}
