//! The company pages of issue 24 (01 §2 route table): one holder of an enterprise's register
//! (`company/shareholderDetail`), staff's company management (`companyManage/*`,
//! `listedProduct/*`, audited, the administrator's alone), the enterprise's electronic seals
//! with the e-contract provider (`eContract/seal/*`), the specialised-new scoring data
//! (`companyHitech/assessmentData`) and the transfer projects' query page (`zrxmcx2`); each with
//! its refusals, its role walls and its tenant's.

use diesel::prelude::*;
use serde_json::{json, Value};

use crate::helpers::{well_formed_pdf, TestApp};

const HOLDER: &str = "/api/rem-registrationbizweb/company/shareholderDetail";
const MANAGE: &str = "/api/rem-registrationmgrweb/companyManage/detail";
const MANAGE_SUBMIT: &str = "/api/rem-registrationmgrweb/companyManage/submit";
const PRODUCT: &str = "/api/rem-registrationmgrweb/listedProduct/detail";
const PRODUCT_SUBMIT: &str = "/api/rem-registrationmgrweb/listedProduct/submit";
const SEALS: &str = "/api/rem-registrationbizweb/eContract/seal/list";
const SEAL_REGISTER: &str = "/api/rem-registrationbizweb/eContract/seal/register";
const SEAL_STATUS: &str = "/api/rem-registrationbizweb/eContract/seal/status";
const PUT: &str = "/api/blade-resource/oss/endpoint/put-file-attach";
const ASSESSMENT: &str = "/api/rem-registrationbizweb/companyHitech/assessmentData";

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0";

/// The audit entries of an entity.
fn audited(app: &TestApp, entity: &str, id: &str) -> Vec<(String, Option<String>)> {
    use server::schema::audit_log as a;
    let mut conn = app.state.pool.get().unwrap();
    a::table
        .filter(a::entity.eq(entity))
        .filter(a::entity_id.eq(id))
        .select((a::action, a::after))
        .load(&mut conn)
        .unwrap()
}

fn first_error(answer: &Value) -> (String, String) {
    let e = &answer["data"]["errors"][0];
    (
        e["field"].as_str().unwrap_or_default().to_owned(),
        e["message"].as_str().unwrap_or_default().to_owned(),
    )
}

/// org_demo signed in with 秦创智能 chosen (it is bound to two enterprises).
async fn org_in_qinchuang(app: &TestApp) -> String {
    let org = app.access_token("org_demo").await;
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveCompany?companyId=c-qinchuang",
        Some(&org),
    )
    .await
    .assert_ok();
    org
}

