//! Every flow of the catalogue, end to end: started by one of its starters, submitted with
//! valid data, every review approved, the outcome `approved`, and the register changed as its
//! effect says. The journeys run in appId order on one register, so a later journey sees what
//! the earlier ones did; a flow without a journey here fails the test.

use diesel::{sql_types::BigInt, QueryableByName, RunQueryDsl};
use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::samples::*;
use crate::support::{charge_of, confirm_pledgees, decide, pay, submit};

#[derive(QueryableByName)]
struct Number {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// A number the register holds: read before and after a journey.
fn read(app: &TestApp, sql: &str) -> i64 {
    let mut conn = app.state.pool.get().unwrap();
    diesel::sql_query(sql)
        .get_result::<Number>(&mut conn)
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .n
}

fn execute(app: &TestApp, sql: &str) {
    let mut conn = app.state.pool.get().unwrap();
    diesel::sql_query(sql)
        .execute(&mut conn)
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
}

fn text(app: &TestApp, sql: &str) -> String {
    #[derive(QueryableByName)]
    struct Text {
        #[diesel(sql_type = diesel::sql_types::Text)]
        t: String,
    }
    let mut conn = app.state.pool.get().unwrap();
    diesel::sql_query(sql)
        .get_result::<Text>(&mut conn)
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .t
}

/// An attachment list (550073 member, 550074 company) of one uploaded file: the object's
/// materials in the register grow by one row.
fn attachments(who: &'static str, object: Value, obj_type: &str) -> Journey {
    let mut form = object;
    form["attachList"] = json!([{ "name": "营业执照", "typeName": "1",
        "refAttachs": [{ "fileId": "f-journey", "fileName": "执照.pdf", "type": "pdf" }] }]);
    let mut j = journey(
        who,
        form,
        format!("SELECT COUNT(*) AS n FROM obj_attachments WHERE obj_type = '{obj_type}'"),
        1,
    );
    j.setup = Some(
        "INSERT INTO attachments (attach_id, tenant_id, uploaded_by, original_name, object_key, content_type, \
         size_bytes, sha256, is_public, created_at) SELECT 'f-journey', '000000', 'u-org_demo', '执照.pdf', \
         'journey/f-journey', 'application/pdf', 4, 'x', false, 0 \
         WHERE NOT EXISTS (SELECT 1 FROM attachments WHERE attach_id = 'f-journey')"
            .into(),
    );
    j
}

/// A filed bond of 500 000 yuan changed to the sample's 1 000 000 (550081).
fn bond_change() -> Journey {
    let mut row = bond_row("秦创智能2026年变更债");
    row["bondId"] = json!("b-journey");
    let mut j = journey(
        "org_demo",
        json!({ "companyId": "c-qinchuang", "bondInfoList": [row] }),
        "SELECT bond_amount AS n FROM bonds WHERE id = 'b-journey'",
        500_000,
    );
    j.setup = Some(
        "INSERT INTO bonds (id, tenant_id, company_id, application_id, product_code, chinese_name, status, \
         raise_begin_date, raise_end_date, bond_amount, par_value, price, transaction_base, bond_term, \
         bond_term_type, rate_begin_date, rate_end_date, fundraising_methods, fund_use_type, details, filed_at) \
         VALUES ('b-journey', '000000', 'c-qinchuang', 'a-journey', 'B900001', '秦创智能2026年变更债', '1', \
         '2026-12-01', '2026-12-15', 500000, '100', '100', 10, 3, '1', '2026-12-16', '2029-12-15', '2', '255', '{}', 0)"
            .into(),
    );
    j
}

fn volume_of(account: &str) -> String {
    format!(
        "SELECT p.volume AS n FROM positions p JOIN holder_accounts h ON h.uuid = p.account_uuid \
         WHERE h.account_number = '{account}' AND p.product_id = 'p-100001'"
    )
}

fn pledged_of(account: &str) -> String {
    volume_of(account).replace("p.volume AS n", "p.pledged AS n")
}

fn frozen_of(account: &str) -> String {
    volume_of(account).replace("p.volume AS n", "p.frozen AS n")
}

fn records(kind: &str) -> String {
    format!("SELECT COUNT(*) AS n FROM business_records WHERE kind = '{kind}'")
}

fn status_of(uuid: &str) -> String {
    format!("SELECT CAST(holder_account_status AS BIGINT) AS n FROM holder_accounts WHERE uuid = '{uuid}'")
}

const TOTAL: &str = "SELECT total_shares AS n FROM products WHERE id = 'p-100001'";
const ACCOUNTS: &str = "SELECT COUNT(*) AS n FROM holder_accounts";

/// One journey: who applies (after choosing the holder account, when one is named), what they
/// submit, the register number it changes and by how much, and journeys that must run first.
struct Journey {
    who: &'static str,
    holder: Option<&'static str>,
    form: Form,
    probe: String,
    delta: i64,
    first: &'static [&'static str],
    setup: Option<String>,
}

