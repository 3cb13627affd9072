//! Refunds through the payment simulator (issue 19): the fee paid for a business that ends
//! without completing (rejected by a reviewer, withdrawn by its applicant) goes back, once; a
//! business never paid has nothing to refund; a charge paid twice (two codes, both paid) keeps
//! the first payment and refunds the second whole.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::payment_refunds;

use crate::helpers::TestApp;
use crate::support::{charge_of, decide, page_path, pay, pay_on_page, people, submit, QR_CODE};

const WITHDRAW: &str = "/api/rem-registrationbizweb/application/withdraw";

async fn charged_business(app: &TestApp, token: &str, amount: &str) -> (String, String) {
    let form =
        json!({ "appId": "550100", "formData": { "chargeAmount": amount, "chargeStatus": "1" } });
    let answer = submit(app, token, form).await;
    let answer = answer.assert_ok();
    (
        answer["uuid"].as_str().unwrap().to_owned(),
        answer["bizSn"].as_str().unwrap().to_owned(),
    )
}

/// The refunds recorded: (order, amount, status), oldest first.
fn refunds(app: &TestApp) -> Vec<(String, String, String)> {
    let mut conn = app.state.pool.get().unwrap();
    payment_refunds::table
        .order(payment_refunds::created_at)
        .select((
            payment_refunds::order_uuid,
            payment_refunds::amount,
            payment_refunds::status,
        ))
        .load(&mut conn)
        .unwrap()
}

async fn charge(app: &TestApp, token: &str, biz_sn: &str) -> Value {
    charge_of(app, token, biz_sn).await.assert_ok().clone()
}

#[actix_rt::test]
async fn a_paid_business_rejected_by_a_reviewer_gets_its_fee_back_once() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let (uuid, biz_sn) = charged_business(&app, &org, "1200.50").await;
    pay(&app, &org, &biz_sn).await;
    let paid_by = charge(&app, &org, &biz_sn).await["refund"].clone();
    assert_eq!(paid_by, Value::Null);

    decide(&app, &p.first, &uuid, "reject", "材料不全，驳回")
        .await
        .assert_ok();
    let after = charge(&app, &org, &biz_sn).await;
    assert_eq!(after["payStatus"], "2");
    assert_eq!(after["payStatusName"], "已退款");
    assert_eq!(after["payResult"], false);
    assert_eq!(after["mayPay"], false);
    let refund = &after["refund"];
    assert_eq!(refund["status"], "SUCCESS");
    assert_eq!(refund["statusName"], "已退款");
    assert_eq!(refund["amount"], "1200.50");
    assert_eq!(refund["reason"], "业务已终止，退还已缴费用");
    assert!(refund["refundNo"].as_str().unwrap().starts_with('R'));
    assert!(refund["refundedAt"].as_i64().is_some());
    assert_eq!(refunds(&app).len(), 1);

    // nothing more can be paid or refunded for it
    let again = app
        .post_json(
            QR_CODE,
            Some(&org),
            &json!({ "bizSn": biz_sn, "chargeSn": after["chargeSn"], "paymentType": "1",
                     "totalFee": "1200.50", "currency": "CNY" }),
        )
        .await;
    assert_eq!(again.status, 400);
    assert_eq!(refunds(&app).len(), 1);
}

#[actix_rt::test]
async fn a_paid_business_withdrawn_by_its_applicant_gets_its_fee_back_and_an_unpaid_one_has_none() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let (paid_uuid, paid_sn) = charged_business(&app, &org, "88.80").await;
    pay(&app, &org, &paid_sn).await;
    let (unpaid_uuid, unpaid_sn) = charged_business(&app, &org, "66.60").await;

    // returned to the applicant, who withdraws it
    for uuid in [&paid_uuid, &unpaid_uuid] {
        decide(&app, &p.first, uuid, "return", "请补充")
            .await
            .assert_ok();
        app.post_json(WITHDRAW, Some(&org), &json!({ "uuid": uuid }))
            .await
            .assert_ok();
    }
    let paid = charge(&app, &org, &paid_sn).await;
    assert_eq!(paid["payStatus"], "2");
    assert_eq!(paid["refund"]["amount"], "88.80");
    let unpaid = charge(&app, &org, &unpaid_sn).await;
    assert_eq!(unpaid["payStatus"], "0");
    assert_eq!(unpaid["refund"], Value::Null);
    assert_eq!(refunds(&app).len(), 1);
}

#[actix_rt::test]
async fn a_charge_paid_twice_keeps_the_first_payment_and_refunds_the_second() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let (_, biz_sn) = charged_business(&app, &org, "500.00").await;
    let charge_sn = charge(&app, &org, &biz_sn).await["chargeSn"].clone();
    // two codes of one charge, by two payment methods, both shown before either is paid
    let mut pages = Vec::new();
    let mut orders = Vec::new();
    for payment_type in ["1", "2"] {
        let placed = app
            .post_json(
                QR_CODE,
                Some(&org),
                &json!({ "bizSn": biz_sn, "chargeSn": charge_sn, "paymentType": payment_type,
                         "totalFee": "500.00", "currency": "CNY" }),
            )
            .await;
        let placed = placed.assert_ok();
        pages.push(page_path(placed["codeUrl"].as_str().unwrap()));
        orders.push(placed["orderUuid"].as_str().unwrap().to_owned());
    }
    // the first code paid and recorded, then the second: the simulator delivers each
    // notification on its own task, so paying both at once would leave which came first to chance
    pay_on_page(&app, &org, &biz_sn, &pages[0]).await;
    assert_eq!(app.post(&pages[1], None).await.status, 200);
    // the second notification reaches the platform too; that payment goes back
    let mut recorded = Vec::new();
    for _ in 0..100 {
        recorded = refunds(&app);
        if !recorded.is_empty() {
            break;
        }
        actix_rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        recorded,
        vec![(orders[1].clone(), "500.00".to_owned(), "SUCCESS".to_owned())]
    );
    let kept = charge(&app, &org, &biz_sn).await;
    assert_eq!(kept["payStatus"], "1");
    assert_eq!(kept["refund"], Value::Null);
}