// spec: 01§2 /process/gdgl/gdxxDetail/{uuid}/{id}
#[actix_rt::test]
async fn a_holder_of_the_register_is_shown_to_its_enterprise_and_staff_and_to_nobody_else() {
    let app = TestApp::spawn().await;
    let org = org_in_qinchuang(&app).await;
    let url =
        |company: &str, holder: &str| format!("{HOLDER}?companyId={company}&holderUuid={holder}");
    let silk = app
        .get(&url("c-qinchuang", "h-silk-road"), Some(&org))
        .await;
    let silk = silk.assert_ok();
    assert_eq!(silk["companyName"], "西安秦创智能科技股份有限公司");
    assert_eq!(silk["positions"][0]["productCode"], "100001");
    assert_eq!(silk["positions"][0]["pledged"], 100_000);
    assert!(silk["positions"][0]["totalShares"].as_i64().unwrap() > 0);
    let staff = app.access_token("staff_first").await;
    app.get(&url("c-qinchuang", "h-zhangwei-1"), Some(&staff))
        .await
        .assert_ok();
    // a holder of another enterprise's register, whatever it holds elsewhere
    app.get(&url("c-qinchuang", "h-zhangwei-2"), Some(&org))
        .await
        .assert_failure(404, "该股东不在本企业股东名册中");
    app.get(&url("c-xixian", "h-zhangwei-2"), Some(&org))
        .await
        .assert_failure(403, "无权查看该企业");
    let investor = app.access_token("personal_demo").await;
    app.get(&url("c-qinchuang", "h-zhangwei-1"), Some(&investor))
        .await
        .assert_failure(403, "无权访问该功能");
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    app.get(&url("c-qinchuang", "h-zhangwei-1"), Some(&dalian))
        .await
        .assert_failure(403, "无权查看该企业");
    app.get(&format!("{HOLDER}?companyId=c-qinchuang"), Some(&org))
        .await
        .assert_failure(400, "请选择股东");
    app.get(&url("c-qinchuang", "h-zhangwei-1"), None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

// spec: 01§2 /companyAdmin/companyManage1/detail/{id} 01§2 /companyAdmin/companyManage1/edit/{id} 01§2 /companyAdmin/companyManage2/detail/{id} 01§2 /companyAdmin/companyManage2/edit/{id}
#[actix_rt::test]
async fn staff_read_a_managed_enterprise_on_its_list_and_only_there() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let custody = app
        .get(&format!("{MANAGE}?kind=1&id=sc-00000"), Some(&staff))
        .await;
    let custody = custody.assert_ok();
    assert_eq!(custody["isRegister"], 1);
    assert_eq!(custody["products"][0]["productCode"], "600000");
    app.get(&format!("{MANAGE}?kind=2&id=sc-00000"), Some(&staff))
        .await
        .assert_failure(404, "该企业未挂牌");
    let listed = app
        .get(&format!("{MANAGE}?kind=2&id=sc-00024"), Some(&staff))
        .await;
    assert_eq!(listed.assert_ok()["listing"]["listCode"], "800024");
    assert!(listed.data()["listing"]["sectorName"]
        .as_str()
        .is_some_and(|s| !s.is_empty()));
    app.get(&format!("{MANAGE}?kind=3&id=sc-00000"), Some(&staff))
        .await
        .assert_failure(400, "请指定企业类别");
    app.get(&format!("{MANAGE}?kind=1&id=c-dl-harbour"), Some(&staff))
        .await
        .assert_failure(404, "企业不存在");
    let org = org_in_qinchuang(&app).await;
    app.get(&format!("{MANAGE}?kind=1&id=sc-00000"), Some(&org))
        .await
        .assert_failure(403, "仅登记机构工作人员可查看企业信息");
}

// spec: 01§2 /companyAdmin/companyManage1/edit/{id} 02§5 请不要输入空格 不能包含特殊字符
#[actix_rt::test]
async fn the_administrator_corrects_an_enterprise_checked_and_audited_and_a_reviewer_may_not() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let edit = |body: Value| {
        let mut b = json!({ "kind": "1", "id": "sc-00000" });
        b.as_object_mut()
            .unwrap()
            .extend(body.as_object().unwrap().clone());
        b
    };
    let refused = app
        .post_json(
            MANAGE_SUBMIT,
            Some(&admin),
            &edit(json!({ "shortName": "秦 创" })),
        )
        .await;
    assert_eq!(refused.status, 400);
    assert_eq!(
        first_error(&refused.body),
        ("shortName".into(), "企业简称请不要输入空格".into())
    );
    let refused = app
        .post_json(
            MANAGE_SUBMIT,
            Some(&admin),
            &edit(json!({ "labelName": "高新#企业" })),
        )
        .await;
    assert_eq!(first_error(&refused.body).1, "企业标签不能包含特殊字符");
    let refused = app
        .post_json(
            MANAGE_SUBMIT,
            Some(&admin),
            &edit(json!({ "industryCode": "ZZ" })),
        )
        .await;
    assert_eq!(
        first_error(&refused.body),
        ("industryCode".into(), "所属行业不存在".into())
    );
    let before = app
        .get(&format!("{MANAGE}?kind=1&id=sc-00000"), Some(&admin))
        .await;
    let city = before.data()["cityCode"].as_str().unwrap().to_owned();
    // a district of another city
    let refused = app
        .post_json(
            MANAGE_SUBMIT,
            Some(&admin),
            &edit(json!({ "cityCode": "610200", "districtCode": "610113", "industryCode": "I" })),
        )
        .await;
    assert_eq!(first_error(&refused.body).1, "所在区县不属于所选城市");
    assert!(!city.is_empty());
    let saved = app
        .post_json(
            MANAGE_SUBMIT,
            Some(&admin),
            &edit(json!({ "shortName": "秦川智造", "labelName": "高新技术企业，瞪羚企业", "industryCode": "I", "cityCode": "610100", "districtCode": "610113" })),
        )
        .await;
    let saved = saved.assert_ok();
    assert_eq!(saved["shortName"], "秦川智造");
    assert_eq!(saved["labelName"], "高新技术企业,瞪羚企业");
    assert_eq!(saved["districtCode"], "610113");
    let entries = audited(&app, "company", "sc-00000");
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0].0, "update");
    assert!(entries[0].1.as_deref().unwrap().contains("秦川智造"));
    // a refused edit changed nothing and left no entry
    assert_eq!(audited(&app, "company", "sc-00001").len(), 0);
    let reviewer = app.access_token("staff_first").await;
    app.post_json(
        MANAGE_SUBMIT,
        Some(&reviewer),
        &edit(json!({ "shortName": "秦川" })),
    )
    .await
    .assert_failure(403, "仅管理员可修改企业信息");
    let org = org_in_qinchuang(&app).await;
    app.post_json(
        MANAGE_SUBMIT,
        Some(&org),
        &edit(json!({ "shortName": "秦川" })),
    )
    .await
    .assert_failure(403, "仅登记机构工作人员可查看企业信息");
    app.post_json(
        MANAGE_SUBMIT,
        Some(&admin),
        &json!({ "kind": "1", "id": "c-dl-harbour", "shortName": "港湾" }),
    )
    .await
    .assert_failure(404, "企业不存在");
}

