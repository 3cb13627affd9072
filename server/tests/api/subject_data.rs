//! The subject look-ups of 02 §7: `{company, user, product}/getSubjectData` by a subject's
//! three elements (name, idType, idNumber) and `company/getCompanyInfoByCID` by an enterprise's
//! id: found, not found, elements of two different enterprises, missing elements, no token,
//! out of scope.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{companies, products};

use crate::helpers::TestApp;

const COMPANY: &str = "/api/rem-registrationbizweb/company/getSubjectData";
const USER: &str = "/api/rem-registrationbizweb/user/getSubjectData";
const PRODUCT: &str = "/api/rem-registrationbizweb/product/getSubjectData";
const BY_CID: &str = "/api/rem-registrationbizweb/company/getCompanyInfoByCID";
const SUBJECT_CALLS: [&str; 3] = [COMPANY, USER, PRODUCT];

/// org_demo's enterprise (c-qinchuang).
const QINCHUANG: (&str, &str) = ("西安秦创智能科技股份有限公司", "91610131MA6TQC0011");
/// An institutional investor of the register (account 1000000009 of orgholder_new).
const XINCHENG: (&str, &str) = ("陕西新程投资有限公司", "91610000MA6TXC0009");
const MISSING: &str = "请填写企业名称、证件类型和证件号码";

fn subject(path: &str, name: &str, id_type: &str, number: &str) -> String {
    let query =
        serde_urlencoded::to_string([("name", name), ("idType", id_type), ("idNumber", number)])
            .unwrap();
    format!("{path}?{query}")
}

// spec: 02§7.28
fn by_cid(cid: &str) -> String {
    format!(
        "{BY_CID}?{}",
        serde_urlencoded::to_string([("cid", cid)]).unwrap()
    )
}

/// 秦创智能 as a registration leaves it: its certificate, in custody since 2024-03-01, with a
/// registered document (the legal representative a registry shows anyone, the contact person
/// only its own users and staff see) and 12,000,000 shares of its product 100001.
fn register_qinchuang(app: &TestApp) {
    let mut conn = app.state.pool.get().unwrap();
    let doc = json!({"name": QINCHUANG.0, "legalName": "王强", "jbrName": "赵强",
                     "registeredAddress": "西安市高新区锦业路1号"});
    diesel::update(companies::table.find("c-qinchuang"))
        .set((
            companies::id_type.eq("11"),
            companies::id_number.eq(QINCHUANG.1),
            companies::custody_date.eq("2024-03-01"),
            companies::registered_capital_fen.eq(1_200_000_000_i64),
            companies::register_doc.eq(doc.to_string()),
        ))
        .execute(&mut conn)
        .unwrap();
    diesel::update(products::table.find("p-100001"))
        .set(products::total_shares.eq(12_000_000_i64))
        .execute(&mut conn)
        .unwrap();
}

fn accounts_of(users: &Value) -> Vec<&str> {
    users
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["account"].as_str().unwrap())
        .collect()
}

