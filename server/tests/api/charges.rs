//! The charging rules of 02 §9 on the context the server builds, each with its tariff (issue
//! 19): par value = volume × face value for a joint-stock company (companyType 2, face value 1
//! by default) and no par-value charge for another company type; a pledge's base is the largest
//! of its agreement amount, assessed value and par value; 550017's is face value × total
//! shares; 550100 charges the amount it states. The fee is the base × the flow's rate within
//! its minimum and maximum, rounded to the fen.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::companies;

use crate::effects::pledge_row;
use crate::helpers::TestApp;
use crate::support::{charge_of, people, submit};

/// Submits `form` for `app_id` as `token`; answers (base, fee) of the charge it recorded, or
/// None when it recorded none.
async fn charged(
    app: &TestApp,
    token: &str,
    app_id: &str,
    form: Value,
) -> Option<(String, String)> {
    let answer = submit(app, token, json!({ "appId": app_id, "formData": form })).await;
    let biz_sn = answer.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let charge = charge_of(app, token, &biz_sn).await;
    if charge.status == 404 {
        assert_eq!(charge.msg(), "收费记录不存在");
        return None;
    }
    let charge = charge.assert_ok();
    Some((
        charge["base"].as_str().unwrap().to_owned(),
        charge["realAmount"].as_str().unwrap().to_owned(),
    ))
}

fn pair(base: &str, fee: &str) -> Option<(String, String)> {
    Some((base.to_owned(), fee.to_owned()))
}

fn transfer(volume: i64, face_value: Option<&str>) -> Value {
    let mut form = json!({ "transfersType": "2", "productCode": "100001", "accountNumberOut": "2000000001",
                           "accountNumberIn": "1000000001", "transferVolume": volume });
    if let Some(face) = face_value {
        form["faceValue"] = json!(face);
    }
    form
}

#[actix_rt::test]
async fn a_transfer_of_a_joint_stock_company_charges_its_par_value_by_the_tariff() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    // 100000 × 2 = 200000 par value; one per mille = 200.00
    assert_eq!(
        charged(&app, &p.investor, "550004", transfer(100_000, Some("2"))).await,
        pair("200000.00", "200.00")
    );
    // face value 1 by default: 1000 par value, one per mille is 1.00, the minimum 50 applies
    assert_eq!(
        charged(&app, &p.investor, "550004", transfer(1000, None)).await,
        pair("1000.00", "50.00")
    );
    // a face value of 1000: 100000000 par value, one per mille is 100000, the maximum 50000
    assert_eq!(
        charged(&app, &p.investor, "550004", transfer(100_000, Some("1000"))).await,
        pair("100000000.00", "50000.00")
    );
    // a fee of fractions of a fen rounds half up: 12345 × 0.001 × 5 = 61.725 → 61.73
    assert_eq!(
        charged(&app, &p.investor, "550004", transfer(12_345, Some("5"))).await,
        pair("61725.00", "61.73")
    );
}

#[actix_rt::test]
async fn a_limited_company_has_no_par_value_charge() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(companies::table.find("c-qinchuang"))
            .set(companies::company_type.eq(Some(1)))
            .execute(&mut conn)
            .unwrap();
    }
    assert_eq!(
        charged(&app, &p.investor, "550004", transfer(1000, Some("2"))).await,
        None
    );
}

#[actix_rt::test]
async fn a_pledge_charges_the_largest_of_agreement_assessed_and_par_value() {
    let app = TestApp::spawn().await;
    let org = app.access_token("orgholder_demo").await;
    let rows = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        100_000
    )]);
    let pledge = |agreement: &str, assessed: &str, face: &str| json!({ "faceValue": face, "agreementAmount": agreement, "assessedValue": assessed, "pledgeList": rows });
    // the agreement amount is the largest: 800000 × 0.001 = 800.00
    assert_eq!(
        charged(&app, &org, "550008", pledge("800000", "600000", "1")).await,
        pair("800000.00", "800.00")
    );
    // the assessed value is
    assert_eq!(
        charged(&app, &org, "550008", pledge("800000", "900000.50", "1")).await,
        pair("900000.50", "900.00")
    );
    // the par value is: 100000 × 12 = 1200000
    assert_eq!(
        charged(&app, &org, "550008", pledge("800000", "900000", "12")).await,
        pair("1200000.00", "1200.00")
    );
}

#[actix_rt::test]
async fn total_value_is_face_value_times_total_shares() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    // 1.5 × 10000000 = 15000000; 0.0005 of it is 7500.00
    let form = json!({ "productCode": "100001", "faceValue": "1.5", "totalShares": 10_000_000 });
    assert_eq!(
        charged(&app, &org, "550017", form).await,
        pair("15000000.00", "7500.00")
    );
}
