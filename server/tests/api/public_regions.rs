//! The official site's figures and an enterprise's own disclosures (issue 24): the tenant's
//! enterprises by city of its province, every enterprise counted once per kind in its city or
//! "elsewhere", the counts agreeing with the showcase lists; the disclosure list narrowed to one
//! enterprise (its annual reports on /temporary). No login, cached like the other public calls.

use serde_json::{json, Value};

use crate::helpers::TestApp;

const REGION_STATS: &str = "/api/rem-registrationbizweb/nonds/company/regionStats";
const COMPANY_PAGE: &str = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage";
const SHOW_PAGE: &str = "/api/rem-registrationbizweb/companyShowNonds/queryPageInfo";
const DISCLOSURES: &str = "/api/rem-registrationbizweb/nonds/disclosure/page";

fn n(v: &Value) -> i64 {
    v.as_i64().expect("a count")
}

/// The showcase's total for one kind (1 custodied, 2 listed) in one city, or all cities.
async fn showcase_total(app: &TestApp, tenant: &str, kind: &str, city: Option<&str>) -> i64 {
    let mut company = json!({"registerOrListing": kind});
    if let Some(c) = city {
        company["cityCodes"] = json!([c]);
    }
    let body = json!({"query": {"current": 1, "size": 1}, "company": company, "tenantId": tenant});
    n(&app.post_json(COMPANY_PAGE, None, &body).await.assert_ok()["total"])
}

async fn displayed_total(app: &TestApp, tenant: &str, city: Option<&str>) -> i64 {
    let mut body = json!({"pageNo": 1, "pageSize": 1, "tenantId": tenant});
    if let Some(c) = city {
        body["city"] = json!(c);
    }
    n(&app.post_json(SHOW_PAGE, None, &body).await.assert_ok()["total"])
}

#[actix_rt::test]
async fn the_enterprises_by_city_add_up_to_the_showcase_totals() {
    let app = TestApp::spawn().await;
    let raw = app
        .fetch(&format!("{REGION_STATS}?tenantId=000000"), None, None)
        .await;
    assert_eq!(raw.status, 200);
    assert!(raw.header("cache-control").starts_with("public, max-age="));
    let stats = app
        .get(&format!("{REGION_STATS}?tenantId=000000"), None)
        .await
        .assert_ok()
        .clone();
    assert_eq!(stats["provinceCode"], "610000");
    assert_eq!(stats["provinceName"], "陕西省");
    assert!(stats["ownCityCode"].is_null());
    let cities = stats["cities"].as_array().unwrap();
    assert!(cities.len() >= 10, "every city of the province, zeros too");
    assert!(cities.iter().any(|c| c["cityName"] == "西安市"));
    let total = &stats["total"];
    assert_eq!(
        n(&total["custodied"]),
        showcase_total(&app, "000000", "1", None).await
    );
    assert_eq!(
        n(&total["listed"]),
        showcase_total(&app, "000000", "2", None).await
    );
    assert_eq!(
        n(&total["displayed"]),
        displayed_total(&app, "000000", None).await
    );
    for kind in ["custodied", "listed", "displayed"] {
        let sum: i64 =
            cities.iter().map(|c| n(&c[kind])).sum::<i64>() + n(&stats["elsewhere"][kind]);
        assert_eq!(sum, n(&total[kind]), "{kind}");
    }
    // each city's figures are the showcase's own for that city
    let xian = cities.iter().find(|c| c["cityCode"] == "610100").unwrap();
    assert!(n(&xian["custodied"]) > 0);
    assert_eq!(
        n(&xian["custodied"]),
        showcase_total(&app, "000000", "1", Some("610100")).await
    );
    assert_eq!(
        n(&xian["listed"]),
        showcase_total(&app, "000000", "2", Some("610100")).await
    );
    assert_eq!(
        n(&xian["displayed"]),
        displayed_total(&app, "000000", Some("610100")).await
    );
}

#[actix_rt::test]
async fn a_tenant_sees_its_own_province_and_enterprises_only() {
    let app = TestApp::spawn().await;
    let dalian = app
        .get(&format!("{REGION_STATS}?tenantId=116000"), None)
        .await
        .assert_ok()
        .clone();
    assert_eq!(dalian["provinceCode"], "210000");
    assert_eq!(dalian["ownCityCode"], "210200");
    assert_eq!(
        n(&dalian["total"]["custodied"]),
        showcase_total(&app, "116000", "1", None).await
    );
    assert!(dalian["cities"]
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c["cityCode"].as_str().unwrap().starts_with("21")));
    // no tenant is the main tenant
    let main = app.get(REGION_STATS, None).await.assert_ok().clone();
    assert_eq!(main["provinceCode"], "610000");
    // a tenant with no enterprise: its province's cities, all zero
    let empty = app
        .get(&format!("{REGION_STATS}?tenantId=999999"), None)
        .await
        .assert_ok()
        .clone();
    assert_eq!(
        empty["total"],
        json!({"custodied": 0, "listed": 0, "displayed": 0})
    );
}

#[actix_rt::test]
async fn a_bad_tenant_is_refused_with_the_reason() {
    let app = TestApp::spawn().await;
    for bad in ["abc", "1234567", "12%2034"] {
        app.get(&format!("{REGION_STATS}?tenantId={bad}"), None)
            .await
            .assert_failure(400, "租户编号不正确");
    }
}

#[actix_rt::test]
async fn the_disclosures_of_one_enterprise_are_its_own_only() {
    let app = TestApp::spawn().await;
    let page = app
        .get(
            &format!("{DISCLOSURES}?tenantId=000000&companyId=sc-00000&size=100"),
            None,
        )
        .await
        .assert_ok()
        .clone();
    let recs = page["records"].as_array().unwrap();
    assert!(!recs.is_empty());
    assert!(recs.iter().all(|d| d["companyId"] == "sc-00000"));
    assert!(recs.iter().any(|d| d["id"] == "disc-000"));
    // with the category: its periodic reports, the annual report among them
    let periodic = app
        .get(
            &format!("{DISCLOSURES}?tenantId=000000&companyId=sc-00000&category=1"),
            None,
        )
        .await
        .assert_ok()
        .clone();
    let titles: Vec<&str> = periodic["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["title"].as_str().unwrap())
        .collect();
    assert!(titles.iter().any(|t| t.contains("年度报告")), "{titles:?}");
    // another tenant's enterprise is not found under this tenant
    let other = app
        .get(
            &format!("{DISCLOSURES}?tenantId=000000&companyId=dl-00001"),
            None,
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(other["total"], 0);
    let dalian = app
        .get(
            &format!("{DISCLOSURES}?tenantId=116000&companyId=dl-00001"),
            None,
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(dalian["total"], 1);
    assert_eq!(dalian["records"][0]["title"], "海湾装备：2025年年度报告");
    // an unknown enterprise has none; a blank one is no filter
    let none = app
        .get(
            &format!("{DISCLOSURES}?tenantId=000000&companyId=nobody"),
            None,
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(none["total"], 0);
    let blank = app
        .get(
            &format!("{DISCLOSURES}?tenantId=000000&companyId=%20"),
            None,
        )
        .await
        .assert_ok()
        .clone();
    assert_eq!(blank["total"], 14);
}

#[actix_rt::test]
async fn the_region_figures_are_in_the_api_document() {
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await;
    assert!(doc.body["paths"][REGION_STATS]["get"].is_object());
    let params = doc.body["paths"][DISCLOSURES]["get"]["parameters"]
        .as_array()
        .unwrap();
    assert!(params
        .iter()
        .any(|p| p["name"] == "companyId" && p["in"] == "query"));
}
