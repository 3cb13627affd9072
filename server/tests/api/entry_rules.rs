//! The entry rules of 02 §4 and §8, run on the context the server builds for the demo users
//! (not a hand-written one): certification first, the showcase's cooperation and standing, the
//! specialised-new board's standing and switches, the listed-company block. Each refusal is
//! the spec's message and writes nothing.

use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp};
use crate::samples::{
    capital_form, citizen_id, questionnaire, service_form, transfer_form, FOUNDERS_QC, SILK_ROAD,
    ZHANG_WEI,
};
use crate::support::submit;

const SWITCH: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";
const QC: &str = "西安秦创智能科技股份有限公司";

async fn as_holder(app: &TestApp, who: &str, holder: &str) -> String {
    let token = app.access_token(who).await;
    app.get(&format!("{SWITCH}?{holder}"), Some(&token))
        .await
        .assert_ok();
    token
}

async fn apply(app: &TestApp, token: &str, app_id: &str, form: Value) -> Answer {
    submit(app, token, json!({ "appId": app_id, "formData": form })).await
}

fn sql(app: &TestApp, statement: &str) {
    use diesel::RunQueryDsl;
    let mut conn = app.state.pool.get().unwrap();
    diesel::sql_query(statement).execute(&mut conn).unwrap();
}

fn showcase(name: &str, id_number: &str) -> Value {
    let mut form = service_form(
        name,
        id_number,
        json!([{ "serviceType": 2, "serviceStatus": 1,
        "serviceStatusStartDate": "2024-05-20" }]),
    );
    form["showPlate"] = json!("tech");
    form
}

/// The name and certificate number of the first enterprise of the demo register matching `filter`.
fn company(app: &TestApp, filter: &str) -> (String, String) {
    use diesel::{sql_types::Text, QueryableByName, RunQueryDsl};
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = Text)]
        name: String,
        #[diesel(sql_type = Text)]
        id_number: String,
    }
    let mut conn = app.state.pool.get().unwrap();
    let row: Row = diesel::sql_query(format!(
        "SELECT c.name, c.id_number FROM companies c WHERE c.tenant_id = '000000' \
         AND c.id_number IS NOT NULL AND {filter} ORDER BY c.id LIMIT 1"
    ))
    .get_result(&mut conn)
    .unwrap();
    (row.name, row.id_number)
}

// spec: 02§8.12 02§4.12
#[actix_rt::test]
async fn an_organisation_investor_is_sent_to_certify_first_and_a_certified_one_passes() {
    let app = TestApp::spawn().await;
    let new = as_holder(
        &app,
        "orgholder_new",
        "holderUuid=h-new-org&companyId=c-qinchuang&productId=p-100001",
    )
    .await;
    for app_id in ["550091", "550026"] {
        let refused = apply(&app, &new, app_id, questionnaire("2", ["2"; 10])).await;
        refused.assert_failure(400, "未进行机构投资者认证，请先进行机构投资者认证");
        assert_eq!(refused.data()["redirectAppId"], "550032", "{app_id}");
    }
    let certified = as_holder(
        &app,
        "orgholder_demo",
        "holderUuid=h-silk-road&companyId=c-qinchuang&productId=p-100001",
    )
    .await;
    apply(&app, &certified, "550091", questionnaire("2", ["2"; 10]))
        .await
        .assert_ok();
}

// spec: 02§8.12 02§4.12
#[actix_rt::test]
async fn a_product_holder_without_product_certification_is_sent_to_550138() {
    let app = TestApp::spawn().await;
    let new = as_holder(
        &app,
        "product_new",
        "holderUuid=h-fund-new&companyId=c-qinchuang&productId=p-100001",
    )
    .await;
    let refused = apply(&app, &new, "550091", questionnaire("2", ["2"; 10])).await;
    refused.assert_failure(400, "未进行产品认证，请先进行产品认证");
    assert_eq!(refused.data()["redirectAppId"], "550138");
    let certified = as_holder(
        &app,
        "product_demo",
        "holderUuid=h-fund-1&companyId=c-qinchuang&productId=p-fund-1",
    )
    .await;
    apply(&app, &certified, "550091", questionnaire("2", ["2"; 10]))
        .await
        .assert_ok();
}

