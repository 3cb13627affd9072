//! Several servers, one truth (issue 23): two servers on one PostgreSQL database, each with
//! its own pool, answer cache and definition libraries, as behind a load balancer. What one
//! changes the other sees within a second: a studio publication, and a completed business
//! clearing the public answers the other had cached. On SQLite (one process by design) there
//! is no second server to start.

use std::time::{Duration, Instant};

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{
    db::DbConn,
    schema::{applications, companies},
};

use crate::helpers::TestApp;
use crate::support::{decide, people, share_transfer, submitted};

const STUDIO: &str = "/api/rem-registrationbizweb/otc-flow/studio";
const COMPILED: &str =
    "/api/rem-registrationbizweb/otc-flow/form/compiled?formId=share_transfer&nodeId=apply";
const COMPANY_PAGE: &str = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage";
const WITHIN: Duration = Duration::from_secs(1);

fn on_postgres(app: &TestApp) -> bool {
    matches!(*app.state.pool.get().unwrap(), DbConn::Postgres(_))
}

/// Asks until `seen` holds, for at most a second; answers how long it took.
async fn within_a_second<F, Fut>(mut ask: F) -> Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = Instant::now();
    loop {
        if ask().await {
            return start.elapsed();
        }
        assert!(start.elapsed() < WITHIN, "not seen within {WITHIN:?}");
        actix_rt::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn first_company(app: &TestApp) -> Value {
    let body = json!({"query": {"current": 1, "size": 5}, "company": {"registerOrListing": "1"},
                      "tenantId": "000000"});
    app.post_json(COMPANY_PAGE, None, &body).await.assert_ok()["records"][0].clone()
}

#[actix_rt::test]
async fn a_publication_on_one_server_is_used_by_the_other_within_a_second() {
    let a = TestApp::spawn().await;
    if !on_postgres(&a) {
        return;
    }
    let b = a.spawn_beside().await;
    let analyst = a.access_token("analyst_demo").await;
    let label_on_b = || async {
        b.get(COMPILED, Some(&analyst))
            .await
            .assert_ok()
            .to_string()
    };
    assert!(
        label_on_b().await.contains("转让数量") && !label_on_b().await.contains("本次转让数量")
    );

    let form = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../forms/share_transfer.json"
    ))
    .unwrap()
    .replacen("\"label\": \"转让数量\"", "\"label\": \"本次转让数量\"", 1);
    a.post_json(
        &format!("{STUDIO}/draft"),
        Some(&analyst),
        &json!({ "kind": "form", "key": "share_transfer", "body": form }),
    )
    .await
    .assert_ok();
    a.post_json(
        &format!("{STUDIO}/publish"),
        Some(&analyst),
        &json!({ "kind": "form", "key": "share_transfer", "reason": "两台服务器" }),
    )
    .await
    .assert_ok();
    let took = within_a_second(|| async { label_on_b().await.contains("本次转让数量") }).await;
    eprintln!("the publication reached the other server in {took:?}");

    // A new application on the other server runs on the new versions.
    let p = people(&b).await;
    let uuid = submitted(&b, &p.investor, share_transfer(10)).await;
    let instance: String = applications::table
        .find(&uuid)
        .select(applications::instance)
        .first(&mut *b.state.pool.get().unwrap())
        .unwrap();
    let instance: Value = serde_json::from_str(&instance).unwrap();
    assert_eq!(
        instance["pin"]["flowVersion"], 2,
        "550004 carried to v2 with its form"
    );
}

#[actix_rt::test]
async fn a_business_completed_on_one_server_clears_the_answers_the_other_cached() {
    let a = TestApp::spawn().await;
    if !on_postgres(&a) {
        return;
    }
    let b = a.spawn_beside().await;
    let card = first_company(&b).await;
    let (id, name) = (
        card["uuid"].as_str().unwrap(),
        card["name"].as_str().unwrap(),
    );

    // The register changes behind both servers' backs: b keeps answering what it cached.
    let renamed = format!("{name}（更名）");
    diesel::update(companies::table.find(id))
        .set(companies::name.eq(&renamed))
        .execute(&mut *a.state.pool.get().unwrap())
        .unwrap();
    assert_eq!(
        first_company(&b).await["name"],
        name,
        "b answers from its cache"
    );

    // A business completes on a: b forgets its answers within a second.
    let p = people(&a).await;
    let uuid = submitted(&a, &p.investor, share_transfer(10)).await;
    decide(&a, &p.first, &uuid, "approve", "同意")
        .await
        .assert_ok();
    decide(&a, &p.recheck, &uuid, "approve", "同意")
        .await
        .assert_ok();
    let took =
        within_a_second(|| async { first_company(&b).await["name"] == renamed.as_str() }).await;
    eprintln!("the other server's answers were cleared in {took:?}");

    // A client alternating between the two sees the same answer from now on.
    for _ in 0..5 {
        assert_eq!(first_company(&a).await["name"], renamed.as_str());
        assert_eq!(first_company(&b).await["name"], renamed.as_str());
    }
}