// spec: 01§2 /gpcpglManagenment/edit/{id} 01§2 /gpcpglManagenment/detail/{id}
#[actix_rt::test]
async fn a_listed_product_is_read_by_staff_and_corrected_by_the_administrator_within_its_boards() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let product = app
        .get(&format!("{PRODUCT}?id=p-600024"), Some(&admin))
        .await;
    let product = product.assert_ok();
    assert_eq!(product["holders"], 3);
    assert_eq!(product["held"], product["totalShares"]);
    assert_eq!(product["listing"]["listCode"], "800024");
    app.get(&format!("{PRODUCT}?id=p-100001"), Some(&admin))
        .await
        .assert_failure(404, "挂牌产品不存在");
    let sector = product["listing"]["sectorId"].as_str().unwrap().to_owned();
    let body = |name: &str, sector: &str, featured: Option<&str>| json!({ "id": "p-600024", "name": name, "sectorId": sector, "featuredSectorId": featured });
    let refused = app
        .post_json(PRODUCT_SUBMIT, Some(&admin), &body("", &sector, None))
        .await;
    assert_eq!(
        first_error(&refused.body),
        ("name".into(), "此项为必填项！".into())
    );
    let refused = app
        .post_json(PRODUCT_SUBMIT, Some(&admin), &body("股份@A", &sector, None))
        .await;
    assert_eq!(first_error(&refused.body).1, "股份简称不能包含特殊字符");
    let refused = app
        .post_json(
            PRODUCT_SUBMIT,
            Some(&admin),
            &body("秦川股份", "sec-xixian", None),
        )
        .await;
    assert_eq!(
        first_error(&refused.body),
        ("sectorId".into(), "挂牌板块不存在或已停用".into())
    );
    let refused = app
        .post_json(
            PRODUCT_SUBMIT,
            Some(&admin),
            &body("秦川股份", "sec-growth", Some("sec-xixian")),
        )
        .await;
    assert_eq!(first_error(&refused.body).1, "特色板块不属于所选挂牌板块");
    let saved = app
        .post_json(
            PRODUCT_SUBMIT,
            Some(&admin),
            &body("秦川股份", "sec-featured", Some("sec-xixian")),
        )
        .await;
    let saved = saved.assert_ok();
    assert_eq!(saved["name"], "秦川股份");
    assert_eq!(saved["listing"]["sectorId"], "sec-featured");
    assert_eq!(saved["listing"]["featuredSectorId"], "sec-xixian");
    assert_eq!(audited(&app, "listed-product", "p-600024").len(), 1);
    let reviewer = app.access_token("staff_first").await;
    app.get(&format!("{PRODUCT}?id=p-600024"), Some(&reviewer))
        .await
        .assert_ok();
    app.post_json(
        PRODUCT_SUBMIT,
        Some(&reviewer),
        &body("秦川", "sec-growth", None),
    )
    .await
    .assert_failure(403, "仅管理员可修改企业信息");
    let investor = app.access_token("personal_demo").await;
    app.get(&format!("{PRODUCT}?id=p-600024"), Some(&investor))
        .await
        .assert_failure(403, "仅登记机构工作人员可查看企业信息");
}

async fn upload(app: &TestApp, token: &str, name: &str, bytes: &[u8]) -> String {
    let answer = app.upload(PUT, Some(token), name, bytes).await;
    answer.assert_ok()["attachId"].as_str().unwrap().to_owned()
}

