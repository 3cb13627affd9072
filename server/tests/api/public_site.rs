//! The public site's calls, without signing in: the showcase with every filter and its
//! paging, the lookups, the public dictionaries and switches, disclosures, notices, policies,
//! members and funds; bad parameters answer a clear 400, never a 500.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{models::publication::Policy, schema::policies};

use crate::helpers::TestApp;

const COMPANY_PAGE: &str = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage";
const SHOW_PAGE: &str = "/api/rem-registrationbizweb/companyShowNonds/queryPageInfo";

fn records(data: &Value) -> &Vec<Value> {
    data["records"].as_array().expect("records")
}

async fn companies(app: &TestApp, company: Value, current: i64, size: i64) -> Value {
    let body = json!({"query": {"current": current, "size": size}, "company": company, "tenantId": "000000"});
    app.post_json(COMPANY_PAGE, None, &body)
        .await
        .assert_ok()
        .clone()
}

/// Every record of a custodied/listed query, over all pages of 100.
async fn all_companies(app: &TestApp, company: Value) -> Vec<Value> {
    let mut out = Vec::new();
    for page in 1.. {
        let data = companies(app, company.clone(), page, 100).await;
        let recs = records(&data).clone();
        if recs.is_empty() {
            break;
        }
        out.extend(recs);
    }
    out
}

fn capital_fen(card: &Value) -> i64 {
    let text = card["registeredCapital"].as_str().unwrap();
    let (yuan, fen) = text.split_once('.').unwrap();
    yuan.parse::<i64>().unwrap() * 100 + fen.parse::<i64>().unwrap()
}

