//! The specialised-new self-evaluation and board calls (issue 17, 02 §3 evaluation fields, §4,
//! §7 `companyHitech/*`): the 550200 flow's rules score an evaluation on the context the server
//! builds for the signed-in user (the two result texts and a failing one), the forced single
//! choices are refused by the server, and the board look-ups answer found, not found, 401 and
//! 403. An enterprise already on the board is refused its application.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::support::submit;

const EVALUATE: &str = "/api/rem-registrationbizweb/companyHitech/evaluate";
const BY_ELEMENT: &str = "/api/rem-registrationbizweb/companyHitech/getCompanyHitechByElement";
const DETAIL: &str = "/api/rem-registrationbizweb/companyHitech/detailInfoByUUID";
const LAST_FORM: &str = "/api/rem-registrationbizweb/companyHitech/getLastEvaluationForm";
const RECORD: &str = "/api/rem-registrationbizweb/companyHitech/getCompanyRecordByName";
const PRE_INFO: &str = "/api/rem-registrationbizweb/companyHitech/preHitechInfoByNameNew";
const QUESTIONNAIRE: &str = "/api/rem-registrationbizweb/questionnaire/detailInfoByCode";

const SRDI: &str = "符合专精特新企业，建议分层：规范层";
const INNOVATIVE: &str = "符合创新型中小企业，建议分层：孵化层";
const FAILED: &str = "暂不符合专精特新及创新型中小企业条件";

/// org_demo's enterprise.
const QC: (&str, &str) = ("西安秦创智能科技股份有限公司", "91610131MA6TQC0011");

fn query(path: &str, pairs: &[(&str, &str)]) -> String {
    format!("{path}?{}", serde_urlencoded::to_string(pairs).unwrap())
}

/// One patent group: the scored sections keep at least one (至少填写一组知识产权信息).
fn patent() -> Value {
    json!({ "name": "一种工业视觉缺陷检测方法", "patentNo": "ZL202110000001.2", "type": "1",
            "legalStatus": "1", "applyNo": "202110000001.2", "applyDate": "2021-03-01",
            "publicNo": "CN113000001A", "publicDate": "2021-06-18" })
}

fn basics(credit: &str) -> Value {
    json!({ "name": QC.0, "idType": "11", "idNumber": QC.1, "corporateCredit": credit,
            "conformsCompany": "1", "patents": [patent()] })
}

fn with(mut form: Value, answers: Value) -> Value {
    for (k, v) in answers.as_object().unwrap() {
        form[k] = v.clone();
    }
    form
}

/// Every strength: 138 points and two I-class patents.
fn strong() -> Value {
    with(
        basics("5"),
        json!({ "prohielimin": "0", "keyLink": "1", "leadingProducts": "工业视觉检测设备",
            "leadingProduInfluen": "1", "qualityAssurance": ["1", "2"], "digitalize": "1",
            "cnmaker": "1", "isTechnologyAward": "1", "financingRound": "2", "investor": "秦创投资",
            "financingAmount": "2000", "confirmationRatio": "90", "intellectualPropertyNumber1": 2,
            "intellectualPropertyNumber2": 5, "isOverseasCognate": "1", "isOverTenYears": "1",
            "localCharacteristic": "1", "provincialScore": 80, "certificates": ["1"],
            "operatorName": "李娜", "operatorMobile": "13800000001" }),
    )
}

/// The fast questions, three strengths: 30 points, no I-class patent.
fn modest() -> Value {
    with(
        basics("5"),
        json!({ "prohielimin": "0", "keyLink": "1", "leadingProduInfluen": "2",
                "isTechnologyAward": "1", "intellectualPropertyNumber1": 0, "qualityAssurance": ["0"] }),
    )
}

async fn evaluate(app: &TestApp, token: &str, kind: &str, form: Value) -> crate::helpers::Answer {
    app.post_json(
        EVALUATE,
        Some(token),
        &json!({ "kind": kind, "formData": form }),
    )
    .await
}