// spec: 02§7.29
#[actix_rt::test]
async fn an_enterprise_is_found_by_its_three_elements_with_its_record_standing_and_dossier() {
    let app = TestApp::spawn().await;
    register_qinchuang(&app);
    let staff = app.access_token("staff_first").await;
    // Spaces in the name and a lower-case number are what the user typed, not another subject.
    let typed = subject(
        COMPANY,
        " 西安秦创智能 科技股份有限公司",
        "11",
        "91610131ma6tqc0011",
    );
    let answer = app.get(&typed, Some(&staff)).await;
    let data = answer.assert_ok();
    assert_eq!(data["company"]["id"], "c-qinchuang");
    assert_eq!(data["company"]["name"], QINCHUANG.0);
    assert_eq!(data["company"]["idNumber"], QINCHUANG.1);
    assert_eq!(data["company"]["custodyDate"], "2024-03-01");
    assert_eq!(data["company"]["registeredCapitalFen"], 1_200_000_000_i64);
    assert_eq!(data["standing"]["isRegister"], 1);
    assert_eq!(data["standing"]["hasProduct"], 1);
    assert_eq!(data["dossier"]["legalName"], "王强");
    assert_eq!(data["dossier"]["registeredCapital"], "12000000");
    assert_eq!(
        data["dossier"]["jbrName"], "赵强",
        "staff read the whole dossier"
    );
    assert!(data["company"].get("registerDoc").is_none(), "{data}");

    let org = app.access_token("org_demo").await;
    let own = app
        .get(
            &subject(COMPANY, QINCHUANG.0, "11", QINCHUANG.1),
            Some(&org),
        )
        .await;
    assert_eq!(own.assert_ok()["dossier"]["jbrName"], "赵强");

    // Another applicant reads only the registered facts of an enterprise not theirs.
    let member = app.access_token("member_demo").await;
    let other = app
        .get(
            &subject(COMPANY, QINCHUANG.0, "11", QINCHUANG.1),
            Some(&member),
        )
        .await;
    let dossier = &other.assert_ok()["dossier"];
    assert_eq!(dossier["legalName"], "王强");
    assert_eq!(dossier["registeredAddress"], "西安市高新区锦业路1号");
    assert!(dossier.get("jbrName").is_none(), "{dossier}");
}

#[actix_rt::test]
async fn a_subject_the_register_does_not_hold_is_null_and_has_no_products() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let nobody = ("西安不存在科技有限公司", "91610113MA6TXXXXX1");
    let company = app
        .get(&subject(COMPANY, nobody.0, "11", nobody.1), Some(&staff))
        .await;
    assert!(company.assert_ok().is_null(), "{:?}", company.body);
    let products = app
        .get(&subject(PRODUCT, nobody.0, "11", nobody.1), Some(&staff))
        .await;
    assert_eq!(products.assert_ok(), &json!([]));
    let users = app
        .get(&subject(USER, nobody.0, "11", nobody.1), Some(&staff))
        .await;
    assert_eq!(users.assert_ok(), &json!([]));
    // An investor with an account is no enterprise of the register.
    let investor = app
        .get(
            &subject(COMPANY, XINCHENG.0, "11", XINCHENG.1),
            Some(&staff),
        )
        .await;
    assert!(investor.assert_ok().is_null());
}

#[actix_rt::test]
async fn an_enterprise_never_registered_through_the_platform_has_no_dossier() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::update(companies::table.find("c-qinchuang"))
            .set((
                companies::id_type.eq("11"),
                companies::id_number.eq(QINCHUANG.1),
            ))
            .execute(&mut conn)
            .unwrap();
    }
    let staff = app.access_token("staff_first").await;
    let answer = app
        .get(
            &subject(COMPANY, QINCHUANG.0, "11", QINCHUANG.1),
            Some(&staff),
        )
        .await;
    let data = answer.assert_ok();
    assert_eq!(data["company"]["id"], "c-qinchuang");
    assert!(data["dossier"].is_null(), "{data}");
    assert_eq!(data["dossierVersions"], 0);
}

#[actix_rt::test]
async fn the_products_of_an_enterprise_are_listed_with_their_shares_and_status() {
    let app = TestApp::spawn().await;
    register_qinchuang(&app);
    let org = app.access_token("org_demo").await;
    let answer = app
        .get(
            &subject(PRODUCT, QINCHUANG.0, "11", QINCHUANG.1),
            Some(&org),
        )
        .await;
    let products = answer.assert_ok().as_array().unwrap().clone();
    assert_eq!(products.len(), 1, "{products:?}");
    assert_eq!(products[0]["productId"], "p-100001");
    assert_eq!(products[0]["productCode"], "100001");
    assert_eq!(products[0]["name"], "秦创智能股权");
    assert_eq!(products[0]["totalShares"], 12_000_000);
    assert_eq!(products[0]["status"], 1, "in custody");
}

