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

/// The apply page's preview: `statementExpense/estimate` answers what the submission then
/// records, tells why there is no fee while the form is incomplete, says nothing of a
/// business without a charge, and writes nothing.
#[actix_rt::test]
async fn the_estimate_before_submitting_is_the_charge_the_submission_records() {
    use server::schema::applications;
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let estimate = |form: Value, app_id: &'static str| {
        let app = &app;
        let token = p.investor.clone();
        async move {
            app.post_json(
                "/api/rem-registrationbizweb/statementExpense/estimate",
                Some(&token),
                &json!({ "appId": app_id, "formData": form }),
            )
            .await
        }
    };
    let stored = || {
        let mut conn = app.state.pool.get().unwrap();
        applications::table
            .count()
            .get_result::<i64>(&mut conn)
            .unwrap()
    };
    let before = stored();

    let answer = estimate(transfer(100_000, Some("2")), "550004").await;
    let data = answer.assert_ok();
    assert_eq!(data["charged"], true);
    assert_eq!(data["base"], "200000.00");
    assert_eq!(data["realAmount"], "200.00");
    assert_eq!(data["pending"], Value::Null);
    assert_eq!(data["rate"], "0.001");
    assert_eq!(data["minimum"], "50.00");
    assert_eq!(data["maximum"], "50000.00");
    assert_eq!(data["paymentRequired"], false);
    assert_eq!(stored(), before, "an estimate writes nothing");
    assert_eq!(
        charged(&app, &p.investor, "550004", transfer(100_000, Some("2"))).await,
        pair("200000.00", "200.00")
    );

    // the minimum, as the submission prices it
    let answer = estimate(transfer(1000, None), "550004").await;
    let data = answer.assert_ok();
    assert_eq!(data["realAmount"], "50.00");

    // a form not yet complete: no fee, and why
    let mut incomplete = transfer(100_000, None);
    incomplete.as_object_mut().unwrap().remove("transferVolume");
    let answer = estimate(incomplete, "550004").await;
    let data = answer.assert_ok();
    assert_eq!(data["charged"], true);
    assert_eq!(data["realAmount"], Value::Null);
    assert!(
        !data["pending"].as_str().unwrap_or_default().is_empty(),
        "{data}"
    );

    // a business without a charge says so and nothing else
    let answer = estimate(json!({}), "550001").await;
    let data = answer.assert_ok();
    assert_eq!(data["charged"], false);
    assert_eq!(data["realAmount"], Value::Null);

    // an unknown business is not found
    assert_eq!(estimate(json!({}), "999999").await.status, 404);
}
