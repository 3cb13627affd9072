//! The calls behind /550052/detail (buyback), /investmentInstitution (the directory of
//! certified institutional investors) and /ipoKnowledgeBase (articles the administrator writes):
//! what each answers, what each refuses, and that no tenant sees another's.

use serde_json::{json, Value};

use crate::{
    helpers::TestApp,
    samples::{capital_form, FOUNDERS_QC, ZHANG_WEI},
    support::{approved, decide, people, submit, submitted, total},
};

const BUYBACK: &str = "/api/rem-registrationbizweb/buyback/detail";
const INSTITUTIONS: &str = "/api/rem-registrationbizweb/investmentInstitution/page";
const INSTITUTION: &str = "/api/rem-registrationbizweb/investmentInstitution/detail";
const KNOWLEDGE: &str = "/api/blade-desk/knowledge/page";
const ARTICLE: &str = "/api/blade-desk/knowledge/detail";
const WRITE: &str = "/api/blade-desk/knowledge/submit";
const REMOVE: &str = "/api/blade-desk/knowledge/remove";

fn biz_sn_of(app: &TestApp, uuid: &str) -> String {
    use diesel::prelude::*;
    use server::schema::applications;
    let mut conn = app.state.pool.get().unwrap();
    applications::table
        .find(uuid)
        .select(applications::biz_sn)
        .first(&mut conn)
        .unwrap()
}

fn buyback_of(biz_sn: &str) -> String {
    format!("{BUYBACK}?bizSn={biz_sn}")
}

// spec: 01§2 /550052/detail
#[actix_rt::test]
async fn a_buyback_shows_who_sold_back_and_the_register_before_and_after() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let org = app.access_token("org_demo").await;
    let form = capital_form("100001", FOUNDERS_QC, "西安秦创控股有限公司", 2000);
    let uuid = submitted(&app, &org, json!({ "appId": "550052", "formData": form })).await;
    let biz_sn = biz_sn_of(&app, &uuid);
    let total_now = total(&app, "p-100001");

    // Running: the register as it is and as it would be.
    let running = app.get(&buyback_of(&biz_sn), Some(&org)).await;
    let d = running.assert_ok();
    assert_eq!(d["status"], "running");
    assert_eq!(d["projected"], true);
    assert_eq!(d["productCode"], "100001");
    assert_eq!(d["totalBefore"], total_now);
    assert_eq!(d["totalAfter"], total_now - 2000);
    let row = &d["rows"][0];
    assert_eq!(row["accountNumber"], FOUNDERS_QC);
    assert_eq!(row["holderName"], "西安秦创控股有限公司");
    let held = row["before"].as_i64().unwrap();
    assert_eq!(row["after"].as_i64().unwrap(), held - 2000);

    // Completed: what the register recorded when it changed.
    decide(&app, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    assert_eq!(total(&app, "p-100001"), total_now - 2000);
    let done = app.get(&buyback_of(&biz_sn), Some(&org)).await;
    let d = done.assert_ok();
    assert_eq!(d["status"], "approved");
    assert_eq!(d["projected"], false);
    assert_eq!(d["productName"].as_str().map(|s| !s.is_empty()), Some(true));
    assert_eq!(d["totalBefore"], total_now);
    assert_eq!(d["totalAfter"], total_now - 2000);
    assert_eq!(d["rows"][0]["before"], held);
    assert_eq!(d["rows"][0]["after"], held - 2000);
    assert_eq!(d["rows"][0]["volume"], 2000);
    // The reviewers read it too.
    app.get(&buyback_of(&biz_sn), Some(&p.first))
        .await
        .assert_ok();
}

