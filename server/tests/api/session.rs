//! The user's context: current enterprise, registration account and product, and switching
//! between them (spec 01 §4, §6, §7 "Session and account").

use crate::helpers::TestApp;

const INFO: &str = "/api/rem-registrationbizweb/user/getCurrentUserInfo";
const COMPANIES: &str = "/api/rem-registrationbizweb/user/queryAllRefCompany";
const SWITCH_COMPANY: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveCompany";
const ACCOUNTS: &str = "/api/rem-registrationbizweb/user/getCurrentUserAllAcount";
const SWITCH_HOLDER: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";

// spec: 01§7.2 01§3.1
#[actix_rt::test]
async fn current_user_info_describes_the_account_and_its_zone() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app.post(INFO, Some(&token)).await;
    let info = answer.assert_ok();
    assert_eq!(info["landingMode"], "org");
    assert_eq!(info["isCertified"], true);
    assert_eq!(info["isApply"], false);
    assert_eq!(info["loginAccountInfo"]["account"], "org_demo");
    assert_eq!(info["loginAccountInfo"]["orgType"], 2);
    assert_eq!(info["loginAccountInfo"]["roleName"], "enterprise");
    assert_eq!(info["loginAccountInfo"]["roleAlias"], "企业用户");
    assert_eq!(info["loginAccountInfo"]["tenantId"], "000000");
    // 个人信息 names the tenant, never its id (issue 15)
    assert_eq!(info["loginAccountInfo"]["tenantName"], "区域股权服务平台");
    // Two enterprises: none is chosen until the user chooses.
    assert!(info["companyInfo"].is_null());
    assert!(info["shareAccountInfo"].is_null());
}

// spec: 01§4.4
#[actix_rt::test]
async fn a_single_enterprise_or_account_is_chosen_at_sign_in() {
    let app = TestApp::spawn().await;
    let member = app.access_token("member_demo").await;
    let answer = app.post(INFO, Some(&member)).await;
    assert_eq!(
        answer.assert_ok()["companyInfo"]["name"],
        "长安证券服务有限公司"
    );

    let orgholder = app.access_token("orgholder_demo").await;
    let answer = app.post(INFO, Some(&orgholder)).await;
    let info = answer.assert_ok();
    assert_eq!(info["shareAccountInfo"]["accountNumber"], "1000000001");
    assert_eq!(info["shareAccountInfo"]["holderAccountStatus"], 1);
    assert_eq!(info["companyInfo"]["id"], "c-qinchuang");
    assert_eq!(info["product"]["name"], "秦创智能股权");
}

// spec: 01§7.3 01§7.5
#[actix_rt::test]
async fn an_enterprise_user_lists_and_switches_enterprise() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app.get(COMPANIES, Some(&token)).await;
    let names: Vec<_> = answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"西安秦创智能科技股份有限公司".to_owned()));

    let answer = app
        .get(
            &format!("{SWITCH_COMPANY}?companyId=c-qinchuang"),
            Some(&token),
        )
        .await;
    assert_eq!(answer.assert_ok()["companyId"], "c-qinchuang");
    let answer = app.post(INFO, Some(&token)).await;
    assert_eq!(
        answer.assert_ok()["companyInfo"]["name"],
        "西安秦创智能科技股份有限公司"
    );

    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-qujiang"),
        Some(&token),
    )
    .await
    .assert_ok();
    let answer = app.post(INFO, Some(&token)).await;
    assert_eq!(answer.assert_ok()["companyInfo"]["id"], "c-qujiang");
}

// spec: 01§5.6
#[actix_rt::test]
async fn switching_needs_a_choice_and_an_enterprise_of_ones_own() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    app.get(SWITCH_COMPANY, Some(&token))
        .await
        .assert_failure(400, "请选择企业");
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-xixian"),
        Some(&token),
    )
    .await
    .assert_failure(403, "无权切换到该企业");
    app.get(&format!("{SWITCH_COMPANY}?companyId=no-such"), Some(&token))
        .await
        .assert_failure(403, "无权切换到该企业");
    // Nothing changed.
    let answer = app.post(INFO, Some(&token)).await;
    assert!(answer.assert_ok()["companyInfo"].is_null());
}

