//! The company form's registry look-up and its form lock (issue 16; 02 §4 "Form lock", §7
//! company calls): an enterprise in the platform's register, one in the outside registry (the
//! local simulator), one in neither; the three lock cases; a locked field changed in a
//! submission is refused.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{companies, user_companies, users};

use crate::helpers::TestApp;

const LOOKUP: &str = "/api/rem-registrationbizweb/company/getCompanyAndLegalInfo";
const LOOKUP_MGR: &str = "/api/rem-registrationmgrweb/company/getCompanyAndLegalInfoMgr";
const REF_DATA: &str = "/api/rem-registrationbizweb/company/queryRefCompanyData";
const BY_NAME: &str = "/api/rem-registrationbizweb/company/getCompanyInfoByName";

/// In the simulator's registry only.
const QINLING: (&str, &str) = ("陕西秦岭数据科技有限公司", "916101130MA6TXK0LD");
/// An institutional investor of the register (account 1000000009), in the registry too.
const XINCHENG: (&str, &str) = ("陕西新程投资有限公司", "91610000MA6TXC0009");

fn elements(path: &str, name: &str, id_type: &str, number: &str) -> String {
    let query = serde_urlencoded::to_string([
        ("companyName", name),
        ("companyIdType", id_type),
        ("companyIdNumber", number),
    ])
    .unwrap();
    format!("{path}?{query}")
}

/// A custodied enterprise of the main tenant with its certificate: (name, number).
fn custodied(app: &TestApp) -> (String, String) {
    let mut conn = app.state.pool.get().unwrap();
    let (name, number): (String, Option<String>) = companies::table
        .filter(companies::tenant_id.eq("000000"))
        .filter(companies::custody_date.is_not_null())
        .filter(companies::id_number.is_not_null())
        .filter(companies::id_type.eq("11"))
        .order(companies::name)
        .select((companies::name, companies::id_number))
        .first(&mut conn)
        .unwrap();
    (name, number.unwrap())
}

/// An enterprise the register knows but holds in no role, bound to a certified enterprise user
/// (its identity confirmed), with a dossier of its own.
fn confirmed_enterprise(app: &TestApp) -> (&'static str, &'static str) {
    let (name, number) = ("西安长乐精工科技有限公司", "91610104MA6TCL0001");
    let mut conn = app.state.pool.get().unwrap();
    let doc = json!({"name": name, "legalName": "马骏", "legalIdType": "1",
                     "legalIdNumber": "610104198501010014", "registeredAddress": "西安市莲湖区长乐路1号",
                     "jbrName": "刘洋", "contacts": [{"contactName": "刘洋"}]});
    diesel::insert_into(companies::table)
        .values((
            companies::id.eq("c-changle"),
            companies::tenant_id.eq("000000"),
            companies::name.eq(name),
            companies::company_type.eq(1),
            companies::registered_capital_fen.eq(300_000_000_i64),
            companies::id_type.eq("11"),
            companies::id_number.eq(number),
            companies::register_doc.eq(doc.to_string()),
        ))
        .execute(&mut conn)
        .unwrap();
    let org_demo: String = users::table
        .filter(users::account.eq("org_demo"))
        .select(users::id)
        .first(&mut conn)
        .unwrap();
    diesel::update(users::table.find(&org_demo))
        .set(users::is_certified.eq(true))
        .execute(&mut conn)
        .unwrap();
    diesel::insert_into(user_companies::table)
        .values((
            user_companies::user_id.eq(org_demo),
            user_companies::company_id.eq("c-changle"),
        ))
        .execute(&mut conn)
        .unwrap();
    (name, number)
}

fn locked_of(data: &Value) -> Vec<&str> {
    data["lockedFields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect()
}

// spec: 02§7.24 02§7.25 02§7.26 02§4.8 02§2.15
#[actix_rt::test]
async fn an_enterprise_of_the_register_fills_the_form_from_its_record_and_locks_it() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let (name, number) = custodied(&app);
    let answer = app
        .get(&elements(LOOKUP_MGR, &name, "11", &number), Some(&staff))
        .await;
    let data = answer.assert_ok();
    assert_eq!(data["source"], "platform");
    assert_eq!(data["companyInfo"]["name"], name.as_str());
    assert_eq!(data["companyInfo"]["idNumber"], number.as_str());
    assert_eq!(data["role"]["hasRole"], 1);
    assert_eq!(data["refData"]["haveRole"], 1);
    let locked = locked_of(data);
    for prop in ["name", "idType", "idNumber"] {
        assert!(locked.contains(&prop), "{prop} not locked: {locked:?}");
    }
    assert!(!locked.iter().any(|p| p.starts_with("jbr")), "{locked:?}");

    let refs = app
        .get(&elements(REF_DATA, &name, "11", &number), Some(&staff))
        .await;
    assert_eq!(refs.assert_ok()["haveRole"], 1);
    let by_name = app
        .get(
            &format!(
                "{BY_NAME}?{}",
                serde_urlencoded::to_string([("companyName", &name)]).unwrap()
            ),
            Some(&staff),
        )
        .await;
    assert_eq!(
        by_name.assert_ok()["companyInfo"]["idNumber"],
        number.as_str()
    );
}

