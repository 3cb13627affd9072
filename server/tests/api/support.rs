//! What the lifecycle and effect tests share: submitting, deciding, the demo people, and
//! reading the register.

use serde_json::{json, Value};
use server::models::position::Position;

use crate::helpers::{Answer, TestApp};

pub const SUBMIT: &str = "/api/rem-registrationbizweb/application/submit";
pub const COMPLETE: &str = "/api/rem-registrationbizweb/taskItem/complete";

pub fn volume(app: &TestApp, account: &str, product: &str) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    Position::find(&mut conn, account, product)
        .unwrap()
        .map_or(0, |p| p.volume)
}

pub fn total(app: &TestApp, product: &str) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    Position::total(&mut conn, product).unwrap()
}

/// The submit body of a share transfer (550004) of `volume` shares of 100001 from 张伟's
/// account 2000000001 to 丝路's 1000000001.
pub fn share_transfer(volume: i64) -> Value {
    json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
            "accountNumberOut": "2000000001", "accountNumberIn": "1000000001",
            "transferVolume": volume } })
}

pub async fn submit(app: &TestApp, token: &str, body: Value) -> Answer {
    app.post_json(SUBMIT, Some(token), &body).await
}

/// Submits an application and answers its uuid.
pub async fn submitted(app: &TestApp, token: &str, body: Value) -> String {
    submit(app, token, body).await.assert_ok()["uuid"]
        .as_str()
        .unwrap()
        .to_owned()
}

pub async fn decide(app: &TestApp, token: &str, uuid: &str, action: &str, memo: &str) -> Answer {
    app.post_json(
        COMPLETE,
        Some(token),
        &json!({ "uuid": uuid, "action": action, "memo": memo }),
    )
    .await
}

pub struct People {
    pub investor: String,
    pub first: String,
    pub recheck: String,
}

pub async fn people(app: &TestApp) -> People {
    People {
        investor: app.access_token("personal_demo").await,
        first: app.access_token("staff_first").await,
        recheck: app.access_token("staff_recheck").await,
    }
}