// spec: 01§6.2
#[actix_rt::test]
async fn only_organisations_in_the_enterprise_or_member_zone_switch_enterprise() {
    let app = TestApp::spawn().await;
    for account in ["personal_demo", "orgholder_demo", "staff_first"] {
        let token = app.access_token(account).await;
        app.get(
            &format!("{SWITCH_COMPANY}?companyId=c-qinchuang"),
            Some(&token),
        )
        .await
        .assert_failure(403, "当前用户不能切换企业");
    }
}

// spec: 01§7.4 01§7.6 01§3.3
#[actix_rt::test]
async fn an_investor_lists_and_switches_registration_account() {
    let app = TestApp::spawn().await;
    let token = app.access_token("personal_demo").await;
    let answer = app.get(ACCOUNTS, Some(&token)).await;
    let accounts = answer.assert_ok().as_array().unwrap().clone();
    assert_eq!(accounts.len(), 2);
    assert_eq!(accounts[0]["accountNumber"], "2000000001");
    assert_eq!(accounts[0]["holderName"], "张伟");
    assert_eq!(accounts[0]["holderAccountStatus"], 1);
    // Two accounts: none is current until chosen.
    assert!(app.post(INFO, Some(&token)).await.assert_ok()["shareAccountInfo"].is_null());

    let path =
        format!("{SWITCH_HOLDER}?holderUuid=h-zhangwei-2&companyId=c-xixian&productId=p-100003");
    let answer = app.get(&path, Some(&token)).await;
    let current = answer.assert_ok();
    assert_eq!(current["holderUuid"], "h-zhangwei-2");
    assert_eq!(current["companyId"], "c-xixian");
    assert_eq!(current["productId"], "p-100003");
    let answer = app.post(INFO, Some(&token)).await;
    let info = answer.assert_ok();
    assert_eq!(info["shareAccountInfo"]["accountNumber"], "2000000002");
    assert_eq!(
        info["companyInfo"]["name"],
        "西咸新区新能源科技股份有限公司"
    );
    assert_eq!(info["product"]["name"], "西咸新能股权");
}

// spec: 01§7.6
#[actix_rt::test]
async fn a_product_holder_works_in_the_product_that_holds() {
    let app = TestApp::spawn().await;
    let token = app.access_token("product_demo").await;
    let path = format!("{SWITCH_HOLDER}?holderUuid=h-fund-1&productId=p-fund-1");
    app.get(&path, Some(&token)).await.assert_ok();
    let answer = app.post(INFO, Some(&token)).await;
    let info = answer.assert_ok();
    assert_eq!(info["shareAccountInfo"]["organType"], 3);
    assert_eq!(info["shareAccountInfo"]["organTypeId"], "p-fund-1");
    assert_eq!(info["product"]["name"], "秦岭成长一号私募股权投资基金");
}

#[actix_rt::test]
async fn switching_account_refuses_foreign_accounts_and_mismatched_ids() {
    let app = TestApp::spawn().await;
    let token = app.access_token("personal_demo").await;
    app.get(SWITCH_HOLDER, Some(&token))
        .await
        .assert_failure(400, "请选择登记账号");
    app.get(
        &format!("{SWITCH_HOLDER}?holderUuid=h-silk-road"),
        Some(&token),
    )
    .await
    .assert_failure(403, "无权切换到该登记账号");
    app.get(
        &format!("{SWITCH_HOLDER}?holderUuid=h-zhangwei-1&companyId=c-xixian"),
        Some(&token),
    )
    .await
    .assert_failure(400, "登记账号与所选企业或产品不一致");
    assert!(app.post(INFO, Some(&token)).await.assert_ok()["shareAccountInfo"].is_null());

    let org = app.access_token("org_demo").await;
    app.get(
        &format!("{SWITCH_HOLDER}?holderUuid=h-zhangwei-1"),
        Some(&org),
    )
    .await
    .assert_failure(403, "当前用户不能切换登记账号");
}

