//! Charges and their payment through the payment simulator (issue 19; 02 §3 "Payment", §4,
//! §7): a charged business paid by QR code before its final approval, the gateway's signed
//! notifications verified (forged, replayed, repeated, late, wrong amount), orders expiring,
//! and who may pay or read.

use serde_json::{json, Value};
use server::{
    clock::Clock,
    payment::{signature, simulator},
};

use crate::helpers::{Answer, TestApp, SIM_KEY};
use crate::support::{charge_of, decide, order_for, page_path, pay, people, submit, QR_CODE};

const ORDER: &str = "/api/rem-trade/payment/query/order?orderUuid=";
const NOTIFY: &str = "/api/rem-trade/payment/notify";
const CHARGE_BY_UUID: &str = "/api/rem-registrationbizweb/statementExpense/detailByUUID?uuid=";

fn charged(amount: &str) -> Value {
    json!({ "appId": "550100", "formData": { "chargeAmount": amount, "chargeStatus": "1" } })
}

async fn charged_business(app: &TestApp, token: &str, amount: &str) -> (String, String) {
    let answer = submit(app, token, charged(amount)).await;
    let answer = answer.assert_ok();
    (
        answer["uuid"].as_str().unwrap().to_owned(),
        answer["bizSn"].as_str().unwrap().to_owned(),
    )
}

