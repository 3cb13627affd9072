//! Issue 19 item 4, the lists' Excel exports (02 §2 export button): 我的申请, 我的待办,
//! 我的持股信息 and the shareholder register, each a GET answering an .xlsx named in Chinese,
//! with every row the list's current filters find (not only a page), the list's Chinese
//! headings, share counts as integers and amounts as exact numbers; each refused or empty
//! where the list itself would be, and nobody else's rows in it.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use serde_json::json;

use crate::helpers::{RawAnswer, TestApp};
use crate::support::{submit, submitted};

const MY_APPS: &str = "/api/rem-registrationbizweb/application/list/export";
const MY_LIST: &str = "/api/rem-registrationbizweb/application/list";
const QUERY: &str = "/api/rem-registrationbizweb/application/query/export";
const QUERY_LIST: &str = "/api/rem-registrationbizweb/application/query";
const TODOS: &str = "/api/rem-registrationbizweb/taskItem/getUserTasks/export";
const HOLDINGS: &str = "/api/rem-registrationbizweb/holder/queryHoldings/export";
const REGISTER: &str = "/api/rem-registrationbizweb/company/shareholders/export";
const SWITCH_HOLDER: &str = "/api/rem-registrationbizweb/user/switchCurrentActiveHolder";
const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// `path?query` with the pairs URL-encoded.
fn with_query(path: &str, pairs: &[(&str, &str)]) -> String {
    format!("{path}?{}", serde_urlencoded::to_string(pairs).unwrap())
}

/// RFC 5987's encoding of a UTF-8 name, as `filename*` carries it.
fn rfc5987(name: &str) -> String {
    name.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// The rows of the answer's sheet `sheet`, after checking it is an .xlsx named `file_name`.
fn rows_of(raw: RawAnswer, file_name: &str, sheet: &str) -> Vec<Vec<Data>> {
    assert_eq!(raw.status, 200, "{}", String::from_utf8_lossy(&raw.bytes));
    assert_eq!(raw.header("content-type"), XLSX);
    let disposition = raw.header("content-disposition").to_owned();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    assert!(
        disposition.contains(&format!("filename*=UTF-8''{}", rfc5987(file_name))),
        "{disposition} does not name {file_name}"
    );
    let mut book = Xlsx::new(Cursor::new(raw.bytes)).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    range.rows().map(<[Data]>::to_vec).collect()
}

fn text(cells: &[Data]) -> Vec<String> {
    cells.iter().map(Data::to_string).collect()
}

fn column(rows: &[Vec<Data>], col: usize) -> Vec<String> {
    rows[1..].iter().map(|r| r[col].to_string()).collect()
}

fn transfer() -> serde_json::Value {
    json!({ "appId": "550004", "formData": { "transfersType": "3", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": 10 } })
}

#[actix_rt::test]
async fn my_applications_export_every_one_of_mine_the_filters_find_and_no_one_else_s() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let save = "/api/rem-registrationbizweb/application/save";
    let draft = app
        .post_json(
            save,
            Some(&investor),
            &json!({ "appId": "550004", "formData": { "productCode": "100001" } }),
        )
        .await;
    let draft_sn = draft.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let sent = submit(&app, &investor, transfer()).await;
    let sent_sn = sent.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let other = app.access_token("orgholder_demo").await;
    let theirs = app
        .post_json(
            save,
            Some(&other),
            &json!({ "appId": "550004", "formData": {} }),
        )
        .await;
    let their_sn = theirs.assert_ok()["bizSn"].as_str().unwrap().to_owned();

    let rows = rows_of(
        app.fetch(MY_APPS, Some(&investor), None).await,
        "我的申请.xlsx",
        "我的申请",
    );
    assert_eq!(
        text(&rows[0]),
        ["业务流水号", "业务类型", "状态", "当前节点", "申请时间"]
    );
    let sns = column(&rows, 0);
    assert_eq!(sns.len(), 2, "{sns:?}");
    assert!(sns.contains(&draft_sn) && sns.contains(&sent_sn), "{sns:?}");
    assert!(!sns.contains(&their_sn));
    let sent_row = rows.iter().find(|r| r[0].to_string() == sent_sn).unwrap();
    assert_eq!(sent_row[2].to_string(), "办理中");
    assert_eq!(sent_row[3].to_string(), "初审");
    assert!(
        sent_row[4].to_string().starts_with("20"),
        "a Beijing time: {}",
        sent_row[4]
    );

    // the list's filters, as the list answers them
    for (pairs, expected) in [
        (vec![("bizSn", &sent_sn[4..])], vec![sent_sn.clone()]),
        (vec![("status", "approved")], vec![]),
        (vec![("appId", "550001")], vec![]),
        (
            vec![("startDate", "2000-01-01"), ("endDate", "2000-01-02")],
            vec![],
        ),
    ] {
        let rows = rows_of(
            app.fetch(&with_query(MY_APPS, &pairs), Some(&investor), None)
                .await,
            "我的申请.xlsx",
            "我的申请",
        );
        assert_eq!(column(&rows, 0), expected, "{pairs:?}");
        let body: serde_json::Map<_, _> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), json!(v)))
            .collect();
        let listed = app.post_json(MY_LIST, Some(&investor), &body.into()).await;
        assert_eq!(
            listed.assert_ok()["totalRecord"],
            expected.len(),
            "{pairs:?}"
        );
    }
    let wrong = app
        .fetch(
            &with_query(MY_APPS, &[("status", "nonsense")]),
            Some(&investor),
            None,
        )
        .await;
    wrong.envelope().assert_failure(400, "状态不正确");
    assert_eq!(app.fetch(MY_APPS, None, None).await.status, 401);
}

