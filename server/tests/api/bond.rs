//! 550082 bond filing (03 §3-§5, issue 18): the bond rows' save checks refused at submit with
//! the field each belongs to, the filed bond in the register with its parties, the name
//! check, the issuers and the targeted investors a bond may name.

use serde_json::{json, Value};
use server::models::bond::Bond;

use crate::helpers::{Answer, TestApp};
use crate::samples::{bond_filing, bond_row, directed_bond_row, ZHANG_WEI};
use crate::support::{approved, field_errors, people, submit};

const CHECK_NAME: &str = "/api/rem-registrationbizweb/bond/checkBondName";
const BONDS: &str = "/api/rem-registrationbizweb/privateBond/bonds?companyId=c-qinchuang";
const ISSUERS: &str = "/api/rem-registrationbizweb/privateBond/issuers";
const INVESTORS: &str =
    "/api/rem-registrationbizweb/bondtargetedinvestors/acquireOptionalInvestors";

async fn file(app: &TestApp, rows: Value) -> Answer {
    let org = app.access_token("org_demo").await;
    let body = json!({ "appId": "550082", "formData": bond_filing(rows) });
    approved(app, &people(app).await, &org, body).await
}

// spec: 03§1.10 03§1.12
#[actix_rt::test]
async fn a_directed_bond_is_filed_with_its_providers_and_investors() {
    let app = TestApp::spawn().await;
    let mut row = directed_bond_row("秦创智能2026年定向债", "h-zhangwei-1");
    row["bondServiceProvidersList"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "isPartnerMember": "0", "serviceProviderName": "陕西信用增进有限公司",
            "serviceProviderCategoryCode": "15", "creditEnhancerNature": "1", "creditEnhancementMethod": "1",
            "enhancementProviderRating": "AA+", "creditEnhancementRadio": "100" }));
    file(&app, json!([row])).await.assert_ok();
    let org = app.access_token("org_demo").await;
    let bonds = app.get(BONDS, Some(&org)).await;
    let list = bonds.assert_ok().as_array().unwrap().clone();
    // the demo issuer's seeded bonds (filed, issuing), then this one
    assert_eq!(list.len(), 3, "{}", bonds.body);
    let bond = &list[2];
    assert_eq!(bond["chineseName"], "秦创智能2026年定向债");
    assert_eq!(bond["productCode"], "B000003");
    assert_eq!(bond["status"], "1");
    assert_eq!(bond["bondAmount"], 1_000_000);
    assert_eq!(bond["publishArea"], "2");
    let providers = bond["bondServiceProvidersList"].as_array().unwrap();
    assert_eq!(providers.len(), 2);
    assert_eq!(providers[1]["categoryCode"], "15");
    assert_eq!(providers[1]["creditEnhancementRatio"], "100");
    // the register's account, not what the form said of it
    let investors = bond["investorsList"].as_array().unwrap();
    assert_eq!(investors.len(), 1);
    assert_eq!(investors[0]["investorNo"], ZHANG_WEI);
    assert_eq!(investors[0]["investorName"], "张伟");
    // a second filing takes the next code
    file(&app, json!([bond_row("秦创智能2027年公司债")]))
        .await
        .assert_ok();
    let mut conn = app.state.pool.get().unwrap();
    let codes: Vec<String> = Bond::of_company(&mut conn, "000000", "c-qinchuang")
        .unwrap()
        .into_iter()
        .map(|b| b.product_code)
        .collect();
    assert_eq!(codes, ["B000001", "B000002", "B000003", "B000004"]);
}

// spec: 03§7.11 03§5.19
#[actix_rt::test]
async fn the_name_check_refuses_a_filed_name_and_the_filing_refuses_it_again() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let free = app
        .post_json(
            CHECK_NAME,
            Some(&org),
            &json!({ "chineseName": "秦创智能2026年定向债" }),
        )
        .await;
    assert_eq!(free.assert_ok(), &json!(true));
    file(&app, json!([bond_row("秦创智能2026年定向债")]))
        .await
        .assert_ok();
    for body in [
        json!({ "chineseName": "秦创智能2026年定向债" }),
        json!({ "productShort": "秦创智能2026年定向债简称" }),
        // a short name may not repeat another bond's name either
        json!({ "productShort": "秦创智能2026年定向债" }),
    ] {
        app.post_json(CHECK_NAME, Some(&org), &body)
            .await
            .assert_failure(400, "名称已被其他债券使用，请更换");
    }
    let long = "债".repeat(51);
    app.post_json(CHECK_NAME, Some(&org), &json!({ "chineseName": long }))
        .await
        .assert_failure(400, "名称不能超过50个字符");
    let body = json!({ "appId": "550082", "formData": bond_filing(json!([bond_row("秦创智能2026年定向债")])) });
    let answer = submit(&app, &org, body).await;
    answer.assert_failure(400, "[秦创智能2026年定向债]债券名称已存在");
    // two rows of one filing may not share a name
    let twice = json!([bond_row("秦创智能2028年债"), bond_row("秦创智能2028年债")]);
    let body = json!({ "appId": "550082", "formData": bond_filing(twice) });
    submit(&app, &org, body)
        .await
        .assert_failure(400, "[秦创智能2028年债]本次备案中重复");
}