/// The data submitted: fixed, or read off the register when the journey runs (a declared
/// total must be the one the earlier journeys left).
enum Form {
    Fixed(Value),
    Now(fn(&TestApp) -> Value),
}

fn journey(who: &'static str, form: Value, probe: impl Into<String>, delta: i64) -> Journey {
    Journey {
        who,
        holder: None,
        form: Form::Fixed(form),
        probe: probe.into(),
        delta,
        first: &[],
        setup: None,
    }
}

fn journey_now(
    who: &'static str,
    form: fn(&TestApp) -> Value,
    probe: impl Into<String>,
    delta: i64,
) -> Journey {
    Journey {
        form: Form::Now(form),
        ..journey(who, Value::Null, probe, delta)
    }
}

/// A transfer business whose kind (transfersType) the business fixes.
fn of_kind(mut j: Journey, kind: &str) -> Journey {
    if let Form::Fixed(form) = &mut j.form {
        form["transfersType"] = json!(kind);
    }
    j
}

/// Enterprises of the demo register in a given standing, for the service journeys.
struct Standing {
    custodied: (String, String),
    shown: (String, String),
    on_board: (String, String),
    not_on_board: (String, String),
}

fn standing(app: &TestApp) -> Standing {
    let pick = |filter: &str| {
        let sql = |col: &str| {
            format!(
                "SELECT c.{col} AS t FROM companies c WHERE c.tenant_id = '000000' AND c.id_number IS NOT NULL \
                 AND {filter} ORDER BY c.id LIMIT 1"
            )
        };
        (text(app, &sql("name")), text(app, &sql("id_number")))
    };
    Standing {
        custodied: pick("c.custody_date IS NOT NULL AND c.specialised_level IS NULL AND NOT EXISTS (SELECT 1 FROM company_shows s WHERE s.company_id = c.id)"),
        shown: pick("EXISTS (SELECT 1 FROM company_services s WHERE s.company_id = c.id AND s.service_type = 2 AND s.service_status = 1)"),
        on_board: pick("EXISTS (SELECT 1 FROM company_services s WHERE s.company_id = c.id AND s.service_type = 3 AND s.service_status = 1) AND NOT EXISTS (SELECT 1 FROM company_shows s WHERE s.company_id = c.id)"),
        // Another custodied enterprise than 550113's, which leaves custody first.
        not_on_board: pick("c.custody_date IS NOT NULL AND c.specialised_level IS NULL AND NOT EXISTS (SELECT 1 FROM company_shows s WHERE s.company_id = c.id) AND c.id > (SELECT MIN(x.id) FROM companies x WHERE x.tenant_id = '000000' AND x.id_number IS NOT NULL AND x.custody_date IS NOT NULL AND x.specialised_level IS NULL)"),
    }
}

fn running(name: &str, kind: i32) -> String {
    format!(
        "SELECT COUNT(*) AS n FROM company_services s JOIN companies c ON c.id = s.company_id \
         WHERE c.name = '{name}' AND s.service_type = {kind} AND s.service_status = 1"
    )
}

fn stop(kind: i32) -> Value {
    json!([{ "serviceType": kind, "serviceStatus": 2, "serviceStatusStartDate": "2020-01-01",
             "serviceStatusEndDate": "2026-11-30", "statusUpdateReason": "协议到期" }])
}

const CUSTODY: &str = "SELECT COUNT(*) AS n FROM companies WHERE custody_date IS NOT NULL";