async fn order_status(app: &TestApp, token: &str, order: &str) -> String {
    app.get(&format!("{ORDER}{order}"), Some(token))
        .await
        .assert_ok()["orderStatus"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A notification as the simulator would sign it now.
async fn notify(app: &TestApp, body: &Value, key: &[u8]) -> Answer {
    let body = body.to_string();
    let headers = signature::sign(key, simulator::SERIAL, app.clock.now(), body.as_bytes());
    notify_with(app, &body, &headers).await
}

async fn notify_with(
    app: &TestApp,
    body: &str,
    headers: &server::payment::NotifyHeaders,
) -> Answer {
    app.post_headers(
        NOTIFY,
        &[
            ("Content-Type", "application/json"),
            ("Wechatpay-Timestamp", &headers.timestamp),
            ("Wechatpay-Nonce", &headers.nonce),
            ("Wechatpay-Signature", &headers.signature),
            ("Wechatpay-Serial", &headers.serial),
        ],
        body.to_owned(),
    )
    .await
}

fn paid(order: &str, fen: i64) -> Value {
    simulator::notification_body(
        order,
        &server::payment::TradeState::Success {
            transaction_id: format!("4200{order}"),
            amount_fen: fen,
            currency: "CNY".into(),
            paid_at: 0,
        },
    )
}

// spec: 02§7.9 02§7.12 02§7.13 02§4.7
#[actix_rt::test]
async fn a_charged_business_is_paid_by_qr_code_before_its_final_approval() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let (uuid, biz_sn) = charged_business(&app, &org, "1200.50").await;

    let charge = charge_of(&app, &org, &biz_sn).await;
    let charge = charge.assert_ok();
    assert_eq!(charge["realAmount"], "1200.50");
    assert_eq!(charge["base"], "1200.50");
    assert_eq!(charge["payStatus"], "0");
    assert_eq!(charge["chargeSn"], format!("C{biz_sn}"));
    assert_eq!(charge["businessType"], "550100");
    assert_eq!(charge["paymentRequired"], true);
    assert_eq!(charge["mayPay"], true);
    let by_uuid = app
        .get(
            &format!("{CHARGE_BY_UUID}{}", charge["uuid"].as_str().unwrap()),
            Some(&org),
        )
        .await;
    assert_eq!(by_uuid.assert_ok()["chargeSn"], charge["chargeSn"]);
    // the reviewers read it, without the payment step
    let theirs = charge_of(&app, &p.first, &biz_sn).await;
    assert_eq!(theirs.assert_ok()["mayPay"], false);

    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_failure(400, "该业务尚未缴费，不能办结");

    // the fee asked must be the charge's, in CNY
    let wrong = json!({ "bizSn": biz_sn, "chargeSn": charge["chargeSn"], "paymentType": "1",
                        "totalFee": "1.00", "currency": "CNY" });
    app.post_json(QR_CODE, Some(&org), &wrong)
        .await
        .assert_failure(400, "支付金额与应缴金额1200.50元不一致");
    let usd = json!({ "bizSn": biz_sn, "chargeSn": charge["chargeSn"], "paymentType": "1",
                      "totalFee": "1200.50", "currency": "USD" });
    app.post_json(QR_CODE, Some(&org), &usd)
        .await
        .assert_failure(400, "仅支持人民币（CNY）支付");
    // another user may not pay it
    let other = json!({ "bizSn": biz_sn, "chargeSn": charge["chargeSn"], "paymentType": "1",
                        "totalFee": "1200.50", "currency": "CNY" });
    app.post_json(QR_CODE, Some(&p.investor), &other)
        .await
        .assert_failure(403, "无权为该业务缴费");

    let first = order_for(&app, &org, &biz_sn).await;
    let first = first.assert_ok().clone();
    let order = first["orderUuid"].as_str().unwrap();
    assert_eq!(order_status(&app, &org, order).await, "NOTPAY");
    // asked again: the same open order, not a second one to pay twice
    let again = order_for(&app, &org, &biz_sn).await;
    assert_eq!(again.assert_ok()["orderUuid"], first["orderUuid"]);
    let page = app
        .get(&page_path(first["codeUrl"].as_str().unwrap()), None)
        .await;
    assert_eq!(page.status, 200);
    assert!(page.body.as_str().unwrap().contains("确认支付 ¥1200.50"));

    pay(&app, &org, &biz_sn).await;
    assert_eq!(order_status(&app, &org, order).await, "SUCCESS");
    let charge = charge_of(&app, &org, &biz_sn).await;
    let charge = charge.assert_ok();
    assert_eq!(charge["payResult"], true);
    assert_eq!(charge["mayPay"], false);
    assert!(charge["transferSn"].as_str().unwrap().starts_with("4200"));
    app.post_json(QR_CODE, Some(&org), &other)
        .await
        .assert_failure(400, "该业务已缴费，请勿重复缴费");

    let done = decide(&app, &p.recheck, &uuid, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved");
}

#[actix_rt::test]
async fn notifications_are_verified_checked_against_the_order_and_idempotent() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let (_, biz_sn) = charged_business(&app, &org, "100.00").await;
    let order = order_for(&app, &org, &biz_sn).await;
    let order = order.assert_ok()["orderUuid"].as_str().unwrap().to_owned();
    let unpaid = |a: Answer| assert_eq!(a.assert_ok()["payStatus"], "0");

    // forged: signed with another key
    notify(&app, &paid(&order, 10000), b"not the gateway's key")
        .await
        .assert_failure(401, "通知验签失败");
    unpaid(charge_of(&app, &org, &biz_sn).await);
    // replayed: a signature older than five minutes
    let body = paid(&order, 10000).to_string();
    let old = signature::sign(
        SIM_KEY.as_bytes(),
        simulator::SERIAL,
        app.clock.now(),
        body.as_bytes(),
    );
    app.clock.advance(signature::FRESHNESS_SECS + 1);
    notify_with(&app, &body, &old)
        .await
        .assert_failure(401, "通知验签失败");
    unpaid(charge_of(&app, &org, &biz_sn).await);
    // signed, but not the order's amount
    notify(&app, &paid(&order, 1), SIM_KEY.as_bytes())
        .await
        .assert_failure(400, "支付金额与订单金额不一致");
    unpaid(charge_of(&app, &org, &biz_sn).await);
    // an order the platform never placed
    notify(&app, &paid("no-such-order", 10000), SIM_KEY.as_bytes())
        .await
        .assert_failure(404, "订单不存在");

    notify(&app, &paid(&order, 10000), SIM_KEY.as_bytes())
        .await
        .assert_ok();
    let charge = charge_of(&app, &org, &biz_sn).await;
    let first = charge.assert_ok().clone();
    assert_eq!(first["payStatus"], "1");
    // repeated, then a late CLOSED: acknowledged, nothing changes
    app.clock.advance(30);
    notify(&app, &paid(&order, 10000), SIM_KEY.as_bytes())
        .await
        .assert_ok();
    let closed = simulator::notification_body(&order, &server::payment::TradeState::Closed);
    notify(&app, &closed, SIM_KEY.as_bytes()).await.assert_ok();
    let charge = charge_of(&app, &org, &biz_sn).await;
    assert_eq!(charge.assert_ok(), &first);
    assert_eq!(order_status(&app, &org, &order).await, "SUCCESS");
}

// spec: 02§7.13
#[actix_rt::test]
async fn an_order_expires_and_a_new_code_is_placed() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let (_, biz_sn) = charged_business(&app, &org, "88.80").await;
    let first = order_for(&app, &org, &biz_sn).await;
    let first = first.assert_ok().clone();
    let order = first["orderUuid"].as_str().unwrap();
    app.clock.advance(1800);
    // signed in again: the access token lives 600 s
    let org = app.access_token("org_demo").await;
    assert_eq!(order_status(&app, &org, order).await, "CLOSED");
    let page = page_path(first["codeUrl"].as_str().unwrap());
    let late = app.post(&page, None).await;
    assert_eq!(late.status, 409);
    assert!(
        late.body.as_str().unwrap().contains("订单已过期")
            || late.body.as_str().unwrap().contains("订单已关闭")
    );
    let second = order_for(&app, &org, &biz_sn).await;
    assert_ne!(second.assert_ok()["orderUuid"], first["orderUuid"]);
    // the unknown order and another tenant's reader
    app.get(&format!("{ORDER}nothing"), Some(&org))
        .await
        .assert_failure(404, "订单不存在");
    let investor = app.access_token("personal_demo").await;
    app.get(&format!("{ORDER}{order}"), Some(&investor))
        .await
        .assert_failure(403, "无权查看该订单");
    charge_of(&app, &investor, &biz_sn)
        .await
        .assert_failure(403, "无权查看该申请");
    charge_of(&app, &org, "550100nothing")
        .await
        .assert_failure(404, "收费记录不存在");
}