// spec: 01§7.28
#[actix_rt::test]
async fn custodied_enterprises_page_on_the_server_with_cache_headers() {
    let app = TestApp::spawn().await;
    let raw = app
        .fetch(COMPANY_PAGE, None, Some(&json!({"query": {"current": 1, "size": 5}, "company": {"registerOrListing": "1"}, "tenantId": "000000"})))
        .await;
    assert_eq!(raw.status, 200);
    assert!(
        raw.header("cache-control").starts_with("public, max-age="),
        "{}",
        raw.header("cache-control")
    );
    let data = companies(&app, json!({"registerOrListing": "1"}), 1, 5).await;
    assert_eq!(data["total"], 44, "24 custodied + 20 listed, all custodied");
    assert_eq!(records(&data).len(), 5);
    let card = &records(&data)[0];
    for field in [
        "uuid",
        "name",
        "code",
        "registryDate",
        "registerDate",
        "registeredCapital",
        "companyType",
        "industry",
        "industryName",
        "idType",
        "idNumber",
    ] {
        assert!(!card[field].is_null(), "{field} in {card}");
    }
    assert!(card["registryDate"].as_str().unwrap().len() == 10);
    // the last page holds the remainder, a page past the end is empty with the same total
    let last = companies(&app, json!({}), 9, 5).await;
    assert_eq!(records(&last).len(), 4);
    let past = companies(&app, json!({}), 10, 5).await;
    assert_eq!(records(&past).len(), 0);
    assert_eq!(past["total"], 44);
    // pages do not overlap and cover everything
    let all = all_companies(&app, json!({"registerOrListing": 1})).await;
    let mut ids: Vec<_> = all
        .iter()
        .map(|c| c["uuid"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 44);
}

// spec: 01§9.10
#[actix_rt::test]
async fn capital_ranges_are_exact_at_their_boundaries() {
    let app = TestApp::spawn().await;
    let ranges = app
        .get(
            "/api/rem-registrationbizweb/nonds/getRegisteredCapital",
            None,
        )
        .await;
    let ranges = ranges.assert_ok().as_array().unwrap().clone();
    assert_eq!(ranges.len(), 5);
    assert_eq!(ranges[0]["key"], "-500");
    let everyone = all_companies(&app, json!({})).await;
    let mut sum = 0;
    for range in &ranges {
        let lo = range["greaterThan"].as_i64();
        let hi = range["lessThan"].as_i64();
        let found = all_companies(&app, json!({"registeredCapitalGreaterThan": lo.map(|v| v.to_string()), "registeredCapitalLessThan": hi})).await;
        for card in &found {
            let fen = capital_fen(card);
            assert!(lo.is_none_or(|lo| fen >= lo * 1_000_000), "{card}");
            assert!(hi.is_none_or(|hi| fen < hi * 1_000_000), "{card}");
        }
        assert!(!found.is_empty(), "{range}");
        sum += found.len();
    }
    // every enterprise falls in exactly one range
    assert_eq!(sum, everyone.len());
    // 4,999,999.99 yuan is under 500万; exactly 5,000,000 is not
    let under = all_companies(&app, json!({"registeredCapitalLessThan": "500"})).await;
    assert!(under.iter().any(|c| c["registeredCapital"] == "4999999.99"));
    assert!(under.iter().all(|c| c["registeredCapital"] != "5000000.00"));
}

// spec: 01§7.28 01§2.29
#[actix_rt::test]
async fn listed_enterprises_filter_by_sector_featured_zone_city_district_and_industry() {
    let app = TestApp::spawn().await;
    let listed = all_companies(&app, json!({"registerOrListing": "2"})).await;
    assert_eq!(listed.len(), 20);
    assert!(listed.iter().all(|c| !c["listCode"].is_null()
        && !c["listingDate"].is_null()
        && !c["sectorName"].is_null()));

    let featured = all_companies(
        &app,
        json!({"registerOrListing": "2", "sectorName": "特色板块"}),
    )
    .await;
    assert!(!featured.is_empty());
    assert!(featured.iter().all(|c| c["sectorName"] == "特色板块"));
    let zone = all_companies(&app, json!({"registerOrListing": "2", "sectorName": "特色板块", "featuredSector": "sec-qinchuang"})).await;
    assert!(!zone.is_empty() && zone.len() < featured.len());
    assert!(zone
        .iter()
        .all(|c| c["featuredSectorName"] == "秦创原企业专区"));
    // a featured zone by name works too; an unknown sector finds nothing
    let by_name = all_companies(&app, json!({"registerOrListing": "2", "sectorName": "sec-featured", "featuredSector": "秦创原企业专区"})).await;
    assert_eq!(by_name.len(), zone.len());
    let none = companies(
        &app,
        json!({"registerOrListing": "2", "sectorName": "没有这个板块"}),
        1,
        5,
    )
    .await;
    assert_eq!(none["total"], 0);

    let xian = all_companies(
        &app,
        json!({"registerOrListing": "2", "cityCodes": ["610100"]}),
    )
    .await;
    assert!(!xian.is_empty() && xian.iter().all(|c| c["cityCode"] == "610100"));
    let yanta = all_companies(
        &app,
        json!({"registerOrListing": "2", "cityCodes": "610100", "districtCodes": "610113"}),
    )
    .await;
    assert!(yanta.iter().all(|c| c["districtCode"] == "610113"));
    assert!(yanta.len() < xian.len());
    let two_cities = all_companies(
        &app,
        json!({"registerOrListing": "2", "cityCodes": "610100,610400"}),
    )
    .await;
    assert!(two_cities.len() > xian.len());

    let makers = all_companies(&app, json!({"registerOrListing": "2", "industry": "C"})).await;
    assert!(
        !makers.is_empty()
            && makers
                .iter()
                .all(|c| c["industry"] == "C" && c["industryName"] == "制造业")
    );
}

// spec: 01§7.28
#[actix_rt::test]
async fn the_key_matches_name_short_name_or_code_and_wildcards_are_literal() {
    let app = TestApp::spawn().await;
    let all = all_companies(&app, json!({})).await;
    let first = &all[0];
    let code = first["code"].as_str().unwrap();
    let found = companies(&app, json!({"key": code}), 1, 5).await;
    assert_eq!(found["total"], 1);
    let found = companies(&app, json!({"key": "秦岭"}), 1, 100).await;
    assert!(records(&found)
        .iter()
        .all(|c| c["name"].as_str().unwrap().contains("秦岭")
            || c["shortName"].as_str().unwrap_or("").contains("秦岭")));
    assert!(found["total"].as_i64().unwrap() > 0);
    let wild = companies(&app, json!({"key": "%"}), 1, 5).await;
    assert_eq!(wild["total"], 0);
}

/// The enterprises whose name, short name or code holds `key` (ASCII letters in any case),
/// by reading every card: what the key search must answer, whichever index serves it.
fn holding(all: &[Value], key: &str) -> Vec<String> {
    let key = key.to_lowercase();
    let mut ids: Vec<String> = all
        .iter()
        .filter(|c| {
            ["name", "shortName", "code"]
                .iter()
                .any(|f| c[f].as_str().unwrap_or("").to_lowercase().contains(&key))
        })
        .map(|c| c["uuid"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

async fn found_ids(app: &TestApp, key: &str) -> Vec<String> {
    let mut ids: Vec<String> = all_companies(app, json!({"key": key}))
        .await
        .iter()
        .map(|c| c["uuid"].as_str().unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

// spec: 01§7.28 (issue 23: a key of three characters or more is found through the trigram
// index, SQLite's FTS5 or PostgreSQL's pg_trgm; a shorter one by scanning)
#[actix_rt::test]
async fn the_key_search_finds_what_the_cards_hold_through_the_index_or_without_it() {
    let app = TestApp::spawn().await;
    let all = all_companies(&app, json!({})).await;
    let name: Vec<char> = all[0]["name"].as_str().unwrap().chars().collect();
    let short: Vec<char> = all[1]["shortName"].as_str().unwrap().chars().collect();
    let keys = [
        name[..2].iter().collect::<String>(),
        name[1..4].iter().collect::<String>(),
        name[2..7].iter().collect::<String>(),
        short.iter().collect::<String>(),
        all[2]["code"].as_str().unwrap().to_owned(),
        "有限公司".to_owned(),
        "科技".to_owned(),
        "无此企业之名".to_owned(),
        "\"秦创".to_owned(),
        "%有限%".to_owned(),
    ];
    for key in &keys {
        let expected = holding(&all, key);
        assert_eq!(found_ids(&app, key).await, expected, "key {key:?}");
    }
    assert!(
        holding(&all, "有限公司").len() > 10,
        "the long key matches many"
    );

    // The index follows a rename: the old name's words find the enterprise no more, the new
    // ones do.
    let id = all[0]["uuid"].as_str().unwrap();
    let old: String = name[..name.len().min(8)].iter().collect();
    assert!(found_ids(&app, &old).await.contains(&id.to_owned()));
    {
        use server::schema::companies;
        diesel::update(companies::table.find(id))
            .set(companies::name.eq("终南山云计算服务有限公司"))
            .execute(&mut *app.state.pool.get().unwrap())
            .unwrap();
    }
    app.state.answers_changed();
    assert!(!found_ids(&app, &old).await.contains(&id.to_owned()));
    assert_eq!(found_ids(&app, "终南山云计算").await, vec![id.to_owned()]);
    let renamed = all_companies(&app, json!({})).await;
    for key in ["终南", "云计算服务", &old] {
        assert_eq!(
            found_ids(&app, key).await,
            holding(&renamed, key),
            "key {key:?}"
        );
    }
}

// spec: 01§7.29
#[actix_rt::test]
async fn display_enterprises_filter_by_plate_industry_capital_and_city() {
    let app = TestApp::spawn().await;
    let page = |body: Value| {
        let app = &app;
        async move {
            app.post_json(SHOW_PAGE, None, &body)
                .await
                .assert_ok()
                .clone()
        }
    };
    let all = page(json!({"pageNo": 1, "pageSize": 100, "tenantId": "000000"})).await;
    assert_eq!(all["total"], 16);
    let card = &records(&all)[0];
    for field in [
        "showCode",
        "showTimeStart",
        "showPlate",
        "showPlateName",
        "registerDate",
        "registeredCapital",
    ] {
        assert!(!card[field].is_null(), "{field} in {card}");
    }
    let plates = app
        .get(
            "/api/rem-registrationbizweb/nonds/getShowPlateByParam?tenantId=000000",
            None,
        )
        .await;
    let plates = plates.assert_ok().as_array().unwrap().clone();
    assert_eq!(plates.len(), 3);
    let mut sum = 0;
    for plate in &plates {
        let found = page(json!({"pageNo": 1, "pageSize": 100, "showPlate": plate["key"]})).await;
        assert!(records(&found)
            .iter()
            .all(|c| c["showPlate"] == plate["key"] && c["showPlateName"] == plate["value"]));
        sum += found["total"].as_i64().unwrap();
    }
    assert_eq!(sum, 16);
    let small = page(json!({"pageNo": 1, "pageSize": 100, "registeredCapitalEnd": 500})).await;
    assert!(records(&small).iter().all(|c| capital_fen(c) < 500_000_000));
    let xian = page(json!({"pageNo": 1, "pageSize": 100, "city": ["610100"]})).await;
    assert!(records(&xian).iter().all(|c| c["cityCode"] == "610100"));
    let paged = page(json!({"pageNo": 4, "pageSize": 5})).await;
    assert_eq!(records(&paged).len(), 1);
}

#[actix_rt::test]
async fn bad_showcase_parameters_answer_400_with_the_reason() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            json!({"query": {"current": 0, "size": 5}}),
            "页码需为大于0的整数",
        ),
        (
            json!({"query": {"current": 1, "size": 0}}),
            "每页条数需在1到100之间",
        ),
        (
            json!({"query": {"current": 1, "size": 101}}),
            "每页条数需在1到100之间",
        ),
        (json!({"tenantId": "abc"}), "租户编号不正确"),
        (
            json!({"company": {"registerOrListing": "3"}}),
            "registerOrListing只能为1（托管）或2（挂牌）",
        ),
        (
            json!({"company": {"registeredCapitalGreaterThan": "-5"}}),
            "注册资本范围不正确",
        ),
        (
            json!({"company": {"registeredCapitalLessThan": "1e9"}}),
            "注册资本范围不正确",
        ),
        (
            json!({"company": {"key": "字".repeat(101)}}),
            "查询关键字不能超过100个字符",
        ),
    ];
    for (body, msg) in cases {
        app.post_json(COMPANY_PAGE, None, &body)
            .await
            .assert_failure(400, msg);
    }
    let answer = app
        .post_json(COMPANY_PAGE, None, &json!({"query": {"current": "x"}}))
        .await;
    assert_eq!(answer.status, 400, "{:?}", answer.body);
    let answer = app
        .post_raw(COMPANY_PAGE, "application/json", "{not json".into())
        .await;
    assert_eq!(answer.status, 400);
    app.post_json(SHOW_PAGE, None, &json!({"pageNo": -1}))
        .await
        .assert_failure(400, "页码需为大于0的整数");
    app.post_json(SHOW_PAGE, None, &json!({"registeredCapitalStart": "abc"}))
        .await
        .assert_failure(400, "注册资本范围不正确");
}

// spec: 01§7.30
#[actix_rt::test]
async fn sectors_areas_industries_and_the_detail_calls() {
    let app = TestApp::spawn().await;
    let sectors = app
        .get(
            "/api/rem-registrationbizweb/sectorNonds/queryAllSectors?tenantId=000000",
            None,
        )
        .await;
    let sectors = sectors.assert_ok().as_array().unwrap().clone();
    assert!(sectors.iter().all(|s| s["parentSector"] == "0"));
    // the list keeps the sectors visitors must not see, with the fields that hide them
    assert!(sectors.iter().any(|s| s["status"] == 0));
    assert!(sectors.iter().any(|s| s["productType"] == 2));
    let featured = sectors
        .iter()
        .find(|s| s["sectorName"] == "特色板块")
        .unwrap();
    let subs = app
        .get(&format!("/api/rem-registrationbizweb/sectorNonds/getTwoSectors?tenantId=000000&oneSectorId={}", featured["id"].as_str().unwrap()), None)
        .await;
    let names: Vec<_> = subs
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["sectorName"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        names,
        ["西咸新区企业专区", "曲江文化企业专区", "秦创原企业专区"]
    );
    let none = app.get("/api/rem-registrationbizweb/sectorNonds/getTwoSectors?tenantId=000000&oneSectorId=sec-growth", None).await;
    assert_eq!(none.assert_ok().as_array().unwrap().len(), 0);
    app.get(
        "/api/rem-registrationbizweb/sectorNonds/getTwoSectors?tenantId=000000",
        None,
    )
    .await
    .assert_failure(400, "请传入板块编号");

    let industries = app
        .get("/api/rem-registrationbizweb/nonds/getIndustry", None)
        .await;
    assert_eq!(industries.assert_ok().as_array().unwrap().len(), 10);

    let areas = app
        .get(
            "/api/rem-registrationbizweb/nonds/getArea?tenantId=000000",
            None,
        )
        .await;
    let areas = areas.assert_ok().as_array().unwrap().clone();
    let xian = areas.iter().find(|a| a["cityName"] == "西安市").unwrap();
    assert!(!xian["districts"].as_array().unwrap().is_empty());
    let xianyang = areas.iter().find(|a| a["cityName"] == "咸阳市").unwrap();
    assert!(xianyang["districts"].as_array().unwrap().is_empty());
    let dalian = app
        .get(
            "/api/rem-registrationbizweb/nonds/getArea?tenantId=116000&provinceCode=210000",
            None,
        )
        .await;
    let dalian = dalian.assert_ok().as_array().unwrap().clone();
    assert_eq!(dalian.len(), 1);
    assert_eq!(dalian[0]["cityName"], "大连市");
    app.get(
        "/api/rem-registrationbizweb/nonds/getArea?provinceCode=61",
        None,
    )
    .await
    .assert_failure(400, "省份编码不正确");

    let listing = app
        .post_json(
            "/api/rem-registrationbizweb/nonds/listing/getListingDisplay",
            None,
            &json!({"tenantId": "000000", "listcode": "800024"}),
        )
        .await;
    let listing = listing.assert_ok();
    assert_eq!(listing["listCode"], "800024");
    assert_eq!(listing["uuid"], "sc-00024");
    app.post_json(
        "/api/rem-registrationbizweb/nonds/listing/getListingDisplay",
        None,
        &json!({"listcode": "nope"}),
    )
    .await
    .assert_failure(404, "挂牌企业不存在");
    app.post_json(
        "/api/rem-registrationbizweb/nonds/listing/getListingDisplay",
        None,
        &json!({}),
    )
    .await
    .assert_failure(400, "请传入挂牌代码");
    let shown = app.get("/api/rem-registrationbizweb/nonds/company/getCompanyDisplay?tenantId=000000&uuid=sc-00050", None).await;
    assert_eq!(shown.assert_ok()["showCode"], "Z00050");
    // another tenant's enterprise is not found
    app.get(
        "/api/rem-registrationbizweb/nonds/company/getCompanyDisplay?tenantId=116000&uuid=sc-00050",
        None,
    )
    .await
    .assert_failure(404, "企业不存在");
}

// spec: 01§6.6
#[actix_rt::test]
async fn tenants_see_only_their_own_showcase() {
    let app = TestApp::spawn().await;
    let body = json!({"query": {"current": 1, "size": 10}, "company": {"registerOrListing": "1"}, "tenantId": "116000"});
    let data = app
        .post_json(COMPANY_PAGE, None, &body)
        .await
        .assert_ok()
        .clone();
    assert_eq!(data["total"], 3);
    assert!(records(&data)
        .iter()
        .all(|c| c["uuid"].as_str().unwrap().starts_with("dl-")));
    // no tenant means the default tenant 000000
    let data = app
        .post_json(COMPANY_PAGE, None, &json!({}))
        .await
        .assert_ok()
        .clone();
    assert_eq!(data["total"], 44);
    assert_eq!(data["size"], 5);
}

// spec: 01§7.16 01§6.4
#[actix_rt::test]
async fn public_dictionaries_and_switches_need_no_login() {
    let app = TestApp::spawn().await;
    let dict = app
        .get(
            "/api/blade-system/nonds/dict-biz/dictionary?tenantId=000000&code=companyType",
            None,
        )
        .await;
    let keys: Vec<_> = dict
        .assert_ok()
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["dictValue"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(keys, ["有限责任公司", "股份有限公司", "有限合伙企业"]);
    app.get(
        "/api/blade-system/nonds/dict-biz/dictionary?tenantId=000000",
        None,
    )
    .await
    .assert_failure(400, "请传入字典编码");

    let freeze = app.get("/api/blade-system/nonDSClient/param-biz-value?paramKey=freeze.notice.switch&tenantId=000000", None).await;
    assert_eq!(freeze.assert_ok(), "1");
    let freeze = app.get("/api/blade-system/nonDSClient/param-biz-value?paramKey=freeze.notice.switch&tenantId=116000", None).await;
    assert_eq!(freeze.assert_ok(), "0");
    let missing = app.get("/api/blade-system/nonDSClient/param-biz-value?paramKey=freeze.notice.other&tenantId=000000", None).await;
    assert_eq!(missing.status, 200);
    assert!(missing.data().is_null());
    app.get(
        "/api/blade-system/nonDSClient/param-biz-value?paramKey=secret.key",
        None,
    )
    .await
    .assert_failure(400, "该参数不对外公开");
    app.get("/api/blade-system/nonDSClient/param-biz-value", None)
        .await
        .assert_failure(400, "请传入参数键");

    let menu = app
        .get(
            "/api/blade-system/nonds/param/getBizTopMenuStatus?tenantId=116000",
            None,
        )
        .await;
    let menu = menu.assert_ok().as_array().unwrap().clone();
    assert!(menu
        .iter()
        .any(|p| p["paramKey"] == "topMenu.privateEquityFund" && p["paramValue"] == "0"));
    assert!(menu
        .iter()
        .all(|p| p["paramKey"].as_str().unwrap().starts_with("topMenu.")));

    let pledge = app
        .get(
            "/api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=000000",
            None,
        )
        .await;
    assert_eq!(pledge.assert_ok(), true);
    let pledge = app
        .get(
            "/api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=116000",
            None,
        )
        .await;
    assert_eq!(pledge.assert_ok(), false);
    app.get(
        "/api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=11600",
        None,
    )
    .await
    .assert_failure(400, "租户编号不正确");
}

#[actix_rt::test]
async fn disclosures_and_notices_list_newest_first_with_their_details() {
    let app = TestApp::spawn().await;
    let page = app
        .get(
            "/api/rem-registrationbizweb/nonds/disclosure/page?tenantId=000000&current=1&size=5",
            None,
        )
        .await;
    let page = page.assert_ok().clone();
    assert_eq!(page["total"], 14);
    let recs = records(&page);
    assert!(recs[0]["publishTime"].as_str().unwrap() >= recs[1]["publishTime"].as_str().unwrap());
    assert!(recs[0]["content"].is_null(), "lists carry no text");
    let id = recs[0]["id"].as_str().unwrap();
    let detail = app
        .get(
            &format!("/api/rem-registrationbizweb/nonds/disclosure/detail?tenantId=000000&id={id}"),
            None,
        )
        .await;
    assert!(detail.assert_ok()["content"]
        .as_str()
        .unwrap()
        .contains("公告"));
    let periodic = app
        .get(
            "/api/rem-registrationbizweb/nonds/disclosure/page?category=1&size=100",
            None,
        )
        .await;
    assert!(records(periodic.assert_ok())
        .iter()
        .all(|d| d["category"] == "1"));
    app.get(
        "/api/rem-registrationbizweb/nonds/disclosure/detail?tenantId=116000&id=disc-000",
        None,
    )
    .await
    .assert_failure(404, "信息披露不存在");
    app.get(
        "/api/rem-registrationbizweb/nonds/disclosure/page?size=1000",
        None,
    )
    .await
    .assert_failure(400, "每页条数需在1到100之间");

    let pledges = app
        .get(
            "/api/rem-registrationbizweb/nonds/notice/page?tenantId=000000&noticeType=pledge",
            None,
        )
        .await;
    let pledges = pledges.assert_ok().clone();
    assert_eq!(pledges["total"], 5);
    let first = &records(&pledges)[0];
    assert!(first["counterparty"].as_str().unwrap().contains("银行"));
    assert!(first["volume"].as_i64().unwrap() > 0);
    let freezes = app
        .get(
            "/api/rem-registrationbizweb/nonds/notice/page?noticeType=freeze",
            None,
        )
        .await;
    assert_eq!(freezes.assert_ok()["total"], 3);
    let info = app
        .get(
            "/api/rem-registrationbizweb/nonds/notice/page?noticeType=info",
            None,
        )
        .await;
    assert_eq!(info.assert_ok()["total"], 3);
    let detail = app
        .get(
            "/api/rem-registrationbizweb/nonds/notice/detail?id=notice-freeze-005",
            None,
        )
        .await;
    assert!(detail.assert_ok()["content"]
        .as_str()
        .unwrap()
        .contains("冻结机关"));
    app.get(
        "/api/rem-registrationbizweb/nonds/notice/page?noticeType=other",
        None,
    )
    .await
    .assert_failure(400, "公告类型只能为pledge、freeze或info");
    // tenant 116000 has both notices switched off
    app.get(
        "/api/rem-registrationbizweb/nonds/notice/page?tenantId=116000&noticeType=pledge",
        None,
    )
    .await
    .assert_failure(404, "质押公告未开放");
    app.get(
        "/api/rem-registrationbizweb/nonds/notice/page?tenantId=116000&noticeType=freeze",
        None,
    )
    .await
    .assert_failure(404, "冻结公告未开放");
}

#[actix_rt::test]
async fn a_completed_pledge_published_by_the_register_shows_as_a_notice() {
    use server::models::publication::{notice_type, Notice};
    let app = TestApp::spawn().await;
    {
        let mut conn = app.state.pool.get().unwrap();
        Notice::publish(
            &mut conn,
            &Notice {
                id: "n-new".into(),
                tenant_id: "000000".into(),
                notice_type: notice_type::PLEDGE.into(),
                source_id: Some("pledge-42".into()),
                title: "关于新质押的公告".into(),
                company_id: None,
                company_name: "测试企业".into(),
                holder_name: Some("张伟".into()),
                volume: Some(1000),
                counterparty: Some("长安银行股份有限公司".into()),
                start_date: Some("2026-11-21".into()),
                end_date: None,
                content: "质押".into(),
                published_at: 1_900_000_000,
            },
        )
        .unwrap();
        // the same pledge cannot be published twice
        let again = Notice::publish(
            &mut conn,
            &Notice {
                id: "n-again".into(),
                tenant_id: "000000".into(),
                notice_type: notice_type::PLEDGE.into(),
                source_id: Some("pledge-42".into()),
                title: "重复".into(),
                company_id: None,
                company_name: "测试企业".into(),
                holder_name: None,
                volume: None,
                counterparty: None,
                start_date: None,
                end_date: None,
                content: String::new(),
                published_at: 1_900_000_001,
            },
        );
        assert!(again.is_err());
    }
    let page = app
        .get(
            "/api/rem-registrationbizweb/nonds/notice/page?noticeType=pledge&size=1",
            None,
        )
        .await;
    let page = page.assert_ok().clone();
    assert_eq!(page["total"], 6);
    assert_eq!(records(&page)[0]["id"], "n-new");
}

#[actix_rt::test]
async fn policies_members_funds_and_specialised_enterprises() {
    let app = TestApp::spawn().await;
    let policies = app
        .get("/api/rem-registrationbizweb/nonds/policy/page?size=3", None)
        .await;
    let policies = policies.assert_ok().clone();
    assert_eq!(policies["total"], 8);
    assert_eq!(records(&policies).len(), 3);
    let id = records(&policies)[0]["id"].as_str().unwrap().to_owned();
    let detail = app
        .get(
            &format!("/api/rem-registrationbizweb/nonds/policy/detail?id={id}"),
            None,
        )
        .await;
    assert!(detail.assert_ok()["content"].as_str().is_some());
    app.get("/api/rem-registrationbizweb/nonds/policy/detail", None)
        .await
        .assert_failure(400, "请传入编号");
    app.get(
        "/api/rem-registrationbizweb/nonds/policy/detail?id=nope",
        None,
    )
    .await
    .assert_failure(404, "政策不存在");

    let members = app
        .get(
            "/api/rem-registrationbizweb/nonds/member/page?memberType=3&size=100",
            None,
        )
        .await;
    let members = members.assert_ok().clone();
    assert_eq!(members["total"], 3);
    let detail = app
        .get(
            "/api/rem-registrationbizweb/nonds/member/detail?id=member-000",
            None,
        )
        .await;
    assert_eq!(detail.assert_ok()["name"], "长安证券服务有限公司");
    app.get(
        "/api/rem-registrationbizweb/nonds/member/detail?id=member-000&tenantId=116000",
        None,
    )
    .await
    .assert_failure(404, "会员不存在");

    let funds = app
        .get(
            &format!(
                "/api/rem-registrationbizweb/nonds/privateFund/page?{}",
                serde_urlencoded::to_string([("key", "秦创原")]).unwrap()
            ),
            None,
        )
        .await;
    let funds = funds.assert_ok().clone();
    assert_eq!(funds["total"], 1);
    assert_eq!(records(&funds)[0]["fundSize"], "500000000.00");

    let special = app
        .get(
            "/api/rem-registrationbizweb/nonds/company/specializationNewPage?size=100",
            None,
        )
        .await;
    let special = special.assert_ok().clone();
    assert!(special["total"].as_i64().unwrap() > 0);
    assert!(records(&special)
        .iter()
        .all(|c| !c["specialisedLevel"].is_null()));
}

#[actix_rt::test]
async fn a_percent_sign_in_the_key_matches_only_a_literal_percent_sign() {
    let app = TestApp::spawn().await;
    let policy = |id: &str, title: &str| Policy {
        id: id.into(),
        tenant_id: "000000".into(),
        title: title.into(),
        issuer: "测试".into(),
        category: "1".into(),
        content: String::new(),
        published_at: 0,
    };
    {
        let mut conn = app.state.pool.get().unwrap();
        for (id, title) in [
            ("pct-1", "补贴提高至50%的通知"),
            ("pct-2", "补贴提高至500元的通知"),
            ("pct-3", "补贴提高至50_的通知"),
        ] {
            diesel::insert_into(policies::table)
                .values(&policy(id, title))
                .execute(&mut conn)
                .unwrap();
        }
    }
    let titles = |data: &Value| -> Vec<String> {
        records(data)
            .iter()
            .map(|p| p["title"].as_str().unwrap().to_owned())
            .collect()
    };
    for (key, found) in [
        ("50%", vec!["补贴提高至50%的通知"]),
        ("%", vec!["补贴提高至50%的通知"]),
        ("50_", vec!["补贴提高至50_的通知"]),
    ] {
        let query = serde_urlencoded::to_string([("key", key), ("size", "100")]).unwrap();
        let page = app
            .get(
                &format!("/api/rem-registrationbizweb/nonds/policy/page?{query}"),
                None,
            )
            .await;
        assert_eq!(titles(page.assert_ok()), found, "key {key}");
    }
}

#[actix_rt::test]
async fn every_public_call_is_in_the_api_document() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await;
    let paths = doc.body["paths"].as_object().unwrap();
    for path in [
        COMPANY_PAGE,
        SHOW_PAGE,
        "/api/rem-registrationbizweb/sectorNonds/queryAllSectors",
        "/api/rem-registrationbizweb/sectorNonds/getTwoSectors",
        "/api/rem-registrationbizweb/nonds/getIndustry",
        "/api/rem-registrationbizweb/nonds/getRegisteredCapital",
        "/api/rem-registrationbizweb/nonds/getArea",
        "/api/rem-registrationbizweb/nonds/getShowPlateByParam",
        "/api/rem-registrationbizweb/nonds/listing/getListingDisplay",
        "/api/blade-system/nonds/dict-biz/dictionary",
        "/api/blade-system/nonDSClient/param-biz-value",
        "/api/blade-system/nonds/param/getBizTopMenuStatus",
        "/api/rem-registrationbizweb/nonds/sharePledge/enable",
        "/api/rem-registrationbizweb/nonds/notice/page",
    ] {
        assert!(paths.contains_key(path), "{path}");
    }
}