/// An enterprise taken into custody with one holder of its 1000 shares.
pub(crate) fn registration(name: &str, code: &str) -> Value {
    json!({ "name": name, "shortName": "秦岭新材", "idType": "11", "idNumber": format!("91610000MA6T{code}X"),
        "companyType": "2", "registeredCapital": "10000000.50", "productCode": code, "faceValue": "1",
        "registeredAddress": "陕西省西安市高新区科技路48号", "registryDate": "2015-06-18",
        "provinceCityDistrictCode": { "province": "610000", "city": "610100", "district": "610113" },
        "industryCascader": ["C", "C39"], "legalName": "李雷", "legalIdType": "1",
        "legalIdNumber": "610102198001011114", "legalMobile": "13812345678", "jbrName": "韩梅梅",
        "jbrPhoneEnc": "13987654321", "totalShares": 1000, "shareHolderList": [{ "organType": "2", "holderName": "李雷", "certType": "1",
        "certificateNo": "610102198001011114", "volume": 1000 }],
        "serviceInformationCsrcs": [{ "serviceType": 1, "serviceStatus": 1, "serviceStatusStartDate": "2024-05-20" }] })
}

/// 550116 on the enterprise of 550001's journey: its dossier without the product and register.
fn dossier_change_form() -> Value {
    let mut form = registration("秦岭新材料股份有限公司", "830001");
    let fields = form.as_object_mut().unwrap();
    for prop in [
        "productCode",
        "faceValue",
        "totalShares",
        "shareHolderList",
        "serviceInformationCsrcs",
    ] {
        fields.remove(prop);
    }
    fields.insert("shortName".into(), json!("秦岭材料"));
    fields.insert(
        "registeredAddress".into(),
        json!("陕西省西安市高新区锦业路1号"),
    );
    form
}

/// 100 shares of 100001 from `out` to 丝路.
fn transfer_out(who: &'static str, out: &str) -> Journey {
    journey(
        who,
        transfer_form(out, SILK_ROAD, "100001", json!(100)),
        volume_of(SILK_ROAD),
        100,
    )
}

