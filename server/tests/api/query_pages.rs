//! Issue 20 item 2, the configurable query pages (/queryPage/{pageKey}): the repository's
//! definitions (zhyqcx2, wdcccx, qyzxbgcx1) answer their tenant's rows, and for anyone but staff
//! only the caller's own; filters, fixed conditions and order as defined; the export holds
//! the filtered rows; the roles a page names, 403 for others; analysts check and publish new
//! versions, a definition naming an unknown source or column refused with its problems.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use diesel::prelude::*;
use serde_json::{json, Value};
use server::schema::{companies, holder_accounts, positions, user_companies, user_holder_accounts};

use crate::{
    helpers::TestApp,
    support::{people, submitted},
};

const CONFIG: &str = "/api/rem-registrationbizweb/queryConfig";

pub fn list_path(key: &str) -> String {
    format!("/api/rem-registrationbizweb/queryPage/{key}/list")
}

pub async fn rows(app: &TestApp, token: &str, key: &str, body: Value) -> Value {
    app.post_json(&list_path(key), Some(token), &body)
        .await
        .assert_ok()
        .clone()
}

fn records(page: &Value) -> Vec<Value> {
    page["records"].as_array().unwrap().clone()
}

pub fn strings(page: &Value, prop: &str) -> Vec<String> {
    records(page)
        .iter()
        .map(|r| r[prop].as_str().unwrap_or_default().to_owned())
        .collect()
}

fn companies_of_tenant(app: &TestApp, tenant: &str) -> Vec<String> {
    let mut conn = app.state.pool.get().unwrap();
    companies::table
        .filter(companies::tenant_id.eq(tenant))
        .select(companies::id)
        .load(&mut conn)
        .unwrap()
}

#[actix_rt::test]
async fn staff_see_their_tenants_enterprises_and_an_enterprise_only_its_own() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let all = rows(&app, &staff, "zhyqcx2", json!({"pageSize": 100})).await;
    let tenant = companies_of_tenant(&app, "000000");
    assert_eq!(all["totalRecord"], tenant.len() as i64);
    assert!(strings(&all, "id").iter().all(|id| tenant.contains(id)));
    // the definition's default order: custody date, newest first
    let days: Vec<String> = strings(&all, "custodyDate")
        .into_iter()
        .filter(|d| !d.is_empty())
        .collect();
    assert!(days.windows(2).all(|w| w[0] >= w[1]), "{days:?}");

    let org = app.access_token("org_demo").await;
    let own = rows(&app, &org, "zhyqcx2", json!({})).await;
    let mut ids = strings(&own, "id");
    ids.sort();
    assert_eq!(ids, ["c-qinchuang", "c-qujiang"]);

    // another tenant's enterprise user sees its own, none of 000000's
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let theirs = rows(&app, &dalian, "zhyqcx2", json!({})).await;
    assert_eq!(strings(&theirs, "id"), ["c-dl-harbour"]);
    let mut conn = app.state.pool.get().unwrap();
    let bound: Vec<String> = user_companies::table
        .inner_join(companies::table)
        .filter(companies::tenant_id.eq("116000"))
        .select(companies::id)
        .load(&mut conn)
        .unwrap();
    assert!(bound.contains(&"c-dl-harbour".to_owned()));
}