// spec: 02§8.14 02§4.11
#[actix_rt::test]
async fn a_member_applies_for_a_showcase_only_with_a_cooperation_binding() {
    let app = TestApp::spawn().await;
    let member = app.access_token("member_demo").await;
    apply(
        &app,
        &member,
        "550092",
        showcase("西安曲江文旅发展有限公司", "91610113MA6TQJ0002"),
    )
    .await
    .assert_failure(
        400,
        "您还未跟该企业绑定合作关系,请联系企业绑定合作关系后再申请!",
    );
    apply(&app, &member, "550092", showcase(QC, "91610131MA6TX0001A"))
        .await
        .assert_ok();
}

// spec: 02§8.13 02§4.11
#[actix_rt::test]
async fn an_enterprise_already_on_display_cannot_apply_for_the_showcase_again() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let (name, number) = company(
        &app,
        "EXISTS (SELECT 1 FROM company_shows s WHERE s.company_id = c.id)",
    );
    apply(&app, &staff, "550092", showcase(&name, &number))
        .await
        .assert_failure(400, "企业已存在展示信息，请勿重复发起！");
}

// spec: 02§8.15 02§8.16 02§4.9 02§4.11
#[actix_rt::test]
async fn the_specialised_new_board_refuses_a_member_of_the_board_and_asks_custody_or_listing_first()
{
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let entry = |(name, number): (String, String)| {
        json!({ "name": name, "idType": "11", "idNumber": number, "corporateCredit": "5", "conformsCompany": "1",
                "serviceInformationCsrcs": [{ "serviceType": 3, "serviceStatus": 1, "serviceStatusStartDate": "2024-05-20" }] })
    };
    let on_board = company(&app, "c.specialised_level IS NOT NULL");
    apply(&app, &staff, "550200", entry(on_board))
        .await
        .assert_failure(400, "该企业已入板，请重新选择");
    // Not in custody: custody first (the tenant's default).
    let org = app.access_token("org_demo").await;
    let qc = (QC.to_owned(), "91610131MA6TX0001A".to_owned());
    apply(&app, &org, "550200", entry(qc.clone()))
        .await
        .assert_failure(400, "企业需要先托管再办理专精特新入板业务！");
    // The tenant asks for listing too: a custodied enterprise that is not listed is refused.
    sql(&app, "INSERT INTO param_biz (id, tenant_id, param_key, param_value, param_name) \
               VALUES ('t-need-listing', '000000', 'hitech.needListing', '1', '专精特新入板需先挂牌')");
    let custodied = company(
        &app,
        "c.custody_date IS NOT NULL AND c.specialised_level IS NULL \
        AND NOT EXISTS (SELECT 1 FROM company_listings l WHERE l.company_id = c.id)",
    );
    apply(&app, &staff, "550200", entry(custodied))
        .await
        .assert_failure(400, "企业需要先挂牌再办理专精特新入板业务！");
}

/// Opening a saved draft runs the entry rules on the draft's enterprise, as its submit will:
/// staff (no enterprise of their own) open their 550200 draft for an enterprise in custody,
/// while a new form, naming none yet, is judged on theirs.
#[actix_rt::test]
async fn a_saved_draft_opens_with_the_entry_rules_run_on_its_own_enterprise() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let form = |(name, number): (String, String)| json!({ "name": name, "idType": "11", "idNumber": number });
    let open = |uuid: &str| {
        format!("/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550200&nodeId=apply&uuid={uuid}")
    };
    let save = |token: String, form: Value| {
        let app = &app;
        async move {
            let saved = app
                .post_json(
                    "/api/rem-registrationbizweb/application/save",
                    Some(&token),
                    &json!({ "appId": "550200", "formData": form }),
                )
                .await;
            saved.assert_ok()["uuid"].as_str().unwrap().to_owned()
        }
    };
    let custodied = company(
        &app,
        "c.custody_date IS NOT NULL AND c.specialised_level IS NULL",
    );
    let uuid = save(staff.clone(), form(custodied)).await;
    let opened = app.get(&open(&uuid), Some(&staff)).await;
    assert_eq!(opened.assert_ok()["appId"], "550200");
    // a new one, naming no enterprise yet, is judged on the opener's (staff have none)
    app.get(
        "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550200&nodeId=apply",
        Some(&staff),
    )
    .await
    .assert_failure(400, "企业需要先托管再办理专精特新入板业务！");
}

