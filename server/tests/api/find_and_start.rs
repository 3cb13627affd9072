//! Issue 15, find and start: the catalogue in every applicant's menu and the enterprise's own
//! register page; the current enterprise's dossier, shareholder register (paged, searched,
//! totals conserved) and its Excel export, each scoped to the enterprise the user works in;
//! the staff's tenant-wide application query (403 for others); the workbench summary; and
//! heir_demo's rights confirmation (550058) that clears the refusal of a transfer.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::samples::identified_confirm_form;
use crate::support::{decide, submit, submitted};

const DOSSIER: &str = "/api/rem-registrationbizweb/company/currentCompany";
const REGISTER: &str = "/api/rem-registrationbizweb/company/shareholders";
const EXPORT: &str = "/api/rem-registrationbizweb/company/shareholders/export";
const QUERY: &str = "/api/rem-registrationbizweb/application/query";
const SUMMARY: &str = "/api/rem-registrationbizweb/workbench/summary";

fn leaves(tree: &Value, out: &mut Vec<(String, String)>) {
    for node in tree.as_array().into_iter().flatten() {
        let children = &node["children"];
        if children.as_array().is_some_and(|c| !c.is_empty()) {
            leaves(children, out);
        } else {
            out.push((
                node["name"].as_str().unwrap_or_default().to_owned(),
                node["path"].as_str().unwrap_or_default().to_owned(),
            ));
        }
    }
}

async fn menu_of(app: &TestApp, user: &str) -> Vec<(String, String)> {
    let token = app.access_token(user).await;
    let answer = app.get("/api/blade-system/menu/routes", Some(&token)).await;
    let mut out = Vec::new();
    leaves(answer.assert_ok(), &mut out);
    out
}

/// An enterprise user working in 秦创智能.
async fn qinchuang(app: &TestApp) -> String {
    let token = app.access_token("org_demo").await;
    app.get(
        "/api/rem-registrationbizweb/user/switchCurrentActiveCompany?companyId=c-qinchuang",
        Some(&token),
    )
    .await
    .assert_ok();
    token
}

#[actix_rt::test]
async fn every_applicant_finds_the_catalogue_and_the_enterprise_its_register_page() {
    let app = TestApp::spawn().await;
    for user in [
        "org_demo",
        "member_demo",
        "personal_demo",
        "orgholder_demo",
        "product_demo",
    ] {
        let menu = menu_of(&app, user).await;
        assert!(
            menu.contains(&("业务办理".into(), "/process/index".into())),
            "{user}: {menu:?}"
        );
    }
    let org = menu_of(&app, "org_demo").await;
    assert!(org.contains(&("股东持股信息".into(), "/shareholderDetail".into())));
    assert!(!org.iter().any(|(_, path)| path == "/gd/wdcgxx"), "{org:?}");
    let staff = menu_of(&app, "staff_first").await;
    assert!(staff.contains(&("流程查询".into(), "/queryPage/processQuery2".into())));
    assert!(!staff.iter().any(|(_, path)| path == "/process/index"));
}

#[actix_rt::test]
async fn the_dossier_is_the_current_enterprise_s_and_refused_to_investors_and_strangers() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    // two enterprises and none chosen yet
    app.post_json(DOSSIER, Some(&org), &json!({}))
        .await
        .assert_failure(400, "请先选择企业");
    let org = qinchuang(&app).await;
    let dossier = app.post_json(DOSSIER, Some(&org), &json!({})).await;
    let dossier = dossier.assert_ok();
    assert_eq!(dossier["company"]["name"], "西安秦创智能科技股份有限公司");
    assert_eq!(dossier["products"][0]["productCode"], "100001");
    assert_eq!(dossier["products"][0]["conserved"], true);
    assert_eq!(dossier["standing"]["hasProduct"], 1);
    assert!(dossier["services"].is_array());
    app.post_json(DOSSIER, Some(&org), &json!({ "companyId": "c-dl-harbour" }))
        .await
        .assert_failure(403, "无权查看该企业");
    let investor = app.access_token("personal_demo").await;
    app.post_json(DOSSIER, Some(&investor), &json!({}))
        .await
        .assert_failure(403, "无权访问该功能");
    let admin = app.access_token("admin").await;
    let named = app
        .post_json(
            DOSSIER,
            Some(&admin),
            &json!({ "companyId": "c-qinchuang" }),
        )
        .await;
    assert_eq!(named.assert_ok()["company"]["uuid"], "c-qinchuang");
}

