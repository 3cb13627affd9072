//! 挂牌申请 550210 (/process/listedApplys): the entry rule (in custody, not listed), the
//! three-year financial tables' rules on the server (02 §5), the register effect at the
//! recheck (isListing 1 with its code, date and sector, shown on the public 挂牌企业 tab) and
//! the tenant's walls.

use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp};
use crate::samples::listed_financials as tables;
use crate::support::{decide, people, submit, submitted};

const COMPANY_PAGE: &str = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage";
const OPEN: &str =
    "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550210&nodeId=apply";

/// The first enterprise of the tenant matching `filter`: (id, name, certificate number).
fn company(app: &TestApp, tenant: &str, filter: &str) -> (String, String, String) {
    use diesel::{sql_types::Text, QueryableByName, RunQueryDsl};
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = Text)]
        id: String,
        #[diesel(sql_type = Text)]
        name: String,
        #[diesel(sql_type = Text)]
        id_number: String,
    }
    let mut conn = app.state.pool.get().unwrap();
    let row: Row = diesel::sql_query(format!(
        "SELECT c.id, c.name, c.id_number FROM companies c WHERE c.tenant_id = '{tenant}' \
         AND c.id_number IS NOT NULL AND {filter} ORDER BY c.id LIMIT 1"
    ))
    .get_result(&mut conn)
    .unwrap();
    (row.id, row.name, row.id_number)
}

const CUSTODIED_NOT_LISTED: &str = "c.custody_date IS NOT NULL \
    AND NOT EXISTS (SELECT 1 FROM company_listings l WHERE l.company_id = c.id)";
const LISTED: &str = "EXISTS (SELECT 1 FROM company_listings l WHERE l.company_id = c.id)";

/// The listing row of an enterprise: (list code, listing date, sector), if listed.
fn listing_of(app: &TestApp, company: &str) -> Option<(String, String, String)> {
    use diesel::prelude::*;
    use server::schema::company_listings as l;
    let mut conn = app.state.pool.get().unwrap();
    l::table
        .filter(l::company_id.eq(company))
        .select((l::list_code, l::listing_date, l::sector_id))
        .first(&mut conn)
        .optional()
        .unwrap()
}

fn listings(app: &TestApp) -> i64 {
    use diesel::prelude::*;
    use server::schema::company_listings as l;
    let mut conn = app.state.pool.get().unwrap();
    l::table.count().get_result(&mut conn).unwrap()
}

fn form(name: &str, number: &str, sector: &str, financials: Value) -> Value {
    json!({
        "name": name, "shortName": "挂牌测试", "idType": "11", "idNumber": number, "sector": sector,
        "listingDescription": "申请在成长板挂牌", "jbrName": "王敏", "jbrPhoneEnc": "13800000021",
        "recommendedUnitName": "长安证券服务有限公司", "managerName": "赵强", "managerPhone": "13800000001",
        "listedFinancials": financials,
    })
}

async fn apply(app: &TestApp, token: &str, form: Value) -> Answer {
    submit(app, token, json!({ "appId": "550210", "formData": form })).await
}

#[actix_rt::test]
async fn an_enterprise_in_custody_is_listed_at_the_recheck_and_the_public_listed_tab_shows_it() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let staff = app.access_token("admin").await;
    let (id, name, number) = company(&app, "000000", CUSTODIED_NOT_LISTED);
    let uuid = submitted(
        &app,
        &staff,
        json!({ "appId": "550210", "formData": form(&name, &number, "成长板", tables()) }),
    )
    .await;
    // nothing changes before the recheck
    decide(&app, &p.first, &uuid, "approve", "挂牌信息：材料齐全")
        .await
        .assert_ok();
    assert_eq!(listing_of(&app, &id), None);
    decide(&app, &p.recheck, &uuid, "approve", "挂牌信息：同意挂牌")
        .await
        .assert_ok();
    let (code, date, sector) = listing_of(&app, &id).expect("listed");
    assert_eq!(code.len(), 6, "{code}");
    assert!(code.chars().all(|c| c.is_ascii_digit()), "{code}");
    assert_eq!(date.len(), 10, "{date}");
    assert_eq!(sector, "sec-growth");
    // the public showcase's 挂牌企业 tab finds it with its code and sector
    let page = app
        .post_json(
            COMPANY_PAGE,
            None,
            &json!({ "query": {"current": 1, "size": 5}, "tenantId": "000000",
                     "company": { "registerOrListing": 2, "key": name } }),
        )
        .await;
    let records = page.assert_ok()["records"].as_array().unwrap().clone();
    let card = records
        .iter()
        .find(|r| r["name"] == json!(name))
        .expect("listed card");
    assert_eq!(card["listCode"], json!(code));
    assert_eq!(card["listingDate"], json!(date));
    assert_eq!(card["sectorName"], "成长板");
    // the memos keep the prefix the listed pages submit with (02 §5)
    let detail = app
        .post_json(
            "/api/rem-registrationbizweb/application/detail",
            Some(&staff),
            &json!({ "uuid": uuid }),
        )
        .await;
    let history = detail.assert_ok().to_string();
    assert!(history.contains("挂牌信息：同意挂牌"), "{history}");
    // and it cannot be listed twice
    apply(&app, &staff, form(&name, &number, "成长板", tables()))
        .await
        .assert_failure(400, "该企业已挂牌，请勿重复发起！");
}

