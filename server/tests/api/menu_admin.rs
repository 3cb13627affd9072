//! The administration of the menus and buttons and of the roles' grants (issue 20, the BladeX
//! `menu` and `role` calls): only the platform tenant's administrator (menus and grants are
//! global); every change audited in its transaction; a grant seen in the user's menu at the
//! next sign-in.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{audit_log, menus, role_menus, users};

use crate::helpers::TestApp;

const LAZY_LIST: &str = "/api/blade-system/menu/lazy-list";
const LAZY_MENU_LIST: &str = "/api/blade-system/menu/lazy-menu-list";
const TREE: &str = "/api/blade-system/menu/tree";
const GRANT_TREE: &str = "/api/blade-system/menu/grant-tree";
const DETAIL: &str = "/api/blade-system/menu/detail";
const SUBMIT: &str = "/api/blade-system/menu/submit";
const REMOVE: &str = "/api/blade-system/menu/remove";
const ROLE_LIST: &str = "/api/blade-system/role/list";
const TREE_KEYS: &str = "/api/blade-system/menu/role-tree-keys";
const GRANT: &str = "/api/blade-system/role/grant";
const ROUTES: &str = "/api/blade-system/menu/routes";
const BUTTONS: &str = "/api/blade-system/menu/buttons";
const AUDIT: &str = "/api/blade-system/audit-log/list";

/// The rows of the three tables a change writes.
fn counts(app: &TestApp) -> (i64, i64, i64) {
    let mut conn = app.state.pool.get().unwrap();
    (
        menus::table.count().get_result(&mut conn).unwrap(),
        role_menus::table.count().get_result(&mut conn).unwrap(),
        audit_log::table.count().get_result(&mut conn).unwrap(),
    )
}

async fn audit_entries(app: &TestApp, token: &str, query: &str) -> Vec<Value> {
    let page = app
        .get(&format!("{AUDIT}?size=100&{query}"), Some(token))
        .await;
    page.assert_ok()["records"].as_array().unwrap().clone()
}

async fn create(app: &TestApp, token: &str, body: Value) -> String {
    let answer = app.post_json(SUBMIT, Some(token), &body).await;
    answer.assert_ok()["id"].as_str().unwrap().to_owned()
}

async fn tree_keys(app: &TestApp, token: &str, role: &str) -> Vec<String> {
    let answer = app
        .get(&format!("{TREE_KEYS}?roleIds={role}"), Some(token))
        .await;
    serde_json::from_value(answer.assert_ok().clone()).unwrap()
}

/// Every name in a menu tree, at any depth.
fn names(tree: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for node in tree.as_array().unwrap() {
        out.push(node["name"].as_str().unwrap().to_owned());
        out.extend(names(&node["children"]));
    }
    out
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_owned())
        .collect()
}

// spec: 01§7.13
#[actix_rt::test]
async fn the_lists_and_trees_show_the_menus_by_level_and_the_buttons_where_asked() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let top = app.get(LAZY_LIST, Some(&admin)).await;
    let top = top.assert_ok().clone();
    let system = top
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "m-system_admin")
        .unwrap();
    assert_eq!(system["hasChildren"], true);
    assert_eq!(system["name"], "系统管理");
    assert_eq!(system["parentId"], Value::Null);
    let top_ids = ids(&top);
    assert!(
        top_ids.contains(&"m-tenant_manage".to_owned()),
        "buttons too"
    );
    assert!(!top_ids.contains(&"m-system_dict".to_owned()), "one level");
    // parentId 0 is the top level too
    let zero = app
        .get(&format!("{LAZY_LIST}?parentId=0"), Some(&admin))
        .await;
    assert_eq!(ids(zero.assert_ok()), top_ids);

    let under = app
        .get(
            &format!("{LAZY_LIST}?parentId=m-system_admin"),
            Some(&admin),
        )
        .await;
    let under = ids(under.assert_ok());
    for id in [
        "m-system_dict",
        "m-system_audit_log",
        "m-system_menu",
        "m-system_role",
    ] {
        assert!(under.contains(&id.to_owned()), "{under:?}");
    }
    let found = app
        .get(&format!("{LAZY_LIST}?code=SYSTEM_D"), Some(&admin))
        .await;
    assert_eq!(ids(found.assert_ok()), ["m-system_dict"]);
    let found = app
        .get(
            &format!("{LAZY_LIST}?name=%E5%AD%97%E5%85%B8"), // 字典
            Some(&admin),
        )
        .await;
    assert_eq!(found.assert_ok()[0]["path"], "/system/dict");
    assert_eq!(found.assert_ok()[0]["hasChildren"], false);

    let menus_only = app.get(LAZY_MENU_LIST, Some(&admin)).await;
    let menus_only = menus_only.assert_ok();
    assert!(menus_only
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["category"] == 1));
    assert!(ids(menus_only).contains(&"m-system_admin".to_owned()));

    let tree = app.get(TREE, Some(&admin)).await;
    let text = tree.assert_ok().to_string();
    assert!(text.contains("\"m-system_dict\"") && !text.contains("m-tenant_manage"));
    let system = tree
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["key"] == "m-system_admin")
        .unwrap()
        .clone();
    assert_eq!(system["title"], "系统管理");
    assert_eq!(system["children"][0]["value"], "m-system_dict");
    let grant_tree = app.get(GRANT_TREE, Some(&admin)).await;
    assert!(grant_tree
        .assert_ok()
        .to_string()
        .contains("m-tenant_manage"));

    let detail = app
        .get(&format!("{DETAIL}?id=m-system_dict"), Some(&admin))
        .await;
    let detail = detail.assert_ok();
    assert_eq!(detail["code"], "system_dict");
    assert_eq!(detail["parentId"], "m-system_admin");
    assert_eq!(detail["source"], "BookOutlined");
    app.get(&format!("{DETAIL}?id=nope"), Some(&admin))
        .await
        .assert_failure(404, "菜单不存在");
}

