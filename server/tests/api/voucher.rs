//! The voucher of a completed business: written from its template with the business serial
//! number, the parties by name, amounts in figures and capital numerals and the chain hash;
//! refused while the business runs and to people it does not concern.

use serde_json::json;

use crate::helpers::TestApp;
use crate::support::{approved, decide, people, submitted};

const VOUCHER: &str = "/api/rem-registrationbizweb/statement/voucher?uuid=";

#[actix_rt::test]
async fn a_completed_transfer_prints_its_parties_volume_and_chain_hash() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let body = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 1000 } });
    let uuid = submitted(&app, &p.investor, body).await;
    app.get(&format!("{VOUCHER}{uuid}"), Some(&p.investor))
        .await
        .assert_failure(400, "流程未办结，暂时无法打印凭证");
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let done = decide(&app, &p.recheck, &uuid, "approve", "同意").await;
    let biz_sn = done.assert_ok()["bizSn"].as_str().unwrap().to_owned();

    let voucher = app
        .get(&format!("{VOUCHER}{uuid}"), Some(&p.investor))
        .await;
    let data = voucher.assert_ok();
    assert_eq!(data["bizSn"], biz_sn);
    let hash = data["chainHash"].as_str().unwrap();
    assert_eq!(hash.len(), 64);
    let html = data["html"].as_str().unwrap();
    for expected in [
        "股份转让业务凭证",
        biz_sn.as_str(),
        hash,
        "区块链存证",
        "2000000001（张伟）",
        "1000000001（陕西丝路投资管理有限公司）",
        "公司回购",
        "1000",
        // 1,000 shares at face value 1
        "1,000.00",
        "壹仟元整",
    ] {
        assert!(html.contains(expected), "the voucher lacks {expected}");
    }
    assert!(
        !html.contains("审批意见"),
        "the reviewers' memo is not part of the voucher"
    );
    // The reviewers may print it; someone it does not concern may not.
    app.get(&format!("{VOUCHER}{uuid}"), Some(&p.recheck))
        .await
        .assert_ok();
    let stranger = app.access_token("org_demo").await;
    app.get(&format!("{VOUCHER}{uuid}"), Some(&stranger))
        .await
        .assert_failure(403, "无权查看该申请");
    app.get(&format!("{VOUCHER}no-such-uuid"), Some(&p.investor))
        .await
        .assert_failure(404, "凭证不存在");
}

#[actix_rt::test]
async fn amounts_print_in_capital_numerals_and_entered_text_is_escaped() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let body = json!({ "appId": "550001", "formData": {
        "name": "陕西秦创新材料股份有限公司", "shortName": "秦创新材", "idType": "11",
        "idNumber": "91610000MA6TQC0099", "companyType": "2", "registeredCapital": "10000000.50",
        "registeredAddress": "<b>西安</b>高新区", "registryDate": "2015-06-18",
        "provinceCityDistrictCode": { "province": "610000", "city": "610100", "district": "610113" },
        "industryCascader": ["C", "C39"], "legalName": "李雷", "legalIdType": "1",
        "legalIdNumber": "610102198001011114", "legalMobile": "13812345678", "jbrName": "韩梅梅",
        "jbrPhoneEnc": "13987654321", "productCode": "200123", "faceValue": "1", "totalShares": 1000,
        "shareHolderList": [{ "organType": "2", "holderName": "李雷", "certType": "1",
            "certificateNo": "610102198001011114", "volume": 1000 }] } });
    let done = approved(&app, &p, &org, body).await;
    let uuid = done.assert_ok()["uuid"].as_str().unwrap().to_owned();
    let voucher = app.get(&format!("{VOUCHER}{uuid}"), Some(&org)).await;
    let html = voucher.assert_ok()["html"].as_str().unwrap().to_owned();
    assert!(
        html.contains("10,000,000.50"),
        "figures with thousands separators"
    );
    assert!(html.contains("壹仟万元伍角"), "capital numerals");
    assert!(
        html.contains("&lt;b&gt;西安&lt;/b&gt;高新区"),
        "entered text is escaped"
    );
    assert!(!html.contains("<b>西安"));
    assert!(
        html.contains("股东名册") && html.contains("李雷"),
        "the register's rows"
    );
    assert!(
        html.contains("统一社会信用代码"),
        "dictionary values by their labels"
    );
    assert!(
        html.contains("陕西省 西安市 雁塔区"),
        "an area by its regions' names"
    );
}

#[actix_rt::test]
async fn the_short_link_of_a_business_leads_to_its_voucher_for_those_who_may_read_it() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let body = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 1000 } });
    let uuid = submitted(&app, &p.investor, body).await;
    const LINK: &str = "/api/rem-registrationbizweb/statement/shortLink?uuid=";

    let answer = app.get(&format!("{LINK}{uuid}"), Some(&p.investor)).await;
    let data = answer.assert_ok();
    let link = data["shortLink"].as_str().unwrap();
    assert!(
        link.starts_with("http"),
        "an absolute link a phone can open: {link}"
    );
    assert!(
        link.ends_with(&format!("/process_pdf?uuid={uuid}")),
        "{link}"
    );

    let stranger = app.access_token("org_demo").await;
    app.get(&format!("{LINK}{uuid}"), Some(&stranger))
        .await
        .assert_failure(403, "无权查看该申请");
    app.get(&format!("{LINK}no-such-uuid"), Some(&p.investor))
        .await
        .assert_failure(404, "申请不存在");
}