// spec: 02§8.19 02§4.13
#[actix_rt::test]
async fn a_listed_enterprise_s_own_accounts_handle_share_changes_at_the_counter() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    // Before listing, the enterprise increases its capital itself.
    apply(
        &app,
        &org,
        "550002",
        capital_form("100001", ZHANG_WEI, "张伟", 10),
    )
    .await
    .assert_ok();
    sql(
        &app,
        "INSERT INTO company_listings (company_id, tenant_id, list_code, listing_date, sector_id) \
               VALUES ('c-qinchuang', '000000', 'L100001', '2024-01-02', 'sec-growth')",
    );
    apply(
        &app,
        &org,
        "550002",
        capital_form("100001", ZHANG_WEI, "张伟", 10),
    )
    .await
    .assert_failure(400, "贵企业已挂牌，需到柜台端办理份额调增业务");
    apply(
        &app,
        &org,
        "550003",
        capital_form("100001", FOUNDERS_QC, "西安秦创控股有限公司", 10),
    )
    .await
    .assert_failure(400, "贵企业已挂牌，需到柜台端办理份额调减业务");
    // An investor whose current account is in the listed enterprise's register.
    let investor = as_holder(
        &app,
        "personal_demo",
        "holderUuid=h-zhangwei-1&companyId=c-qinchuang&productId=p-100001",
    )
    .await;
    apply(
        &app,
        &investor,
        "550004",
        transfer_form(ZHANG_WEI, SILK_ROAD, "100001", json!(10)),
    )
    .await
    .assert_failure(400, "贵企业已挂牌，需到柜台端办理份额过户业务");
    // Staff at the counter are not blocked.
    let staff = app.access_token("admin").await;
    apply(
        &app,
        &staff,
        "550002",
        capital_form("100001", ZHANG_WEI, "张伟", 10),
    )
    .await
    .assert_ok();
}

#[actix_rt::test]
async fn a_submit_from_the_to_do_list_says_so_in_the_context_the_rules_see() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let mut sources = Vec::new();
    for source in [Some("todo"), None] {
        let mut body = json!({ "appId": "550115", "formData": { "projectName": "咨询" } });
        if let Some(source) = source {
            body["source"] = json!(source);
        }
        let uuid = submit(&app, &investor, body).await.assert_ok()["uuid"]
            .as_str()
            .unwrap()
            .to_owned();
        let mut conn = app.state.pool.get().unwrap();
        let steps = server::lifecycle::steps::of(&mut conn, &uuid).unwrap();
        sources.push(steps.last().unwrap().ctx.get("source").cloned());
    }
    assert_eq!(sources, [Some(json!("todo")), None]);
    let refused = submit(
        &app,
        &investor,
        json!({ "appId": "550115", "source": "email",
        "formData": { "projectName": "咨询" } }),
    )
    .await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);
}

#[actix_rt::test]
async fn a_transfer_business_fixes_its_kind_and_refuses_another() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let mut gift = transfer_form(ZHANG_WEI, SILK_ROAD, "100001", json!(10));
    let refused = apply(&app, &investor, "550005", gift.clone()).await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);
    assert_eq!(refused.data()["errors"][0]["field"], "transfersType");
    gift["transfersType"] = json!("5");
    apply(&app, &investor, "550005", gift).await.assert_ok();
}

#[actix_rt::test]
async fn an_investor_opens_only_the_kind_of_account_they_registered_as_and_staff_any() {
    let app = TestApp::spawn().await;
    let institution = json!({ "holderName": "陕西新锐投资有限公司", "organType": "1", "idType": "11",
        "idNumber": "91610000MA6T8X0012", "address": "陕西省西安市高新区锦业路1号", "legalName": "赵敏",
        "legalIdType": "1", "legalIdNumber": citizen_id("61010219800101123"), "contactName": "钱进",
        "mobile": "13800138000" });
    let product = json!({ "holderName": "秦岭价值三号私募基金", "organType": "3", "idType": "21",
        "idNumber": "SXY123" });
    let person = app.access_token("personal_demo").await;
    apply(&app, &person, "550131", institution.clone())
        .await
        .assert_failure(400, "个人投资者账号不能办理机构投资者登记");
    apply(&app, &person, "550132", product.clone())
        .await
        .assert_failure(400, "个人投资者账号不能办理产品投资者登记");
    let manager = app.access_token("product_demo").await;
    apply(&app, &manager, "550131", institution.clone())
        .await
        .assert_failure(400, "产品投资者账号不能办理机构投资者登记");
    let organisation = app.access_token("orgholder_demo").await;
    apply(
        &app,
        &organisation,
        "550130",
        json!({ "holderName": "李华" }),
    )
    .await
    .assert_failure(400, "机构投资者账号不能办理个人投资者登记");
    // staff acting for an investor open any kind
    let staff = app.access_token("admin").await;
    apply(&app, &staff, "550131", institution).await.assert_ok();
}