// spec: 01§7.13
#[actix_rt::test]
async fn the_administrator_creates_updates_and_removes_a_menu_each_change_audited() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let created = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "parentId": "m-approval", "code": " position_query ", "name": " 持仓查询 ",
                     "path": "/queryPage/wdcccx", "source": "PieChartOutlined", "sort": "7", "alias": "wdcccx" }),
        )
        .await;
    let created = created.assert_ok().clone();
    assert_eq!(created["code"], "position_query");
    assert_eq!(created["name"], "持仓查询");
    assert_eq!(created["sort"], 7);
    assert_eq!(created["category"], 1);
    assert_eq!(created["isOpen"], 1);
    assert_eq!(created["alias"], "wdcccx");
    let id = created["id"].as_str().unwrap().to_owned();
    let detail = app.get(&format!("{DETAIL}?id={id}"), Some(&admin)).await;
    assert_eq!(detail.assert_ok(), &created);
    // a new entry without a sort goes last under its parent; without an alias, its code
    let last = app
        .post_json(
            SUBMIT,
            Some(&admin),
            &json!({ "parentId": "m-approval", "code": "q2", "name": "查询二", "path": "/q2" }),
        )
        .await;
    assert_eq!(last.assert_ok()["sort"], 8);
    assert_eq!(last.assert_ok()["alias"], "q2");
    let last_id = last.assert_ok()["id"].as_str().unwrap().to_owned();

    let body = json!({ "id": id, "parentId": "0", "code": "position_query", "name": "持仓明细查询",
                       "path": "/queryPage/wdcccx", "sort": 12, "isOpen": 0 });
    let updated = app.post_json(SUBMIT, Some(&admin), &body).await;
    let updated = updated.assert_ok().clone();
    assert_eq!(updated["name"], "持仓明细查询");
    assert_eq!(updated["parentId"], Value::Null);
    assert_eq!(updated["isOpen"], 0);
    assert_eq!(updated["source"], "");

    let removed = app
        .post(&format!("{REMOVE}?ids={id},{last_id}"), Some(&admin))
        .await;
    assert_eq!(removed.assert_ok().as_array().unwrap().len(), 2);
    app.get(&format!("{DETAIL}?id={id}"), Some(&admin))
        .await
        .assert_failure(404, "菜单不存在");

    let entries = audit_entries(&app, &admin, "entity=menu&actor=admin").await;
    let mine: Vec<_> = entries
        .iter()
        .filter(|e| e["entityId"] == id.as_str())
        .collect();
    let actions: Vec<_> = mine.iter().map(|e| e["action"].clone()).collect();
    assert_eq!(actions, ["remove", "update", "create"]);
    let (remove, update, create) = (mine[0], mine[1], mine[2]);
    assert_eq!(create["before"], Value::Null);
    assert_eq!(create["after"], created);
    assert_eq!(update["before"]["name"], "持仓查询");
    assert_eq!(update["after"], updated);
    assert_eq!(remove["before"]["name"], "持仓明细查询");
    assert_eq!(remove["before"]["roles"], json!([]));
    assert_eq!(remove["after"], Value::Null);
}