/// Submits an application and has both reviewers approve it (a pledge's pledgees confirm it
/// first); answers the last answer.
pub async fn approved(app: &TestApp, p: &People, applicant: &str, body: Value) -> Answer {
    let uuid = submitted(app, applicant, body).await;
    confirm_pledgees(app, &uuid).await;
    decide(app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(app, &p.recheck, &uuid, "approve", "同意").await
}

/// The sum of a product's pledged and frozen volumes over every account.
pub fn encumbered(app: &TestApp, product: &str) -> (i64, i64) {
    use diesel::prelude::*;
    use server::schema::positions;
    let mut conn = app.state.pool.get().unwrap();
    let rows: Vec<(i64, i64)> = positions::table
        .filter(positions::product_id.eq(product))
        .select((positions::pledged, positions::frozen))
        .load(&mut conn)
        .unwrap();
    rows.iter().fold((0, 0), |(p, f), (a, b)| (p + a, f + b))
}

/// One account's position of a product: (volume, pledged, frozen).
pub fn position(app: &TestApp, account: &str, product: &str) -> (i64, i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    Position::find(&mut conn, account, product)
        .unwrap()
        .map_or((0, 0, 0), |p| (p.volume, p.pledged, p.frozen))
}

/// The field errors of a refusal (400) as (field, message).
pub fn field_errors(answer: &Answer) -> Vec<(String, String)> {
    assert_eq!(answer.status, 400, "{}", answer.body);
    answer.data()["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("no field errors: {}", answer.body))
        .iter()
        .map(|e| {
            let text = |k: &str| e[k].as_str().unwrap().to_owned();
            (text("field"), text("message"))
        })
        .collect()
}

pub const CHARGE_BY_BIZ_SN: &str =
    "/api/rem-registrationbizweb/statementExpense/detailByBizSn?bizSn=";
pub const QR_CODE: &str = "/api/rem-trade/payment/wx/qrCode";

/// The charge detail of a business.
pub async fn charge_of(app: &TestApp, token: &str, biz_sn: &str) -> Answer {
    app.get(&format!("{CHARGE_BY_BIZ_SN}{biz_sn}"), Some(token))
        .await
}

/// Places a WeChat order for the business's whole charge; answers the qrCode answer.
pub async fn order_for(app: &TestApp, token: &str, biz_sn: &str) -> Answer {
    let charge = charge_of(app, token, biz_sn).await;
    let charge = charge.assert_ok();
    app.post_json(
        QR_CODE,
        Some(token),
        &json!({ "bizSn": biz_sn, "chargeSn": charge["chargeSn"], "paymentType": "1",
                 "tradeType": "NATIVE", "title": charge["businessTypeName"],
                 "totalFee": charge["realAmount"], "currency": "CNY",
                 "payUserName": "付款人", "payUserMobile": "13800000000" }),
    )
    .await
}

/// The path of the simulator's page a QR code's URL names.
pub fn page_path(code_url: &str) -> String {
    let at = code_url.find("/sim/pay/").expect("a simulator page");
    code_url[at..].to_owned()
}

/// Pays the business's charge as its payer would: a QR code, the simulator's page, its
/// 确认支付; then waits for the simulator's notification to reach the platform.
pub async fn pay(app: &TestApp, token: &str, biz_sn: &str) {
    let order = order_for(app, token, biz_sn).await;
    let page = page_path(order.assert_ok()["codeUrl"].as_str().unwrap());
    pay_on_page(app, token, biz_sn, &page).await;
}

/// Presses 确认支付 on a simulator page and waits for the notification to reach the platform.
pub async fn pay_on_page(app: &TestApp, token: &str, biz_sn: &str, page: &str) {
    let paid = app.post(page, None).await;
    assert_eq!(paid.status, 200, "{:?}", paid.body);
    for _ in 0..100 {
        if charge_of(app, token, biz_sn).await.assert_ok()["payStatus"] == "1" {
            return;
        }
        actix_rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the payment notification never reached the platform");
}

/// The code in the last text the number received (the shipped SMS sender's outbox).
pub fn sms_code_received(app: &TestApp, phone: &str) -> String {
    use diesel::prelude::*;
    use server::schema::sms_outbox;
    let mut conn = app.state.pool.get().unwrap();
    let content: String = sms_outbox::table
        .filter(sms_outbox::phone.eq(phone))
        .order(sms_outbox::sent_at.desc())
        .select(sms_outbox::content)
        .first(&mut conn)
        .unwrap();
    let digits: String = content
        .split("验证码为")
        .nth(1)
        .unwrap()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    assert_eq!(digits.len(), 6, "{content}");
    digits
}

/// Every waiting pledgee of the application signs its confirmation as a pledgee would: staff
/// register it with the e-signature provider, it opens the signing page and signs. Nothing for
/// an application without pledgees.
pub async fn confirm_pledgees(app: &TestApp, uuid: &str) {
    use diesel::prelude::*;
    use server::schema::pledgee_infos;
    let waiting: Vec<String> = {
        let mut conn = app.state.pool.get().unwrap();
        pledgee_infos::table
            .filter(pledgee_infos::application_id.eq(uuid))
            .filter(pledgee_infos::status.eq(0))
            .select(pledgee_infos::id)
            .load(&mut conn)
            .unwrap()
    };
    if waiting.is_empty() {
        return;
    }
    let staff = app.access_token("staff_first").await;
    for pledgee in &waiting {
        app.post_json(
            "/api/rem-registrationmgrweb/eContract/registerEContractUser",
            Some(&staff),
            &json!({ "uuid": pledgee, "mobile": "13900000009" }),
        )
        .await
        .assert_ok();
        let url = app
            .get(
                &format!("/api/rem-registrationbizweb/getSignMgrUrl?uuid={pledgee}"),
                Some(&staff),
            )
            .await;
        let url = url.assert_ok()["signUrl"].as_str().unwrap().to_owned();
        let page = &url[url.find("/sim/esign/").expect("a signing page")..];
        let signed = app.post(&format!("{page}/sign"), None).await;
        assert_eq!(signed.status, 200, "{:?}", signed.body);
    }
}