#[actix_rt::test]
async fn the_register_pages_on_the_server_searches_and_its_totals_are_conserved() {
    let app = TestApp::spawn().await;
    let org = qinchuang(&app).await;
    let all = app
        .post_json(
            REGISTER,
            Some(&org),
            &json!({ "pageNo": 1, "pageSize": 10 }),
        )
        .await;
    let all = all.assert_ok().clone();
    let holders = all["totalRecord"].as_i64().unwrap();
    assert!(holders >= 5, "{all}");
    let product = &all["products"][0];
    assert_eq!(product["held"], product["totalShares"]);
    assert_eq!(product["conserved"], true);
    // no search: the sums are the product's whole register
    assert_eq!(all["sums"]["volume"], product["held"]);
    assert_eq!(all["totalRecord"], product["holders"]);
    // one product named: its register; a product the enterprise does not have: nothing
    let one = app
        .post_json(REGISTER, Some(&org), &json!({ "productCode": "100001" }))
        .await;
    let one = one.assert_ok();
    assert_eq!(one["totalRecord"], product["holders"]);
    assert_eq!(one["sums"]["pledged"], product["pledged"]);
    assert_eq!(one["sums"]["frozen"], product["frozen"]);
    let other = app
        .post_json(REGISTER, Some(&org), &json!({ "productCode": "999999" }))
        .await;
    assert_eq!(other.assert_ok()["totalRecord"], 0);
    assert_eq!(other.data()["sums"]["volume"], 0);
    // largest first
    let volumes: Vec<i64> = all["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["volume"].as_i64().unwrap())
        .collect();
    assert!(volumes.windows(2).all(|w| w[0] >= w[1]), "{volumes:?}");
    // a page of 2 (not a size of the table) is read as the default 10; 20 is one
    let sized = app
        .post_json(REGISTER, Some(&org), &json!({ "pageSize": 20 }))
        .await;
    assert_eq!(sized.assert_ok()["pageSize"], 20);
    let by_name = app
        .post_json(REGISTER, Some(&org), &json!({ "holderName": "张伟" }))
        .await;
    let by_name = by_name.assert_ok();
    assert_eq!(by_name["totalRecord"], 1);
    assert_eq!(by_name["records"][0]["accountNumber"], "2000000001");
    assert_eq!(by_name["sums"]["volume"], by_name["records"][0]["volume"]);
    let by_account = app
        .post_json(
            REGISTER,
            Some(&org),
            &json!({ "accountNumber": "1000000001" }),
        )
        .await;
    assert_eq!(
        by_account.assert_ok()["records"][0]["holderName"],
        "陕西丝路投资管理有限公司"
    );
    let none = app
        .post_json(
            REGISTER,
            Some(&org),
            &json!({ "certificateNo": "no-such-number" }),
        )
        .await;
    assert_eq!(none.assert_ok()["totalRecord"], 0);
    assert_eq!(none.data()["sums"]["volume"], 0);
    let investor = app.access_token("personal_demo").await;
    app.post_json(REGISTER, Some(&investor), &json!({}))
        .await
        .assert_failure(403, "无权访问该功能");
}

#[actix_rt::test]
async fn the_export_is_a_workbook_of_the_searched_lines_with_their_sums() {
    let app = TestApp::spawn().await;
    let org = qinchuang(&app).await;
    let page = app
        .post_json(REGISTER, Some(&org), &json!({ "pageSize": 100 }))
        .await;
    let page = page.assert_ok().clone();
    let raw = app.fetch(EXPORT, Some(&org), None).await;
    assert_eq!(raw.status, 200);
    assert!(raw.header("content-type").contains("spreadsheetml"));
    assert!(raw.header("content-disposition").contains(".xlsx"));
    let mut book = Xlsx::new(Cursor::new(raw.bytes.clone())).unwrap();
    let sheet = book.worksheet_range("股东持股信息").unwrap();
    let rows: Vec<_> = sheet.rows().collect();
    assert_eq!(rows[0][1], Data::String("股东名称".into()));
    let lines = page["totalRecord"].as_u64().unwrap() as usize;
    assert_eq!(rows.len(), lines + 2, "heading, lines, sums");
    let last = rows.last().unwrap();
    assert_eq!(last[1], Data::String("合计".into()));
    assert_eq!(
        last[7],
        Data::Float(page["sums"]["volume"].as_f64().unwrap())
    );
    // searched: only 张伟's line
    let searched = format!(
        "{EXPORT}?{}",
        serde_urlencoded::to_string([("holderName", "张伟")]).unwrap()
    );
    let raw = app.fetch(&searched, Some(&org), None).await;
    let mut book = Xlsx::new(Cursor::new(raw.bytes)).unwrap();
    let sheet = book.worksheet_range("股东持股信息").unwrap();
    assert_eq!(sheet.rows().count(), 3);
    let investor = app.access_token("personal_demo").await;
    let refused = app.fetch(EXPORT, Some(&investor), None).await;
    assert_eq!(refused.status, 403);
}

#[actix_rt::test]
async fn staff_query_every_application_of_the_tenant_and_others_are_refused() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let form = json!({ "transfersType": "3", "productCode": "100001", "accountNumberOut": "2000000001",
        "accountNumberIn": "1000000001", "transferVolume": 10 });
    let sn = submit(
        &app,
        &investor,
        json!({ "appId": "550004", "formData": form }),
    )
    .await
    .assert_ok()["bizSn"]
        .as_str()
        .unwrap()
        .to_owned();
    let staff = app.access_token("staff_first").await;
    let all = app.post_json(QUERY, Some(&staff), &json!({})).await;
    let all = all.assert_ok();
    assert_eq!(all["totalRecord"], 1);
    let row = &all["records"][0];
    assert_eq!(row["bizSn"], sn.as_str());
    assert_eq!(row["applicantName"], "张伟");
    assert_eq!(row["currentNodeName"], "初审");
    for (filter, expected) in [
        (json!({ "appId": "550004" }), 1),
        (json!({ "appId": "550001" }), 0),
        (json!({ "status": "running" }), 1),
        (json!({ "status": "approved" }), 0),
        (json!({ "applicant": "personal" }), 1),
        (json!({ "applicant": "李娜" }), 0),
        (json!({ "bizSn": &sn[4..12] }), 1),
        (
            json!({ "startDate": "2000-01-01", "endDate": "2000-01-02" }),
            0,
        ),
        (json!({ "startDate": "2000-01-01" }), 1),
    ] {
        let found = app.post_json(QUERY, Some(&staff), &filter).await;
        assert_eq!(found.assert_ok()["totalRecord"], expected, "{filter}");
    }
    app.post_json(QUERY, Some(&staff), &json!({ "status": "nonsense" }))
        .await
        .assert_failure(400, "状态不正确");
    app.post_json(
        QUERY,
        Some(&staff),
        &json!({ "startDate": "2026-02-01", "endDate": "2026-01-01" }),
    )
    .await
    .assert_failure(400, "开始日期不能晚于结束日期");
    app.post_json(QUERY, Some(&investor), &json!({}))
        .await
        .assert_failure(403, "无权访问该功能");
    // nor an enterprise of another tenant
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    app.post_json(QUERY, Some(&dalian), &json!({}))
        .await
        .assert_failure(403, "无权访问该功能");
}