#[actix_rt::test]
async fn a_granted_menu_and_button_are_in_the_reviewers_menu_at_the_next_sign_in_until_revoked() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let reviewer = app.access_token("staff_first").await;
    let before = app.get(ROUTES, Some(&reviewer)).await;
    assert!(!names(before.assert_ok()).contains(&"持仓查询".to_owned()));

    let parent = create(
        &app,
        &admin,
        json!({ "code": "query_center", "name": "查询中心", "path": "/queryCenter", "sort": 20 }),
    )
    .await;
    let child = create(
        &app,
        &admin,
        json!({ "parentId": parent, "code": "position_query", "name": "持仓查询", "path": "/queryPage/wdcccx" }),
    )
    .await;
    let button = create(
        &app,
        &admin,
        json!({ "code": "position_export", "name": "导出持仓", "category": 2 }),
    )
    .await;

    let original = tree_keys(&app, &admin, "first_reviewer").await;
    assert!(original.contains(&"m-my_todos".to_owned()));
    let mut wanted = original.clone();
    wanted.extend([child.clone(), button.clone()]);
    let granted = app
        .post_json(
            GRANT,
            Some(&admin),
            &json!({ "roleIds": ["first_reviewer"], "menuIds": wanted }),
        )
        .await;
    // the child brings its parent, so that the sidebar shows it
    assert!(granted.assert_ok().to_string().contains(&parent));
    let keys = tree_keys(&app, &admin, "first_reviewer").await;
    for id in [&parent, &child, &button] {
        assert!(keys.contains(id), "{keys:?}");
    }
    assert_eq!(keys.len(), original.len() + 3);

    // the reviewer signs in again: the menu holds 查询中心 › 持仓查询, the buttons 导出持仓
    let reviewer = app.access_token("staff_first").await;
    let routes = app.get(ROUTES, Some(&reviewer)).await;
    let center = routes
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["name"] == "查询中心")
        .unwrap()
        .clone();
    assert_eq!(center["children"][0]["name"], "持仓查询");
    assert_eq!(center["children"][0]["path"], "/queryPage/wdcccx");
    let buttons = app.get(BUTTONS, Some(&reviewer)).await;
    assert!(buttons.assert_ok().to_string().contains("position_export"));
    // another role is untouched
    let recheck = app.access_token("staff_recheck").await;
    let routes = app.get(ROUTES, Some(&recheck)).await;
    assert!(!names(routes.assert_ok()).contains(&"持仓查询".to_owned()));

    // the grant is audited per role, before and after
    let entries = audit_entries(&app, &admin, "entity=role-grant").await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["entityId"], "first_reviewer");
    assert_eq!(entries[0]["action"], "update");
    assert_eq!(entries[0]["before"]["menuIds"], json!(original));
    assert_eq!(entries[0]["after"]["menuIds"], json!(keys));

    // revoked: gone at the next sign-in
    app.post_json(
        GRANT,
        Some(&admin),
        &json!({ "roleIds": ["first_reviewer"], "menuIds": original }),
    )
    .await
    .assert_ok();
    assert_eq!(tree_keys(&app, &admin, "first_reviewer").await, original);
    let reviewer = app.access_token("staff_first").await;
    let routes = app.get(ROUTES, Some(&reviewer)).await;
    let now = names(routes.assert_ok());
    assert!(!now.contains(&"持仓查询".to_owned()) && !now.contains(&"查询中心".to_owned()));
    assert!(now.contains(&"我的待办".to_owned()));
    let buttons = app.get(BUTTONS, Some(&reviewer)).await;
    assert!(!buttons.assert_ok().to_string().contains("position_export"));
}

#[actix_rt::test]
async fn removing_a_granted_menu_removes_its_grants_in_the_same_change() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let id = create(
        &app,
        &admin,
        json!({ "parentId": "m-approval", "code": "position_query", "name": "持仓查询", "path": "/queryPage/wdcccx" }),
    )
    .await;
    let mut keys = tree_keys(&app, &admin, "first_reviewer").await;
    keys.push(id.clone());
    app.post_json(
        GRANT,
        Some(&admin),
        &json!({ "roleIds": ["first_reviewer", "recheck_reviewer"], "menuIds": keys }),
    )
    .await
    .assert_ok();
    app.post(&format!("{REMOVE}?ids={id}"), Some(&admin))
        .await
        .assert_ok();
    let mut conn = app.state.pool.get().unwrap();
    let left: i64 = role_menus::table
        .filter(role_menus::menu_id.eq(&id))
        .count()
        .get_result(&mut conn)
        .unwrap();
    drop(conn);
    assert_eq!(left, 0);
    assert!(!tree_keys(&app, &admin, "first_reviewer")
        .await
        .contains(&id));
    let entries = audit_entries(&app, &admin, "entity=menu").await;
    assert_eq!(entries[0]["action"], "remove");
    assert_eq!(
        entries[0]["before"]["roles"],
        json!(["first_reviewer", "recheck_reviewer"])
    );
}