#[actix_rt::test]
async fn the_current_context_belongs_to_the_session_not_the_user() {
    let app = TestApp::spawn().await;
    let laptop = app.access_token("org_demo").await;
    let phone = app.access_token("org_demo").await;
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-qinchuang"),
        Some(&laptop),
    )
    .await
    .assert_ok();
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-qujiang"),
        Some(&phone),
    )
    .await
    .assert_ok();
    let on_laptop = app.post(INFO, Some(&laptop)).await;
    assert_eq!(on_laptop.assert_ok()["companyInfo"]["id"], "c-qinchuang");
}

#[actix_rt::test]
async fn a_user_of_one_tenant_cannot_reach_another_tenants_data() {
    let app = TestApp::spawn().await;
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
    let answer = app.get(COMPANIES, Some(&dalian)).await;
    let companies = answer.assert_ok().as_array().unwrap().clone();
    assert_eq!(companies.len(), 1);
    assert_eq!(companies[0]["name"], "大连港湾科技有限公司");
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-qinchuang"),
        Some(&dalian),
    )
    .await
    .assert_failure(403, "无权切换到该企业");

    let answer = app
        .get(
            "/api/blade-system/param-biz/detail?paramKey=platform.hotline",
            Some(&dalian),
        )
        .await;
    assert_eq!(answer.assert_ok()["paramValue"], "0411-88888888");
    let answer = app
        .get(
            "/api/blade-system/dict-biz/dictionary?code=organType",
            Some(&dalian),
        )
        .await;
    assert_eq!(answer.assert_ok().as_array().unwrap().len(), 2);

    let main = app.access_token("org_demo").await;
    let answer = app
        .get(
            "/api/blade-system/param-biz/detail?paramKey=platform.hotline",
            Some(&main),
        )
        .await;
    assert_eq!(answer.assert_ok()["paramValue"], "029-88888888");
    let answer = app
        .get(
            "/api/blade-system/dict-biz/dictionary?code=organType",
            Some(&main),
        )
        .await;
    assert_eq!(answer.assert_ok().as_array().unwrap().len(), 3);
    app.get(
        &format!("{SWITCH_COMPANY}?companyId=c-dl-harbour"),
        Some(&main),
    )
    .await
    .assert_failure(403, "无权切换到该企业");
}

// spec: 01§7.22
#[actix_rt::test]
async fn the_holder_search_dialog_pages_through_the_tenants_accounts() {
    let app = TestApp::spawn().await;
    let token = app.access_token("staff_first").await;
    let path = "/api/rem-registrationmgrweb/holder/queryByPage";
    let answer = app
        .post_json(path, Some(&token), &serde_json::json!({}))
        .await;
    let page = answer.assert_ok();
    assert_eq!(page["pageSize"], 5, "five a page by default");
    assert_eq!(page["records"].as_array().unwrap().len(), 5);
    assert!(page["total"].as_i64().unwrap() >= 7);
    let answer = app
        .post_json(
            path,
            Some(&token),
            &serde_json::json!({ "holderName": "张伟", "pageSize": 10 }),
        )
        .await;
    let page = answer.assert_ok();
    assert_eq!(page["total"], 2);
    assert_eq!(page["records"][0]["accountNumber"], "2000000001");
    let answer = app
        .post_json(
            path,
            Some(&token),
            &serde_json::json!({ "holderAccountStatus": "3" }),
        )
        .await;
    assert_eq!(
        answer.assert_ok()["records"][0]["holderName"],
        "渭河稳健二号私募股权投资基金"
    );
    app.post_json(path, None, &serde_json::json!({}))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}
