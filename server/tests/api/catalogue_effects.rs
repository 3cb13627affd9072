//! The catalogue's effects as their users meet them afterwards: a showcase puts the enterprise
//! on the public display and ending it takes it off; a registered member may apply for the
//! enterprises it bound; a first certification signs the investor out with its message and the
//! risk assessment then lets them in; an enterprise taken into custody can have it ended.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::samples::{questionnaire, service_form};
use crate::support::{approved, people, submit};

const SHOW_PAGE: &str = "/api/rem-registrationbizweb/companyShowNonds/queryPageInfo";
const QC: &str = "西安秦创智能科技股份有限公司";
const QC_NUMBER: &str = "91610131MA6TX0001A";

async fn on_display(app: &TestApp, name: &str) -> bool {
    let page = app
        .post_json(
            SHOW_PAGE,
            None,
            &json!({ "key": name, "pageNo": 1, "pageSize": 10, "tenantId": "000000" }),
        )
        .await;
    page.assert_ok()["records"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r.to_string().contains(name))
}

fn showcase(name: &str, number: &str) -> Value {
    let mut form = service_form(
        name,
        number,
        json!([{ "serviceType": 2, "serviceStatus": 1,
        "serviceStatusStartDate": "2024-05-20" }]),
    );
    form["showPlate"] = json!("tech");
    json!({ "appId": "550092", "formData": form })
}

#[actix_rt::test]
async fn a_showcase_puts_the_enterprise_on_display_and_ending_it_takes_it_off() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    assert!(!on_display(&app, QC).await);
    let member = app.access_token("member_demo").await;
    approved(&app, &p, &member, showcase(QC, QC_NUMBER))
        .await
        .assert_ok();
    assert!(
        on_display(&app, QC).await,
        "{QC} is not on /companyList 展示"
    );
    // A second application is refused now that it is on display.
    submit(&app, &member, showcase(QC, QC_NUMBER))
        .await
        .assert_failure(400, "企业已存在展示信息，请勿重复发起！");
    // The enterprise ends its display service (550901).
    let org = app.access_token("org_demo").await;
    let end = json!({ "appId": "550901", "formData": service_form(QC, QC_NUMBER, json!([{ "serviceType": 2,
        "serviceStatus": 2, "serviceStatusStartDate": "2024-05-20", "serviceStatusEndDate": "2024-05-30",
        "statusUpdateReason": "协议到期" }])) });
    approved(&app, &p, &org, end).await.assert_ok();
    assert!(!on_display(&app, QC).await, "{QC} is still on display");
}

#[actix_rt::test]
async fn a_registered_member_applies_for_the_enterprises_it_bound() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let member = app.access_token("member_demo").await;
    let (qujiang, number) = ("西安曲江文旅发展有限公司", "91610113MA6TQJ0002");
    submit(&app, &member, showcase(qujiang, number))
        .await
        .assert_failure(
            400,
            "您还未跟该企业绑定合作关系,请联系企业绑定合作关系后再申请!",
        );
    let registration = json!({ "appId": "550012", "formData": { "memberName": "西部汇通证券服务有限公司",
        "memberCode": "M00088", "memberType": "1", "jbrName": "赵强", "jbrPhone": "13800000001",
        "companyList": [{ "companyName": qujiang, "jbrName": "李娜", "jbrPhone": "13800000002", "isSendMsg": 1 }] } });
    approved(&app, &p, &member, registration).await.assert_ok();
    // Bound now; 曲江文旅 registers no product, which the showcase needs.
    submit(&app, &member, showcase(qujiang, number))
        .await
        .assert_failure(400, "该企业尚未登记产品，不能申请展示");
}

// spec: 01§8.5 01§4.5
#[actix_rt::test]
async fn a_first_certification_signs_the_investor_out_and_the_risk_assessment_lets_them_in() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let switch = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder?holderUuid=h-new-org&companyId=c-qinchuang&productId=p-100001";
    let before = app.access_token("orgholder_new").await;
    app.get(switch, Some(&before)).await.assert_ok();
    let certification = json!({ "appId": "550032", "formData": { "orgName": "陕西新程投资有限公司",
        "creditCode": "91610000MA6TXC0009", "legalPerson": "程新", "investorCategory": "3", "netAssets": "5000" } });
    approved(&app, &p, &before, certification).await.assert_ok();
    // The old session is over, with the reason.
    app.get(switch, Some(&before))
        .await
        .assert_failure(401, "首次机构投资者认证后需要重新登录！");
    let after = app.access_token("orgholder_new").await;
    app.get(switch, Some(&after)).await.assert_ok();
    let answers = json!({ "appId": "550091", "formData": questionnaire("2", ["2"; 10]) });
    approved(&app, &p, &after, answers).await.assert_ok();
}

#[actix_rt::test]
async fn an_enterprise_taken_into_custody_can_have_its_custody_ended() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let (name, number) = ("秦岭新材料股份有限公司", "91610000MA6T830001X");
    let registration = json!({ "appId": "550001", "formData": { "name": name, "shortName": "秦岭新材",
        "idType": "11", "idNumber": number, "companyType": "2", "registeredCapital": "1000",
        "registeredAddress": "陕西省西安市高新区科技路48号", "registryDate": "2015-06-18",
        "provinceCityDistrictCode": { "province": "610000", "city": "610100", "district": "610113" },
        "industryCascader": ["C", "C39"], "legalName": "李雷", "legalIdType": "1",
        "legalIdNumber": "610102198001011114", "legalMobile": "13812345678", "jbrName": "韩梅梅",
        "jbrPhoneEnc": "13987654321",
        "productCode": "830001", "faceValue": "1", "totalShares": 1000, "shareHolderList": [{ "organType": "2",
        "holderName": "李雷", "certType": "1", "certificateNo": "610102198001011114", "volume": 1000 }],
        "serviceInformationCsrcs": [{ "serviceType": 1, "serviceStatus": 1, "serviceStatusStartDate": "2024-05-20" }] } });
    approved(&app, &p, &org, registration).await.assert_ok();
    let end = json!({ "appId": "550113", "formData": service_form(name, number, json!([{ "serviceType": 1,
        "serviceStatus": 2, "serviceStatusStartDate": "2024-05-20", "serviceStatusEndDate": "2024-05-30",
        "statusUpdateReason": "协议到期" }])) });
    approved(&app, &p, &org, end.clone()).await.assert_ok();
    // Out of custody: a second ending is refused, and the enterprise can be registered again.
    submit(&app, &org, end)
        .await
        .assert_failure(400, "该企业没有正在进行的托管服务");
}