/// 流程查询's export: every application of the tenant the page's filters find, with the
/// applicant, for staff only; the applicant filter as the page answers it.
#[actix_rt::test]
async fn the_process_query_export_is_every_application_the_staff_s_filters_find() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let other = app.access_token("orgholder_demo").await;
    let mine = submit(&app, &investor, transfer()).await;
    let mine = mine.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let theirs = app
        .post_json(
            "/api/rem-registrationbizweb/application/save",
            Some(&other),
            &json!({ "appId": "550004", "formData": {} }),
        )
        .await;
    let theirs = theirs.assert_ok()["bizSn"].as_str().unwrap().to_owned();
    let staff = app.access_token("staff_first").await;

    let rows = rows_of(
        app.fetch(QUERY, Some(&staff), None).await,
        "流程查询.xlsx",
        "流程查询",
    );
    assert_eq!(
        text(&rows[0]),
        [
            "业务流水号",
            "业务类型",
            "申请人",
            "申请人账号",
            "状态",
            "当前节点",
            "申请时间",
            "办结时间"
        ]
    );
    let sns = column(&rows, 0);
    assert!(sns.contains(&mine) && sns.contains(&theirs), "{sns:?}");
    let listed = app
        .post_json(QUERY_LIST, Some(&staff), &json!({ "pageSize": 100 }))
        .await;
    assert_eq!(listed.assert_ok()["totalRecord"], sns.len());
    let row = rows.iter().find(|r| r[0].to_string() == mine).unwrap();
    assert_eq!(row[3].to_string(), "personal_demo");
    assert_eq!(row[4].to_string(), "办理中");
    assert_eq!(row[5].to_string(), "初审");
    assert_eq!(row[7].to_string(), "", "not completed");

    // the applicant filter (part of a name or account), as the page answers it
    let filtered = rows_of(
        app.fetch(
            &with_query(QUERY, &[("applicant", "personal_d")]),
            Some(&staff),
            None,
        )
        .await,
        "流程查询.xlsx",
        "流程查询",
    );
    let found = column(&filtered, 0);
    assert!(
        found.contains(&mine) && !found.contains(&theirs),
        "{found:?}"
    );
    let listed = app
        .post_json(
            QUERY_LIST,
            Some(&staff),
            &json!({ "applicant": "personal_d", "pageSize": 100 }),
        )
        .await;
    assert_eq!(listed.assert_ok()["totalRecord"], found.len());

    // not staff: 403; signed out: 401
    assert_eq!(app.fetch(QUERY, Some(&investor), None).await.status, 403);
    assert_eq!(app.fetch(QUERY, None, None).await.status, 401);
}

#[actix_rt::test]
async fn the_to_do_export_is_every_task_the_user_may_act_on_that_the_filters_find() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    let uuid = submitted(&app, &investor, transfer()).await;
    let first = app.access_token("staff_first").await;
    let rows = rows_of(
        app.fetch(TODOS, Some(&first), None).await,
        "我的待办.xlsx",
        "我的待办",
    );
    assert_eq!(
        text(&rows[0]),
        ["申请人", "业务类型", "业务流水号", "提交时间", "当前节点"]
    );
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[1][0].to_string(), "张伟");
    assert_eq!(rows[1][4].to_string(), "初审");
    let sn = rows[1][2].to_string();
    assert!(sn.len() > 8);

    for (pairs, expected) in [
        (vec![("appId", "550004")], 1),
        (vec![("appId", "550001")], 0),
        (vec![("keyword", &sn[4..12])], 1),
        (vec![("keyword", "李娜")], 0),
        (vec![("nodeId", "RecheckApprove")], 0),
        (
            vec![
                ("submittedFrom", "2000-01-01"),
                ("submittedTo", "2000-01-02"),
            ],
            0,
        ),
    ] {
        let rows = rows_of(
            app.fetch(&with_query(TODOS, &pairs), Some(&first), None)
                .await,
            "我的待办.xlsx",
            "我的待办",
        );
        assert_eq!(rows.len() - 1, expected, "{pairs:?}");
    }
    // the recheck's role has no task yet, another tenant none of this one's
    for token in [
        app.access_token("staff_recheck").await,
        app.access_token_in("116000", "dl_org_demo").await,
    ] {
        let rows = rows_of(
            app.fetch(TODOS, Some(&token), None).await,
            "我的待办.xlsx",
            "我的待办",
        );
        assert_eq!(rows.len(), 1, "only the heading: {rows:?}");
    }
    let wrong = app
        .fetch(
            &with_query(TODOS, &[("submittedFrom", "20000101")]),
            Some(&first),
            None,
        )
        .await;
    wrong.envelope().assert_failure(400, "提交日期格式不正确");
    assert_eq!(app.fetch(TODOS, None, None).await.status, 401);
    assert!(!uuid.is_empty());
}

