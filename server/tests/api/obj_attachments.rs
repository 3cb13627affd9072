//! The attachment lists of companies (550074) and members (550073), 03 §3 "Attachment row",
//! §5 "Attachment list": the files a list's parameter accepts, the content the upload judges,
//! the required messages, and the register's list replaced once the application is approved.

use serde_json::{json, Value};

use crate::{
    helpers::{well_formed_pdf, TestApp},
    support::{decide, field_errors, people, submit, submitted},
};

const PUT: &str = "/api/blade-resource/oss/endpoint/put-file-attach";
const LIST: &str = "/api/rem-registrationbizweb/objAttach/list";
const OBJECTS: &str = "/api/rem-registrationbizweb/objAttach/objects";
const TYPE_REFUSED: &str = "该文件不符合文件类型限制！";
const QINCHUANG: &str = "c-qinchuang";
const MEMBER: &str = "member-000";

fn pdf() -> Vec<u8> {
    well_formed_pdf()
}

fn mp4() -> Vec<u8> {
    let mut bytes = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom".to_vec();
    bytes.extend_from_slice(&[0u8; 64]);
    bytes
}

async fn uploaded(app: &TestApp, token: &str, path: &str, name: &str, bytes: &[u8]) -> String {
    let answer = app.upload(path, Some(token), name, bytes).await;
    answer.assert_ok()["attachId"].as_str().unwrap().to_owned()
}

fn row(name: &str, file_id: &str, file_name: &str) -> Value {
    json!({ "name": name, "typeName": "2", "objType": "2",
        "refAttachs": [{ "fileId": file_id, "fileName": file_name, "type": "pdf" }] })
}

fn company_form(rows: Value) -> Value {
    json!({ "appId": "550074", "formData": { "companyId": QINCHUANG, "attachList": rows } })
}

async fn list(app: &TestApp, token: &str, obj_type: &str, obj_id: &str) -> Value {
    let answer = app
        .get(
            &format!("{LIST}?objType={obj_type}&objId={obj_id}"),
            Some(token),
        )
        .await;
    answer.assert_ok().clone()
}

// spec: 03§1.6
#[actix_rt::test]
async fn a_company_files_its_materials_and_the_register_lists_them_once_approved() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let choices = app.get(&format!("{OBJECTS}?objType=2"), Some(&org)).await;
    let names: Vec<&str> = choices
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["objName"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"西安秦创智能科技股份有限公司"), "{names:?}");

    let put = format!("{PUT}?paramKey=company.filetypes");
    let charter = uploaded(&app, &org, &put, "公司章程.pdf", &pdf()).await;
    let uuid = submitted(
        &app,
        &org,
        company_form(json!([row("公司章程", &charter, "x.pdf")])),
    )
    .await;
    // nothing changes in the register before the approvals
    assert_eq!(list(&app, &org, "2", QINCHUANG).await, json!([]));
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();

    let listed = list(&app, &org, "2", QINCHUANG).await;
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed[0]["name"], "公司章程");
    assert_eq!(listed[0]["typeName"], "2");
    assert_eq!(listed[0]["objType"], "2");
    assert_eq!(listed[0]["objId"], QINCHUANG);
    // the file's name is the upload's, whatever the form said
    assert_eq!(
        listed[0]["refAttachs"],
        json!([{ "fileId": charter, "fileName": "公司章程.pdf", "type": "pdf" }])
    );
    assert!(listed[0]["updateTime"].as_str().unwrap().len() == 19);

    // a second approved list replaces the first
    let report = uploaded(&app, &org, &put, "年报.pdf", &pdf()).await;
    let uuid = submitted(
        &app,
        &org,
        company_form(json!([
            row("年度报告", &report, "年报.pdf"),
            row("公司章程", &charter, "公司章程.pdf")
        ])),
    )
    .await;
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let names: Vec<Value> = list(&app, &org, "2", QINCHUANG)
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].clone())
        .collect();
    assert_eq!(names, vec![json!("年度报告"), json!("公司章程")]);
}