// spec: 01§2 /sealAdmin 01§7 eContract
#[actix_rt::test]
async fn an_enterprise_registers_its_seal_with_the_e_contract_provider_and_switches_it() {
    let app = TestApp::spawn().await;
    let org = org_in_qinchuang(&app).await;
    let list = app.get(SEALS, Some(&org)).await;
    let list = list.assert_ok();
    assert_eq!(list["records"], json!([]));
    assert_eq!(list["sealTypes"].as_array().unwrap().len(), 4);
    // the register holds no certificate of 秦创智能: the seal asks for it
    assert_eq!(list["needsCertificate"], true);
    let image = upload(&app, &org, "seal.png", PNG).await;
    let seal = |name: &str, attach: &str, number: Option<&str>| {
        json!({ "sealName": name, "sealType": "2", "attachId": attach,
                "idType": number.map(|_| "11"), "idNumber": number })
    };
    app.post_json(SEAL_REGISTER, Some(&org), &seal("合同专用章", &image, None))
        .await
        .assert_failure(400, "企业证件信息不完整，请填写企业证件类型和号码");
    // checked with the business registry under the enterprise's name
    app.post_json(
        SEAL_REGISTER,
        Some(&org),
        &seal("合同专用章", &image, Some("916101130MA6TXK0LD")),
    )
    .await
    .assert_failure(
        400,
        "该证件号码在工商登记中的企业名称为陕西秦岭数据科技有限公司，与本企业不符",
    );
    let refused = app
        .post_json(SEAL_REGISTER, Some(&org), &seal("", &image, None))
        .await;
    assert_eq!(
        first_error(&refused.body),
        ("sealName".into(), "请输入印章名称".into())
    );
    let pdf = upload(&app, &org, "seal.pdf", &well_formed_pdf()).await;
    app.post_json(
        SEAL_REGISTER,
        Some(&org),
        &seal("合同专用章", &pdf, Some("91610131MA6TQC0011")),
    )
    .await
    .assert_failure(400, "印章图片须为PNG或JPG格式");
    let made = app
        .post_json(
            SEAL_REGISTER,
            Some(&org),
            &seal("合同专用章", &image, Some("91610131MA6TQC0011")),
        )
        .await;
    let made = made.assert_ok().clone();
    assert_eq!(made["status"], 1);
    assert_eq!(made["sealTypeName"], "合同专用章");
    let provider_id = made["providerSealId"].as_str().unwrap().to_owned();
    let simulator = app.state.econtract_simulator.clone().unwrap();
    assert_eq!(simulator.seal(&provider_id).map(|s| s.0), Some(true));
    app.post_json(
        SEAL_REGISTER,
        Some(&org),
        &seal("合同专用章", &image, Some("91610131MA6TQC0011")),
    )
    .await
    .assert_failure(400, "印章名称“合同专用章”已存在");
    let id = made["id"].as_str().unwrap().to_owned();
    let off = app
        .post_json(SEAL_STATUS, Some(&org), &json!({ "id": id, "status": 0 }))
        .await;
    assert_eq!(off.assert_ok()["statusName"], "已停用");
    assert_eq!(simulator.seal(&provider_id).map(|s| s.0), Some(false));
    app.post_json(SEAL_STATUS, Some(&org), &json!({ "id": id, "status": 0 }))
        .await
        .assert_failure(400, "该印章已停用");
    app.post_json(SEAL_STATUS, Some(&org), &json!({ "id": id, "status": 7 }))
        .await
        .assert_failure(400, "印章状态不正确");
    assert_eq!(audited(&app, "company-seal", &id).len(), 2);
    // staff read the enterprise's seals and change none
    let admin = app.access_token("admin").await;
    let read = app
        .get(&format!("{SEALS}?companyId=c-qinchuang"), Some(&admin))
        .await;
    assert_eq!(read.assert_ok()["records"][0]["id"], id.as_str());
    app.post_json(SEAL_STATUS, Some(&admin), &json!({ "id": id, "status": 1 }))
        .await
        .assert_failure(403, "电子印章由企业自行登记和启停");
    let investor = app.access_token("personal_demo").await;
    app.get(SEALS, Some(&investor))
        .await
        .assert_failure(403, "无权访问该功能");
    // another tenant's enterprise user cannot find it
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    app.post_json(
        SEAL_STATUS,
        Some(&dalian),
        &json!({ "id": id, "status": 1 }),
    )
    .await
    .assert_failure(404, "印章不存在");
}