#[actix_rt::test]
async fn the_holdings_export_is_the_current_account_s_with_exact_counts_and_values() {
    let app = TestApp::spawn().await;
    let investor = app.access_token("personal_demo").await;
    // two accounts and none chosen yet
    app.fetch(HOLDINGS, Some(&investor), None)
        .await
        .envelope()
        .assert_failure(400, "请选择登记账号");
    app.get(
        &format!("{SWITCH_HOLDER}?holderUuid=h-zhangwei-2"),
        Some(&investor),
    )
    .await
    .assert_ok();
    let rows = rows_of(
        app.fetch(HOLDINGS, Some(&investor), None).await,
        "我的持股信息（2000000002）.xlsx",
        "我的持股信息",
    );
    assert_eq!(
        text(&rows[0]),
        [
            "产品代码",
            "产品简称",
            "持股数量（股）",
            "质押数量（股）",
            "冻结数量（股）",
            "可用数量（股）",
            "面值（元）",
            "市值（元）"
        ]
    );
    // the chosen account's product only: 100001 is the other account's
    assert_eq!(column(&rows, 0), ["100003"]);
    let row = &rows[1];
    assert_eq!(row[1], Data::String("西咸新能".into()));
    assert_eq!(
        row[2..8],
        [
            Data::Float(50_000.0),
            Data::Float(0.0),
            Data::Float(10_000.0),
            Data::Float(40_000.0),
            Data::Float(1.5),
            Data::Float(75_000.0)
        ]
    );
    let org = app.access_token("org_demo").await;
    app.fetch(HOLDINGS, Some(&org), None)
        .await
        .envelope()
        .assert_failure(403, "无权访问该功能");
    assert_eq!(app.fetch(HOLDINGS, None, None).await.status, 401);
}

#[actix_rt::test]
async fn the_register_export_honours_the_search_and_only_an_enterprise_of_the_user() {
    let app = TestApp::spawn().await;
    let org = app.access_token("org_demo").await;
    let name = "西安秦创智能科技股份有限公司股东持股信息.xlsx";
    let qinchuang = [("companyId", "c-qinchuang")];
    let all = rows_of(
        app.fetch(&with_query(REGISTER, &qinchuang), Some(&org), None)
            .await,
        name,
        "股东持股信息",
    );
    assert_eq!(all[0][1], Data::String("股东名称".into()));
    assert_eq!(all[0][11], Data::String("确权状态".into()));
    assert!(all.len() > 3, "{all:?}");
    let one = rows_of(
        app.fetch(
            &with_query(
                REGISTER,
                &[("companyId", "c-qinchuang"), ("holderName", "张伟")],
            ),
            Some(&org),
            None,
        )
        .await,
        name,
        "股东持股信息",
    );
    assert_eq!(one.len(), 3, "heading, 张伟's line, sums: {one:?}");
    assert_eq!(one[1][1], Data::String("张伟".into()));
    assert_eq!(one[1][2], Data::String("2000000001".into()));
    assert!(matches!(one[1][7], Data::Float(v) if v > 0.0 && v.fract() == 0.0));
    assert_eq!(one[2][1], Data::String("合计".into()));
    assert_eq!(one[2][7], one[1][7]);
    // not bound to 西咸新能; an investor; another tenant's user; no token
    let xixian = with_query(REGISTER, &[("companyId", "c-xixian")]);
    app.fetch(&xixian, Some(&org), None)
        .await
        .envelope()
        .assert_failure(403, "无权查看该企业");
    let investor = app.access_token("personal_demo").await;
    app.fetch(&with_query(REGISTER, &qinchuang), Some(&investor), None)
        .await
        .envelope()
        .assert_failure(403, "无权访问该功能");
    let dalian = app.access_token_in("116000", "dl_org_demo").await;
    assert_eq!(
        app.fetch(&with_query(REGISTER, &qinchuang), Some(&dalian), None)
            .await
            .status,
        403
    );
    assert_eq!(app.fetch(REGISTER, None, None).await.status, 401);
}