#[actix_rt::test]
async fn the_workbench_summary_shows_to_dos_drafts_results_and_notices() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let draft = app
        .post_json(
            "/api/rem-registrationbizweb/application/save",
            Some(&investor),
            &json!({ "appId": "550004", "formData": { "productCode": "100001" } }),
        )
        .await;
    let draft_sn = draft.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let form = json!({ "transfersType": "3", "productCode": "100001", "accountNumberOut": "2000000001",
        "accountNumberIn": "1000000001", "transferVolume": 10 });
    let uuid = submitted(
        &app,
        &investor,
        json!({ "appId": "550004", "formData": form }),
    )
    .await;
    let staff = app.access_token("staff_first").await;
    let mine = app.post_json(SUMMARY, Some(&staff), &json!({})).await;
    let mine = mine.assert_ok();
    assert_eq!(mine["todos"]["total"], 1);
    assert_eq!(mine["todos"]["records"][0]["nodeName"], "初审");
    assert!(mine["notices"].as_array().is_some_and(|n| !n.is_empty()));
    decide(&app, &staff, &uuid, "reject", "不符合条件")
        .await
        .assert_ok();
    let summary = app.post_json(SUMMARY, Some(&investor), &json!({})).await;
    let summary = summary.assert_ok();
    assert_eq!(summary["drafts"]["total"], 1);
    assert_eq!(summary["drafts"]["records"][0]["bizSn"], draft_sn.as_str());
    // the to-dos are the to-do list's: the applicant's own draft waits there at 申请 too
    assert_eq!(summary["todos"]["total"], 1);
    assert_eq!(summary["todos"]["records"][0]["bizSn"], draft_sn.as_str());
    assert_eq!(summary["results"][0]["uuid"], uuid.as_str());
    assert_eq!(summary["results"][0]["status"], "rejected");
}

