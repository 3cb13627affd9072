//! The register effects of spec 02/03, over HTTP on both backends: company registration and
//! custody, share pledge, judicial freeze and risk assessment, each with its refusals, and the
//! product totals they conserve.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{companies, freezes, holder_accounts, notices, pledges, products};

use crate::helpers::TestApp;
use crate::support::{
    approved, confirm_pledgees, decide, encumbered, people, position, submit, submitted, total,
};

const RESULTS: &str =
    "/api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion?accountNumber=";

fn file() -> Value {
    json!([{ "attachId": "f-1", "originalName": "材料.pdf" }])
}

fn holder(organ: &str, name: &str, cert: &str, volume: i64) -> Value {
    json!({ "organType": organ, "holderName": name, "certType": if organ == "1" { "11" } else { "1" },
            "certificateNo": cert, "volume": volume })
}

fn registration(name: &str, code: &str, holders: Value) -> Value {
    let total: i64 = holders
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["volume"].as_i64().unwrap())
        .sum();
    json!({ "appId": "550001", "formData": {
        "name": name, "shortName": "秦创新材", "idType": "11", "idNumber": format!("91610000MA6T{code}X"),
        "companyType": "2", "registeredCapital": "10000000.50", "productCode": code, "faceValue": "1",
        "registeredAddress": "陕西省西安市高新区科技路48号", "registryDate": "2015-06-18",
        "provinceCityDistrictCode": { "province": "610000", "city": "610100", "district": "610113" },
        "industryCascader": ["C", "C39"], "legalName": "李雷", "legalIdType": "1",
        "legalIdNumber": "610102198001011114", "legalMobile": "13812345678", "jbrName": "韩梅梅",
        "jbrPhoneEnc": "13987654321", "totalShares": total, "shareHolderList": holders } })
}

fn product_of(app: &TestApp, code: &str) -> (String, i64) {
    let mut conn = app.state.pool.get().unwrap();
    products::table
        .filter(products::product_code.eq(code))
        .select((products::id, products::total_shares))
        .first(&mut conn)
        .unwrap()
}

fn account_by_cert(app: &TestApp, cert: &str) -> (String, String, bool) {
    let mut conn = app.state.pool.get().unwrap();
    holder_accounts::table
        .filter(holder_accounts::certificate_no.eq(cert))
        .select((
            holder_accounts::uuid,
            holder_accounts::account_number,
            holder_accounts::rights_confirmed,
        ))
        .first(&mut conn)
        .unwrap()
}

#[actix_rt::test]
async fn a_registration_takes_the_company_its_product_and_its_register_into_custody() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let holders = json!([
        holder("2", "李雷", "610102198001011114", 600_000),
        holder("1", "陕西秦创投资有限公司", "91610000MA6TQC0001", 300_000),
        // The same holder again: one account with both volumes.
        holder("2", "李雷", "610102198001011114", 50_000),
        // A holder who already has an account (张伟, 2000000001) names it.
        json!({ "organType": "2", "holderName": "张伟", "certType": "1", "certificateNo": "610102199001011231",
                "accountNumber": "2000000001", "volume": 50_000 }),
    ]);
    let done = approved(
        &app,
        &p,
        &org,
        registration("陕西秦创新材料股份有限公司", "200123", holders),
    )
    .await;
    assert_eq!(done.assert_ok()["status"], "approved");

    let (product, total_shares) = product_of(&app, "200123");
    assert_eq!(total_shares, 1_000_000);
    assert_eq!(
        total(&app, &product),
        1_000_000,
        "the register adds up to the total"
    );
    let (li_lei, number, confirmed) = account_by_cert(&app, "610102198001011114");
    assert_eq!(position(&app, &li_lei, &product), (650_000, 0, 0));
    assert!(number.starts_with('2') && number.len() == 10, "{number}");
    assert!(!confirmed, "a new holder's rights wait for confirmation");
    let (org_holder, org_number, _) = account_by_cert(&app, "91610000MA6TQC0001");
    assert!(org_number.starts_with('1'), "{org_number}");
    assert_eq!(position(&app, &org_holder, &product).0, 300_000);
    assert_eq!(position(&app, "h-zhangwei-1", &product).0, 50_000);

    let mut conn = app.state.pool.get().unwrap();
    let (custody, capital, company_id): (Option<String>, Option<i64>, String) = companies::table
        .filter(companies::name.eq("陕西秦创新材料股份有限公司"))
        .select((
            companies::custody_date,
            companies::registered_capital_fen,
            companies::id,
        ))
        .first(&mut conn)
        .unwrap();
    assert!(custody.is_some());
    assert_eq!(
        capital,
        Some(1_000_000_050),
        "registered capital in exact fen"
    );
    drop(conn);
    // The enterprise user who registered it may now switch to it.
    let mine = app
        .get(
            "/api/rem-registrationbizweb/user/queryAllRefCompany",
            Some(&org),
        )
        .await;
    let bound = mine.assert_ok().to_string();
    assert!(bound.contains(&company_id), "{bound}");
}

