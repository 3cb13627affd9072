//! Menus, permissions, dictionaries, parameters, tenants, health, the API document, the
//! envelope of every failure, and the frontend's client-side routes.

use crate::helpers::{Options, TestApp};

fn codes(tree: &serde_json::Value) -> Vec<String> {
    let mut out = Vec::new();
    for node in tree.as_array().unwrap() {
        out.push(node["code"].as_str().unwrap().to_owned());
        out.extend(codes(&node["children"]));
    }
    out
}

// spec: 01§6.5 01§7.13
#[actix_rt::test]
async fn each_role_gets_its_own_menu_and_buttons() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let answer = app
        .get("/api/blade-system/menu/routes", Some(&analyst))
        .await;
    let menu = codes(answer.assert_ok());
    assert!(menu.contains(&"form_design".to_owned()), "{menu:?}");
    assert!(menu.contains(&"workbench".to_owned()));
    assert!(!menu.contains(&"business_apply".to_owned()));

    let org = app.access_token("org_demo").await;
    let answer = app.get("/api/blade-system/menu/routes", Some(&org)).await;
    let tree = answer.assert_ok();
    let menu = codes(tree);
    assert!(menu.contains(&"business_apply".to_owned()));
    assert!(!menu.contains(&"form_design".to_owned()));
    // Entries hang under their parent, parents in order.
    assert_eq!(tree[0]["code"], "workbench");
    let business = tree
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["code"] == "business")
        .unwrap();
    // the catalogue 业务办理 first (issue 15), then 登记托管
    assert_eq!(business["name"], "业务中心");
    assert_eq!(business["children"][0]["name"], "业务办理");
    assert_eq!(business["children"][0]["path"], "/process/index");
    assert_eq!(business["children"][1]["path"], "/businessApply");

    let answer = app
        .get("/api/blade-system/menu/buttons", Some(&analyst))
        .await;
    let buttons: Vec<_> = answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["code"].clone())
        .collect();
    assert_eq!(buttons, ["definition_publish"]);
    let staff = app.access_token("staff_first").await;
    let answer = app
        .get("/api/blade-system/menu/buttons", Some(&staff))
        .await;
    let buttons: Vec<_> = answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["code"].clone())
        .collect();
    assert_eq!(buttons.len(), 4, "{buttons:?}");
    assert!(buttons.contains(&"chain_verify".into()), "{buttons:?}");
}

#[actix_rt::test]
async fn menus_need_a_signed_in_user() {
    let app = TestApp::spawn().await;
    app.get("/api/blade-system/menu/routes", None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn only_an_administrator_lists_tenants() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    app.get("/api/blade-system/tenant/list", Some(&org))
        .await
        .assert_failure(403, "无权访问该功能");
    let admin = app.access_token("admin").await;
    let answer = app
        .get(
            "/api/blade-system/tenant/list?current=1&size=1",
            Some(&admin),
        )
        .await;
    let page = answer.assert_ok();
    assert_eq!(page["total"], 2);
    assert_eq!(page["records"].as_array().unwrap().len(), 1);
    assert_eq!(page["records"][0]["tenantId"], "000000");
    assert_eq!(page["records"][0]["tenantName"], "区域股权服务平台");
}

// spec: 01§7.7 02§7.11
#[actix_rt::test]
async fn the_tenant_of_a_host_is_found_without_signing_in() {
    let app = TestApp::spawn().await;
    let answer = app
        .get(
            "/api/blade-system/tenant/info?domain=dalian.localhost",
            None,
        )
        .await;
    assert_eq!(answer.assert_ok()["tenantId"], "116000");
    let answer = app
        .get("/api/blade-system/tenant/info?domain=unknown.example", None)
        .await;
    let data = answer.assert_ok();
    assert_eq!(data["tenantId"], "000000");
    assert_eq!(data["tenantName"], "区域股权服务平台");
}

// spec: 01§7.16 02§7.1
#[actix_rt::test]
async fn dictionaries_answer_their_items_in_order() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app
        .get(
            "/api/blade-system/dict-biz/dictionary?code=holderAccountStatus",
            Some(&token),
        )
        .await;
    let items = answer.assert_ok().as_array().unwrap().clone();
    let pairs: Vec<_> = items
        .iter()
        .map(|i| (i["dictKey"].clone(), i["dictValue"].clone()))
        .collect();
    assert_eq!(
        pairs,
        [
            ("0", "未开户"),
            ("1", "正常"),
            ("2", "已销户"),
            ("3", "冻结")
        ]
        .map(|(k, v)| (serde_json::json!(k), serde_json::json!(v)))
    );
    app.get("/api/blade-system/dict-biz/dictionary", Some(&token))
        .await
        .assert_failure(400, "请传入字典编码");
    let answer = app
        .get(
            "/api/blade-system/dict-biz/dictionary?code=nothing",
            Some(&token),
        )
        .await;
    assert_eq!(answer.assert_ok().as_array().unwrap().len(), 0);
}

