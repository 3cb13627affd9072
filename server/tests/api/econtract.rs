//! The pledgee's confirmation of a pledge by electronic contract (issue 21 item 7, 01 §3, §4,
//! §7, §8): a submitted pledge records its pledgee; staff register the pledgee with the
//! provider; the confirmation SMS carries the signing link, not again within three minutes;
//! the pledgee signs (or refuses) on the simulator's page; the signed PDF and the face picture
//! are kept and read by the application's readers only; application/list filters by `ext8`.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{pledgee_infos, sms_outbox};

use crate::effects::pledge_row;
use crate::helpers::TestApp;
use crate::support::{decide, people, position, submit};

const QUERY: &str = "/api/rem-registrationbizweb/eContract/queryPledgeeEContractInfo";
const REGISTER: &str = "/api/rem-registrationmgrweb/eContract/registerEContractUser";
const CONTRACT: &str = "/api/rem-registrationbizweb/eContract/queryEContractInfo";
const SEND: &str = "/api/rem-registrationbizweb/pledgeeInfo/sendConfirmSms?uuid=";
const FACE: &str = "/api/rem-registrationbizweb/pledgeeInfo/getFaceRecPic?uuid=";
const SIGN_URL: &str = "/api/rem-registrationbizweb/getSignMgrUrl?uuid=";
const LIST: &str = "/api/rem-registrationbizweb/application/list";
const MOBILE: &str = "13900000001";

struct Pledge {
    holder: String,
    uuid: String,
    biz_sn: String,
    pledgee: String,
}

/// The demo organisation submits a pledge to 长安银行; answers it with its pledgee row.
async fn pledged(app: &TestApp) -> Pledge {
    let holder = app.access_token("orgholder_demo").await;
    let rows = json!([
        pledge_row("1000000001", "陕西丝路投资管理有限公司", 100),
        pledge_row("1000000001", "陕西丝路投资管理有限公司", 50)
    ]);
    let answer = submit(
        app,
        &holder,
        json!({ "appId": "550008", "formData": { "faceValue": "1", "agreementAmount": "800000", "pledgeList": rows } }),
    )
    .await;
    let data = answer.assert_ok();
    let (uuid, biz_sn) = (
        data["uuid"].as_str().unwrap().to_owned(),
        data["bizSn"].as_str().unwrap().to_owned(),
    );
    let listed = rows_of(app, &holder, &uuid).await;
    let pledgee = listed["records"][0]["uuid"].as_str().unwrap().to_owned();
    Pledge {
        holder,
        uuid,
        biz_sn,
        pledgee,
    }
}

async fn rows_of(app: &TestApp, token: &str, uuid: &str) -> Value {
    app.post_json(QUERY, Some(token), &json!({ "uuid": uuid }))
        .await
        .assert_ok()
        .clone()
}

async fn registered(app: &TestApp, pledge: &Pledge) {
    let staff = app.access_token("staff_first").await;
    let answer = app
        .post_json(
            REGISTER,
            Some(&staff),
            &json!({ "uuid": pledge.pledgee, "mobile": MOBILE }),
        )
        .await;
    assert_eq!(answer.assert_ok()["registered"], true);
}

fn messages(app: &TestApp) -> Vec<String> {
    let mut conn = app.state.pool.get().unwrap();
    sms_outbox::table
        .filter(sms_outbox::phone.eq(MOBILE))
        .order(sms_outbox::sent_at)
        .select(sms_outbox::content)
        .load(&mut conn)
        .unwrap()
}

/// The simulator page's path in the message's link.
fn page_of(message: &str) -> String {
    let at = message.find("/sim/esign/").expect("a signing link");
    message[at..].split_whitespace().next().unwrap().to_owned()
}

async fn sent_link(app: &TestApp, pledge: &Pledge) -> String {
    let sent = app
        .get(&format!("{SEND}{}", pledge.pledgee), Some(&pledge.holder))
        .await;
    sent.assert_ok();
    assert_eq!(sent.msg(), "短信已发送，若未收到短信，请3分钟后重试。");
    page_of(messages(app).last().expect("a message"))
}