// spec: 02§8.17
#[actix_rt::test]
async fn a_company_already_in_custody_is_refused_with_its_name_and_certificate() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let holders = || json!([holder("2", "李雷", "610102198001011114", 1000)]);
    let name = "陕西秦创新材料股份有限公司";
    // Two registrations of the same enterprise wait for review at once.
    let first = submitted(&app, &org, registration(name, "200123", holders())).await;
    let second = submitted(&app, &org, registration(name, "200124", holders())).await;
    for uuid in [&first, &second] {
        decide(&app, &p.first, uuid, "approve", "同意")
            .await
            .assert_ok();
    }
    decide(&app, &p.recheck, &first, "approve", "同意")
        .await
        .assert_ok();
    let message =
        "该企业【陕西秦创新材料股份有限公司（统一社会信用代码）（91610000MA6T200124X）】已托管";
    // The register refuses the second when it is carried out…
    decide(&app, &p.recheck, &second, "approve", "同意")
        .await
        .assert_failure(400, &message.replace("200124", "200123"));
    let mut conn = app.state.pool.get().unwrap();
    let codes: i64 = products::table
        .filter(products::product_code.eq("200124"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(codes, 0, "nothing of the refused registration is written");
    drop(conn);
    // …and a new application is refused at once, by name or by certificate number.
    submit(&app, &org, registration(name, "200125", holders()))
        .await
        .assert_failure(400, &message.replace("200124", "200123"));
    let mut other = registration("另一个名称有限公司", "200126", holders());
    other["formData"]["idNumber"] = json!("91610000MA6T200123X");
    submit(&app, &org, other)
        .await
        .assert_failure(400, &message.replace("200124", "200123"));
}

#[actix_rt::test]
async fn a_register_that_does_not_add_up_to_the_total_shares_is_refused() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut body = registration(
        "西安新材料有限公司",
        "200125",
        json!([holder("2", "李雷", "610102198001011114", 900)]),
    );
    body["formData"]["totalShares"] = json!(1000);
    // Refused when submitted, by the register's own check.
    submit(&app, &org, body)
        .await
        .assert_failure(400, "股东名册持股数量合计900股，与总股本1000股不一致");
    let mut conn = app.state.pool.get().unwrap();
    let custodied: i64 = companies::table
        .filter(companies::name.eq("西安新材料有限公司"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(custodied, 0);
}

pub fn pledge_row(account: &str, holder: &str, volume: i64) -> Value {
    json!({ "securityAccountNo": account, "holderName": holder, "securityCode": "100001", "pledgeShares": volume,
        "idNumber": "91610131MA6TX0001A", "natureOfInvestor": "2", "applyDate": "2026-11-20",
        "securityShorterForm": "秦创智能", "natureOfShare": "1", "czrDelegate": "0", "stateOwnedShareholder": "0",
        "directionalSecurityAccount": "0", "zqrName": "长安银行股份有限公司", "zqrCertType": "11",
        "zqrCertno": "91610000MA6TX0002B", "zqrType": "1", "zqrDelegate": "0", "contractNum": format!("ZY-{volume}"),
        "allottedShare": "0", "unitCode": "M001", "unitName": "西部证券", "receiver": "王五",
        "receiverMobile": "13800000000", "receiverAddress": "西安市高新区", "sendType": "1",
        "financingStartDate": "2026-11-21", "financingEndDate": "2027-11-20",
        "att1011": file(), "att1012": file(), "att1013": file(), "att1014": file() })
}

fn pledge(rows: Value) -> Value {
    json!({ "appId": "550008", "formData": { "faceValue": "1", "agreementAmount": "800000", "pledgeList": rows } })
}

// spec: 03§1.4
#[actix_rt::test]
async fn a_pledge_moves_free_volume_to_pledged_and_publishes_its_notice() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let holder = app.access_token("orgholder_demo").await;
    let before = total(&app, "p-100001");
    let (pledged_before, _) = encumbered(&app, "p-100001");
    let rows = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        150_000
    )]);
    approved(&app, &p, &holder, pledge(rows)).await.assert_ok();

    assert_eq!(
        position(&app, "h-silk-road", "p-100001"),
        (500_000, 250_000, 0)
    );
    assert_eq!(total(&app, "p-100001"), before, "a pledge moves no shares");
    assert_eq!(encumbered(&app, "p-100001").0, pledged_before + 150_000);

    let mut conn = app.state.pool.get().unwrap();
    let (pledge_id, pledgee, declaration): (String, String, String) = pledges::table
        .select((pledges::id, pledges::pledgee, pledges::declaration))
        .first(&mut conn)
        .unwrap();
    assert_eq!(pledgee, "长安银行股份有限公司");
    let declaration: Value = serde_json::from_str(&declaration).unwrap();
    assert_eq!(declaration["attachments"]["1011"][0]["attachId"], "f-1");
    assert_eq!(declaration["contractNum"], "ZY-150000");
    let (title, source): (String, Option<String>) = notices::table
        .filter(notices::notice_type.eq("pledge"))
        .filter(notices::source_id.eq(&pledge_id))
        .select((notices::title, notices::source_id))
        .first(&mut conn)
        .unwrap();
    assert_eq!(
        title,
        "关于西安秦创智能科技股份有限公司股东陕西丝路投资管理有限公司股份质押的公告"
    );
    assert!(source.is_some());
    drop(conn);
    let page = app
        .get("/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=pledge&current=1&size=50", None)
        .await;
    assert!(
        page.assert_ok().to_string().contains(&title),
        "the public notice list shows it"
    );
}

