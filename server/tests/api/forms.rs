//! The compiled forms and the validate call, over HTTP: the same rules the browser runs.

use serde_json::{json, Value};

use crate::helpers::TestApp;

const COMPILED: &str = "/api/rem-registrationbizweb/otc-flow/form/compiled";
const VALIDATE: &str = "/api/rem-registrationbizweb/otc-flow/form/validate";

fn application() -> Value {
    json!({
        "companyName": "西安秦创智能科技股份有限公司",
        "holderName": "张伟",
        "idNumber": "11010519491231002X",
        "mobile": "13800138000",
        "organType": "2",
        "region": { "province": "610000", "city": "610100", "district": "610113" },
        "registerDate": "2020-05-01",
        "registeredCapital": "10000000.00",
        "totalShares": 10000000,
        "holder": { "accountNumber": "2000000001", "holderName": "张伟" },
        "shareData": [{ "accountNumber": "2000000001", "holderName": "张伟", "volume": 10000000 }],
        "businessLicense": [{ "attachId": "a-1", "originalName": "营业执照.pdf" }]
    })
}

async fn validate(app: &TestApp, token: &str, body: Value) -> Value {
    let answer = app.post_json(VALIDATE, Some(token), &body).await;
    answer.assert_ok().clone()
}

// spec: 01§3.20
#[actix_rt::test]
async fn a_form_compiles_for_the_node_it_is_opened_at() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app
        .get(
            &format!("{COMPILED}?formId=demo_all_widgets&nodeId=apply"),
            Some(&token),
        )
        .await;
    let form = answer.assert_ok();
    assert_eq!(form["formId"], "demo_all_widgets");
    assert_eq!(form["mode"], "edit");
    assert_eq!(
        form["schema"]["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    assert_eq!(form["uiSchema"]["organType"]["ui:widget"], "dictSelect");
    assert!(
        form["schema"]["properties"].get("memo").is_none(),
        "the applicant does not see the review"
    );

    let answer = app
        .get(
            &format!("{COMPILED}?formId=demo_all_widgets&nodeId=PreliminaryApprove"),
            Some(&token),
        )
        .await;
    let review = answer.assert_ok();
    assert_eq!(review["mode"], "readonly");
    assert_eq!(review["editable"], json!(["checkResult", "memo"]));
    let answer = app
        .get(
            &format!(
                "{COMPILED}?formId=demo_all_widgets&nodeId=PreliminaryApprove&taskItemState=done"
            ),
            Some(&token),
        )
        .await;
    assert_eq!(answer.assert_ok()["editable"], json!([]));
}

#[actix_rt::test]
async fn an_unknown_form_or_no_token_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    app.get(&format!("{COMPILED}?formId=nope"), Some(&token))
        .await
        .assert_failure(404, "表单不存在");
    app.get(COMPILED, Some(&token))
        .await
        .assert_failure(400, "请传入表单编号");
    app.get(&format!("{COMPILED}?formId=demo_all_widgets"), None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn a_valid_application_validates_and_comes_back_normalised() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let mut data = application();
    data["companyName"] = json!(" 西安秦创 智能科技股份有限公司 ");
    let answer = validate(
        &app,
        &token,
        json!({ "formId": "demo_all_widgets", "nodeId": "apply", "formData": data }),
    )
    .await;
    assert_eq!(answer["valid"], true, "{answer}");
    assert_eq!(
        answer["formData"]["companyName"],
        "西安秦创智能科技股份有限公司"
    );
}

#[actix_rt::test]
async fn a_hidden_field_is_not_required_but_a_shown_one_is() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = validate(
        &app,
        &token,
        json!({ "formId": "demo_all_widgets", "formData": application() }),
    )
    .await;
    assert_eq!(
        answer["valid"], true,
        "certificateNo is hidden for a person: {answer}"
    );
    let mut data = application();
    data["organType"] = json!("1");
    let answer = validate(
        &app,
        &token,
        json!({ "formId": "demo_all_widgets", "formData": data }),
    )
    .await;
    assert_eq!(answer["valid"], false);
    assert_eq!(
        answer["errors"],
        json!([{ "field": "certificateNo", "rule": "required", "message": "请填写证件号码！", "label": "证件号码" }])
    );
}