#[actix_rt::test]
async fn the_users_of_a_subject_are_listed_for_staff_without_their_secrets() {
    let app = TestApp::spawn().await;
    register_qinchuang(&app);
    let staff = app.access_token("staff_first").await;
    let answer = app
        .get(&subject(USER, QINCHUANG.0, "11", QINCHUANG.1), Some(&staff))
        .await;
    let users = answer.assert_ok();
    let org_demo = users
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["account"] == "org_demo")
        .unwrap_or_else(|| panic!("org_demo not among {users}"));
    assert_eq!(org_demo["name"], "李娜");
    assert_eq!(org_demo["landingMode"], "org");
    assert_eq!(org_demo["roleName"], "enterprise");
    assert_eq!(org_demo["boundCompany"], 1);
    let text = users.to_string();
    assert!(
        !text.contains("password") && !text.contains("$argon2"),
        "{text}"
    );

    let holders = app
        .get(&subject(USER, XINCHENG.0, "11", XINCHENG.1), Some(&staff))
        .await;
    let holders = holders.assert_ok();
    assert_eq!(accounts_of(holders), ["orgholder_new"]);
    assert_eq!(holders[0]["accountNumbers"], json!(["1000000009"]));
    assert_eq!(holders[0]["boundCompany"], 0);
    assert_eq!(holders[0]["isCertified"], 0);
    // Every element must be the holder's: another certificate type is another subject.
    let other_type = app
        .get(&subject(USER, XINCHENG.0, "12", XINCHENG.1), Some(&staff))
        .await;
    assert_eq!(other_type.assert_ok(), &json!([]));
}

#[actix_rt::test]
async fn an_applicant_sees_only_themselves_among_a_subjects_users_and_is_refused_another() {
    let app = TestApp::spawn().await;
    register_qinchuang(&app);
    let holder = app.access_token("orgholder_new").await;
    let own = app
        .get(&subject(USER, XINCHENG.0, "11", XINCHENG.1), Some(&holder))
        .await;
    assert_eq!(accounts_of(own.assert_ok()), ["orgholder_new"]);
    let org = app.access_token("org_demo").await;
    let bound = app
        .get(&subject(USER, QINCHUANG.0, "11", QINCHUANG.1), Some(&org))
        .await;
    assert_eq!(accounts_of(bound.assert_ok()), ["org_demo"]);

    let investor = app.access_token("personal_demo").await;
    app.get(
        &subject(USER, XINCHENG.0, "11", XINCHENG.1),
        Some(&investor),
    )
    .await
    .assert_failure(403, "无权查看该主体的用户信息");
    app.get(
        &subject(USER, QINCHUANG.0, "11", QINCHUANG.1),
        Some(&holder),
    )
    .await
    .assert_failure(403, "无权查看该主体的用户信息");
}

#[actix_rt::test]
async fn a_name_and_a_number_of_two_different_enterprises_are_refused_by_every_subject_call() {
    let app = TestApp::spawn().await;
    register_qinchuang(&app);
    let staff = app.access_token("staff_first").await;
    for path in SUBJECT_CALLS {
        let other_number = app
            .get(
                &subject(path, QINCHUANG.0, "11", "91610131MA6TQC0099"),
                Some(&staff),
            )
            .await;
        other_number.assert_failure(
            400,
            "企业【西安秦创智能科技股份有限公司】已登记的证件号码与填写的不一致，请核对",
        );
        let other_name = app
            .get(
                &subject(path, "西安秦创科技有限公司", "11", QINCHUANG.1),
                Some(&staff),
            )
            .await;
        other_name.assert_failure(
            400,
            "该证件号码已登记为企业【西安秦创智能科技股份有限公司】，请核对企业名称",
        );
    }
}

