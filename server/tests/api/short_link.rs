//! The short link of a business's voucher page (its QR code): an absolute link to
//! `/process_pdf`, for those who may read the business only. What the voucher reads is tested on
//! its PDF (business_documents.rs).

use serde_json::json;

use crate::helpers::TestApp;
use crate::support::{people, submitted};

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