#[actix_rt::test]
async fn bad_menus_and_grants_are_refused_with_their_message_and_nothing_is_written() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let written = counts(&app);
    let menu = |extra: Value| {
        let mut body =
            json!({ "code": "position_query", "name": "持仓查询", "path": "/queryPage/wdcccx" });
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    for (body, status, msg) in [
        (menu(json!({ "name": "  " })), 400, "菜单名称不能为空"),
        (menu(json!({ "code": null })), 400, "菜单编号不能为空"),
        (menu(json!({ "path": " " })), 400, "路由地址不能为空"),
        (
            menu(json!({ "code": "system_dict" })),
            400,
            "菜单编号已存在",
        ),
        (menu(json!({ "parentId": "nope" })), 400, "上级菜单不存在"),
        (
            menu(json!({ "parentId": "m-tenant_manage" })),
            400,
            "上级菜单不能是按钮",
        ),
        (
            menu(json!({ "category": 3 })),
            400,
            "菜单类型只能是菜单(1)或按钮(2)",
        ),
        (menu(json!({ "sort": "abc" })), 400, "排序必须为整数"),
        (menu(json!({ "sort": 1.5 })), 400, "排序必须为整数"),
        (menu(json!({ "id": "nope" })), 404, "菜单不存在"),
        // an entry may hang neither under itself nor under its own descendant (a cycle)
        (
            json!({ "id": "m-system_admin", "parentId": "m-system_admin", "code": "system_admin", "name": "系统管理", "path": "/system" }),
            400,
            "上级菜单不能是自身",
        ),
        (
            json!({ "id": "m-system_admin", "parentId": "m-system_dict", "code": "system_admin", "name": "系统管理", "path": "/system" }),
            400,
            "上级菜单不能是其下级菜单",
        ),
        (
            json!({ "id": "m-system_admin", "code": "system_admin", "name": "系统管理", "path": "/system", "category": 2 }),
            400,
            "有下级菜单的菜单不能改为按钮",
        ),
        // changing a menu to another's code
        (
            json!({ "id": "m-system_role", "code": "system_dict", "name": "角色管理", "path": "/system/role" }),
            400,
            "菜单编号已存在",
        ),
    ] {
        app.post_json(SUBMIT, Some(&admin), &body)
            .await
            .assert_failure(status, msg);
    }
    app.post(&format!("{REMOVE}?ids=m-system_admin"), Some(&admin))
        .await
        .assert_failure(400, "请先删除子菜单");
    app.post(&format!("{REMOVE}?ids=m-system_dict,nope"), Some(&admin))
        .await
        .assert_failure(404, "菜单不存在");
    app.post(&format!("{REMOVE}?ids=%20"), Some(&admin))
        .await
        .assert_failure(400, "请选择要删除的菜单");
    for (body, msg) in [
        (
            json!({ "roleIds": ["nobody"], "menuIds": ["m-workbench"] }),
            "角色不存在",
        ),
        (
            json!({ "roleIds": ["first_reviewer", "nobody"], "menuIds": [] }),
            "角色不存在",
        ),
        (
            json!({ "roleIds": [], "menuIds": ["m-workbench"] }),
            "请选择角色",
        ),
        (
            json!({ "roleIds": ["first_reviewer"], "menuIds": ["m-workbench", "nope"] }),
            "菜单不存在",
        ),
    ] {
        app.post_json(GRANT, Some(&admin), &body)
            .await
            .assert_failure(400, msg);
    }
    app.get(&format!("{TREE_KEYS}?roleIds=nobody"), Some(&admin))
        .await
        .assert_failure(400, "角色不存在");
    assert_eq!(counts(&app), written);
    let detail = app
        .get(&format!("{DETAIL}?id=m-system_dict"), Some(&admin))
        .await;
    assert_eq!(detail.assert_ok()["parentId"], "m-system_admin");
}