#[actix_rt::test]
async fn a_pledge_beyond_the_free_volume_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let holder = app.access_token("orgholder_demo").await;
    let notices_before = notice_count(&app);
    // 500,000 held, 100,000 already pledged: 400,000 free. Two rows: the second overdraws,
    // which the register refuses when the pledge is submitted.
    let rows = json!([
        pledge_row("1000000001", "陕西丝路投资管理有限公司", 300_000),
        pledge_row("1000000001", "陕西丝路投资管理有限公司", 100_001),
    ]);
    submit(&app, &holder, pledge(rows)).await.assert_failure(
        400,
        "【质押数量（股）】出质人陕西丝路投资管理有限公司可质押数量不足：可用100000股，申请质押100001股",
    );
    // Two rows that fit when submitted; another pledge completes first and leaves too little
    // for the second row at the final review.
    let rows = json!([
        pledge_row("1000000001", "陕西丝路投资管理有限公司", 300_000),
        pledge_row("1000000001", "陕西丝路投资管理有限公司", 50_000),
    ]);
    let uuid = submitted(&app, &holder, pledge(rows)).await;
    confirm_pledgees(&app, &uuid).await;
    let first = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        100_000
    )]);
    approved(&app, &p, &holder, pledge(first)).await.assert_ok();
    let notices_before_review = notice_count(&app);
    assert_eq!(notices_before_review, notices_before + 1);
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_failure(
        400,
        "【质押数量（股）】出质人陕西丝路投资管理有限公司可质押数量不足：可用0股，申请质押50000股",
    );
    assert_eq!(
        position(&app, "h-silk-road", "p-100001"),
        (500_000, 200_000, 0),
        "the first row is undone too"
    );
    assert_eq!(
        notice_count(&app),
        notices_before_review,
        "no notice is published"
    );
}

fn notice_count(app: &TestApp) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    notices::table.count().get_result(&mut conn).unwrap()
}

