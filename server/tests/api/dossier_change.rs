//! A dossier change after custody (550116 企业信息变更, issue 16): approved, it updates the
//! register's company record and keeps every version; /process/changeDetial's call names what
//! changed; the qualification table's rules (02 §5) hold at submit.

use serde_json::{json, Map, Value};

use crate::{
    helpers::TestApp,
    samples::registration_form,
    support::{approved, people, submit, submitted, People},
};

const DOSSIER: &str = "/api/rem-registrationbizweb/company/dossier";
const CHANGE_DETAIL: &str = "/api/rem-registrationbizweb/company/changeDetail";
const NAME: &str = "西安秦创智能科技股份有限公司";
const NUMBER: &str = "91610131MA6TQC0011";

/// org_demo's enterprise taken into custody by 550001; answers its dossier.
async fn in_custody(app: &TestApp, p: &People, org: &str) -> Map<String, Value> {
    let form = registration_form(NAME, NUMBER, "830101");
    approved(app, p, org, json!({"appId": "550001", "formData": form}))
        .await
        .assert_ok();
    let dossier = app
        .post_json(DOSSIER, Some(org), &json!({"companyId": "c-qinchuang"}))
        .await;
    let data = dossier.assert_ok();
    assert_eq!(
        data["versions"].as_array().unwrap().len(),
        1,
        "the registration is version 1"
    );
    data["doc"].as_object().unwrap().clone()
}

fn change(doc: &Map<String, Value>, edits: Value) -> Value {
    let mut form = doc.clone();
    form.extend(edits.as_object().unwrap().clone());
    json!({"appId": "550116", "formData": form})
}

fn qualification(category: &str, role: &str, code: &str) -> Value {
    json!({"qualificationCategory": category, "maketRole": role, "qualificationCode": code,
           "qualificationStatus": "1"})
}

// spec: 01§3.9 02§2.7
#[actix_rt::test]
async fn an_approved_change_updates_the_record_keeps_the_versions_and_names_what_changed() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let doc = in_custody(&app, &p, &org).await;
    assert_eq!(doc["name"], NAME);
    assert_eq!(doc["idNumber"], NUMBER);

    let body = change(
        &doc,
        json!({"shortName": "秦创科技", "registeredCapital": "4000000"}),
    );
    let uuid = submitted(&app, &org, body).await;
    let pending = app
        .get(&format!("{CHANGE_DETAIL}?uuid={uuid}"), Some(&p.first))
        .await;
    let pending = pending.assert_ok();
    assert_eq!(pending["completed"], false);
    assert_eq!(
        pending["changed"],
        json!(["registeredCapital", "shortName"])
    );
    assert_eq!(pending["before"]["shortName"], "长乐精工");
    assert_eq!(pending["after"]["shortName"], "秦创科技");

    for reviewer in [&p.first, &p.recheck] {
        crate::support::decide(&app, reviewer, &uuid, "approve", "同意")
            .await
            .assert_ok();
    }
    let now = app
        .post_json(DOSSIER, Some(&org), &json!({"companyId": "c-qinchuang"}))
        .await;
    let now = now.assert_ok();
    assert_eq!(now["doc"]["shortName"], "秦创科技");
    assert_eq!(now["doc"]["registeredCapital"], "4000000");
    assert_eq!(now["versions"].as_array().unwrap().len(), 2);
    assert_eq!(now["versions"][0]["applicationId"], uuid.as_str());

    // Once approved, "before" is the version the change replaced, not the record now.
    let done = app
        .get(&format!("{CHANGE_DETAIL}?uuid={uuid}"), Some(&org))
        .await;
    let done = done.assert_ok();
    assert_eq!(done["completed"], true);
    assert_eq!(done["before"]["shortName"], "长乐精工");
    assert_eq!(done["changed"], json!(["registeredCapital", "shortName"]));

    // Others do not read it.
    let stranger = app.access_token("member_demo").await;
    let refused = app
        .get(&format!("{CHANGE_DETAIL}?uuid={uuid}"), Some(&stranger))
        .await;
    assert_eq!(refused.status, 403, "{:?}", refused.body);
}

/// 02 §5: a patent's other fields are required on the company forms, not on a change of the
/// board information (变更类型 2, opened from /companyRuBan); 变更类型 is the application's,
/// never the dossier's.
#[actix_rt::test]
async fn a_board_information_change_asks_a_patent_s_basic_facts_only() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let doc = in_custody(&app, &p, &org).await;
    let patent = json!([{ "name": "一种工业视觉缺陷检测方法", "patentNo": "ZL202110000001.2",
        "type": "1", "legalStatus": "1", "applyNo": "202110000001.2", "applyDate": "2021-03-01",
        "publicNo": "CN113000001A", "publicDate": "2021-06-18" }]);

    let strict = change(&doc, json!({ "changeCategory": "1", "patents": patent }));
    let refused = submit(&app, &org, strict).await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    let fields: Vec<&str> = refused.data()["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert!(fields.contains(&"patents/0/applicants"), "{fields:?}");
    assert!(fields.contains(&"patents/0/transferDate"), "{fields:?}");

    let board = change(&doc, json!({ "changeCategory": "2", "patents": patent }));
    let uuid = submitted(&app, &org, board).await;
    for reviewer in [&p.first, &p.recheck] {
        crate::support::decide(&app, reviewer, &uuid, "approve", "同意")
            .await
            .assert_ok();
    }
    let now = app
        .post_json(DOSSIER, Some(&org), &json!({"companyId": "c-qinchuang"}))
        .await;
    let now = now.assert_ok();
    assert_eq!(now["doc"]["patents"][0]["patentNo"], "ZL202110000001.2");
    assert!(now["doc"].get("changeCategory").is_none(), "{}", now["doc"]);
}

