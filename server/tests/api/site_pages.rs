//! The pages of the public footer (关于我们, 集团成员, 招聘信息, 服务热线; issue 15): every
//! visitor reads them without signing in, cached like the other public calls; only the
//! administrator edits them, and the next visitor reads the new text.

use serde_json::json;

use crate::helpers::TestApp;

const READ: &str = "/api/blade-desk/nonds/sitePage/detail";
const LIST: &str = "/api/blade-desk/sitePage/list";
const SUBMIT: &str = "/api/blade-desk/sitePage/submit";

#[actix_rt::test]
async fn visitors_read_every_footer_page_of_their_tenant_without_signing_in() {
    let app = TestApp::spawn().await;
    for (key, title) in [
        ("about", "关于我们"),
        ("group", "集团成员"),
        ("recruitment", "招聘信息"),
        ("hotline", "服务热线"),
    ] {
        let page = app
            .get(&format!("{READ}?tenantId=000000&id={key}"), None)
            .await;
        let page = page.assert_ok();
        assert_eq!(page["key"], key);
        assert_eq!(page["title"], title);
        assert!(
            page["content"].as_str().unwrap().chars().count() > 30,
            "{page}"
        );
    }
    let raw = app
        .fetch(&format!("{READ}?tenantId=000000&id=hotline"), None, None)
        .await;
    assert!(
        raw.header("cache-control").starts_with("public, max-age="),
        "{}",
        raw.header("cache-control")
    );
    let ours = app
        .get(&format!("{READ}?tenantId=000000&id=hotline"), None)
        .await;
    assert!(ours.assert_ok()["content"]
        .as_str()
        .unwrap()
        .contains("029-88888888"));
    let dalian = app
        .get(&format!("{READ}?tenantId=116000&id=hotline"), None)
        .await;
    assert!(dalian.assert_ok()["content"]
        .as_str()
        .unwrap()
        .contains("0411-88888888"));
    app.get(&format!("{READ}?tenantId=000000&id=secrets"), None)
        .await
        .assert_failure(404, "页面不存在");
}

#[actix_rt::test]
async fn only_the_administrator_edits_a_footer_page_and_visitors_read_the_new_text() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let list = app.get(LIST, Some(&admin)).await;
    let keys: Vec<_> = list
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["key"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(keys, ["about", "group", "recruitment", "hotline"]);

    let edit = json!({ "key": "recruitment", "title": "招聘信息", "content": "现招聘登记托管业务岗3名。\n\n报名截止2027年1月31日。" });
    let saved = app.post_json(SUBMIT, Some(&admin), &edit).await;
    assert_eq!(saved.assert_ok()["content"], edit["content"]);
    let read = app
        .get(&format!("{READ}?tenantId=000000&id=recruitment"), None)
        .await;
    assert_eq!(read.assert_ok()["content"], edit["content"]);
    // the other tenant's page is its own
    let dalian = app
        .get(&format!("{READ}?tenantId=116000&id=recruitment"), None)
        .await;
    assert_ne!(dalian.assert_ok()["content"], edit["content"]);

    for account in ["staff_first", "analyst_demo", "org_demo", "personal_demo"] {
        let token = app.access_token(account).await;
        app.post_json(SUBMIT, Some(&token), &edit)
            .await
            .assert_failure(403, "无权编辑站点页面");
        app.get(LIST, Some(&token))
            .await
            .assert_failure(403, "无权编辑站点页面");
    }
    assert_eq!(app.post_json(SUBMIT, None, &edit).await.status, 401);

    let mut empty = edit.clone();
    empty["title"] = json!("  ");
    app.post_json(SUBMIT, Some(&admin), &empty)
        .await
        .assert_failure(400, "请填写页面标题");
    let mut blank = edit.clone();
    blank["content"] = json!("");
    app.post_json(SUBMIT, Some(&admin), &blank)
        .await
        .assert_failure(400, "请填写页面内容");
    let mut long = edit.clone();
    long["title"] = json!("招".repeat(51));
    app.post_json(SUBMIT, Some(&admin), &long)
        .await
        .assert_failure(400, "页面标题不能超过50个字");
    let mut unknown = edit;
    unknown["key"] = json!("secrets");
    app.post_json(SUBMIT, Some(&admin), &unknown)
        .await
        .assert_failure(404, "页面不存在");
}