#[actix_rt::test]
async fn filters_narrow_the_rows_with_codes_shown_by_their_labels() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let joint = rows(
        &app,
        &staff,
        "zhyqcx2",
        json!({"pageSize": 100, "filters": {"companyType": "2"}}),
    )
    .await;
    let mut conn = app.state.pool.get().unwrap();
    let expected: i64 = companies::table
        .filter(companies::tenant_id.eq("000000"))
        .filter(companies::company_type.eq(2))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert!(expected > 0);
    assert_eq!(joint["totalRecord"], expected);
    for row in records(&joint) {
        assert_eq!(row["companyType"], "2");
        assert_eq!(row["companyTypeLabel"], "股份有限公司");
    }
    // a part of the name, and a range of custody days
    let (name, day): (String, Option<String>) = companies::table
        .filter(companies::tenant_id.eq("000000"))
        .filter(companies::custody_date.is_not_null())
        .select((companies::name, companies::custody_date))
        .first(&mut conn)
        .unwrap();
    drop(conn);
    let part: String = name.chars().skip(1).take(3).collect();
    let named = rows(&app, &staff, "zhyqcx2", json!({"filters": {"name": part}})).await;
    assert!(strings(&named, "name").contains(&name));
    assert!(strings(&named, "name").iter().all(|n| n.contains(&part)));
    let day = day.unwrap();
    let that_day = rows(
        &app,
        &staff,
        "zhyqcx2",
        json!({"pageSize": 100, "filters": {"custodyDate": [day, day]}}),
    )
    .await;
    assert!(!records(&that_day).is_empty());
    assert!(strings(&that_day, "custodyDate").iter().all(|d| *d == day));

    // a filter the page does not offer, a wrong day, a reversed range
    app.post_json(
        &list_path("zhyqcx2"),
        Some(&staff),
        &json!({"filters": {"code": "8"}}),
    )
    .await
    .assert_failure(400, "不能按「code」查询");
    app.post_json(
        &list_path("zhyqcx2"),
        Some(&staff),
        &json!({"filters": {"custodyDate": ["2026-13-01", null]}}),
    )
    .await
    .assert_failure(400, "请输入正确的日期（yyyy-MM-dd）");
    app.post_json(
        &list_path("zhyqcx2"),
        Some(&staff),
        &json!({"filters": {"custodyDate": ["2026-02-01", "2026-01-01"]}}),
    )
    .await
    .assert_failure(400, "开始日期不能晚于结束日期");
    app.post_json(
        &list_path("zhyqcx2"),
        Some(&staff),
        &json!({"sortProp": "passwordHash"}),
    )
    .await
    .assert_failure(400, "不能按「passwordHash」排序");
    // a page size the page does not offer is its first
    let sized = rows(&app, &staff, "zhyqcx2", json!({"pageSize": 7})).await;
    assert_eq!(sized["pageSize"], 10);
}

#[actix_rt::test]
async fn holdings_are_the_callers_own_accounts_for_an_investor_and_the_tenants_for_staff() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let mine = rows(&app, &p.investor, "wdcccx", json!({"pageSize": 100})).await;
    let mut conn = app.state.pool.get().unwrap();
    let bound: i64 = positions::table
        .inner_join(
            user_holder_accounts::table
                .on(user_holder_accounts::holder_uuid.eq(positions::account_uuid)),
        )
        .inner_join(
            server::schema::users::table
                .on(server::schema::users::id.eq(user_holder_accounts::user_id)),
        )
        .filter(server::schema::users::account.eq("personal_demo"))
        .filter(positions::volume.gt(0_i64))
        .count()
        .get_result(&mut conn)
        .unwrap();
    let tenant: i64 = positions::table
        .inner_join(holder_accounts::table)
        .filter(holder_accounts::tenant_id.eq("000000"))
        .filter(positions::volume.gt(0_i64))
        .count()
        .get_result(&mut conn)
        .unwrap();
    drop(conn);
    assert!(bound > 0);
    assert_eq!(mine["totalRecord"], bound);
    for row in records(&mine) {
        assert!(["h-zhangwei-1", "h-zhangwei-2"].contains(&row["holderUuid"].as_str().unwrap()));
        let (v, pl, fr, free) = (
            row["volume"].as_i64().unwrap(),
            row["pledged"].as_i64().unwrap(),
            row["frozen"].as_i64().unwrap(),
            row["free"].as_i64().unwrap(),
        );
        assert_eq!(free, v - pl - fr);
    }
    let all = rows(&app, &p.first, "wdcccx", json!({"pageSize": 10})).await;
    assert_eq!(all["totalRecord"], tenant);
    assert!(tenant > bound);

    // a range of share counts, largest first
    let big = rows(
        &app,
        &p.first,
        "wdcccx",
        json!({"pageSize": 100, "filters": {"volume": ["1000", null]}, "sortProp": "volume", "sortOrder": "desc"}),
    )
    .await;
    let volumes: Vec<i64> = records(&big)
        .iter()
        .map(|r| r["volume"].as_i64().unwrap())
        .collect();
    assert!(!volumes.is_empty());
    assert!(volumes.iter().all(|v| *v >= 1000));
    assert!(volumes.windows(2).all(|w| w[0] >= w[1]), "{volumes:?}");
    app.post_json(
        &list_path("wdcccx"),
        Some(&p.first),
        &json!({"filters": {"volume": ["9", "3"]}}),
    )
    .await
    .assert_failure(400, "持股数量（股）的最小值不能大于最大值");
}