#[actix_rt::test]
async fn an_enterprise_of_the_outside_registry_fills_the_form_in_yuan_with_dictionary_keys() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let answer = app
        .get(&elements(LOOKUP, QINLING.0, "11", QINLING.1), Some(&org))
        .await;
    let data = answer.assert_ok();
    assert_eq!(data["source"], "registry");
    let info = &data["companyInfo"];
    // 800 万元 in the registry is 8,000,000 yuan on the form (02 §9).
    assert_eq!(info["registeredCapital"], "8000000");
    assert_eq!(info["paidInCapital"], "5000000");
    // 有限责任公司(自然人投资或控股) is the dictionary's 有限责任公司; 居民身份证 its key 1.
    assert_eq!(info["companyType"], "1");
    assert_eq!(info["legalIdType"], "1");
    assert_eq!(info["registryDate"], "2016-05-20");
    assert_eq!(
        info["provinceCityDistrictCode"],
        json!({"province": "610000", "city": "610100", "district": "610113"})
    );
    assert_eq!(data["legalInfo"]["name"], "赵立新");
    assert_eq!(data["refData"]["haveRole"], 0);
    assert!(
        locked_of(data).is_empty(),
        "nothing the platform knows locks it"
    );
    // An organisation code is the credit code's ninth to seventeenth characters.
    let by_code = app
        .get(&elements(LOOKUP, QINLING.0, "13", "0MA6TXK0L"), Some(&org))
        .await;
    assert_eq!(by_code.assert_ok()["companyInfo"]["idNumber"], QINLING.1);
}

#[actix_rt::test]
async fn an_enterprise_in_neither_registry_is_not_found_and_mistyped_elements_are_named() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    app.get(
        &elements(LOOKUP, "西安不存在科技有限公司", "11", "91610113MA6TXXXXX1"),
        Some(&org),
    )
    .await
    .assert_failure(404, server::registry::lookup::NOT_REGISTERED);
    let wrong_name = app
        .get(
            &elements(LOOKUP, "陕西秦岭科技有限公司", "11", QINLING.1),
            Some(&org),
        )
        .await;
    wrong_name.assert_failure(
        400,
        "该证件号码在工商登记中的企业名称为【陕西秦岭数据科技有限公司】，请核对企业名称",
    );
    app.get(&elements(LOOKUP, QINLING.0, "11", " "), Some(&org))
        .await
        .assert_failure(400, "请填写企业名称、证件类型和证件号码");
    // The simulator's stand-in for the registry being down.
    app.get(
        &elements(
            LOOKUP,
            "西安临潼数据服务有限公司",
            "11",
            "916101150MA6R8L4PX",
        ),
        Some(&org),
    )
    .await
    .assert_failure(503, "工商信息查询服务暂不可用，请稍后再试或手动填写");
    // The staff's look-up is the staff's.
    app.get(
        &elements(LOOKUP_MGR, QINLING.0, "11", QINLING.1),
        Some(&org),
    )
    .await
    .assert_failure(403, "无权访问该功能");
    let (name, number) = custodied(&app);
    let staff = app.access_token("staff_first").await;
    let other_number = app
        .get(&elements(LOOKUP_MGR, &name, "11", QINLING.1), Some(&staff))
        .await;
    assert_eq!(other_number.status, 400, "{:?}", other_number.body);
    assert!(other_number.msg().contains(&name), "{}", other_number.msg());
    let other_name = app
        .get(
            &elements(LOOKUP_MGR, QINLING.0, "11", &number),
            Some(&staff),
        )
        .await;
    assert_eq!(other_name.status, 400);
    assert!(
        other_name.msg().contains("请核对企业名称"),
        "{}",
        other_name.msg()
    );
}