async fn listed(app: &TestApp, token: &str, ext8: &str) -> Vec<String> {
    let answer = app
        .post_json(LIST, Some(token), &json!({ "ext8": ext8, "pageSize": 100 }))
        .await;
    answer.assert_ok()["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["bizSn"].as_str().unwrap().to_owned())
        .collect()
}

// spec: 01§7.12
#[actix_rt::test]
async fn a_submitted_pledge_records_each_pledgee_once_waiting() {
    let app = TestApp::spawn().await;
    let pledge = pledged(&app).await;
    let mut conn = app.state.pool.get().unwrap();
    let rows: Vec<(String, String, i32)> = pledgee_infos::table
        .filter(pledgee_infos::application_id.eq(&pledge.uuid))
        .select((
            pledgee_infos::name,
            pledgee_infos::cert_no,
            pledgee_infos::status,
        ))
        .load(&mut conn)
        .unwrap();
    // two pledge rows, one pledgee
    assert_eq!(
        rows,
        [(
            "长安银行股份有限公司".to_owned(),
            "91610000MA6TX0002B".to_owned(),
            0
        )]
    );
    let view = rows_of(&app, &pledge.holder, &pledge.uuid).await;
    assert_eq!(view["ext8"], "0");
    assert_eq!(view["records"][0]["statusName"], "待确认");
    assert_eq!(view["records"][0]["registered"], false);
}

// spec: 01§7.25 01§8.13
#[actix_rt::test]
async fn the_confirmation_sms_needs_a_registered_pledgee_and_waits_three_minutes() {
    let app = TestApp::spawn().await;
    let pledge = pledged(&app).await;
    let first = format!("{SEND}{}", pledge.pledgee);
    app.get(&first, Some(&pledge.holder))
        .await
        .assert_failure(400, "质权人尚未登记电子签约手机号，请联系登记机构办理");
    // only staff register a pledgee, with a mobile number
    app.post_json(
        REGISTER,
        Some(&pledge.holder),
        &json!({ "uuid": pledge.pledgee, "mobile": MOBILE }),
    )
    .await
    .assert_failure(403, "仅登记机构工作人员可办理电子签约登记");
    let staff = app.access_token("staff_first").await;
    app.post_json(
        REGISTER,
        Some(&staff),
        &json!({ "uuid": pledge.pledgee, "mobile": "1390000" }),
    )
    .await
    .assert_failure(400, "请输入正确的手机号码");
    registered(&app, &pledge).await;
    let link = sent_link(&app, &pledge).await;
    assert!(link.starts_with("/sim/esign/"), "{link}");
    let message = messages(&app).pop().unwrap();
    assert!(message.contains(&pledge.biz_sn), "{message}");
    app.get(&first, Some(&pledge.holder))
        .await
        .assert_failure(429, "确认短信已发送，请3分钟后再重新发送");
    assert_eq!(messages(&app).len(), 1);
    app.clock.advance(179);
    app.get(&first, Some(&pledge.holder))
        .await
        .assert_failure(429, "确认短信已发送，请3分钟后再重新发送");
    app.clock.advance(1);
    assert_eq!(
        sent_link(&app, &pledge).await,
        link,
        "the same contract's link"
    );
    assert_eq!(messages(&app).len(), 2);
}

// spec: 01§7.12 01§7.25
#[actix_rt::test]
async fn a_signed_contract_downloads_as_pdf_with_the_face_picture_for_its_readers_only() {
    let app = TestApp::spawn().await;
    let pledge = pledged(&app).await;
    registered(&app, &pledge).await;
    let page = sent_link(&app, &pledge).await;
    let shown = app.get(&page, None).await;
    assert_eq!(shown.status, 200);
    assert!(shown
        .body
        .as_str()
        .unwrap()
        .contains("长安银行股份有限公司"));
    let signed = app.post(&format!("{page}/sign"), None).await;
    assert_eq!(signed.status, 200, "{:?}", signed.body);
    assert!(signed.body.as_str().unwrap().contains("签署成功"));

    let view = rows_of(&app, &pledge.holder, &pledge.uuid).await;
    assert_eq!(view["ext8"], "1");
    let row = &view["records"][0];
    assert_eq!(row["status"], 1);
    assert_eq!(row["hasFacePicture"], true);
    assert_eq!(row["attachments"][0]["attachId"], row["attachId"]);

    let pdf = app
        .fetch(
            CONTRACT,
            Some(&pledge.holder),
            Some(&json!({ "uuid": pledge.pledgee })),
        )
        .await;
    assert_eq!(pdf.status, 200);
    assert!(pdf.bytes.starts_with(b"%PDF"));
    assert_eq!(pdf.header("content-type"), "application/pdf");
    let by_sn = app
        .fetch(
            CONTRACT,
            Some(&pledge.holder),
            Some(&json!({ "bizSn": pledge.biz_sn })),
        )
        .await;
    assert_eq!(by_sn.bytes, pdf.bytes);
    let face = app
        .fetch(
            &format!("{FACE}{}", pledge.pledgee),
            Some(&pledge.holder),
            None,
        )
        .await;
    assert_eq!(face.status, 200);
    assert!(face.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));

    // the staff read it too; another investor reads nothing of it
    let staff = app.access_token("staff_first").await;
    assert!(app
        .fetch(
            CONTRACT,
            Some(&staff),
            Some(&json!({ "uuid": pledge.pledgee }))
        )
        .await
        .bytes
        .starts_with(b"%PDF"));
    let other = people(&app).await.investor;
    app.post_json(QUERY, Some(&other), &json!({ "uuid": pledge.uuid }))
        .await
        .assert_failure(403, "无权查看该申请");
    assert_eq!(
        app.fetch(
            CONTRACT,
            Some(&other),
            Some(&json!({ "uuid": pledge.pledgee }))
        )
        .await
        .status,
        403
    );
    assert_eq!(
        app.fetch(&format!("{FACE}{}", pledge.pledgee), Some(&other), None)
            .await
            .status,
        403
    );
    app.get(&format!("{SEND}{}", pledge.pledgee), Some(&other))
        .await
        .assert_failure(403, "无权查看该申请");

    // answered: no more SMS (past the three minutes, within the session's ten), no second
    // signature
    app.clock.advance(180);
    app.get(&format!("{SEND}{}", pledge.pledgee), Some(&pledge.holder))
        .await
        .assert_failure(400, "质权人已确认");
    assert_eq!(app.post(&format!("{page}/sign"), None).await.status, 409);

    assert!(listed(&app, &pledge.holder, "1")
        .await
        .contains(&pledge.biz_sn));
    assert!(!listed(&app, &pledge.holder, "0")
        .await
        .contains(&pledge.biz_sn));
    app.post_json(LIST, Some(&pledge.holder), &json!({ "ext8": "9" }))
        .await
        .assert_failure(400, "签署状态不正确");
}