// spec: 01§2 /assessment 03§2 scoring-table
#[actix_rt::test]
async fn the_scoring_table_reads_the_enterprise_s_answers_or_says_there_are_none() {
    let app = TestApp::spawn().await;
    let org = org_in_qinchuang(&app).await;
    let none = app
        .get(&format!("{ASSESSMENT}?uuid=c-qinchuang"), Some(&org))
        .await;
    let none = none.assert_ok();
    assert_eq!(none["source"], "none");
    assert_eq!(none["form"], Value::Null);
    app.get(&format!("{ASSESSMENT}?uuid=c-xixian"), Some(&org))
        .await
        .assert_failure(403, "无权查看该企业");
    let investor = app.access_token("personal_demo").await;
    app.get(&format!("{ASSESSMENT}?uuid=c-qinchuang"), Some(&investor))
        .await
        .assert_failure(403, "无权访问该功能");
    app.get(ASSESSMENT, Some(&org))
        .await
        .assert_failure(400, "请选择企业");
    // a self-evaluation of the enterprise is what the table is drawn from until it applies
    let form = json!({ "name": "西安秦创智能科技股份有限公司", "idType": "11", "idNumber": "91610131MA6TQC0011",
        "corporateCredit": "5", "conformsCompany": "1", "prohielimin": "0", "keyLink": "1",
        "leadingProduInfluen": "2", "isTechnologyAward": "1", "intellectualPropertyNumber1": 0,
        "qualityAssurance": ["0"] });
    app.post_json(
        "/api/rem-registrationbizweb/companyHitech/evaluate",
        Some(&org),
        &json!({ "kind": "fast", "formData": form }),
    )
    .await
    .assert_ok();
    let answered = app
        .get(&format!("{ASSESSMENT}?uuid=c-qinchuang"), Some(&org))
        .await;
    let answered = answered.assert_ok();
    assert_eq!(answered["source"], "evaluation");
    assert_eq!(answered["form"]["keyLink"], "1");
    assert!(answered["score"].as_i64().is_some());
    let staff = app.access_token("staff_first").await;
    let read = app
        .get(&format!("{ASSESSMENT}?uuid=c-qinchuang"), Some(&staff))
        .await;
    assert_eq!(read.assert_ok()["source"], "evaluation");
}

// spec: 01§2 /tabQueryPage/zrxmcx2
#[actix_rt::test]
async fn the_transfer_projects_page_lists_the_tenant_s_projects_one_state_at_a_time() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let rows = "/api/rem-registrationbizweb/queryPage/zrxmcx2/list";
    let all = app
        .post_json(
            rows,
            Some(&investor),
            &json!({ "pageNo": 1, "pageSize": 50 }),
        )
        .await;
    let total = all.assert_ok()["totalRecord"].as_i64().unwrap();
    // the tenant's projects, none of another tenant's
    let own: i64 = {
        use server::schema::fund_transfer_projects as p;
        let mut conn = app.state.pool.get().unwrap();
        p::table
            .filter(p::tenant_id.eq("000000"))
            .count()
            .get_result(&mut conn)
            .unwrap()
    };
    assert!(total > 0);
    assert_eq!(total, own);
    let listed = app
        .post_json(
            rows,
            Some(&investor),
            &json!({ "pageNo": 1, "pageSize": 50, "filters": { "status": "1" } }),
        )
        .await;
    let listed = listed.assert_ok();
    assert!(listed["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["status"] == "1"));
    assert!(listed["totalRecord"].as_i64().unwrap() < total);
    let config = app
        .get(
            "/api/rem-registrationbizweb/queryPage/zrxmcx2/config",
            Some(&investor),
        )
        .await;
    let status = config.assert_ok()["filters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["prop"] == "status")
        .unwrap()
        .clone();
    assert_eq!(status["options"].as_array().unwrap().len(), 4);
    let org = org_in_qinchuang(&app).await;
    assert_eq!(
        app.post_json(rows, Some(&org), &json!({ "pageNo": 1 }))
            .await
            .status,
        403
    );
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    assert_eq!(
        app.post_json(rows, Some(&dalian), &json!({ "pageNo": 1 }))
            .await
            .status,
        403
    );
}