// spec: 01§7.16
#[actix_rt::test]
async fn parameters_are_found_by_key() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app
        .get(
            "/api/blade-system/param-biz/detail?paramKey=freeze.notice.switch",
            Some(&token),
        )
        .await;
    let param = answer.assert_ok();
    assert_eq!(param["paramValue"], "1");
    assert_eq!(param["paramName"], "冻结公告开关");
    app.get(
        "/api/blade-system/param-biz/detail?paramKey=nope",
        Some(&token),
    )
    .await
    .assert_failure(404, "参数不存在");
}

#[actix_rt::test]
async fn health_names_the_database_backend() {
    let app = TestApp::spawn().await;
    let answer = app.get("/api/health", None).await;
    let expected =
        if std::env::var("PLATFORM_TEST_DATABASE_URL").is_ok_and(|u| u.starts_with("postgres")) {
            "postgres"
        } else {
            "sqlite"
        };
    assert_eq!(answer.assert_ok()["database"], expected);
}

#[actix_rt::test]
async fn the_api_document_lists_every_call() {
    let app = TestApp::spawn().await;
    let answer = app.get("/api/openapi.json", None).await;
    assert_eq!(answer.status, 200);
    let paths = answer.body["paths"].as_object().expect("paths");
    for path in [
        "/api/blade-auth/oauth/token",
        "/api/blade-auth/oauth/captcha",
        "/api/blade-auth/oauth/logout",
        "/api/rem-registrationbizweb/user/getCurrentUserInfo",
        "/api/rem-registrationbizweb/user/queryAllRefCompany",
        "/api/rem-registrationbizweb/user/switchCurrentActiveCompany",
        "/api/rem-registrationbizweb/user/getCurrentUserAllAcount",
        "/api/rem-registrationbizweb/user/switchCurrentActiveHolder",
        "/api/blade-system/tenant/info",
        "/api/blade-system/tenant/list",
        "/api/blade-system/menu/routes",
        "/api/blade-system/menu/buttons",
        "/api/blade-system/dict-biz/dictionary",
        "/api/blade-system/param-biz/detail",
        "/api/health",
        "/api/blade-system/region/lazy-tree",
        "/api/rem-registrationbizweb/otc-flow/form/compiled",
        "/api/rem-registrationbizweb/otc-flow/form/validate",
        "/api/blade-resource/oss/endpoint/put-file-attach",
        "/api/blade-resource/oss/endpoint/put-model-file-attach",
        "/api/blade-resource/oss/endpoint/downloadFile",
        "/api/blade-resource/nonds/oss/endpoint/downloadFile",
        "/api/blade-resource/oss/endpoint/attachDetail",
        "/api/rem-registrationbizweb/evidencePrint/getAttachZip",
        "/api/rem-registrationbizweb/otc-flow/studio/definitions",
        "/api/rem-registrationbizweb/otc-flow/studio/publish",
        "/api/rem-registrationbizweb/otc-flow/studio/dry-run",
        "/api/rem-registrationbizweb/otc-flow/studio/migrate",
    ] {
        assert!(
            paths.contains_key(path),
            "{path} missing from the API document"
        );
    }
}

// spec: 01§7.1
#[actix_rt::test]
async fn every_failure_is_an_envelope() {
    let app = TestApp::spawn().await;
    app.get("/api/no/such/call", None)
        .await
        .assert_failure(404, "接口不存在: GET /api/no/such/call");
    let big = format!("grant_type=password&username={}", "x".repeat(70_000));
    app.post_raw(
        "/api/blade-auth/oauth/token",
        "application/x-www-form-urlencoded",
        big,
    )
    .await
    .assert_failure(413, "请求内容过大");
    let token = app.access_token("org_demo").await;
    app.get("/api/blade-system/tenant/list?current=abc", Some(&token))
        .await
        .assert_failure(400, "请求参数格式不正确");
}