// spec: 01§2 /550052/detail
#[actix_rt::test]
async fn the_buyback_detail_refuses_what_it_cannot_show() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let form = capital_form("100001", FOUNDERS_QC, "西安秦创控股有限公司", 10);
    let uuid = submitted(&app, &org, json!({ "appId": "550052", "formData": form })).await;
    let biz_sn = biz_sn_of(&app, &uuid);

    app.get(BUYBACK, Some(&org))
        .await
        .assert_failure(400, "请传入业务流水号");
    app.get(&format!("{BUYBACK}?bizSn=%20"), Some(&org))
        .await
        .assert_failure(400, "请传入业务流水号");
    app.get(&buyback_of("NOSUCHBIZSN"), Some(&org))
        .await
        .assert_failure(404, "申请不存在");
    // Another user of the tenant, neither applicant nor reviewer.
    let investor = app.access_token("personal_demo").await;
    app.get(&buyback_of(&biz_sn), Some(&investor))
        .await
        .assert_failure(403, "无权查看该申请");
    // Another tenant does not know the business.
    let elsewhere = app.access_token_in("116000", "dl_org_demo").await;
    app.get(&buyback_of(&biz_sn), Some(&elsewhere))
        .await
        .assert_failure(404, "申请不存在");
    // Not a buyback.
    let increase = capital_form("100001", ZHANG_WEI, "张伟", 10);
    let other = submitted(
        &app,
        &org,
        json!({ "appId": "550002", "formData": increase }),
    )
    .await;
    app.get(&buyback_of(&biz_sn_of(&app, &other)), Some(&org))
        .await
        .assert_failure(400, "该业务不是回购注销");
    app.get(&buyback_of(&biz_sn), None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
}

fn names(page: &Value) -> Vec<String> {
    page["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_owned())
        .collect()
}

// spec: 01§2 /investmentInstitution
#[actix_rt::test]
async fn the_directory_lists_the_tenant_s_certified_institutions_and_finds_them() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let page = app.get(INSTITUTIONS, Some(&p.investor)).await;
    let listed = names(page.assert_ok());
    assert!(
        listed.contains(&"陕西丝路投资管理有限公司".to_owned()),
        "{listed:?}"
    );
    // Not certified yet: not in the directory.
    assert!(
        !listed.contains(&"陕西新程投资有限公司".to_owned()),
        "{listed:?}"
    );

    // Certified (550032): listed, with what its certification said.
    let switch = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder?holderUuid=h-new-org&companyId=c-qinchuang&productId=p-100001";
    let newcomer = app.access_token("orgholder_new").await;
    app.get(switch, Some(&newcomer)).await.assert_ok();
    let certification = json!({ "appId": "550032", "formData": { "orgName": "陕西新程投资有限公司",
        "creditCode": "91610000MA6TXC0009", "legalPerson": "程新", "investorCategory": "3", "netAssets": "5000" } });
    approved(&app, &p, &newcomer, certification)
        .await
        .assert_ok();
    let found = app
        .get(
            &format!("{INSTITUTIONS}?key=%E6%96%B0%E7%A8%8B"),
            Some(&p.investor),
        )
        .await;
    let records = found.assert_ok()["records"].as_array().unwrap().clone();
    assert_eq!(records.len(), 1, "{records:?}");
    let entry = &records[0];
    assert_eq!(entry["name"], "陕西新程投资有限公司");
    assert_eq!(entry["creditCode"], "91610000MA6TXC0009");
    assert_eq!(entry["category"], "一般机构投资者");
    assert_eq!(entry["legalPerson"], "程新");
    assert_eq!(entry["netAssets"], "5000");
    assert_eq!(entry["businesses"][0]["appId"], "550032");
    // By credit code too, and one page at a time.
    let by_code = app
        .get(&format!("{INSTITUTIONS}?key=MA6TXC0009"), Some(&p.investor))
        .await;
    assert_eq!(names(by_code.assert_ok()), ["陕西新程投资有限公司"]);
    let first = app
        .get(
            &format!("{INSTITUTIONS}?current=1&size=1"),
            Some(&p.investor),
        )
        .await;
    let first = first.assert_ok();
    assert_eq!(first["records"].as_array().unwrap().len(), 1);
    assert!(first["total"].as_i64().unwrap() >= 2);

    // The detail of one, with no contact or bank data.
    let id = entry["id"].as_str().unwrap();
    let detail = app
        .get(&format!("{INSTITUTION}?id={id}"), Some(&p.investor))
        .await;
    let detail = detail.assert_ok();
    assert_eq!(detail["name"], "陕西新程投资有限公司");
    let text = detail.to_string();
    assert!(
        !text.contains("mobile") && !text.contains("bankCardNo"),
        "{text}"
    );
}