fn journeys(app: &TestApp) -> Vec<(&'static str, Journey)> {
    let s = standing(app);
    let qc = "西安秦创智能科技股份有限公司";
    let pledge = || {
        journey(
            "orgholder_demo",
            pledge_form(SILK_ROAD, "陕西丝路投资管理有限公司", "100001"),
            pledged_of(SILK_ROAD),
            10,
        )
    };
    let mut risk = journey(
        "personal_demo",
        questionnaire("1", ["1"; 10]),
        "SELECT COUNT(*) AS n FROM risk_assessments",
        1,
    );
    risk.holder = Some("holderUuid=h-zhangwei-1&companyId=c-qinchuang&productId=p-100001");
    let mut org_risk = journey(
        "orgholder_demo",
        questionnaire("2", ["2"; 10]),
        "SELECT COUNT(*) AS n FROM risk_assessments",
        1,
    );
    org_risk.holder = Some("holderUuid=h-silk-road&companyId=c-qinchuang&productId=p-100001");
    let mut unfreeze = journey(
        "admin",
        release_freeze_form(ZHANG_WEI, "张伟", "100001", 10),
        frozen_of(ZHANG_WEI),
        -10,
    );
    unfreeze.first = &["550140"];
    // The enterprise 550001 took into custody (the journey before) changes its short name and
    // address.
    let dossier_change = journey(
        "org_demo",
        dossier_change_form(),
        "SELECT COUNT(*) AS n FROM company_dossiers",
        1,
    );
    vec![
        ("550001", journey("org_demo", registration("秦岭新材料股份有限公司", "830001"), CUSTODY, 1)),
        ("550116", dossier_change),
        ("550002", journey("org_demo", capital_form("100001", ZHANG_WEI, "张伟", 1000), TOTAL, 1000)),
        ("550003", journey("org_demo", capital_form("100001", FOUNDERS_QC, "西安秦创控股有限公司", 1000), TOTAL, -1000)),
        ("550004", transfer_out("personal_demo", ZHANG_WEI)),
        ("550005", of_kind(transfer_out("personal_demo", ZHANG_WEI), "5")),
        ("550006", of_kind(transfer_out("personal_demo", ZHANG_WEI), "4")),
        ("550007", of_kind(transfer_out("admin", ZHANG_WEI), "6")),
        ("550008", pledge()),
        ("550009", journey("orgholder_demo", release_pledge_form(SILK_ROAD, "陕西丝路投资管理有限公司", "100001", 10), pledged_of(SILK_ROAD), -10)),
        ("550010", transfer_out("personal_demo", ZHANG_WEI)),
        ("550011", unfreeze),
        ("550012", journey("member_demo", json!({ "memberName": "西部汇通证券服务有限公司", "memberCode": "M00088",
            "memberType": "1", "jbrName": "赵强", "jbrPhone": "13800000001",
            "companyList": [{ "companyName": "西安曲江文旅发展有限公司", "jbrName": "李娜", "jbrPhone": "13800000002", "isSendMsg": 1 }] }),
            "SELECT COUNT(*) AS n FROM member_companies", 1)),
        ("550013", journey("member_demo", json!({ "memberCode": "M00001", "memberName": "长安证券服务（陕西）有限公司",
            "memberType": "3", "contactPhone": "029-81234567", "address": "西安市雁塔区科技路1号", "intro": "专业服务机构。",
            "jbrName": "赵强", "jbrPhone": "13800000001", "reviseReason": "机构更名" }),
            "SELECT COUNT(*) AS n FROM members WHERE name = '长安证券服务（陕西）有限公司'", 1)),
        ("550017", journey_now("org_demo", |app| json!({ "productCode": "100001", "faceValue": "1.5",
            "totalShares": read(app, TOTAL) }), records("totalValue"), 1)),
        ("550018", journey("orgholder_demo", holder_change_form(SILK_ROAD, "陕西丝路投资管理有限公司", "11", "91610000MA6TSL0018"), records("holderChange"), 1)),
        ("550023", journey("org_demo", share_issue(filing_form("股份发行备案")), records("filing"), 1)),
        ("550024", journey("org_demo", share_issue(capital_form("100001", ZHANG_WEI, "张伟", 500)), TOTAL, 500)),
        ("550026", risk),
        ("550032", journey("orgholder_new", json!({ "orgName": "陕西新程投资有限公司", "creditCode": "91610000MA6TXC0009",
            "legalPerson": "程新", "investorCategory": "3", "netAssets": "5000", "certificationFiles": file() }),
            "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM users WHERE account = 'orgholder_new' AND is_certified = TRUE", 1)),
        ("550052", journey("org_demo", capital_form("100001", FOUNDERS_QC, "西安秦创控股有限公司", 2000), TOTAL, -2000)),
        ("550058", journey("heir_demo", identified_confirm_form(json!([{ "accountNumber": "2000000003", "holderName": "王磊",
            "productCode": "100001", "volume": 10000 }]), "1", "610103198803033338"),
            "SELECT COUNT(*) AS n FROM holder_accounts WHERE rights_confirmed = TRUE", 1)),
        ("550059", journey("personal_demo", json!({ "productCode": "100001", "accountNumber": ZHANG_WEI, "purpose": "银行贷款" }), records("registerExtract"), 1)),
        ("550060", journey("admin", json!({ "transferList": [
            { "accountNumberOut": ZHANG_WEI, "accountNumberIn": SILK_ROAD, "productCode": "100001", "volume": 100 },
            { "accountNumberOut": FOUNDERS_QC, "accountNumberIn": SILK_ROAD, "productCode": "100001", "volume": 200 }] }),
            volume_of(SILK_ROAD), 300)),
        ("550063", pledge()),
        ("550064", journey("org_demo", filing_form("企业年报备案"), records("filing"), 1)),
        ("550070", journey("org_demo", periodic_report("秦创智能2025年年度报告", "2"), "SELECT COUNT(*) AS n FROM disclosures WHERE scope = '2'", 1)),
        ("550066", transfer_out("personal_demo", ZHANG_WEI)),
        ("550067", pledge()),
        ("550073", attachments("member_demo", json!({ "memberId": "member-000" }), "1")),
        ("550074", attachments("org_demo", json!({ "companyId": "c-qinchuang" }), "2")),
        ("550081", bond_change()),
        ("550082", journey("org_demo", bond_filing(json!([bond_row("秦创智能2026年定向债")])), "SELECT COUNT(*) AS n FROM bonds", 1)),
        ("550084", journey("admin", account_status_form("3000000009", "秦岭稳健二号私募股权投资基金"), status_of("h-fund-new"), 1)),
        ("550090", journey("org_demo", capital_form("100001", SILK_ROAD, "陕西丝路投资管理有限公司", 300), TOTAL, 300)),
        ("550091", org_risk),
        ("550092", journey("member_demo", service_form(qc, "91610131MA6TX0001A", json!([{ "serviceType": 2, "serviceStatus": 1,
            "serviceStatusStartDate": "2026-11-20" }])).as_object().cloned().map(|mut f| { f.insert("showPlate".into(), json!("tech")); Value::Object(f) }).unwrap(),
            "SELECT COUNT(*) AS n FROM company_shows WHERE company_id = 'c-qinchuang'", 1)),
        ("550095", pledge()),
        ("550096", journey("orgholder_demo", release_pledge_form(SILK_ROAD, "陕西丝路投资管理有限公司", "100001", 5), pledged_of(SILK_ROAD), -5)),
    ]
    .into_iter()
    .chain(later_journeys(&s))
    .collect()
}