// spec: 03§5.12 03§5.15 03§5.17 03§5.18 03§5.22 03§5.24 03§5.25 03§5.26 03§5.28 03§5.30 03§8.8
#[actix_rt::test]
async fn the_bond_save_checks_are_refused_at_submit_on_their_fields() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let mut row = bond_row("秦创智能2026年定向债");
    row["raiseBeginDate"] = json!("2026-12-20");
    row["rateEndDate"] = json!("2026-12-01");
    row["buyMin"] = json!(2000);
    row["price"] = json!("300");
    row["bondServiceProvidersList"] = json!([
        { "isPartnerMember": "0", "serviceProviderName": "甲律师事务所", "serviceProviderCategoryCode": "3" },
        { "isPartnerMember": "0", "serviceProviderName": "乙增信", "serviceProviderCategoryCode": "15",
          "creditEnhancerNature": "1" },
        { "isPartnerMember": "0", "serviceProviderName": "甲律师事务所", "serviceProviderCategoryCode": "3" }
    ]);
    let body = json!({ "appId": "550082", "formData": bond_filing(json!([row])) });
    let errors = field_errors(&submit(&app, &org, body).await);
    let at = |field: &str, message: &str| (format!("bondInfoList/0/{field}"), message.to_owned());
    for expected in [
        at("raiseBeginDate", "募集开始时间不可大于结束时间"),
        at("rateEndDate", "到期日不能早于起息日"),
        at("buyMax", "认购下限份数不能大于认购上限份数"),
        at("bondServiceProvidersList", "第1、3条服务方信息重复，请修改"),
        at(
            "bondServiceProvidersList",
            "请最少添加一条服务方为推荐商服务方信息",
        ),
        at(
            "bondServiceProvidersList/1",
            "第2条服务方分类为增信机构，增信类字段必填，请填写。",
        ),
        at("bondAmount", "发行金额需要是发行价格的整数倍"),
    ] {
        assert!(errors.contains(&expected), "{expected:?} not in {errors:?}");
    }
    // a directed issue without investors, and a bond without any provider
    let mut row = bond_row("秦创智能2026年定向债");
    row["publishArea"] = json!("2");
    row["fundraisingMethods"] = json!("1");
    row["bondServiceProvidersList"] = json!([]);
    row["successRate"] = json!("100.5");
    let body = json!({ "appId": "550082", "formData": bond_filing(json!([row])) });
    let errors = field_errors(&submit(&app, &org, body).await);
    for expected in [
        at("investorsList", "请选择定向投资者"),
        at("bondServiceProvidersList", "请最少添加一条服务方信息"),
        at("successRate", "请输入不超过两位小数的正数且不超过100"),
    ] {
        assert!(errors.contains(&expected), "{expected:?} not in {errors:?}");
    }
    // no bond at all, and no filing project
    let body = json!({ "appId": "550082", "formData": { "bondInfoList": [] } });
    let errors = field_errors(&submit(&app, &org, body).await);
    assert!(
        errors.contains(&("companyId".into(), "请先选择备案项目！".into())),
        "{errors:?}"
    );
    assert!(
        errors.contains(&("bondInfoList".into(), "至少填写一组债券信息".into())),
        "{errors:?}"
    );
}

#[actix_rt::test]
async fn an_enterprise_files_only_for_itself_and_reads_only_its_bonds() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let issuers = app.get(ISSUERS, Some(&org)).await;
    let names: Vec<&str> = issuers
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["companyName"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"西安秦创智能科技股份有限公司"), "{names:?}");
    assert!(
        !names.contains(&"西咸新区新能源科技股份有限公司"),
        "{names:?}"
    );
    let staff = app.access_token("staff_first").await;
    let all = app.get(ISSUERS, Some(&staff)).await;
    assert!(all.assert_ok().as_array().unwrap().len() > names.len());
    let body = json!({ "appId": "550082", "formData": { "companyId": "c-xixian", "bondInfoList": [bond_row("西咸新能2026年债")] } });
    submit(&app, &org, body).await.assert_failure(
        403,
        "申请人不能为企业西咸新区新能源科技股份有限公司办理该业务",
    );
    let personal = app.access_token("personal_demo").await;
    app.get(BONDS, Some(&personal)).await.assert_failure(
        403,
        "申请人不能为企业西安秦创智能科技股份有限公司办理该业务",
    );
}