// spec: 03§5.3
#[actix_rt::test]
async fn a_pledge_declaration_needs_a_row_and_only_the_applicants_own_accounts() {
    let app = TestApp::spawn().await;
    let holder = app.access_token("orgholder_demo").await;
    let empty = submit(&app, &holder, pledge(json!([]))).await;
    assert_eq!(empty.status, 400);
    assert!(
        empty.body.to_string().contains("至少填写一组信息"),
        "{}",
        empty.body.to_string()
    );
    // 张伟's account is not the institution's.
    let other = submit(
        &app,
        &holder,
        pledge(json!([pledge_row("2000000001", "张伟", 10)])),
    )
    .await;
    assert_eq!(other.status, 400);
    assert!(
        other
            .body
            .to_string()
            .contains("登记账号2000000001不属于申请人，不能申报"),
        "{}",
        other.body.to_string()
    );
}

fn freeze(account: &str, holder: &str, volume: i64) -> Value {
    json!({ "appId": "550140", "formData": { "freezeStartDate": "2026-11-21", "freezeEndDate": "2029-11-20",
        "freezeList": [{ "securityAccountNo": account, "holderName": holder, "securityCode": "100001",
            "frozen": volume, "idNumber": "610102199001011231", "judiciary": "西安市中级人民法院",
            "securityShorterForm": "秦创智能", "unitName": "西部证券", "natureOfShare": "1", "frozenMethod": "1",
            "att1015": file(), "att1016": file(), "att1017": file() }] } })
}

// spec: 03§1.5
#[actix_rt::test]
async fn a_judicial_freeze_freezes_free_volume_and_publishes_its_notice() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let staff = app.access_token("admin").await;
    let before = total(&app, "p-100001");
    approved(&app, &p, &staff, freeze("2000000001", "张伟", 40_000))
        .await
        .assert_ok();
    assert_eq!(
        position(&app, "h-zhangwei-1", "p-100001"),
        (100_000, 0, 40_000)
    );
    assert_eq!(total(&app, "p-100001"), before);
    let mut conn = app.state.pool.get().unwrap();
    let court: String = freezes::table
        .select(freezes::authority)
        .first(&mut conn)
        .unwrap();
    assert_eq!(court, "西安市中级人民法院");
    let (title, end): (String, Option<String>) = notices::table
        .filter(notices::notice_type.eq("freeze"))
        .select((notices::title, notices::end_date))
        .order(notices::published_at.desc())
        .first(&mut conn)
        .unwrap();
    assert_eq!(
        title,
        "关于西安秦创智能科技股份有限公司股东张伟股份被司法冻结的公告"
    );
    assert_eq!(end.as_deref(), Some("2029-11-20"));
    drop(conn);

    // Frozen shares cannot be transferred: only 60,000 are free now.
    let transfer = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 60_001 } });
    submit(&app, &p.investor, transfer).await.assert_failure(
        400,
        "【转让数量】转出方可用数量不足：可用60000股，申请转让60001股",
    );
}

#[actix_rt::test]
async fn only_staff_declare_a_judicial_freeze_and_never_beyond_the_free_volume() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    submit(&app, &p.investor, freeze("2000000001", "张伟", 10))
        .await
        .assert_failure(400, "当前身份不能办理该业务");
    let staff = app.access_token("admin").await;
    // The register refuses these when they are submitted.
    submit(&app, &staff, freeze("2000000001", "张伟", 100_001))
        .await
        .assert_failure(
            400,
            "【冻结数量（股）】被冻结人张伟可冻结数量不足：可用100000股，申请冻结100001股",
        );
    // A name that is not the account's is refused as well.
    submit(&app, &staff, freeze("2000000001", "李四", 10))
        .await
        .assert_failure(
            400,
            "【被冻结人名称】被冻结人登记账号2000000001与被冻结人名称不一致",
        );
}

const ENCUMBRANCES: &str = "/api/rem-registrationbizweb/holder/queryEncumbrances";

