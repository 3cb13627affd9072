//! 工作台设置 (issue 20, /wel/config): each user chooses the quick entries of its workbench
//! among its own menu and whether the facts and the next steps show; a path outside its menu,
//! a repeated one or too many are refused; nobody else's workbench changes.

use serde_json::json;

use crate::helpers::TestApp;

const CONFIG: &str = "/api/rem-registrationbizweb/workbench/config";

#[actix_rt::test]
async fn a_user_chooses_its_quick_entries_among_its_own_menu() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let first = app.get(CONFIG, Some(&investor)).await.assert_ok().clone();
    assert_eq!(first["entries"], json!(null));
    assert_eq!(first["showFacts"], true);
    assert_eq!(first["showNextSteps"], true);
    let paths: Vec<&str> = first["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["path"].as_str().unwrap())
        .collect();
    assert!(paths.contains(&"/queryPage/wdcccx"), "{paths:?}");
    assert!(paths.contains(&"/gd/wdcgxx"), "{paths:?}");
    // the workbench itself, the catalogue and the menu's groups are not entries
    for absent in ["/wel/index", "/process/index", "/account", "/system/dict"] {
        assert!(!paths.contains(&absent), "{absent} in {paths:?}");
    }

    let saved = app
        .post_json(
            CONFIG,
            Some(&investor),
            &json!({"entries": ["/gd/wdcgxx", "/queryPage/wdcccx"], "showFacts": false, "showNextSteps": true}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(saved["entries"], json!(["/gd/wdcgxx", "/queryPage/wdcccx"]));
    let read = app.get(CONFIG, Some(&investor)).await.assert_ok().clone();
    assert_eq!(read["entries"], json!(["/gd/wdcgxx", "/queryPage/wdcccx"]));
    assert_eq!(read["showFacts"], false);

    // someone else's workbench is as it was
    let staff = app.access_token("staff_first").await;
    let theirs = app.get(CONFIG, Some(&staff)).await.assert_ok().clone();
    assert_eq!(theirs["entries"], json!(null));
    assert_eq!(theirs["showFacts"], true);

    // back to every entry
    app.post_json(CONFIG, Some(&investor), &json!({"entries": null}))
        .await
        .assert_ok();
    let read = app.get(CONFIG, Some(&investor)).await.assert_ok().clone();
    assert_eq!(read["entries"], json!(null));
    assert_eq!(read["showFacts"], true);
}

#[actix_rt::test]
async fn entries_outside_the_menu_repeated_or_too_many_are_refused_and_nothing_saved() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    app.post_json(
        CONFIG,
        Some(&investor),
        &json!({"entries": ["/gd/wdcgxx", "/system/dict"]}),
    )
    .await
    .assert_failure(400, "快捷入口只能从本人的菜单中选择：/system/dict");
    app.post_json(
        CONFIG,
        Some(&investor),
        &json!({"entries": ["/gd/wdcgxx", "/gd/wdcgxx"]}),
    )
    .await
    .assert_failure(400, "快捷入口重复：/gd/wdcgxx");
    let many: Vec<String> = (0..25).map(|i| format!("/x/{i}")).collect();
    app.post_json(CONFIG, Some(&investor), &json!({ "entries": many }))
        .await
        .assert_failure(400, "快捷入口最多24个");
    let read = app.get(CONFIG, Some(&investor)).await.assert_ok().clone();
    assert_eq!(read["entries"], json!(null));
    app.get(CONFIG, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}