#[actix_rt::test]
async fn a_refusal_is_recorded_and_leaves_nothing_to_download() {
    let app = TestApp::spawn().await;
    let pledge = pledged(&app).await;
    registered(&app, &pledge).await;
    assert!(listed(&app, &pledge.holder, "0")
        .await
        .contains(&pledge.biz_sn));
    let url = app
        .get(
            &format!("{SIGN_URL}{}", pledge.pledgee),
            Some(&pledge.holder),
        )
        .await;
    let url = url.assert_ok()["signUrl"].as_str().unwrap().to_owned();
    let page = page_of(&url);
    let refused = app
        .post_raw(
            &format!("{page}/refuse"),
            "application/x-www-form-urlencoded",
            "reason=%E9%87%91%E9%A2%9D%E4%B8%8D%E7%AC%A6".into(),
        )
        .await;
    assert_eq!(refused.status, 200);
    let view = rows_of(&app, &pledge.holder, &pledge.uuid).await;
    assert_eq!(view["ext8"], "2");
    assert_eq!(view["records"][0]["status"], 2);
    assert_eq!(view["records"][0]["refusal"], "金额不符");
    app.post_json(
        CONTRACT,
        Some(&pledge.holder),
        &json!({ "uuid": pledge.pledgee }),
    )
    .await
    .assert_failure(400, "合同尚未签署");
    app.get(&format!("{FACE}{}", pledge.pledgee), Some(&pledge.holder))
        .await
        .assert_failure(400, "质权人尚未签署");
    assert!(listed(&app, &pledge.holder, "2")
        .await
        .contains(&pledge.biz_sn));
    assert!(!listed(&app, &pledge.holder, "0")
        .await
        .contains(&pledge.biz_sn));
}

#[actix_rt::test]
async fn a_pledge_completes_only_once_its_pledgee_confirmed_and_then_sends_no_sms() {
    let app = TestApp::spawn().await;
    let pledge = pledged(&app).await;
    registered(&app, &pledge).await;
    let p = people(&app).await;
    let pledged_before = position(&app, "h-silk-road", "p-100001").1;
    decide(&app, &p.first, &pledge.uuid, "approve", "同意")
        .await
        .assert_ok();
    // the last approval waits for the pledgee: refused, nothing pledged, the task still open
    decide(&app, &p.recheck, &pledge.uuid, "approve", "同意")
        .await
        .assert_failure(400, "质权人尚未确认，不能办结");
    assert_eq!(position(&app, "h-silk-road", "p-100001").1, pledged_before);
    assert_eq!(
        rows_of(&app, &pledge.holder, &pledge.uuid).await["done"],
        false
    );
    // the pledgee signs; nobody reads the rows before the reviewer approves again
    let page = sent_link(&app, &pledge).await;
    assert_eq!(app.post(&format!("{page}/sign"), None).await.status, 200);
    decide(&app, &p.recheck, &pledge.uuid, "approve", "同意")
        .await
        .assert_ok();
    assert_eq!(
        position(&app, "h-silk-road", "p-100001").1,
        pledged_before + 150
    );
    let view = rows_of(&app, &pledge.holder, &pledge.uuid).await;
    assert_eq!(view["done"], true);
    app.clock.advance(180);
    app.get(&format!("{SEND}{}", pledge.pledgee), Some(&pledge.holder))
        .await
        .assert_failure(400, "业务已办结，无需质权人确认");
    assert_eq!(messages(&app).len(), 1);
}

#[actix_rt::test]
async fn a_pledge_its_pledgee_refused_cannot_complete() {
    let app = TestApp::spawn().await;
    let pledge = pledged(&app).await;
    registered(&app, &pledge).await;
    let page = sent_link(&app, &pledge).await;
    let refused = app
        .post_raw(
            &format!("{page}/refuse"),
            "application/x-www-form-urlencoded",
            "reason=%E9%87%91%E9%A2%9D%E4%B8%8D%E7%AC%A6".into(),
        )
        .await;
    assert_eq!(refused.status, 200);
    let p = people(&app).await;
    decide(&app, &p.first, &pledge.uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &pledge.uuid, "approve", "同意")
        .await
        .assert_failure(400, "质权人已拒绝确认，不能办结");
}