// spec: 03§5.8
#[actix_rt::test]
async fn a_disguised_file_is_refused_at_upload_with_the_spec_s_message() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let put = format!("{PUT}?paramKey=company.filetypes");
    let exe = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xffThis program cannot be run in DOS mode.";
    app.upload(&put, Some(&org), "营业执照.pdf", exe)
        .await
        .assert_failure(400, TYPE_REFUSED);
    app.upload(&put, Some(&org), "营业执照.pdf", "只是一段文字".as_bytes())
        .await
        .assert_failure(400, TYPE_REFUSED);
    app.upload(&put, Some(&org), "setup.exe", exe)
        .await
        .assert_failure(400, TYPE_REFUSED);
}

// spec: 03§5.9 03§5.8
#[actix_rt::test]
async fn a_type_the_parameter_does_not_list_is_refused_at_upload_and_at_submit() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    // the platform takes a video; the companies' list does not
    app.upload(
        &format!("{PUT}?paramKey=company.filetypes"),
        Some(&org),
        "宣传片.mp4",
        &mp4(),
    )
    .await
    .assert_failure(400, TYPE_REFUSED);
    let video = uploaded(&app, &org, PUT, "宣传片.mp4", &mp4()).await;
    let answer = submit(
        &app,
        &org,
        company_form(json!([row("宣传片", &video, "宣传片.pdf")])),
    )
    .await;
    answer.assert_failure(400, TYPE_REFUSED);
    // a file of another tenant, or none, is not one of the applicant's uploads
    let answer = submit(
        &app,
        &org,
        company_form(json!([row("章程", "no-such-file", "a.pdf")])),
    )
    .await;
    answer.assert_failure(400, "附件不存在");
}

// spec: 03§5.10 03§5.11
#[actix_rt::test]
async fn the_required_messages_are_the_spec_s() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let answer = submit(
        &app,
        &org,
        json!({ "appId": "550074", "formData": {
        "companyId": QINCHUANG, "attachList": [{ "objType": "2" }] } }),
    )
    .await;
    let mut errors = field_errors(&answer);
    errors.sort();
    assert_eq!(
        errors,
        vec![
            ("attachList/0/name".to_owned(), "请输入材料名称".to_owned()),
            (
                "attachList/0/refAttachs".to_owned(),
                "请上传附件".to_owned()
            ),
            (
                "attachList/0/typeName".to_owned(),
                "请选择材料类别".to_owned()
            ),
        ]
    );
    let answer = submit(
        &app,
        &org,
        json!({ "appId": "550074", "formData": {
        "attachList": [row(&"材".repeat(51), "f", "a.pdf")] } }),
    )
    .await;
    let errors = field_errors(&answer);
    assert!(
        errors.contains(&("companyId".into(), "请先选择企业！".into())),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|(f, m)| f == "attachList/0/name" && m.contains("50")),
        "{errors:?}"
    );
}

#[actix_rt::test]
async fn a_member_files_its_list_and_nobody_else_reads_or_files_it() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let member = app.access_token("member_demo").await;
    let org = app.access_token("org_demo").await;
    let put = format!("{PUT}?paramKey=member.filetypes");
    let licence = uploaded(&app, &member, &put, "经营许可证.pdf", &pdf()).await;
    let form = json!({ "appId": "550073", "formData": { "memberId": MEMBER, "attachList": [
        { "name": "经营许可证", "typeName": "5", "objType": "1",
          "refAttachs": [{ "fileId": licence, "fileName": "经营许可证.pdf", "type": "pdf" }] }] } });
    // an enterprise cannot start the members' business
    assert_ne!(submit(&app, &org, form.clone()).await.status, 200);
    let uuid = submitted(&app, &member, form).await;
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let listed = list(&app, &member, "1", MEMBER).await;
    assert_eq!(listed[0]["name"], "经营许可证");
    assert_eq!(listed[0]["objType"], "1");
    // staff read it too; an enterprise's user does not
    let staff = list(&app, &p.first, "1", MEMBER).await;
    assert_eq!(staff.as_array().unwrap().len(), 1);
    let refused = app
        .get(&format!("{LIST}?objType=1&objId={MEMBER}"), Some(&org))
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(
        refused.msg().starts_with("申请人不能为会员"),
        "{}",
        refused.body
    );
    let answer = submit(
        &app,
        &member,
        json!({ "appId": "550073", "formData": { "attachList": [] } }),
    )
    .await;
    let errors = field_errors(&answer);
    assert!(
        errors.contains(&("memberId".into(), "请先选择会员！".into())),
        "{errors:?}"
    );
}