/// The journeys from 550100 on.
fn later_journeys(s: &Standing) -> Vec<(&'static str, Journey)> {
    let register = |name: &str| {
        json!({ "holderName": name, "organType": "2", "idType": "1",
                "idNumber": citizen_id(&format!("61010219900101{:03}", (name.chars().count() * 100 + name.len()) % 1000)), "mobile": "13800138000" })
    };
    let mut activate = journey(
        "admin",
        account_status_form("1000000009", "陕西新程投资有限公司"),
        status_of("h-new-org"),
        1,
    );
    activate.setup = Some(
        "UPDATE holder_accounts SET holder_account_status = 0 WHERE uuid = 'h-new-org'".into(),
    );
    // 550301 has frozen the account before (the journeys run in appId order).
    let restore = journey(
        "admin",
        account_status_form("1000000009", "陕西新程投资有限公司"),
        status_of("h-new-org"),
        -2,
    );
    vec![
        ("550100", journey("org_demo", json!({ "chargeAmount": "1200.50", "chargeStatus": "1" }), "SELECT COUNT(*) AS n FROM charges", 1)),
        ("550113", journey("admin", service_form(&s.custodied.0, &s.custodied.1, stop(1)), running(&s.custodied.0, 1), -1)),
        ("550114", journey("org_demo", registration("秦岭新能源股份有限公司", "830002"), CUSTODY, 1)),
        ("550115", journey("personal_demo", json!({ "projectName": "股权登记咨询", "remark": "无" }), records("completion"), 1)),
        ("550118", of_kind(journey("orgholder_demo", transfer_form(SILK_ROAD, ZHANG_WEI, "100001", json!(100)), volume_of(ZHANG_WEI), 100), "12")),
        ("550119", of_kind(transfer_out("personal_demo", ZHANG_WEI), "12")),
        ("550120", journey("admin", service_form(&s.on_board.0, &s.on_board.1, stop(3)), running(&s.on_board.0, 3), -1)),
        ("550130", journey("personal_demo", register("李华"), ACCOUNTS, 1)),
        ("550131", journey("orgholder_demo", json!({ "holderName": "陕西新锐投资有限公司", "organType": "1", "idType": "11",
            "idNumber": "91610000MA6T8X0012", "address": "陕西省西安市高新区锦业路1号", "legalName": "赵敏", "legalIdType": "1",
            "legalIdNumber": citizen_id("61010219800101123"), "contactName": "钱进", "mobile": "13800138000" }), ACCOUNTS, 1)),
        ("550132", journey("product_demo", json!({ "holderName": "秦岭价值三号私募基金", "organType": "3", "idType": "21",
            "idNumber": "SXY123", "managerName": "秦岭资本管理有限公司", "managerIdNumber": "91610000MA6T9Q0013",
            "contactName": "孙立", "mobile": "13800138000", "address": "陕西省西安市曲江新区芙蓉西路1号" }), ACCOUNTS, 1)),
        ("550136", journey("personal_demo", holder_change_form("2000000002", "张伟", "1", "610102199001019137"), records("holderChange"), 1)),
        ("550138", journey("product_new", json!({ "productName": "秦岭稳健二号私募股权投资基金", "filingCode": "SX1000",
            "managerName": "秦岭稳健资本管理有限公司", "certificationFiles": file() }),
            "SELECT COUNT(*) AS n FROM users WHERE account = 'product_new' AND is_product_certified = TRUE", 1)),
        ("550140", journey("admin", freeze_form(ZHANG_WEI, "张伟", "100001"), frozen_of(ZHANG_WEI), 10)),
        ("550200", journey("admin", json!({ "name": s.not_on_board.0, "idType": "11", "idNumber": s.not_on_board.1,
            "corporateCredit": "5", "conformsCompany": "1", "patents": [{ "name": "一种工业视觉缺陷检测方法", "patentNo": "ZL2021100000012",
            "type": "1", "legalStatus": "1", "applyNo": "2021100000012", "applyDate": "2021-03-01", "publicNo": "CN113000001A",
            "publicDate": "2021-06-18" }], "serviceInformationCsrcs": [{ "serviceType": 3, "serviceStatus": 1,
            "serviceStatusStartDate": "2026-11-20" }] }),
            "SELECT COUNT(*) AS n FROM companies WHERE specialised_level IS NOT NULL", 1)),
        ("550210", journey("admin", json!({ "name": s.not_on_board.0, "shortName": "挂牌企业", "idType": "11",
            "idNumber": s.not_on_board.1, "sector": "成长板", "jbrName": "王敏", "jbrPhoneEnc": "13800000021",
            "listedFinancials": listed_financials() }), "SELECT COUNT(*) AS n FROM company_listings", 1)),
        ("550221", journey("admin", holder_change_form("3000000002", "渭河稳健二号私募股权投资基金", "11", "SQL0221"), records("holderChange"), 1)),
        ("550222", journey("product_demo", transfer_form("3000000001", SILK_ROAD, "100001", json!(100)), volume_of(SILK_ROAD), 100)),
        ("550223", journey("personal_demo", json!({ "projectList": [{ "id": "ftp-000000-01",
            "projectAbbreviation": "秦创成长份额转让1号", "bizSn": "ZR20260001", "status": "1",
            "companyName": "秦创原科技成长一号私募股权投资基金", "holderName": "张伟", "unionStatus": "1",
            "shareTransfer": 100000, "lowPrice": "1.00" }] }), records("fundTransferProjects"), 1)),
        ("550224", journey("personal_demo", json!({ "projectId": "ftp-000000-01", "price": "1.50", "quantity": 1000 }),
            "SELECT COUNT(*) AS n FROM transfer_quotes", 1)),
        ("550226", journey("org_demo", json!({ "productCode": "100001", "purpose": "股东大会召开" }), records("registerExtract"), 1)),
        ("550227", journey_now("admin", |app| confirm_form(json!([{ "accountNumber": SILK_ROAD,
            "holderName": "陕西丝路投资管理有限公司", "productCode": "100001",
            "volume": read(app, &volume_of(SILK_ROAD)) }])), records("rightsConfirmation"), 1)),
        ("550300", journey("product_demo", holder_change_form("3000000001", "秦岭成长一号私募股权投资基金", "11", "SQL0300"), records("holderChange"), 1)),
        ("550301", journey("admin", account_status_form("1000000009", "陕西新程投资有限公司"), status_of("h-new-org"), 2)),
        ("550302", restore),
        ("550303", activate),
        ("550305", journey("org_demo", filing_form("其他业务备案"), records("filing"), 1)),
        ("550306", journey("org_demo", filing_form("重大事项备案"), records("filing"), 1)),
        ("550307", journey("org_demo", filing_form("股权激励计划备案"), records("filing"), 1)),
        ("550308", journey("org_demo", filing_form("公司章程修订备案"), records("filing"), 1)),
        ("550309", journey("org_demo", filing_form("董监高变动备案"), records("filing"), 1)),
        ("550401", journey("org_demo", incentive_form(), records("filing"), 1)),
        ("550413", journey("org_demo", filing_form("股东大会决议备案"), records("filing"), 1)),
        ("550901", journey("admin", service_form(&s.shown.0, &s.shown.1, stop(2)), running(&s.shown.0, 2), -1)),
    ]
}