#[actix_rt::test]
async fn a_change_is_for_an_enterprise_in_custody() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let refused = submit(
        &app,
        &org,
        change(
            &Map::new(),
            json!({"name": NAME, "idType": "11", "idNumber": NUMBER}),
        ),
    )
    .await;
    assert_eq!(refused.status, 400, "{:?}", refused.body);
    assert_eq!(refused.msg(), "企业尚未托管，请先办理登记托管");
    assert_eq!(refused.data()["redirectAppId"], "550001");
}

// spec: 02§5.4 02§4.1
#[actix_rt::test]
async fn the_qualification_table_refuses_duplicates_and_the_registrys_own_qualifications() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let doc = in_custody(&app, &p, &org).await;
    let submit_rows = |rows: Value| change(&doc, json!({ "labelCsrcs": rows }));

    let same = qualification("1", "2", "Q-001");
    let identical = submit(&app, &org, submit_rows(json!([same, same]))).await;
    assert_eq!(identical.status, 400, "{:?}", identical.body);
    assert_eq!(
        identical.msg(),
        "【资质类别】第1行与第2行资质信息相同，请修改"
    );
    assert_eq!(
        identical.data()["errors"][0]["field"],
        "labelCsrcs/1/qualificationCategory"
    );

    let twice = submit(
        &app,
        &org,
        submit_rows(json!([same, qualification("1", "2", "Q-002")])),
    )
    .await;
    assert_eq!(
        twice.msg(),
        "【资质类别】已有重复添加的 [市场角色-托管企业] 资质，请修改"
    );

    // An expired one beside an effective one of the same kind is not a duplicate.
    let mut expired = qualification("1", "2", "Q-000");
    expired["qualificationStatus"] = json!("0");
    let held = submitted(&app, &org, submit_rows(json!([expired, same]))).await;
    for reviewer in [&p.first, &p.recheck] {
        crate::support::decide(&app, reviewer, &held, "approve", "同意")
            .await
            .assert_ok();
    }
    // Now held effective: a new row of that kind, the held one taken out, is refused.
    let again = submit(
        &app,
        &org,
        submit_rows(json!([qualification("1", "2", "Q-009")])),
    )
    .await;
    assert_eq!(
        again.msg(),
        "【资质类别】已有生效的 [市场角色-托管企业] 资质，请勿重新添加"
    );

    // The registry's own qualifications are not the applicant's to choose; staff may record them.
    let investor = submit(
        &app,
        &org,
        submit_rows(json!([same, qualification("1", "3", "Q-003")])),
    )
    .await;
    assert_eq!(
        investor.msg(),
        "【资质类型】[市场角色-投资者] 资质不可选择，请修改"
    );
    assert_eq!(
        investor.data()["errors"][0]["field"],
        "labelCsrcs/1/maketRole"
    );
    let staff = app.access_token("staff_first").await;
    let recorded = submit(
        &app,
        &staff,
        submit_rows(json!([same, qualification("1", "3", "Q-003")])),
    )
    .await;
    recorded.assert_ok();
}

// spec: 02§7.14 02§7.15 02§5.12
#[actix_rt::test]
async fn the_service_entry_and_the_merged_report_row() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    in_custody(&app, &p, &org).await;
    let entry = "/api/rem-registrationmgrweb/company/getServiceEnterInfo?companyId=c-qinchuang";
    let custody = app.get(&format!("{entry}&serviceType=1"), Some(&org)).await;
    let custody = custody.assert_ok();
    assert_eq!(custody["serviceStatus"], 1);
    assert!(custody["serviceStatusStartDate"]
        .as_str()
        .is_some_and(|d| d.len() == 10));
    assert!(app
        .get(&format!("{entry}&serviceType=2"), Some(&org))
        .await
        .assert_ok()
        .is_null());
    app.get(&format!("{entry}&serviceType=9"), Some(&org))
        .await
        .assert_failure(400, "请填写服务类型");
    let stranger = app.access_token("member_demo").await;
    assert_eq!(
        app.get(&format!("{entry}&serviceType=1"), Some(&stranger))
            .await
            .status,
        403
    );

    let merged = app
        .post_json(
            "/api/rem-registrationmgrweb/company/getMergedCsrcService",
            Some(&org),
            &json!([
                {"serviceType": "1", "serviceStatus": "2", "serviceStatusStartDate": "2021-01-10",
                 "serviceStatusEndDate": "2024-02-01", "statusUpdateReason": "3"},
                {"serviceType": "2", "serviceStatus": "1", "serviceStatusStartDate": "2023-05-01"}
            ]),
        )
        .await;
    let merged = merged.assert_ok();
    assert_eq!(merged["serviceType"], "1,2");
    assert_eq!(merged["serviceStatus"], "1");
    assert_eq!(merged["serviceStatusStartDate"], "2021-01-10");
}