// spec: 02§7.40 02§7.41
#[actix_rt::test]
async fn a_professional_evaluation_with_every_strength_suggests_the_standard_layer_and_is_stored() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let answer = evaluate(&app, &org, "pro", strong()).await;
    let data = answer.assert_ok();
    assert_eq!(data["resultValue"], SRDI);
    assert_eq!(data["score"], 138);
    assert_eq!(data["ifAccordSRDI"], 1);
    assert_eq!(data["ifAccordInnovative"], 1);
    assert_eq!(data["companyId"], "c-qinchuang");
    assert_eq!(data["formData"]["resultValue"], SRDI);

    let pre = app
        .get(&query(PRE_INFO, &[("name", QC.0)]), Some(&org))
        .await;
    let pre = pre.assert_ok();
    assert_eq!(
        (
            pre["ifAccordSRDI"].clone(),
            pre["ifAccordInnovative"].clone()
        ),
        (json!(1), json!(1))
    );
    assert_eq!(pre["resultValue"], SRDI);

    let detail = app
        .get(&query(DETAIL, &[("uuid", "c-qinchuang")]), Some(&org))
        .await;
    let detail = detail.assert_ok();
    assert_eq!(detail["hitechStatus"], 0);
    assert_eq!(detail["evaluationCount"], 1);
    assert_eq!(detail["lastEvaluation"]["resultValue"], SRDI);

    let last = app
        .get(&query(LAST_FORM, &[("uuid", "c-qinchuang")]), Some(&org))
        .await;
    let text = last.assert_ok().as_str().unwrap().to_owned();
    let form: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(form["keyLink"], "1");
    assert_eq!(form["resultValue"], SRDI);

    let record = app.get(&query(RECORD, &[("name", QC.0)]), Some(&org)).await;
    assert_eq!(record.assert_ok()["id"], "c-qinchuang");
}

#[actix_rt::test]
async fn a_fast_evaluation_with_a_few_strengths_suggests_the_incubation_layer() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let data = evaluate(&app, &org, "fast", modest()).await;
    let data = data.assert_ok();
    assert_eq!(data["resultValue"], INNOVATIVE);
    assert_eq!(data["score"], 30);
    assert_eq!(
        (
            data["ifAccordSRDI"].clone(),
            data["ifAccordInnovative"].clone()
        ),
        (json!(0), json!(1))
    );
    // The fast questions leave the patent groups to the application.
    let mut fast = modest();
    fast.as_object_mut().unwrap().remove("patents");
    let data = evaluate(&app, &org, "fast", fast.clone()).await;
    assert_eq!(data.assert_ok()["resultValue"], INNOVATIVE);
    let answer = evaluate(&app, &org, "pro", fast).await;
    assert_eq!(
        errors_of(&answer),
        vec![("patents".to_owned(), "至少填写一组知识产权信息".to_owned())]
    );
    // One point fewer is not enough.
    let weaker = with(modest(), json!({ "leadingProduInfluen": "3" }));
    let data = evaluate(&app, &org, "fast", weaker).await;
    assert_eq!(data.assert_ok()["resultValue"], FAILED);
}

#[actix_rt::test]
async fn a_bad_credit_record_or_a_restricted_industry_does_not_conform() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    // The scored sections are hidden (and dropped) unless corporateCredit is 5.
    let data = evaluate(
        &app,
        &org,
        "pro",
        with(strong(), json!({ "corporateCredit": "2" })),
    )
    .await;
    let data = data.assert_ok();
    assert_eq!(data["resultValue"], FAILED);
    assert_eq!(data["score"], 0);
    assert!(data["formData"].get("keyLink").is_none());
    let data = evaluate(
        &app,
        &org,
        "pro",
        with(strong(), json!({ "prohielimin": "1" })),
    )
    .await;
    assert_eq!(data.assert_ok()["resultValue"], FAILED);
    let pre = app
        .get(&query(PRE_INFO, &[("name", QC.0)]), Some(&org))
        .await;
    assert_eq!(pre.assert_ok()["ifAccordInnovative"], 0);
}