// spec: 01§2 /investmentInstitution
#[actix_rt::test]
async fn the_directory_refuses_what_it_cannot_show_and_keeps_to_the_tenant() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    app.get(INSTITUTION, Some(&investor))
        .await
        .assert_failure(400, "请选择投资机构");
    app.get(&format!("{INSTITUTION}?id=nobody"), Some(&investor))
        .await
        .assert_failure(404, "机构不存在");
    app.get(INSTITUTIONS, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");
    // Another tenant's user sees none of this tenant's institutions.
    let elsewhere = app.access_token_in("116000", "dl_org_demo").await;
    let theirs = app.get(INSTITUTIONS, Some(&elsewhere)).await;
    assert!(!names(theirs.assert_ok()).contains(&"陕西丝路投资管理有限公司".to_owned()));
    app.get(&format!("{INSTITUTION}?id=h-silk-road"), Some(&elsewhere))
        .await
        .assert_failure(404, "机构不存在");
    app.get(&format!("{INSTITUTION}?id=h-silk-road"), Some(&investor))
        .await
        .assert_ok();
}

async fn write(app: &TestApp, token: &str, body: Value) -> crate::helpers::Answer {
    app.post_json(WRITE, Some(token), &body).await
}

// spec: 01§2 /ipoKnowledgeBase
#[actix_rt::test]
async fn the_administrator_writes_the_knowledge_base_and_users_search_and_read_it() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let org = app.access_token("org_demo").await;
    let empty = app.get(KNOWLEDGE, Some(&org)).await;
    assert_eq!(empty.assert_ok()["total"], 0);
    let saved = write(
        &app,
        &admin,
        json!({ "category": "上市条件", "title": "北交所上市的财务条件",
        "content": "市值不低于2亿元。\n\n最近两年净利润均不低于1500万元。" }),
    )
    .await;
    let id = saved.assert_ok()["id"].as_str().unwrap().to_owned();
    write(&app, &admin, json!({ "category": "常见问题", "title": "挂牌和上市有什么不同", "content": "挂牌在区域股权市场。" }))
        .await
        .assert_ok();

    let all = app.get(KNOWLEDGE, Some(&org)).await;
    let all = all.assert_ok();
    assert_eq!(all["total"], 2);
    assert!(
        all["records"][0].get("content").is_none(),
        "the list has no text"
    );
    // Words of the text find it; a category keeps its own.
    let found = app
        .get(
            &format!("{KNOWLEDGE}?key=%E5%87%80%E5%88%A9%E6%B6%A6"),
            Some(&org),
        )
        .await;
    assert_eq!(found.assert_ok()["records"][0]["id"], id.as_str());
    let faq = app
        .get(
            &format!("{KNOWLEDGE}?category=%E5%B8%B8%E8%A7%81%E9%97%AE%E9%A2%98"),
            Some(&org),
        )
        .await;
    let faq = faq.assert_ok();
    assert_eq!(faq["total"], 1);
    assert_eq!(faq["records"][0]["title"], "挂牌和上市有什么不同");

    let read = app.get(&format!("{ARTICLE}?id={id}"), Some(&org)).await;
    assert!(read.assert_ok()["content"]
        .as_str()
        .unwrap()
        .contains("1500万元"));

    // Changed, then removed.
    write(&app, &admin, json!({ "id": id, "category": "上市条件", "title": "北交所上市的财务条件（2026）", "content": "市值不低于2亿元。" }))
        .await
        .assert_ok();
    let changed = app.get(&format!("{ARTICLE}?id={id}"), Some(&org)).await;
    assert_eq!(changed.assert_ok()["title"], "北交所上市的财务条件（2026）");
    app.post_json(REMOVE, Some(&admin), &json!({ "id": id }))
        .await
        .assert_ok();
    app.get(&format!("{ARTICLE}?id={id}"), Some(&org))
        .await
        .assert_failure(404, "文章不存在");
}