// spec: 03§5.38 03§2.19 03§7.14 03§7.15
#[actix_rt::test]
async fn the_investor_picker_asks_for_the_issuer_and_leaves_its_own_account_out() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    app.post_json(INVESTORS, Some(&org), &json!({}))
        .await
        .assert_failure(400, "请选择企业");
    let answer = app
        .post_json(
            INVESTORS,
            Some(&org),
            &json!({ "companyId": "c-qinchuang", "companyCode": "100001" }),
        )
        .await;
    let investors = answer.assert_ok().as_array().unwrap().clone();
    assert!(
        investors.iter().any(|i| i["investorNo"] == ZHANG_WEI),
        "{}",
        answer.body
    );
    assert!(investors
        .iter()
        .all(|i| i["investorName"] != "西安秦创智能科技股份有限公司"));
    let members = app
        .get(
            "/api/rem-registrationbizweb/member/listAllMember",
            Some(&org),
        )
        .await;
    let members = members.assert_ok().as_array().unwrap().clone();
    assert!(
        members
            .iter()
            .any(|m| m["custno"] == "M00001" || m["chineseName"] == "长安证券服务有限公司"),
        "{members:?}"
    );
}

const HOLDER_LIST: &str = "/api/000000/shareBonus/exportHolderListDataBiz";

// spec: 03§7.1 03§2.8
#[actix_rt::test]
async fn the_holder_list_export_is_a_workbook_of_every_holder_of_the_register() {
    use calamine::{Data, Reader, Xlsx};
    use std::io::Cursor;
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let register = app
        .post_json(
            "/api/rem-registrationbizweb/company/shareholders",
            Some(&org),
            &json!({ "companyId": "c-qinchuang", "pageSize": 100 }),
        )
        .await;
    let register = register.assert_ok().clone();
    let holders: Vec<String> = register["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["holderName"].as_str().unwrap().to_owned())
        .collect();
    assert!(holders.len() > 1, "{register}");
    let body = json!({ "name": "西安秦创智能科技股份有限公司", "flowCode": "550004", "processType": "1", "companyType": "2" });
    let raw = app.fetch(HOLDER_LIST, Some(&org), Some(&body)).await;
    assert_eq!(raw.status, 200);
    assert!(raw.header("content-type").contains("spreadsheetml"));
    assert!(raw.header("content-disposition").contains(".xlsx"));
    let mut book = Xlsx::new(Cursor::new(raw.bytes.clone())).unwrap();
    let sheet = book.worksheet_range("股东持股信息").unwrap();
    let rows: Vec<_> = sheet.rows().collect();
    assert_eq!(rows.len(), holders.len() + 2, "heading, every line, sums");
    let named: Vec<String> = rows[1..rows.len() - 1]
        .iter()
        .map(|r| r[1].to_string())
        .collect();
    for holder in &holders {
        assert!(named.contains(holder), "{holder} not in {named:?}");
    }
    assert_eq!(rows.last().unwrap()[1], Data::String("合计".into()));
    // narrowed to one account
    let one = json!({ "name": "西安秦创智能科技股份有限公司", "holderInfo": ZHANG_WEI });
    let raw = app.fetch(HOLDER_LIST, Some(&org), Some(&one)).await;
    let mut book = Xlsx::new(Cursor::new(raw.bytes)).unwrap();
    assert_eq!(
        book.worksheet_range("股东持股信息").unwrap().rows().count(),
        3
    );
    // another tenant's path, an enterprise not the user's, an investor: refused
    let other = app
        .fetch(
            "/api/116000/shareBonus/exportHolderListDataBiz",
            Some(&org),
            Some(&json!({})),
        )
        .await;
    assert_eq!(other.status, 403);
    let xixian = json!({ "name": "西咸新区新能源科技股份有限公司" });
    assert_eq!(
        app.fetch(HOLDER_LIST, Some(&org), Some(&xixian))
            .await
            .status,
        403
    );
    let investor = app.access_token("personal_demo").await;
    assert_eq!(
        app.fetch(HOLDER_LIST, Some(&investor), Some(&json!({})))
            .await
            .status,
        403
    );
}

// spec: 03§4.12 03§7.12 03§3.36 03§9.4 03§3.25
#[actix_rt::test]
async fn the_bond_dialog_s_form_is_served_for_node_bond_info() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let url = "/api/rem-registrationbizweb/otc-flow/workflowform/detail?mgrOrBiz=biz&appId=550082&nodeId=bondInfo";
    let answer = app.get(url, Some(&org)).await;
    let data = answer.assert_ok();
    assert_eq!(data["table"], "bondInfoList");
    assert_eq!(data["nodeId"], "bondInfo");
    // the spec's JSON text, the same form as the object beside it
    let form: Value = serde_json::from_str(data["formData"].as_str().unwrap()).unwrap();
    assert_eq!(form["schema"], data["schema"]);
    let fields = form["schema"]["properties"].as_object().unwrap();
    for field in [
        "chineseName",
        "productShort",
        "bondServiceProvidersList",
        "investorsList",
        "bondOptionList",
    ] {
        assert!(fields.contains_key(field), "{field}");
    }
    assert_eq!(form["defaults"]["parValue"], "100");
    assert_eq!(form["uiSchema"]["chineseName"]["ui:widget"], "bondName");
    // a node naming no dialog table is a node of the form as before
    let apply = app
        .get(
            "/api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=550082&nodeId=apply",
            Some(&org),
        )
        .await;
    assert!(apply.assert_ok()["form"]["schema"]["properties"]["bondInfoList"].is_object());
}
