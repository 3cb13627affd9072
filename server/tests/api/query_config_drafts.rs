//! Issue 20 item 2: query definitions are edited like flows and forms: a draft kept (finished
//! or not) without reaching the page's users, compared line by line with a version, dropped,
//! or published (which ends it); analysts only.

use serde_json::{json, Value};

use crate::helpers::TestApp;

const CONFIG: &str = "/api/rem-registrationbizweb/queryConfig";

async fn detail(app: &TestApp, token: &str, key: &str) -> Value {
    app.get(&format!("{CONFIG}/detail?pageKey={key}"), Some(token))
        .await
        .assert_ok()
        .clone()
}

/// The repository's 综合企业查询 under another title.
fn retitled(app: &TestApp, title: &str) -> String {
    let text = std::fs::read_to_string(
        app.state
            .config
            .definitions_dir
            .join("queries/zhyqcx2.json"),
    )
    .unwrap();
    text.replace(
        "\"title\": \"综合企业查询\"",
        &format!("\"title\": \"{title}\""),
    )
}

#[actix_rt::test]
async fn a_draft_is_kept_compared_and_ended_by_its_publication_while_users_see_the_published_page()
{
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let staff = app.access_token("staff_first").await;
    let text = retitled(&app, "企业综合查询（草稿）");

    let saved = app
        .post_json(
            &format!("{CONFIG}/draft"),
            Some(&analyst),
            &json!({"text": text}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(
        saved,
        json!({"pageKey": "zhyqcx2", "ok": true, "problems": []})
    );
    let shown = detail(&app, &analyst, "zhyqcx2").await;
    assert_eq!(shown["draft"]["text"], text.as_str());
    assert_eq!(shown["draft"]["baseVersion"], shown["version"]);
    assert_eq!(shown["title"], "综合企业查询");
    // the page's users still see the published version
    let page = app
        .get(
            "/api/rem-registrationbizweb/queryPage/zhyqcx2/config",
            Some(&staff),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(page["title"], "综合企业查询");

    let version = shown["version"].as_i64().unwrap();
    let diff = app
        .get(
            &format!("{CONFIG}/diff?pageKey=zhyqcx2&from={version}&to=draft"),
            Some(&analyst),
        )
        .await
        .assert_ok()
        .clone();
    let changed: Vec<(String, String)> = diff["lines"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["op"] != " ")
        .map(|l| {
            (
                l["op"].as_str().unwrap().to_owned(),
                l["text"].as_str().unwrap().trim().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        changed,
        [
            ("-".to_owned(), "\"title\": \"综合企业查询\",".to_owned()),
            (
                "+".to_owned(),
                "\"title\": \"企业综合查询（草稿）\",".to_owned()
            ),
        ]
    );

    app.post_json(
        &format!("{CONFIG}/publish"),
        Some(&analyst),
        &json!({"text": text, "reason": "改名"}),
    )
    .await
    .assert_ok();
    assert_eq!(
        detail(&app, &analyst, "zhyqcx2").await["draft"],
        Value::Null
    );
    app.post_json(
        &format!("{CONFIG}/draft/discard"),
        Some(&analyst),
        &json!({"pageKey": "zhyqcx2"}),
    )
    .await
    .assert_failure(404, "没有草稿");
}

#[actix_rt::test]
async fn an_unfinished_draft_is_kept_with_its_problems_and_can_be_dropped() {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let unfinished = json!({"pageKey": "newPage1", "title": "新页面", "source": "companies",
        "columns": [{"prop": "nowhere"}], "roles": ["first_reviewer"]})
    .to_string();
    let saved = app
        .post_json(
            &format!("{CONFIG}/draft"),
            Some(&analyst),
            &json!({"text": unfinished}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(saved["ok"], false);
    assert_eq!(
        saved["problems"],
        json!(["数据源「托管企业」没有列：nowhere"])
    );
    // a page with nothing published yet opens on its draft
    let shown = detail(&app, &analyst, "newPage1").await;
    assert_eq!(shown["version"], Value::Null);
    assert_eq!(shown["text"], unfinished.as_str());
    assert_eq!(shown["versions"], json!([]));

    app.post_json(
        &format!("{CONFIG}/draft"),
        Some(&analyst),
        &json!({"text": "{\"title\": 1"}),
    )
    .await
    .assert_failure(
        400,
        "草稿须为JSON，并写明页面标识（pageKey：1至40位字母、数字或下划线）",
    );
    app.post_json(
        &format!("{CONFIG}/draft/discard"),
        Some(&analyst),
        &json!({"pageKey": "newPage1"}),
    )
    .await
    .assert_ok();
    app.get(&format!("{CONFIG}/detail?pageKey=newPage1"), Some(&analyst))
        .await
        .assert_failure(404, "查询页面不存在");
}

#[actix_rt::test]
async fn only_analysts_keep_drafts() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let text = retitled(&app, "不该保存");
    app.post_json(
        &format!("{CONFIG}/draft"),
        Some(&staff),
        &json!({"text": text}),
    )
    .await
    .assert_failure(403, "无权访问流程与表单设计");
    app.get(
        &format!("{CONFIG}/diff?pageKey=zhyqcx2&from=1&to=draft"),
        Some(&staff),
    )
    .await
    .assert_failure(403, "无权访问流程与表单设计");
}