#[actix_rt::test]
async fn a_fixed_condition_keeps_other_businesses_out_and_limits_the_choices() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let transfer = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 5 } });
    let uuid = submitted(&app, &p.investor, transfer).await;
    let page = rows(&app, &p.first, "qyzxbgcx1", json!({"pageSize": 100})).await;
    let fixed = [
        "550018", "550052", "550084", "550113", "550116", "550120", "550300", "550901",
    ];
    assert!(strings(&page, "appId")
        .iter()
        .all(|a| fixed.contains(&a.as_str())));
    assert!(!strings(&page, "uuid").contains(&uuid));
    // asking for a business outside the page's finds nothing
    let outside = rows(
        &app,
        &p.first,
        "qyzxbgcx1",
        json!({"filters": {"appId": "550004"}}),
    )
    .await;
    assert_eq!(outside["totalRecord"], 0);
    let config = app
        .get(
            "/api/rem-registrationbizweb/queryPage/qyzxbgcx1/config",
            Some(&p.first),
        )
        .await
        .assert_ok()
        .clone();
    let filter = config["filters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["prop"] == "appId")
        .unwrap()
        .clone();
    let offered: Vec<&str> = filter["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect();
    assert!(!offered.is_empty());
    assert!(offered.iter().all(|v| fixed.contains(v)));
    assert!(offered.contains(&"550116"));
    let status = config["filters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["prop"] == "status")
        .unwrap()
        .clone();
    assert_eq!(
        status["options"][1],
        json!({"value": "approved", "label": "已办结"})
    );
    assert_eq!(
        config["actions"][1],
        json!({"action": "print", "label": "打印凭证"})
    );
}

#[actix_rt::test]
async fn a_page_opens_only_for_the_roles_it_names() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let answer = app
        .get(
            "/api/rem-registrationbizweb/queryPage/zhyqcx2/config",
            Some(&investor),
        )
        .await;
    answer.assert_failure(403, "无权查看该页面");
    app.post_json(&list_path("zhyqcx2"), Some(&investor), &json!({}))
        .await
        .assert_failure(403, "无权查看该页面");
    app.get(
        "/api/rem-registrationbizweb/queryPage/nowhere/config",
        Some(&investor),
    )
    .await
    .assert_failure(404, "查询页面不存在");
    app.post_json(&list_path("zhyqcx2"), None, &json!({}))
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

pub fn sheet_rows(raw: crate::helpers::RawAnswer, sheet: &str) -> Vec<Vec<Data>> {
    assert_eq!(raw.status, 200, "{}", String::from_utf8_lossy(&raw.bytes));
    let mut book = Xlsx::new(Cursor::new(raw.bytes)).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    range.rows().map(<[Data]>::to_vec).collect()
}

#[actix_rt::test]
async fn the_export_holds_every_row_the_filters_find_with_the_pages_columns() {
    let app = TestApp::spawn().await;
    let staff = app.access_token("staff_first").await;
    let filter = json!({"filters": {"companyType": "2"}});
    let listed = rows(
        &app,
        &staff,
        "zhyqcx2",
        json!({"pageSize": 100, "filters": {"companyType": "2"}}),
    )
    .await;
    let raw = app
        .fetch(
            "/api/rem-registrationbizweb/queryPage/zhyqcx2/export",
            Some(&staff),
            Some(&filter),
        )
        .await;
    assert!(raw
        .header("content-disposition")
        .contains("filename*=UTF-8''"));
    let sheet = sheet_rows(raw, "综合企业查询");
    let heading: Vec<String> = sheet[0].iter().map(Data::to_string).collect();
    assert_eq!(
        heading,
        [
            "企业名称",
            "企业简称",
            "企业代码",
            "统一社会信用代码",
            "企业类型",
            "注册资本（元）",
            "成立日期",
            "托管日期"
        ]
    );
    assert_eq!(
        sheet.len() as i64 - 1,
        listed["totalRecord"].as_i64().unwrap()
    );
    let names: Vec<String> = sheet[1..].iter().map(|r| r[0].to_string()).collect();
    assert_eq!(names, strings(&listed, "name"));
    assert!(sheet[1..]
        .iter()
        .all(|r| r[4] == Data::String("股份有限公司".into())));

    // share counts are numbers in the holdings' export
    let raw = app
        .fetch(
            "/api/rem-registrationbizweb/queryPage/wdcccx/export",
            Some(&staff),
            Some(&json!({})),
        )
        .await;
    let sheet = sheet_rows(raw, "我的持仓查询");
    assert!(sheet.len() > 1);
    assert!(matches!(sheet[1][5], Data::Float(_)), "{:?}", sheet[1][5]);

    let investor = app.access_token("personal_demo").await;
    let refused = app
        .fetch(
            "/api/rem-registrationbizweb/queryPage/zhyqcx2/export",
            Some(&investor),
            Some(&json!({})),
        )
        .await;
    assert_eq!(refused.status, 403);
}

fn reviewer_page(title: &str) -> String {
    json!({
        "pageKey": "reviewerCompanies", "title": title, "source": "companies",
        "columns": [{"prop": "name"}, {"prop": "companyType"}],
        "filters": [{"prop": "companyType", "widget": "select"}],
        "pageSizes": [10, 20],
        "roles": ["first_reviewer"]
    })
    .to_string()
}

#[actix_rt::test]
async fn analysts_publish_checked_versions_and_a_definition_naming_an_unknown_source_or_column_is_refused(
) {
    let app = TestApp::spawn().await;
    let analyst = app.access_token("analyst_demo").await;
    let staff = app.access_token("staff_first").await;

    let mut bad: Value = serde_json::from_str(&reviewer_page("审核企业")).unwrap();
    bad["source"] = json!("users");
    let check = app
        .post_json(
            &format!("{CONFIG}/check"),
            Some(&analyst),
            &json!({"text": bad.to_string()}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(check["ok"], false);
    assert_eq!(check["problems"], json!(["未知的数据源：users"]));

    bad["source"] = json!("companies");
    bad["columns"][1]["prop"] = json!("passwordHash");
    let refused = app
        .post_json(
            &format!("{CONFIG}/publish"),
            Some(&analyst),
            &json!({"text": bad.to_string(), "reason": "试试"}),
        )
        .await;
    refused.assert_failure(400, "查询定义有1处问题，未发布");
    assert_eq!(
        refused.data()["problems"],
        json!(["数据源「托管企业」没有列：passwordHash"])
    );
    app.get(
        "/api/rem-registrationbizweb/queryPage/reviewerCompanies/config",
        Some(&staff),
    )
    .await
    .assert_failure(404, "查询页面不存在");

    // a reason is required; then version 1, seen at once by the page
    app.post_json(
        &format!("{CONFIG}/publish"),
        Some(&analyst),
        &json!({"text": reviewer_page("审核企业"), "reason": " "}),
    )
    .await
    .assert_failure(400, "请填写发布说明");
    let first = app
        .post_json(
            &format!("{CONFIG}/publish"),
            Some(&analyst),
            &json!({"text": reviewer_page("审核企业"), "reason": "初审岗的企业查询"}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(first, json!({"pageKey": "reviewerCompanies", "version": 1}));
    let config = app
        .get(
            "/api/rem-registrationbizweb/queryPage/reviewerCompanies/config",
            Some(&staff),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(config["title"], "审核企业");
    assert_eq!(config["version"], 1);
    let recheck = app.access_token("staff_recheck").await;
    app.get(
        "/api/rem-registrationbizweb/queryPage/reviewerCompanies/config",
        Some(&recheck),
    )
    .await
    .assert_failure(403, "无权查看该页面");

    // the same text again is no new version; a change is version 2
    app.post_json(
        &format!("{CONFIG}/publish"),
        Some(&analyst),
        &json!({"text": reviewer_page("审核企业"), "reason": "再发"}),
    )
    .await
    .assert_failure(400, "与当前版本相同，无需发布");
    let second = app
        .post_json(
            &format!("{CONFIG}/publish"),
            Some(&analyst),
            &json!({"text": reviewer_page("初审企业查询"), "reason": "改名"}),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(second["version"], 2);
    let detail = app
        .get(
            &format!("{CONFIG}/detail?pageKey=reviewerCompanies"),
            Some(&analyst),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(detail["version"], 2);
    assert_eq!(detail["versions"][0]["reason"], "改名");
    assert_eq!(detail["versions"][1]["publishedBy"], "周分析");
    let old = app
        .get(
            &format!("{CONFIG}/detail?pageKey=reviewerCompanies&version=1"),
            Some(&analyst),
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(old["text"], reviewer_page("审核企业"));
    let listed = app
        .get(&format!("{CONFIG}/list"), Some(&analyst))
        .await
        .assert_ok()
        .clone();
    let keys: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["pageKey"].as_str().unwrap())
        .collect();
    for key in ["qyzxbgcx1", "reviewerCompanies", "wdcccx", "zhyqcx2"] {
        assert!(keys.contains(&key), "{keys:?}");
    }

    // export-defs writes the published page back as the repository's file
    let dir = app.state.config.data_dir.join("export-defs");
    let written =
        server::studio::export::export_latest(&mut app.state.pool.get().unwrap(), &dir).unwrap();
    let file = dir.join("queries/reviewerCompanies.json");
    assert!(written.contains(&file));
    let text = std::fs::read_to_string(file).unwrap();
    assert!(
        text.contains("初审企业查询") && text.contains("\"version\": 2"),
        "{text}"
    );
}

#[actix_rt::test]
async fn only_analysts_edit_query_definitions() {
    let app = TestApp::spawn().await;
    for account in ["staff_first", "admin", "personal_demo"] {
        let token = app.access_token(account).await;
        app.get(&format!("{CONFIG}/list"), Some(&token))
            .await
            .assert_failure(403, "无权访问流程与表单设计");
        app.get(&format!("{CONFIG}/sources"), Some(&token))
            .await
            .assert_failure(403, "无权访问流程与表单设计");
        app.post_json(
            &format!("{CONFIG}/publish"),
            Some(&token),
            &json!({"text": reviewer_page("x"), "reason": "x"}),
        )
        .await
        .assert_failure(403, "无权访问流程与表单设计");
    }
    let analyst = app.access_token("analyst_demo").await;
    let sources = app
        .get(&format!("{CONFIG}/sources"), Some(&analyst))
        .await
        .assert_ok()
        .clone();
    let names: Vec<&str> = sources["sources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "companies",
            "holdings",
            "applications",
            "tasks",
            "disclosures",
            "clientErrors",
            "transferProjects",
            "transferQuotes"
        ]
    );
}

#[actix_rt::test]
async fn every_page_keeps_to_the_callers_tenant() {
    use server::schema::applications;
    let app = TestApp::spawn().await;
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    let mut conn = app.state.pool.get().unwrap();
    let accounts: Vec<String> = holder_accounts::table
        .filter(holder_accounts::tenant_id.eq("116000"))
        .select(holder_accounts::uuid)
        .load(&mut conn)
        .unwrap();
    let businesses: Vec<String> = applications::table
        .filter(applications::tenant_id.eq("116000"))
        .select(applications::id)
        .load(&mut conn)
        .unwrap();
    drop(conn);
    let companies = companies_of_tenant(&app, "116000");
    let rows_of = |key: &'static str| {
        let (app, token) = (&app, dalian.clone());
        async move { rows(app, &token, key, json!({"pageSize": 100})).await }
    };
    let found = rows_of("zhyqcx2").await;
    assert!(strings(&found, "id")
        .iter()
        .all(|id| companies.contains(id)));
    let found = rows_of("qyzxbgcx1").await;
    assert!(strings(&found, "uuid")
        .iter()
        .all(|id| businesses.contains(id)));
    for key in ["bizApplication2", "bjotcTaskItem2"] {
        let found = rows_of(key).await;
        assert!(strings(&found, "uuid")
            .iter()
            .all(|id| businesses.contains(id)));
    }
    // an enterprise user sees the holdings of the accounts bound to it, none of 000000's
    let staff = app.access_token("staff_first").await;
    let investor = app.access_token("personal_demo").await;
    let transfer = json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 5 } });
    let ours = submitted(&app, &investor, transfer).await;
    for key in ["processQuery2", "bjotcTaskItem2"] {
        let platform = rows(&app, &staff, key, json!({"pageSize": 100})).await;
        assert!(strings(&platform, "uuid").contains(&ours));
        assert!(strings(&platform, "uuid")
            .iter()
            .all(|id| !businesses.contains(id)));
    }
    let platform = rows(&app, &staff, "wdcccx", json!({"pageSize": 100})).await;
    assert!(strings(&platform, "holderUuid")
        .iter()
        .all(|h| !accounts.contains(h)));
    let dl_enterprise = app
        .post_json(
            &list_path("wdcccx"),
            Some(&dalian),
            &json!({"pageSize": 100}),
        )
        .await
        .assert_ok()
        .clone();
    assert!(strings(&dl_enterprise, "holderUuid")
        .iter()
        .all(|h| accounts.contains(h)));
}