#[actix_rt::test]
async fn a_positions_pledges_and_freezes_are_its_history_for_its_holder_and_staff_only() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let holder = app.access_token("orgholder_demo").await;
    let staff = app.access_token("admin").await;
    let rows = json!([pledge_row(
        "1000000001",
        "陕西丝路投资管理有限公司",
        150_000
    )]);
    approved(&app, &p, &holder, pledge(rows)).await.assert_ok();
    approved(
        &app,
        &p,
        &staff,
        freeze("1000000001", "陕西丝路投资管理有限公司", 20_000),
    )
    .await
    .assert_ok();

    // The holder reads its current account's records, newest first.
    let own = app
        .post_json(
            ENCUMBRANCES,
            Some(&holder),
            &json!({ "productCode": "100001" }),
        )
        .await;
    let own = own.assert_ok().as_array().unwrap().clone();
    assert_eq!(own.len(), 2, "{own:?}");
    let kinds: Vec<&str> = own
        .iter()
        .map(|r| r["kindName"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"质押") && kinds.contains(&"司法冻结"),
        "{kinds:?}"
    );
    let pledged = own.iter().find(|r| r["kind"] == "pledge").unwrap();
    assert_eq!(pledged["counterparty"], "长安银行股份有限公司");
    assert_eq!(pledged["volume"], 150_000);
    assert_eq!(pledged["outstanding"], 150_000);
    assert_eq!(pledged["stateName"], "生效中");
    assert!(pledged["bizSn"].as_str().unwrap().starts_with("550008"));
    let frozen = own.iter().find(|r| r["kind"] == "freeze").unwrap();
    assert_eq!(frozen["counterparty"], "西安市中级人民法院");
    assert_eq!(frozen["volume"], 20_000);

    // Staff read the same by the holder; another investor may not.
    let by_staff = app
        .post_json(
            ENCUMBRANCES,
            Some(&staff),
            &json!({ "productCode": "100001", "holderUuid": "h-silk-road" }),
        )
        .await;
    assert_eq!(by_staff.assert_ok().as_array().unwrap().len(), 2);
    app.post_json(
        ENCUMBRANCES,
        Some(&p.investor),
        &json!({ "productCode": "100001", "holderUuid": "h-silk-road" }),
    )
    .await
    .assert_failure(403, "无权查看该股东");
    app.post_json(ENCUMBRANCES, Some(&holder), &json!({ "productCode": " " }))
        .await
        .assert_failure(400, "请选择产品");
    app.post_json(
        ENCUMBRANCES,
        Some(&holder),
        &json!({ "productCode": "999999" }),
    )
    .await
    .assert_failure(404, "产品不存在");
}

fn questionnaire(risk_type: &str, answers: [&str; 10]) -> Value {
    let mut data = json!({ "riskType": risk_type });
    for (i, a) in answers.iter().enumerate() {
        data[format!("q{}", i + 1)] = json!(a);
    }
    json!({ "appId": "550026", "formData": data })
}

#[actix_rt::test]
async fn a_risk_assessment_is_scored_and_kept_per_type_on_the_account() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    // Without a chosen account the questionnaire cannot start.
    submit(&app, &p.investor, questionnaire("1", ["1"; 10]))
        .await
        .assert_failure(400, "请先选择登记账号");
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveHolder?holderUuid=h-zhangwei-1&companyId=c-qinchuang&productId=p-100001",
        Some(&p.investor),
    )
    .await
    .assert_ok();
    let answers = ["4", "3", "3", "2", "4", "3", "3", "2", "3", "3"]; // 30 points: C4
    approved(&app, &p, &p.investor, questionnaire("1", answers))
        .await
        .assert_ok();
    approved(&app, &p, &p.investor, questionnaire("6", ["1"; 10]))
        .await
        .assert_ok();

    let results = app
        .get(&format!("{RESULTS}2000000001"), Some(&p.investor))
        .await;
    let rows = results.assert_ok().as_array().unwrap().clone();
    assert_eq!(rows.len(), 2);
    let private = rows
        .iter()
        .find(|r| r["productTypeName"] == "私募股权类")
        .unwrap();
    assert_eq!(private["fraction"], 30);
    assert_eq!(private["productRiskLevel"], "C4（积极型）");
    let sheet: Value =
        serde_json::from_str(private["ruleFormTotalData"].as_str().unwrap()).unwrap();
    assert_eq!(sheet["questions"][0]["title"], "1. 您的年龄段");
    assert_eq!(
        sheet["questions"][0]["answer"], "B. 31-50岁",
        "the answer worth 4 points"
    );
    assert_eq!(sheet["questions"][0]["score"], 4);
    let fund = rows
        .iter()
        .find(|r| r["productTypeName"] == "基金份额类")
        .unwrap();
    assert_eq!(fund["fraction"], 10);
    assert_eq!(fund["productRiskLevel"], "C1（保守型）");

    // Another investor may not read them; staff may.
    let other = app.access_token("orgholder_demo").await;
    app.get(&format!("{RESULTS}2000000001"), Some(&other))
        .await
        .assert_failure(403, "无权查看该账号的测评结果");
    app.get(&format!("{RESULTS}2000000001"), Some(&p.first))
        .await
        .assert_ok();
}