#[actix_rt::test]
async fn heir_demo_confirms_its_rights_and_may_then_transfer() {
    let app = TestApp::spawn().await;
    let heir = app.access_token("heir_demo").await;
    let transfer = json!({ "appId": "550004", "formData": { "transfersType": "1", "productCode": "100001",
        "accountNumberOut": "2000000003", "accountNumberIn": "1000000001", "transferVolume": 100 } });
    submit(&app, &heir, transfer.clone())
        .await
        .assert_failure(400, "1条股东信息未确权,需确权后方能办理业务");
    let rows = json!([{ "accountNumber": "2000000003", "holderName": "王磊",
        "productCode": "100001", "volume": 10000 }]);
    let confirm = |id_number: &str| json!({ "appId": "550058", "formData": identified_confirm_form(rows.clone(), "1", id_number) });
    // Someone else's (valid) citizen id does not prove the holder: refused at its field.
    let answer = submit(&app, &heir, confirm("11010519491231002X")).await;
    assert_eq!(answer.status, 400, "{}", answer.body);
    assert_eq!(
        answer.data()["errors"][0]["message"],
        "证件类型或证件号码与登记账号2000000003的持有人不一致",
        "{}",
        answer.body
    );
    assert_eq!(answer.data()["errors"][0]["field"], "idNumber");
    let mut other_name = confirm("610103198803033338");
    other_name["formData"]["confirmList"][0]["holderName"] = json!("王石");
    let answer = submit(&app, &heir, other_name).await;
    assert_eq!(answer.status, 400, "{}", answer.body);
    assert_eq!(
        answer.data()["errors"][0]["field"],
        "confirmList/0/holderName",
        "{}",
        answer.body
    );
    let uuid = submitted(&app, &heir, confirm("610103198803033338")).await;
    let first = app.access_token("staff_first").await;
    decide(&app, &first, &uuid, "approve", "身份已核实")
        .await
        .assert_ok();
    let recheck = app.access_token("staff_recheck").await;
    let done = decide(&app, &recheck, &uuid, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved");
    submit(&app, &heir, transfer).await.assert_ok();
}