#[actix_rt::test]
async fn a_look_up_without_all_three_elements_is_refused() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    // Each element left out, blank or only spaces; nothing at all.
    let incomplete: [&[(&str, &str)]; 4] = [
        &[("idType", "11"), ("idNumber", QINCHUANG.1)],
        &[
            ("name", QINCHUANG.0),
            ("idType", ""),
            ("idNumber", QINCHUANG.1),
        ],
        &[("name", QINCHUANG.0), ("idType", "11"), ("idNumber", "   ")],
        &[],
    ];
    for path in SUBJECT_CALLS {
        for elements in incomplete {
            let query = serde_urlencoded::to_string(elements).unwrap();
            app.get(&format!("{path}?{query}"), Some(&org))
                .await
                .assert_failure(400, MISSING);
        }
    }
    for path in [BY_CID.to_owned(), by_cid(""), by_cid("  ")] {
        app.get(&path, Some(&org))
            .await
            .assert_failure(400, "请传入企业编号");
    }
}

#[actix_rt::test]
async fn every_subject_call_needs_a_token() {
    let app = TestApp::spawn().await;
    for path in SUBJECT_CALLS {
        app.get(&subject(path, QINCHUANG.0, "11", QINCHUANG.1), None)
            .await
            .assert_failure(401, "用户未登录，请重新登录");
    }
    app.get(&by_cid("c-qinchuang"), None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn a_company_is_read_by_its_id_only_within_the_users_scope() {
    let app = TestApp::spawn().await;
    register_qinchuang(&app);
    let org = app.access_token("org_demo").await;
    let own = app.get(&by_cid("c-qinchuang"), Some(&org)).await;
    let own = own.assert_ok();
    assert_eq!(own["company"]["name"], QINCHUANG.0);
    assert_eq!(own["standing"]["isRegister"], 1);
    assert_eq!(own["dossier"]["jbrName"], "赵强");

    app.get(&by_cid("c-xixian"), Some(&org))
        .await
        .assert_failure(403, "无权查看该企业");
    // An id the register does not hold tells an applicant nothing more than one not theirs.
    app.get(&by_cid("c-no-such"), Some(&org))
        .await
        .assert_failure(403, "无权查看该企业");
    let investor = app.access_token("personal_demo").await;
    app.get(&by_cid("c-qinchuang"), Some(&investor))
        .await
        .assert_failure(403, "无权访问该功能");
    let other_tenant = app.access_token_in("116000", "dl_org_demo").await;
    app.get(&by_cid("c-qinchuang"), Some(&other_tenant))
        .await
        .assert_failure(403, "无权查看该企业");

    let staff = app.access_token("staff_first").await;
    let any = app.get(&by_cid("c-xixian"), Some(&staff)).await;
    assert_eq!(any.assert_ok()["company"]["id"], "c-xixian");
    app.get(&by_cid("c-no-such"), Some(&staff))
        .await
        .assert_failure(404, "企业不存在");
    app.get(&by_cid("c-dl-harbour"), Some(&staff))
        .await
        .assert_failure(404, "企业不存在");
}

#[actix_rt::test]
async fn the_api_document_declares_every_answer_of_the_subject_calls() {
    let app = TestApp::spawn().await;
    let document = app.get("/api/openapi.json", None).await;
    let paths = &document.body["paths"];
    let statuses = |path: &str| -> Vec<String> {
        let mut statuses: Vec<String> = paths[path]["get"]["responses"]
            .as_object()
            .unwrap_or_else(|| panic!("{path} missing from the API document"))
            .keys()
            .cloned()
            .collect();
        statuses.sort();
        statuses
    };
    for path in [COMPANY, PRODUCT] {
        assert_eq!(statuses(path), ["200", "400", "401", "429"], "{path}");
    }
    assert_eq!(statuses(USER), ["200", "400", "401", "403", "429"]);
    assert_eq!(statuses(BY_CID), ["200", "400", "401", "403", "404"]);
}