#[actix_rt::test]
async fn the_entry_refuses_an_enterprise_out_of_custody_or_already_listed_and_writes_nothing() {
    let app = TestApp::spawn().await;
    let before = listings(&app);
    // org_demo working for 秦创智能, not in custody: refused at open
    let org = app.access_token("org_demo").await;
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveCompany?companyId=c-qinchuang",
        Some(&org),
    )
    .await
    .assert_ok();
    app.get(OPEN, Some(&org))
        .await
        .assert_failure(400, "企业需要先托管再办理挂牌业务！");
    let staff = app.access_token("admin").await;
    // staff open a new form naming no enterprise yet
    let opened = app.get(OPEN, Some(&staff)).await;
    assert_eq!(opened.assert_ok()["appId"], "550210");
    let (_, name, number) = company(&app, "000000", LISTED);
    apply(&app, &staff, form(&name, &number, "成长板", tables()))
        .await
        .assert_failure(400, "该企业已挂牌，请勿重复发起！");
    let (_, name, number) = company(&app, "000000", "c.custody_date IS NULL");
    apply(&app, &staff, form(&name, &number, "成长板", tables()))
        .await
        .assert_failure(400, "企业需要先托管再办理挂牌业务！");
    // a sector that is disabled, of bonds or a sub-sector is refused at submit (the rehearsal)
    let (_, name, number) = company(&app, "000000", CUSTODIED_NOT_LISTED);
    for sector in ["已停用板块", "债券板块", "西咸新区企业专区", "nope"] {
        apply(&app, &staff, form(&name, &number, sector, tables()))
            .await
            .assert_failure(400, "挂牌板块不存在或已停用");
    }
    // an enterprise user may not list another's enterprise
    apply(&app, &org, form(&name, &number, "成长板", tables()))
        .await
        .assert_failure(403, &format!("申请人不能为企业{name}办理该业务"));
    assert_eq!(listings(&app), before);
}

// spec: 02§5.7 02§5.8
#[actix_rt::test]
async fn the_financial_tables_rules_are_the_server_s_too() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("admin").await;
    let (_, name, number) = company(&app, "000000", CUSTODIED_NOT_LISTED);
    let before = listings(&app);
    // (table, row, column, value, the message at the cell)
    let cases: &[(&str, usize, &str, &str, &str)] = &[
        ("financeTable1", 1, "topYear", "3.5", "请输入整数"),
        ("financeTable1", 1, "topYear", "-3", "请输入整数"),
        (
            "financeTable1",
            1,
            "topYear",
            "1234567890",
            "长度不能超过9位",
        ),
        (
            "financeTable2",
            0,
            "topYear",
            "1234567890123456789",
            "长度不能超过18位",
        ),
        (
            "financeTable2",
            0,
            "topYear",
            "1.1234567",
            "请输入不超过六位小数的数字",
        ),
        (
            "financeTable2",
            0,
            "topYear",
            "12a",
            "请输入不超过六位小数的数字",
        ),
        ("financeTable2", 0, "topYear", "-5", "货币资金不能为负数"),
        ("financeTable3", 2, "topTowYear", "-1", "营业成本不能为负数"),
        (
            "financeTable2",
            16,
            "topTowYear",
            "",
            "资产总计上上年度项为必填",
        ),
        ("financeTable3", 7, "topYear", "", "净利润上年度项为必填"),
    ];
    for (table, row, column, value, message) in cases {
        let mut bad = tables();
        bad[table][row][column] = json!(value);
        let answer = apply(&app, &staff, form(&name, &number, "成长板", bad)).await;
        assert_eq!(
            answer.status, 400,
            "{table}/{row}/{column}={value}: {}",
            answer.body
        );
        let errors = answer.data()["errors"].to_string();
        assert!(
            errors.contains(&format!("listedFinancials/{table}/{row}/{column}")),
            "{table}/{row}/{column}={value}: {errors}"
        );
        assert!(errors.contains(message), "{value} → {message}: {errors}");
    }
    // negatives where the spec allows them: undistributed profit, owner equity, net assets,
    // financial expenses, net profit, the cash flows, earnings per share
    let mut losses = tables();
    losses["financeTable2"][14]["topYear"] = json!("-200");
    losses["financeTable3"][5]["topTowYear"] = json!("-1.5");
    losses["financeTable3"][7]["topYear"] = json!("-99.123456");
    losses["financeTable4"][3]["topYear"] = json!("-60");
    losses["financeTable1"][3]["topYear"] = json!("-0.5");
    let answer = apply(&app, &staff, form(&name, &number, "成长板", losses)).await;
    assert!(answer.assert_ok()["uuid"].is_string());
    assert_eq!(listings(&app), before);
}

#[actix_rt::test]
async fn another_tenant_s_enterprise_cannot_be_listed() {
    let app = TestApp::spawn().await;
    let before = listings(&app);
    // staff of 000000 name 大连's enterprise in custody: the register of 000000 does not know it
    let staff = app.access_token("admin").await;
    let (dl_id, dl_name, dl_number) = company(&app, "116000", CUSTODIED_NOT_LISTED);
    apply(&app, &staff, form(&dl_name, &dl_number, "成长板", tables()))
        .await
        .assert_failure(400, "企业需要先托管再办理挂牌业务！");
    // 大连's enterprise user names an enterprise of 000000 in custody
    let dl_org = app.access_token_in("116000", "dl_org_demo").await;
    let (_, name, number) = company(&app, "000000", CUSTODIED_NOT_LISTED);
    apply(&app, &dl_org, form(&name, &number, "成长板", tables()))
        .await
        .assert_failure(400, "企业需要先托管再办理挂牌业务！");
    assert_eq!(listing_of(&app, &dl_id), None);
    assert_eq!(listings(&app), before);
}
