//! The role the user acts with in the session's current enterprise or registration account
//! (`user/queryCurrentCompanyRoleId`, `user/queryCurrentHolderRoleId`) and the current
//! enterprise's data (`company/getCompanyInfo`), 01 §7 "Session and account".

use serde_json::json;

use crate::helpers::TestApp;

const COMPANY_ROLE: &str = "/api/rem-registrationbizweb/user/queryCurrentCompanyRoleId";
const HOLDER_ROLE: &str = "/api/rem-registrationbizweb/user/queryCurrentHolderRoleId";
const COMPANY_INFO: &str = "/api/rem-registrationbizweb/company/getCompanyInfo";
const SWITCH_COMPANY: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveCompany";
const SWITCH_HOLDER: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";

// spec: 01§7.11
#[actix_rt::test]
async fn the_company_role_is_the_users_role_once_an_enterprise_is_current() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    // two enterprises, none chosen yet
    assert!(app
        .get(COMPANY_ROLE, Some(&token))
        .await
        .assert_ok()
        .is_null());
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-qinchuang"),
        Some(&token),
    )
    .await
    .assert_ok();
    let answer = app.get(COMPANY_ROLE, Some(&token)).await;
    let role = answer.assert_ok();
    // as the role administration (blade-system/role/list) names it
    assert_eq!(role["id"], "enterprise");
    assert_eq!(role["roleAlias"], "enterprise");
    assert_eq!(role["roleName"], "企业用户");
    // an enterprise user has no registration account
    assert!(app
        .get(HOLDER_ROLE, Some(&token))
        .await
        .assert_ok()
        .is_null());
}

#[actix_rt::test]
async fn the_holder_role_is_the_investors_role_once_an_account_is_current() {
    let app = TestApp::spawn().await;
    let token = app.access_token("personal_demo").await;
    assert!(app
        .get(HOLDER_ROLE, Some(&token))
        .await
        .assert_ok()
        .is_null());
    app.get(
        &format!("{SWITCH_HOLDER}?holderUuid=h-zhangwei-2&companyId=c-xixian&productId=p-100003"),
        Some(&token),
    )
    .await
    .assert_ok();
    let answer = app.get(HOLDER_ROLE, Some(&token)).await;
    let role = answer.assert_ok();
    assert_eq!(role["id"], "personal_investor");
    assert_eq!(role["roleName"], "个人投资者");
    // the account's enterprise is current, but the investor holds no role in it
    assert!(app
        .get(COMPANY_ROLE, Some(&token))
        .await
        .assert_ok()
        .is_null());
}

#[actix_rt::test]
async fn the_roles_need_a_signed_in_user() {
    let app = TestApp::spawn().await;
    app.get(COMPANY_ROLE, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    app.get(HOLDER_ROLE, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

// spec: 01§7.11
#[actix_rt::test]
async fn company_info_answers_the_current_enterprise_or_one_of_the_users_own() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    // no current enterprise and none named
    app.post_json(COMPANY_INFO, Some(&token), &json!({}))
        .await
        .assert_failure(400, "请先选择企业");
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-qinchuang"),
        Some(&token),
    )
    .await
    .assert_ok();
    let answer = app.post(COMPANY_INFO, Some(&token)).await;
    let info = answer.assert_ok();
    assert_eq!(info["company"]["id"], "c-qinchuang");
    assert!(info["company"]["name"]
        .as_str()
        .is_some_and(|n| !n.is_empty()));
    assert!(info["standing"].is_object());
    // another of the user's own enterprises, by id
    let answer = app
        .post_json(
            COMPANY_INFO,
            Some(&token),
            &json!({"companyId": "c-qujiang"}),
        )
        .await;
    assert_eq!(answer.assert_ok()["company"]["id"], "c-qujiang");
}

#[actix_rt::test]
async fn company_info_refuses_another_users_enterprise_and_investors() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    app.post_json(
        COMPANY_INFO,
        Some(&token),
        &json!({"companyId": "c-xixian"}),
    )
    .await
    .assert_failure(403, "无权查看该企业");
    let investor = app.access_token("personal_demo").await;
    app.post_json(
        COMPANY_INFO,
        Some(&investor),
        &json!({"companyId": "c-qinchuang"}),
    )
    .await
    .assert_failure(403, "无权访问该功能");
    // staff read any enterprise of their tenant
    let staff = app.access_token("staff_first").await;
    let answer = app
        .post_json(
            COMPANY_INFO,
            Some(&staff),
            &json!({"companyId": "c-xixian"}),
        )
        .await;
    assert_eq!(answer.assert_ok()["company"]["id"], "c-xixian");
}