#[actix_rt::test]
async fn client_side_routes_fall_back_to_the_frontend() {
    let dir = std::env::temp_dir().join(format!("frontend-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<html>platform</html>").unwrap();
    std::fs::write(dir.join("assets/app.js"), "console.log(1)").unwrap();
    let app = TestApp::spawn_with(Options {
        static_dir: Some(dir.clone()),
        ..Default::default()
    })
    .await;
    for path in ["/", "/login", "/wel/index", "/process/apply?appId=550004"] {
        let answer = app.get(path, None).await;
        assert_eq!(answer.status, 200, "{path}");
        assert_eq!(answer.body, "<html>platform</html>", "{path}");
    }
    assert_eq!(app.get("/assets/app.js", None).await.body, "console.log(1)");
    // The API is never answered by the frontend.
    assert_eq!(app.get("/api/unknown", None).await.status, 404);
    std::fs::remove_dir_all(dir).unwrap();
}

// spec: 01§7.13
#[actix_rt::test]
async fn regions_open_one_level_at_a_time() {
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app
        .get("/api/blade-system/region/lazy-tree", Some(&token))
        .await;
    let provinces = answer.assert_ok().as_array().unwrap().clone();
    assert_eq!(provinces.len(), 34);
    let shaanxi = provinces.iter().find(|p| p["name"] == "陕西省").unwrap();
    assert_eq!(shaanxi["code"], "610000");
    assert_eq!(shaanxi["hasChildren"], true);
    assert_eq!(
        provinces.iter().find(|p| p["name"] == "北京市").unwrap()["hasChildren"],
        false
    );
    let answer = app
        .get(
            "/api/blade-system/region/lazy-tree?parentCode=610100",
            Some(&token),
        )
        .await;
    let districts = answer.assert_ok().as_array().unwrap().clone();
    assert!(districts
        .iter()
        .any(|d| d["name"] == "雁塔区" && d["code"] == "610113" && d["hasChildren"] == false));
    let answer = app
        .get(
            "/api/blade-system/region/lazy-tree?parentCode=999999",
            Some(&token),
        )
        .await;
    assert_eq!(answer.assert_ok().as_array().unwrap().len(), 0);
    app.get("/api/blade-system/region/lazy-tree", None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

#[actix_rt::test]
async fn a_database_seeded_before_blockchain_is_open_existed_gets_it_and_the_verify_button() {
    use diesel::prelude::*;
    use server::schema::{demo_seeds, menus, param_biz, role_menus};
    let app = TestApp::spawn().await;
    let token = app.access_token("org_demo").await;
    let answer = app
        .get(
            "/api/blade-system/param-biz/detail?paramKey=blockchain.isOpen",
            Some(&token),
        )
        .await;
    assert_eq!(answer.assert_ok()["paramValue"], "true");

    // as a database looked before the additions: no parameter, no button, set not recorded
    {
        let mut conn = app.state.pool.get().unwrap();
        diesel::delete(param_biz::table.filter(param_biz::param_key.eq("blockchain.isOpen")))
            .execute(&mut *conn)
            .unwrap();
        diesel::delete(role_menus::table.filter(role_menus::menu_id.eq("m-chain_verify")))
            .execute(&mut *conn)
            .unwrap();
        diesel::delete(menus::table.filter(menus::id.eq("m-chain_verify")))
            .execute(&mut *conn)
            .unwrap();
        diesel::delete(demo_seeds::table.filter(demo_seeds::name.eq("foundation-additions-1")))
            .execute(&mut *conn)
            .unwrap();
    }
    app.get(
        "/api/blade-system/param-biz/detail?paramKey=blockchain.isOpen",
        Some(&token),
    )
    .await
    .assert_failure(404, "参数不存在");

    // the next start loads the additions and nothing twice
    {
        let mut conn = app.state.pool.get().unwrap();
        server::seed::run(&mut conn).unwrap();
    }
    let answer = app
        .get(
            "/api/blade-system/param-biz/detail?paramKey=blockchain.isOpen",
            Some(&token),
        )
        .await;
    assert_eq!(answer.assert_ok()["paramValue"], "true");
    let staff = app.access_token("staff_first").await;
    let answer = app
        .get("/api/blade-system/menu/buttons", Some(&staff))
        .await;
    let buttons = answer.assert_ok().as_array().unwrap().clone();
    assert_eq!(
        buttons
            .iter()
            .filter(|b| b["code"] == "chain_verify")
            .count(),
        1
    );
    let investor = app.access_token("personal_demo").await;
    let answer = app
        .get("/api/blade-system/menu/buttons", Some(&investor))
        .await;
    assert!(!answer
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .any(|b| b["code"] == "chain_verify"));
}

#[actix_rt::test]
async fn the_api_document_declares_query_parameters_in_the_query() {
    let app = TestApp::spawn().await;
    let answer = app.get("/api/openapi.json", None).await;
    let paths = answer.body["paths"].as_object().expect("paths");
    let mut in_query = 0;
    for (path, operations) in paths {
        for (method, operation) in operations.as_object().expect("operations") {
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                let name = parameter["name"].as_str().expect("a parameter's name");
                match parameter["in"].as_str() {
                    // A path parameter is one the path template names.
                    Some("path") => assert!(
                        path.contains(&format!("{{{name}}}")),
                        "{method} {path}: `{name}` is declared in the path but the path has no {{{name}}}"
                    ),
                    Some("query") => in_query += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(in_query >= 100, "only {in_query} query parameters");
}

/// The frontend's API contract test reads a copy of the document (frontend/contract); the copy
/// must be the server's, or the contract checks calls against a stale list.
#[actix_rt::test]
async fn the_frontends_copy_of_the_api_document_names_the_same_calls() {
    fn calls(document: &serde_json::Value) -> std::collections::BTreeSet<String> {
        document["paths"]
            .as_object()
            .unwrap()
            .iter()
            .flat_map(|(path, item)| {
                item.as_object()
                    .unwrap()
                    .keys()
                    .map(move |method| format!("{method} {path}"))
            })
            .collect()
    }
    let app = TestApp::spawn().await;
    let served = app.get("/api/openapi.json", None).await;
    let copy: serde_json::Value =
        serde_json::from_str(include_str!("../../../frontend/contract/openapi.json")).unwrap();
    assert_eq!(
        calls(&copy),
        calls(&served.body),
        "refresh it: cd frontend && npm run openapi:pull (with the server running)"
    );
}