fn errors_of(answer: &crate::helpers::Answer) -> Vec<(String, String)> {
    answer.body["data"]["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("no field errors: {}", answer.body))
        .iter()
        .map(|e| {
            (
                e["field"].as_str().unwrap().to_owned(),
                e["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[actix_rt::test]
async fn the_none_choice_stands_alone_and_the_server_refuses_it_with_others() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let forced = "已选择“无”，不能再选择其他选项";
    for field in ["qualityAssurance", "certificates"] {
        let answer = evaluate(
            &app,
            &org,
            "pro",
            with(strong(), json!({ field: ["0", "1"] })),
        )
        .await;
        assert_eq!(answer.status, 400, "{}", answer.body);
        assert_eq!(
            errors_of(&answer),
            vec![(field.to_owned(), forced.to_owned())]
        );
    }
    // The patent list keeps at least one group; a financing amount is a positive integer.
    let answer = evaluate(&app, &org, "pro", with(strong(), json!({ "patents": [] }))).await;
    assert_eq!(
        errors_of(&answer),
        vec![("patents".to_owned(), "至少填写一组知识产权信息".to_owned())]
    );
    let mut pledged = patent();
    pledged["pledgerFinancing"] = json!("1");
    pledged["financialAmount"] = json!("12.5");
    let answer = evaluate(
        &app,
        &org,
        "pro",
        with(strong(), json!({ "patents": [pledged] })),
    )
    .await;
    assert_eq!(
        errors_of(&answer),
        vec![(
            "patents/0/financialAmount".to_owned(),
            "请输入正整数".to_owned()
        )]
    );
    // The none choice alone is a valid answer.
    evaluate(
        &app,
        &org,
        "pro",
        with(strong(), json!({ "certificates": ["0"] })),
    )
    .await
    .assert_ok();
    // The board application is held to the same rules, and to the score's result text.
    let staff = app.access_token("admin").await;
    let service =
        json!([{ "serviceType": 3, "serviceStatus": 1, "serviceStatusStartDate": "2026-11-20" }]);
    let custodied = company_on_board(&app, false);
    let apply = |form: Value| {
        let form = with(
            form,
            json!({ "name": custodied, "idNumber": "NOSUCHNUMBER", "serviceInformationCsrcs": service }),
        );
        json!({ "appId": "550200", "formData": form })
    };
    let answer = submit(
        &app,
        &staff,
        apply(with(strong(), json!({ "qualityAssurance": ["0", "3"] }))),
    )
    .await;
    assert_eq!(answer.status, 400, "{}", answer.body);
    assert!(answer.body.to_string().contains(forced), "{}", answer.body);
    let answer = submit(
        &app,
        &staff,
        apply(with(modest(), json!({ "resultValue": SRDI }))),
    )
    .await;
    assert_eq!(answer.status, 400, "{}", answer.body);
    assert!(
        answer
            .body
            .to_string()
            .contains(&format!("评价结果与评分不符，应为：{INNOVATIVE}")),
        "{}",
        answer.body
    );
    // The right result text is accepted.
    submit(
        &app,
        &staff,
        apply(with(modest(), json!({ "resultValue": INNOVATIVE }))),
    )
    .await
    .assert_ok();
}

// spec: 02§7.38 02§7.39 02§4.9
#[actix_rt::test]
async fn the_board_status_look_up_answers_found_not_found_and_on_the_board() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let by = |name: &str, number: &str| {
        query(
            BY_ELEMENT,
            &[("name", name), ("idType", "11"), ("idNumber", number)],
        )
    };
    let found = app.get(&by(QC.0, "NOSUCHNUMBER"), Some(&org)).await;
    let found = found.assert_ok();
    assert_eq!(
        (found["id"].clone(), found["hitechStatus"].clone()),
        (json!("c-qinchuang"), json!(0))
    );
    let missing = app
        .get(&by("不存在的企业有限公司", "NOSUCHNUMBER"), Some(&org))
        .await;
    assert_eq!(missing.assert_ok()["id"], Value::Null);
    app.get(&query(BY_ELEMENT, &[("name", QC.0)]), Some(&org))
        .await
        .assert_failure(400, "请填写企业名称、证件类型和证件号码");
    // A control character names nothing (PostgreSQL refuses a NUL in a query).
    app.get(&query(PRE_INFO, &[("name", "秦创\u{0}")]), Some(&org))
        .await
        .assert_failure(400, "请填写企业名称");
    app.get(&query(DETAIL, &[("uuid", "c-nosuch")]), Some(&org))
        .await
        .assert_failure(404, "企业不存在");
    app.get(
        &query(RECORD, &[("name", "不存在的企业有限公司")]),
        Some(&org),
    )
    .await
    .assert_failure(404, "企业不存在");
    // No evaluation yet: the last form is null and the flags are 0.
    assert_eq!(
        app.get(&query(LAST_FORM, &[("uuid", "c-qinchuang")]), Some(&org))
            .await
            .assert_ok(),
        &Value::Null
    );
    let pre = app
        .get(&query(PRE_INFO, &[("name", QC.0)]), Some(&org))
        .await;
    assert_eq!(pre.assert_ok()["ifAccordSRDI"], 0);

    // An enterprise on the board: status 1, and its board application is refused.
    let staff = app.access_token("admin").await;
    let on_board = company_on_board(&app, true);
    let status = app.get(&by(&on_board, "NOSUCHNUMBER"), Some(&staff)).await;
    assert_eq!(status.assert_ok()["hitechStatus"], 1);
    let form = with(
        strong(),
        json!({ "name": on_board, "idNumber": "NOSUCHNUMBER",
        "serviceInformationCsrcs": [{ "serviceType": 3, "serviceStatus": 1, "serviceStatusStartDate": "2026-11-20" }] }),
    );
    submit(&app, &staff, json!({ "appId": "550200", "formData": form }))
        .await
        .assert_failure(400, "该企业已入板，请重新选择");
}

/// The name of the first enterprise of the demo register on the board (`true`), or in custody
/// and not on it (`false`).
fn company_on_board(app: &TestApp, on_board: bool) -> String {
    use diesel::prelude::*;
    use server::schema::companies;
    let mut conn = app.state.pool.get().unwrap();
    let query = companies::table.into_boxed();
    let query = if on_board {
        query.filter(companies::specialised_level.is_not_null())
    } else {
        query
            .filter(companies::specialised_level.is_null())
            .filter(companies::custody_date.is_not_null())
    };
    query
        .order(companies::name)
        .select(companies::name)
        .first::<String>(&mut conn)
        .unwrap()
}

#[actix_rt::test]
async fn the_board_calls_need_a_token_and_an_enterprise_of_the_caller() {
    let app = TestApp::spawn().await;
    let calls = [
        query(
            BY_ELEMENT,
            &[("name", QC.0), ("idType", "11"), ("idNumber", QC.1)],
        ),
        query(DETAIL, &[("uuid", "c-qinchuang")]),
        query(LAST_FORM, &[("uuid", "c-qinchuang")]),
        query(RECORD, &[("name", QC.0)]),
        query(PRE_INFO, &[("name", QC.0)]),
    ];
    let investor = app.access_token("personal_demo").await;
    for call in &calls {
        assert_eq!(app.get(call, None).await.status, 401, "{call}");
        app.get(call, Some(&investor))
            .await
            .assert_failure(403, "无权访问该功能");
    }
    assert_eq!(
        app.post_json(EVALUATE, None, &json!({ "formData": strong() }))
            .await
            .status,
        401
    );
    evaluate(&app, &investor, "pro", strong())
        .await
        .assert_failure(403, "无权访问该功能");
    // An enterprise user reads only the enterprises they are bound to.
    let member = app.access_token("member_demo").await;
    app.get(&query(DETAIL, &[("uuid", "c-qinchuang")]), Some(&member))
        .await
        .assert_failure(403, "无权查看该企业");
}

// spec: 03§7.10
#[actix_rt::test]
async fn the_high_tech_questionnaire_is_served_by_its_code() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let q = app
        .get(
            &query(QUESTIONNAIRE, &[("code", "companyHitech"), ("type", "")]),
            Some(&org),
        )
        .await;
    let q = q.assert_ok();
    assert_eq!(q["name"], "专精特新企业快速自评");
    let titles = q["titles"].as_array().unwrap();
    assert!(titles.len() >= 10);
    assert_eq!(titles[0]["code"], "corporateCredit");
    assert_eq!(
        titles[0]["options"][4],
        json!({ "id": "q-hitech-1-5", "code": "5", "name": "以上情况均无" })
    );
    assert!(titles.iter().all(|t| t["value"].is_null()));
    app.get(&query(QUESTIONNAIRE, &[("code", "nosuch")]), Some(&org))
        .await
        .assert_failure(404, "问卷不存在");
    assert_eq!(app.get(QUESTIONNAIRE, None).await.status, 401);
}