/// Reviews every open task of the application with the reviewer of its role until it ends.
pub(crate) async fn review_to_the_end(app: &TestApp, uuid: &str, app_id: &str) -> String {
    let first = app.access_token("staff_first").await;
    let recheck = app.access_token("staff_recheck").await;
    for _ in 0..6 {
        let status = text(
            app,
            &format!("SELECT status AS t FROM applications WHERE id = '{uuid}'"),
        );
        if status != "running" {
            return status;
        }
        let roles = text(app, &format!(
            "SELECT assignee_roles AS t FROM tasks WHERE application_id = '{uuid}' AND open = TRUE ORDER BY task_no LIMIT 1"
        ));
        let token = if roles.contains("recheck_reviewer") {
            &recheck
        } else {
            &first
        };
        let answer = decide(app, token, uuid, "approve", "同意").await;
        assert_eq!(answer.status, 200, "{app_id}: {:?}", answer.body);
    }
    panic!("{app_id} did not end after six reviews")
}

async fn run(app: &TestApp, app_id: &str, j: &Journey) {
    if let Some(sql) = &j.setup {
        execute(app, sql);
    }
    let token = app.access_token(j.who).await;
    if let Some(holder) = j.holder {
        app.get(
            &format!("/api/rem-registrationbizweb/user/switchCurrentActiveHolder?{holder}"),
            Some(&token),
        )
        .await
        .assert_ok();
    }
    let before = read(app, &j.probe);
    let form = match &j.form {
        Form::Fixed(form) => form.clone(),
        Form::Now(make) => make(app),
    };
    let answer = submit(app, &token, json!({ "appId": app_id, "formData": form })).await;
    assert_eq!(answer.status, 200, "{app_id}: {:?}", answer.body);
    let uuid = answer.data()["uuid"].as_str().unwrap().to_owned();
    // a flow that must be paid before it completes (550100) is paid through the gateway
    let biz_sn = answer.data()["bizSn"].as_str().unwrap().to_owned();
    let charge = charge_of(app, &token, &biz_sn).await;
    if charge.status == 200 && charge.data()["paymentRequired"] == true {
        pay(app, &token, &biz_sn).await;
    }
    // a pledge completes once its pledgees confirmed it
    confirm_pledgees(app, &uuid).await;
    let status = review_to_the_end(app, &uuid, app_id).await;
    assert_eq!(status, "approved", "{app_id}");
    let after = read(app, &j.probe);
    assert_eq!(
        after - before,
        j.delta,
        "{app_id}: {} went from {before} to {after}",
        j.probe
    );
}