// spec: 02§7.24 02§4.8
#[actix_rt::test]
async fn a_confirmed_identity_locks_the_record_and_a_child_account_locks_the_certificate() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let (name, number) = confirmed_enterprise(&app);
    let data = app
        .get(&elements(LOOKUP_MGR, name, "11", number), Some(&staff))
        .await;
    let data = data.assert_ok();
    assert_eq!(
        data["refData"],
        json!({"haveRole": 0, "isOrgRole": 1, "haveConfirm": 1, "haveChildAccount": 0})
    );
    assert_eq!(data["companyInfo"]["registeredCapital"], "3000000");
    let locked = locked_of(data);
    for prop in [
        "name",
        "idNumber",
        "registeredCapital",
        "legalName",
        "legalIdNumber",
        "registeredAddress",
    ] {
        assert!(locked.contains(&prop), "{prop} not locked: {locked:?}");
    }
    assert!(!locked.contains(&"jbrName"));
    assert_eq!(
        data["companyInfo"]["contacts"][0]["contactName"], "刘洋",
        "staff read the whole dossier"
    );

    // Another applicant reads only the registered facts of an enterprise not theirs.
    let member = app.access_token("member_demo").await;
    let theirs = app
        .get(&elements(LOOKUP, name, "11", number), Some(&member))
        .await;
    let info = &theirs.assert_ok()["companyInfo"];
    assert_eq!(info["legalName"], "马骏");
    assert!(
        info.get("contacts").is_none() && info.get("jbrName").is_none(),
        "{info}"
    );

    // No role, not an enterprise of the register, but an institutional account: the
    // certificate is locked, the rest of the registry's record is not.
    let child = app
        .get(
            &elements(LOOKUP_MGR, XINCHENG.0, "11", XINCHENG.1),
            Some(&staff),
        )
        .await;
    let child = child.assert_ok();
    assert_eq!(child["source"], "registry");
    assert_eq!(child["refData"]["haveChildAccount"], 1);
    assert_eq!(locked_of(child), ["idType", "idNumber"]);

    // Another name (the user changed it) is another enterprise: nothing of the first is locked.
    let renamed = app
        .get(
            &elements(
                REF_DATA,
                "西安长乐新材料有限公司",
                "11",
                "91610104MA6TCL0009",
            ),
            Some(&staff),
        )
        .await;
    assert_eq!(
        renamed.assert_ok(),
        &json!({"haveRole": 0, "isOrgRole": 0, "haveConfirm": 0, "haveChildAccount": 0})
    );
}

#[actix_rt::test]
async fn a_locked_field_changed_in_a_submission_is_refused_at_the_field() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let (name, number) = confirmed_enterprise(&app);
    let mut form = crate::samples::registration_form(name, number, "830777");
    // As the record holds it, capital typed with its cents.
    form["companyType"] = json!("1");
    form["registeredCapital"] = json!("3000000.00");
    form["legalName"] = json!("马骏");
    form["legalIdType"] = json!("1");
    form["legalIdNumber"] = json!("610104198501010014");
    form["registeredAddress"] = json!("西安市莲湖区长乐路1号");
    form["jbrName"] = json!("王五");

    let mut changed = form.clone();
    changed["legalName"] = json!("钱七");
    let refused =
        crate::support::submit(&app, &org, json!({"appId": "550001", "formData": changed})).await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);
    let message = server::registry::lock::LOCKED_MESSAGE;
    assert_eq!(refused.msg(), format!("【法定代表人姓名】{message}"));
    assert_eq!(refused.data()["errors"][0]["field"], "legalName");

    let accepted =
        crate::support::submit(&app, &org, json!({"appId": "550001", "formData": form})).await;
    accepted.assert_ok();
}

// spec: 02§7.27 02§7.31
#[actix_rt::test]
async fn a_subject_is_found_whole_with_its_accounts_and_its_roles() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let subject = |name: &str, number: &str, org: &str| {
        let query = serde_urlencoded::to_string([
            ("name", name),
            ("idType", "11"),
            ("idNumber", number),
            ("orgType", org),
        ])
        .unwrap();
        format!("/api/rem-registrationbizweb/holder/queryHoldersBySubject?{query}")
    };
    let found = app
        .get(&subject(XINCHENG.0, XINCHENG.1, "1"), Some(&investor))
        .await;
    let found = found.assert_ok();
    assert_eq!(found.as_array().unwrap().len(), 1);
    assert_eq!(found[0]["accountNumber"], "1000000009");
    assert_eq!(found[0]["holderName"], XINCHENG.0);
    // every element must be the holder's: another name or type finds nothing
    let other = app
        .get(&subject("陕西新程投资", XINCHENG.1, "1"), Some(&investor))
        .await;
    assert_eq!(other.assert_ok(), &json!([]));
    let person = app
        .get(&subject(XINCHENG.0, XINCHENG.1, "2"), Some(&investor))
        .await;
    assert_eq!(person.assert_ok(), &json!([]));
    app.get(&subject(XINCHENG.0, XINCHENG.1, "9"), Some(&investor))
        .await
        .assert_failure(400, "主体类型不正确");
    app.get(&subject(XINCHENG.0, "", "1"), Some(&investor))
        .await
        .assert_failure(400, "请填写名称、证件类型和证件号码");

    let staff = app.access_token("staff_first").await;
    let roles = |name: &str, number: &str| {
        let query =
            serde_urlencoded::to_string([("name", name), ("idType", "11"), ("idNumber", number)])
                .unwrap();
        format!("/api/rem-registrationbizweb/company/getSubjectAndRoleData?{query}")
    };
    let (name, number) = custodied(&app);
    let known = app.get(&roles(&name, &number), Some(&staff)).await;
    let known = known.assert_ok();
    assert_eq!(known["subject"]["name"], name.as_str());
    assert_eq!(known["standing"]["isRegister"], 1);
    assert_eq!(known["role"]["haveRole"], 1);
    let investor_only = app.get(&roles(XINCHENG.0, XINCHENG.1), Some(&staff)).await;
    let investor_only = investor_only.assert_ok();
    assert!(investor_only["subject"].is_null());
    assert_eq!(investor_only["holderAccounts"], 1);
    assert_eq!(investor_only["role"]["haveChildAccount"], 1);
}