#[actix_rt::test]
async fn a_registration_shows_in_the_public_showcase_at_once_despite_its_answer_cache() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let page = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage";
    let query = json!({ "query": { "current": 1, "size": 5 }, "company": { "registerOrListing": "1", "key": "秦创新材" },
                        "tenantId": "000000" });
    let before = app.post_json(page, None, &query).await;
    assert_eq!(before.assert_ok()["total"], 0);
    // Written behind the server's back, the enterprise is not seen while the answer is cached…
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::insert_into(companies::table)
            .values((
                companies::id.eq("c-sideways"),
                companies::tenant_id.eq("000000"),
                companies::name.eq("秦创新材侧门有限公司"),
                companies::custody_date.eq("2026-11-21"),
            ))
            .execute(&mut conn)
            .unwrap();
    }
    let cached = app.post_json(page, None, &query).await;
    assert_eq!(
        cached.assert_ok()["total"],
        0,
        "the same query is answered from memory"
    );
    // …but a business completed through the platform clears it.
    let holders = json!([holder("2", "李雷", "610102198001011114", 1000)]);
    approved(
        &app,
        &p,
        &org,
        registration("陕西秦创新材料股份有限公司", "200123", holders),
    )
    .await
    .assert_ok();
    let after = app.post_json(page, None, &query).await;
    assert_eq!(after.assert_ok()["total"], 2);
}

#[actix_rt::test]
async fn the_apply_form_comes_with_its_start_defaults_and_entry_rules() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let form = "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550026&nodeId=apply";
    // Without a chosen account the questionnaire is refused at once…
    app.get(form, Some(&investor))
        .await
        .assert_failure(400, "请先选择登记账号");
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveHolder?holderUuid=h-zhangwei-1&companyId=c-qinchuang&productId=p-100001",
        Some(&investor),
    )
    .await
    .assert_ok();
    // …and with one, the form opens filled with it.
    let opened = app.get(form, Some(&investor)).await;
    assert_eq!(
        opened.assert_ok()["defaults"]["accountNumber"],
        "2000000001"
    );
    // A registration starts with its custody service row.
    let org = app.access_token("org_demo").await;
    let registration = app
        .get(
            "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550001&nodeId=apply",
            Some(&org),
        )
        .await;
    assert_eq!(
        registration.assert_ok()["defaults"]["serviceInformationCsrcs"][0]["serviceType"],
        1
    );
}

/// The showcase card of a custodied enterprise, found by name.
async fn public_card(app: &TestApp, name: &str) -> Value {
    let body = json!({"query": {"current": 1, "size": 5}, "company": {"key": name, "registerOrListing": "1"}, "tenantId": "000000"});
    let page = app
        .post_json(
            "/api/rem-registrationbizweb/nonds/company/selectCompanyPage",
            None,
            &body,
        )
        .await;
    let records = page.assert_ok()["records"].as_array().unwrap().clone();
    records
        .into_iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not on the public cards"))
}

#[actix_rt::test]
async fn the_founding_date_of_a_registration_is_the_public_cards_registration_date() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    // a new enterprise
    let mut new = registration(
        "陕西秦创新材料股份有限公司",
        "200131",
        json!([holder("2", "李雷", "610102198001011114", 1000)]),
    );
    new["formData"]["registryDate"] = json!("2015-03-18");
    approved(&app, &p, &org, new).await.assert_ok();
    let card = public_card(&app, "陕西秦创新材料股份有限公司").await;
    assert_eq!(card["registerDate"], "2015-03-18", "{card}");
    assert!(card["registryDate"].as_str().unwrap().len() == 10, "{card}");

    // an enterprise the platform knew before it came into custody
    let known = "西咸新区新能源科技股份有限公司";
    let mut body = registration(
        known,
        "200132",
        json!([holder("2", "李雷", "610102198001011114", 1000)]),
    );
    body["formData"]["registryDate"] = json!("2012-07-01");
    approved(&app, &p, &org, body).await.assert_ok();
    assert_eq!(public_card(&app, known).await["registerDate"], "2012-07-01");
}