#[actix_rt::test]
async fn every_flow_completes_and_changes_the_register_as_its_effect_says() {
    let app = TestApp::spawn().await;
    let journeys = journeys(&app);
    let mut flows: Vec<String> = app
        .state
        .flows
        .latest_all()
        .iter()
        .map(|d| d.app_id.clone())
        .collect();
    flows.sort();
    let planned: Vec<&str> = journeys.iter().map(|(id, _)| *id).collect();
    let missing: Vec<&String> = flows
        .iter()
        .filter(|f| !planned.contains(&f.as_str()))
        .collect();
    assert!(missing.is_empty(), "flows without a journey: {missing:?}");
    for (app_id, j) in &journeys {
        if !flows.iter().any(|f| f == app_id) {
            panic!("a journey for {app_id}, which has no flow");
        }
        for earlier in j.first {
            let (_, before) = journeys.iter().find(|(id, _)| id == earlier).unwrap();
            run(&app, earlier, before).await;
        }
        run(&app, app_id, j).await;
    }
    println!("journeys completed: {}", planned.join(" "));
    every_context_had_the_schema_rules_are_checked_against(&app);
    assert!(flows.len() >= 55, "only {} flows", flows.len());
    // Every effect the server implements is some flow's, so these journeys run each one.
    for effect in server::register::EFFECTS {
        assert!(
            app.state
                .flows
                .latest_all()
                .iter()
                .any(|d| d.effects().any(|e| e == *effect)),
            "no flow runs {effect}"
        );
    }
}

/// Every context the journeys' commands ran on (recorded with each step) has the schema the
/// studio and check-defs run the rules on: every key, with its type.
fn every_context_had_the_schema_rules_are_checked_against(app: &TestApp) {
    use diesel::prelude::*;
    use server::schema::applications;
    let validator = jsonschema::validator_for(&server::studio::probe::CONTEXT_SCHEMA).unwrap();
    let mut conn = app.state.pool.get().unwrap();
    let ids: Vec<String> = applications::table
        .select(applications::id)
        .load(&mut conn)
        .unwrap();
    let mut checked = 0;
    for id in ids {
        for step in server::lifecycle::steps::of(&mut conn, &id).unwrap() {
            let errors: Vec<String> = validator
                .iter_errors(&step.ctx)
                .map(|e| format!("{e} at {}", e.instance_path()))
                .collect();
            assert!(errors.is_empty(), "{errors:?} in {}", step.ctx);
            checked += 1;
        }
    }
    assert!(checked > 150, "only {checked} contexts");
}