#[actix_rt::test]
async fn the_role_list_names_each_role_and_counts_its_users() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let answer = app.get(ROLE_LIST, Some(&admin)).await;
    let roles = answer.assert_ok().as_array().unwrap().clone();
    assert_eq!(roles.len(), 9);
    let mut conn = app.state.pool.get().unwrap();
    for role in &roles {
        let code = role["roleAlias"].as_str().unwrap();
        assert_eq!(role["id"], code);
        let held: i64 = users::table
            .filter(users::role_name.eq(code))
            .count()
            .get_result(&mut conn)
            .unwrap();
        assert_eq!(role["users"], held, "{code}");
    }
    let first = roles.iter().find(|r| r["id"] == "first_reviewer").unwrap();
    assert_eq!(first["roleName"], "初审岗");
    assert!(first["users"].as_i64().unwrap() >= 1);
    let admins = roles.iter().find(|r| r["id"] == "administrator").unwrap();
    assert_eq!(admins["roleName"], "平台管理员");
}

/// Every call, as (method, path, body).
fn every_call() -> Vec<(&'static str, String, Option<Value>)> {
    let menu = json!({ "code": "position_query", "name": "持仓查询", "path": "/queryPage/wdcccx" });
    let edit = json!({ "id": "m-system_dict", "code": "system_dict", "name": "改", "path": "/system/dict" });
    let grant = json!({ "roleIds": ["first_reviewer"], "menuIds": ["m-workbench"] });
    vec![
        ("GET", LAZY_LIST.to_owned(), None),
        ("GET", LAZY_MENU_LIST.to_owned(), None),
        ("GET", TREE.to_owned(), None),
        ("GET", GRANT_TREE.to_owned(), None),
        ("GET", format!("{DETAIL}?id=m-system_dict"), None),
        ("GET", format!("{TREE_KEYS}?roleIds=first_reviewer"), None),
        ("POST", SUBMIT.to_owned(), Some(menu)),
        ("POST", SUBMIT.to_owned(), Some(edit)),
        ("POST", format!("{REMOVE}?ids=m-system_audit_log"), None),
        ("POST", GRANT.to_owned(), Some(grant)),
    ]
}

async fn refused_everything(app: &TestApp, token: &str, msg: &str) {
    let written = counts(app);
    for (method, path, body) in every_call() {
        let answer = match (method, body) {
            ("GET", _) => app.get(&path, Some(token)).await,
            (_, Some(body)) => app.post_json(&path, Some(token), &body).await,
            _ => app.post(&path, Some(token)).await,
        };
        assert_eq!(answer.status, 403, "{method} {path}");
        answer.assert_failure(403, msg);
    }
    assert_eq!(counts(app), written);
}

#[actix_rt::test]
async fn a_reviewer_is_refused_every_call() {
    let app = TestApp::spawn().await;
    let reviewer = app.access_token("staff_first").await;
    refused_everything(&app, &reviewer, "无权访问该功能").await;
    app.get(ROLE_LIST, Some(&reviewer))
        .await
        .assert_failure(403, "无权访问该功能");
    assert_eq!(app.get(LAZY_LIST, None).await.status, 401);
    // the administrator may make every one of those calls
    let admin = app.access_token("admin").await;
    for (method, path, body) in every_call() {
        let answer = match (method, body) {
            ("GET", _) => app.get(&path, Some(&admin)).await,
            (_, Some(body)) => app.post_json(&path, Some(&admin), &body).await,
            _ => app.post(&path, Some(&admin)).await,
        };
        answer.assert_ok();
    }
}

#[actix_rt::test]
async fn another_tenants_administrator_may_not_change_the_platforms_menus() {
    let app = TestApp::spawn().await;
    let mut conn = app.state.pool.get().unwrap();
    diesel::update(users::table.filter(users::account.eq("dl_org_demo")))
        .set(users::role_name.eq("administrator"))
        .execute(&mut conn)
        .unwrap();
    drop(conn);
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    refused_everything(
        &app,
        &dalian,
        "菜单与角色权限为全平台共用，仅平台租户的管理员可以管理",
    )
    .await;
    // they read the roles, to give their users one, counted in their own tenant only
    let roles = app.get(ROLE_LIST, Some(&dalian)).await;
    let roles = roles.assert_ok().as_array().unwrap().clone();
    assert_eq!(roles.len(), 9);
    let mut conn = app.state.pool.get().unwrap();
    for role in &roles {
        let held: i64 = users::table
            .filter(users::tenant_id.eq("116000"))
            .filter(users::role_name.eq(role["id"].as_str().unwrap()))
            .count()
            .get_result(&mut conn)
            .unwrap();
        assert_eq!(role["users"], held);
    }
    drop(conn);
    let admins = roles.iter().find(|r| r["id"] == "administrator").unwrap();
    assert_eq!(admins["users"], 1);
    // their own menu is still the administrator's, as every tenant's
    let routes = app.get(ROUTES, Some(&dalian)).await;
    assert!(names(routes.assert_ok()).contains(&"菜单管理".to_owned()));
}
