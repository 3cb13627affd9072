//! Fail early (issue 15): an application the spec's rules refuse, or one the register would
//! refuse at its final review, is refused at submit, with the message at its field, and
//! nothing is written.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::applications;

use crate::helpers::{Answer, TestApp};
use crate::samples::*;
use crate::support::{field_errors, position, submit};

fn applications(app: &TestApp) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    applications::table.count().get_result(&mut conn).unwrap()
}

async fn refused(app: &TestApp, who: &str, app_id: &str, form: Value) -> Answer {
    let token = app.access_token(who).await;
    let before = applications(app);
    let answer = submit(app, &token, json!({ "appId": app_id, "formData": form })).await;
    assert_eq!(
        applications(app),
        before,
        "nothing is written: {}",
        answer.body
    );
    answer
}

// spec: 02§5.1 02§5.15
#[actix_rt::test]
async fn an_empty_showcase_application_is_refused_with_the_spec_s_messages() {
    let app = TestApp::spawn().await;
    for who in ["member_demo", "org_demo"] {
        let answer = refused(&app, who, "550092", json!({})).await;
        let errors = field_errors(&answer);
        for expected in [
            ("name", "此项为必填项！"),
            ("idType", "请选择证件类型"),
            ("idNumber", "请填写证件号码！"),
            ("showPlate", "请选择展示板块"),
        ] {
            assert!(
                errors.contains(&(expected.0.into(), expected.1.into())),
                "{who}: {expected:?} in {errors:?}"
            );
        }
        assert_eq!(answer.msg(), "【企业名称】此项为必填项！");
    }
}

// spec: 01§5.9 01§5.10
#[actix_rt::test]
async fn an_investor_registration_checks_the_id_number_by_its_type_the_mobile_and_the_name() {
    let app = TestApp::spawn().await;
    let form = |id_type: &str, number: &str, mobile: &str| {
        json!({ "holderName": "李华", "organType": "2", "idType": id_type,
                "idNumber": number, "mobile": mobile })
    };
    let bad_checksum = refused(
        &app,
        "personal_demo",
        "550130",
        form("1", "110105194912310021", "13800138000"),
    )
    .await;
    assert_eq!(
        field_errors(&bad_checksum),
        [("idNumber".into(), "请输入正确的身份证号码".into())]
    );
    assert_eq!(bad_checksum.msg(), "【证件号码】请输入正确的身份证号码");
    let mobile = refused(
        &app,
        "personal_demo",
        "550130",
        form("1", "11010519491231002X", "1380013800"),
    )
    .await;
    assert_eq!(
        field_errors(&mobile),
        [("mobile".into(), "手机号码长度不为11位".into())]
    );
    let empty = refused(&app, "personal_demo", "550130", json!({})).await;
    let errors = field_errors(&empty);
    assert!(
        errors.contains(&("holderName".into(), "此项为必填项！".into())),
        "{errors:?}"
    );
    assert!(
        errors.contains(&("idNumber".into(), "请填写证件号码！".into())),
        "{errors:?}"
    );
    assert!(
        errors.contains(&("organType".into(), "请选择主体类型".into())),
        "{errors:?}"
    );
    // A passport number is a certificate number, never checked as a citizen id.
    let token = app.access_token("personal_demo").await;
    let passport = form("2", "E12345678", "13800138000");
    submit(
        &app,
        &token,
        json!({ "appId": "550130", "formData": passport }),
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn a_negative_volume_is_refused_never_changed() {
    let app = TestApp::spawn().await;
    let mut form = transfer_form(SILK_ROAD, ZHANG_WEI, "100001", json!(-5));
    form["transfersType"] = json!("2");
    let answer = refused(&app, "orgholder_demo", "550004", form).await;
    assert_eq!(
        field_errors(&answer),
        [("transferVolume".into(), "请输入正整数".into())]
    );
}

#[actix_rt::test]
async fn what_the_register_would_refuse_is_refused_at_submit_at_its_field() {
    let app = TestApp::spawn().await;
    let transfer = |out: &str, into: &str, code: &str, volume: i64| {
        let mut form = transfer_form(out, into, code, json!(volume));
        form["transfersType"] = json!("2");
        form
    };
    let before = position(&app, "h-silk-road", "p-100001");
    // 丝路 holds 500 000 of which 100 000 are pledged: 400 000 free.
    let overdraft = refused(
        &app,
        "orgholder_demo",
        "550004",
        transfer(SILK_ROAD, ZHANG_WEI, "100001", 400_001),
    )
    .await;
    assert_eq!(
        field_errors(&overdraft),
        [(
            "transferVolume".into(),
            "转出方可用数量不足：可用400000股，申请转让400001股".into()
        )]
    );
    assert_eq!(
        position(&app, "h-silk-road", "p-100001"),
        before,
        "nothing moved"
    );
    let unknown_account = refused(
        &app,
        "orgholder_demo",
        "550004",
        transfer(SILK_ROAD, "2999999999", "100001", 10),
    )
    .await;
    assert_eq!(
        field_errors(&unknown_account),
        [(
            "accountNumberIn".into(),
            "转入方登记账号2999999999不存在".into()
        )]
    );
    let unknown_product = refused(
        &app,
        "orgholder_demo",
        "550004",
        transfer(SILK_ROAD, ZHANG_WEI, "999999", 10),
    )
    .await;
    assert_eq!(
        field_errors(&unknown_product),
        [("productCode".into(), "产品代码999999不存在".into())]
    );
    // A pledge beyond the free volume, at its row's volume.
    let mut pledge = pledge_form(SILK_ROAD, "陕西丝路投资管理有限公司", "100001");
    pledge["pledgeList"][0]["pledgeShares"] = json!(400_001);
    let answer = refused(&app, "orgholder_demo", "550008", pledge).await;
    let errors = field_errors(&answer);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].0, "pledgeList/0/pledgeShares");
    assert!(
        errors[0].1.contains("可质押数量不足：可用400000股"),
        "{errors:?}"
    );
}