#[actix_rt::test]
async fn a_value_missing_from_the_tenants_dictionary_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let mut data = application();
    data["organType"] = json!("7");
    let answer = validate(
        &app,
        &token,
        json!({ "formId": "demo_all_widgets", "formData": data }),
    )
    .await;
    assert_eq!(answer["errors"][0]["rule"], "x-dict");
    assert_eq!(answer["errors"][0]["message"], "请选择有效的选项");
    // Tenant 116000's organType has no "3" (product).
    let dalian = app
        .token(
            &[
                ("grant_type", "password"),
                ("username", "dl_org_demo"),
                ("password", "Demo#2026"),
            ],
            &[("Tenant-Id", "116000")],
        )
        .await
        .assert_ok()["access_token"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut data = application();
    data["organType"] = json!("3");
    data["certificateNo"] = json!("91610000MA6TG1234X");
    let answer = validate(
        &app,
        &dalian,
        json!({ "formId": "demo_all_widgets", "formData": data.clone() }),
    )
    .await;
    assert_eq!(answer["errors"][0]["rule"], "x-dict", "{answer}");
    let answer = validate(
        &app,
        &token,
        json!({ "formId": "demo_all_widgets", "formData": data }),
    )
    .await;
    assert_eq!(answer["valid"], true, "{answer}");
}

// spec: 02§4.17 03§6.2
#[actix_rt::test]
async fn a_submission_that_changes_a_field_read_only_at_its_node_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.access_token("staff_first").await;
    let stored = application();
    let mut changed = stored.clone();
    changed["companyName"] = json!("另一家公司");
    changed["memo"] = json!("同意");
    changed["checkResult"] = json!("Approve");
    let body = json!({ "formId": "demo_all_widgets", "nodeId": "PreliminaryApprove", "formData": changed, "storedData": stored });
    let answer = validate(&app, &token, body).await;
    assert_eq!(answer["valid"], false);
    assert_eq!(answer["errors"][0]["field"], "companyName");
    assert_eq!(answer["errors"][0]["rule"], "readonly");
    assert_eq!(answer["errors"][0]["message"], "当前环节不能修改此项");

    let body = json!({ "formId": "demo_all_widgets", "nodeId": "PreliminaryApprove",
                       "formData": { "checkResult": "Approve" }, "storedData": application() });
    let answer = validate(&app, &token, body).await;
    assert_eq!(answer["errors"][0]["message"], "审批意见为必填项");
}

#[actix_rt::test]
async fn a_malformed_request_gets_the_envelope() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app
        .post_json(VALIDATE, Some(&token), &json!({ "formData": {} }))
        .await;
    assert_eq!(answer.status, 400);
    assert_eq!(answer.body["success"], false);
    let answer = app
        .post_json(
            VALIDATE,
            Some(&token),
            &json!({ "formId": "nope", "formData": {} }),
        )
        .await;
    answer.assert_failure(404, "表单不存在");
}

#[actix_rt::test]
async fn an_administrators_dictionary_edit_counts_at_the_next_check() {
    use diesel::prelude::*;
    use server::schema::dict_biz;

    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let body = json!({ "formId": "demo_all_widgets", "formData": application() });
    let answer = validate(&app, &token, body.clone()).await;
    assert_eq!(answer["valid"], true, "{answer}");

    // The key "2" of organType is withdrawn, the same day, after a validator was built.
    let mut conn = app.state.pool.get().unwrap();
    let removed = diesel::delete(
        dict_biz::table
            .filter(dict_biz::tenant_id.eq("000000"))
            .filter(dict_biz::code.eq("organType"))
            .filter(dict_biz::dict_key.eq("2")),
    )
    .execute(&mut conn)
    .unwrap();
    assert_eq!(removed, 1);
    let answer = validate(&app, &token, body).await;
    assert_eq!(answer["valid"], false, "{answer}");
    assert_eq!(answer["errors"][0]["field"], "organType");
    assert_eq!(answer["errors"][0]["rule"], "x-dict");
}