// spec: 01§2 /ipoKnowledgeBase
#[actix_rt::test]
async fn the_knowledge_base_refuses_bad_articles_other_editors_and_other_tenants() {
    let app = TestApp::spawn().await;
    let admin = app.access_token("admin").await;
    let org = app.access_token("org_demo").await;
    let good = json!({ "category": "上市流程", "title": "上市流程概览", "content": "辅导、申报、审核、注册、发行。" });
    write(&app, &org, good.clone())
        .await
        .assert_failure(403, "无权编辑知识库");
    app.post_json(REMOVE, Some(&org), &json!({ "id": "x" }))
        .await
        .assert_failure(403, "无权编辑知识库");
    let long_title = "长".repeat(101);
    let cases = [
        (
            json!({ "category": "其他", "title": "标题", "content": "内容" }),
            "请选择文章分类",
        ),
        (
            json!({ "category": "上市流程", "title": "  ", "content": "内容" }),
            "请填写文章标题",
        ),
        (
            json!({ "category": "上市流程", "title": long_title, "content": "内容" }),
            "文章标题不能超过100个字",
        ),
        (
            json!({ "category": "上市流程", "title": "标题", "content": "" }),
            "请填写文章内容",
        ),
    ];
    for (body, msg) in cases {
        write(&app, &admin, body).await.assert_failure(400, msg);
    }
    let mut unknown = good.clone();
    unknown["id"] = json!("no-such-article");
    write(&app, &admin, unknown)
        .await
        .assert_failure(404, "文章不存在");
    app.post_json(REMOVE, Some(&admin), &json!({ "id": "no-such-article" }))
        .await
        .assert_failure(404, "文章不存在");
    app.get(ARTICLE, Some(&org))
        .await
        .assert_failure(400, "请选择文章");
    app.get(KNOWLEDGE, None)
        .await
        .assert_failure(401, "用户未登录，请重新登录");

    // Another tenant neither lists nor reads this tenant's article.
    let id = write(&app, &admin, good).await.assert_ok()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let elsewhere = app.access_token_in("116000", "dl_org_demo").await;
    let theirs = app.get(KNOWLEDGE, Some(&elsewhere)).await;
    assert_eq!(theirs.assert_ok()["total"], 0);
    app.get(&format!("{ARTICLE}?id={id}"), Some(&elsewhere))
        .await
        .assert_failure(404, "文章不存在");
}

// spec: 01§2 /550052/detail
#[actix_rt::test]
async fn a_withdrawn_buyback_shows_what_was_asked_without_register_figures() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let form = capital_form("100001", FOUNDERS_QC, "西安秦创控股有限公司", 10);
    let answer = submit(&app, &org, json!({ "appId": "550052", "formData": form })).await;
    let uuid = answer.assert_ok()["uuid"].as_str().unwrap().to_owned();
    let biz_sn = biz_sn_of(&app, &uuid);
    let p = people(&app).await;
    decide(&app, &p.first, &uuid, "reject", "材料不全")
        .await
        .assert_ok();
    let d = app.get(&buyback_of(&biz_sn), Some(&org)).await;
    let d = d.assert_ok();
    assert_eq!(d["status"], "rejected");
    assert_eq!(d["projected"], false);
    assert_eq!(d["rows"][0]["accountNumber"], FOUNDERS_QC);
    assert_eq!(d["rows"][0]["volume"], 10);
    assert!(d["rows"][0]["before"].is_null());
}

fn menu_paths(nodes: &Value, out: &mut Vec<String>) {
    for node in nodes.as_array().unwrap() {
        match node["children"].as_array() {
            Some(children) if !children.is_empty() => menu_paths(&node["children"], out),
            _ => out.push(node["path"].as_str().unwrap_or_default().to_owned()),
        }
    }
}

// spec: 01§2 /smjjApply /privateCBApply /companyServiceApply /550026/apply /ipoKnowledgeBase /investmentInstitution
#[actix_rt::test]
async fn each_user_finds_the_pages_meant_for_them_in_their_menu() {
    let app = TestApp::spawn().await;
    let cases: [(&str, &[&str], &[&str]); 3] = [
        (
            "org_demo",
            &[
                "/privateCBApply",
                "/companyServiceApply",
                "/ipoKnowledgeBase",
                "/investmentInstitution",
            ],
            &["/smjjApply", "/550026/apply"],
        ),
        (
            "orgholder_demo",
            &[
                "/smjjApply",
                "/550026/apply",
                "/ipoKnowledgeBase",
                "/investmentInstitution",
            ],
            &["/privateCBApply", "/companyServiceApply"],
        ),
        (
            "admin",
            &["/ipoKnowledgeBase", "/investmentInstitution"],
            &["/smjjApply", "/privateCBApply"],
        ),
    ];
    for (user, present, absent) in cases {
        let token = app.access_token(user).await;
        let answer = app.get("/api/blade-system/menu/routes", Some(&token)).await;
        let mut paths = Vec::new();
        menu_paths(answer.assert_ok(), &mut paths);
        for path in present {
            assert!(
                paths.iter().any(|p| p == path),
                "{user} lacks {path}: {paths:?}"
            );
        }
        for path in absent {
            assert!(!paths.iter().any(|p| p == path), "{user} has {path}");
        }
    }
}
