//! The dashboard's figures (issue 20, /wel/dashboard): the database's own counts of the
//! tenant's applications for staff and of an applicant's own for the others, by status, by
//! business and by Beijing month, moving as applications are submitted and completed.

use diesel::prelude::*;
use serde_json::{json, Value};
use server::{
    clock::{beijing_date, Clock},
    schema::applications,
};

use crate::{
    helpers::TestApp,
    support::{approved, decide, people, submitted},
};

const DASHBOARD: &str = "/api/rem-registrationbizweb/workbench/dashboard";
const TASKS: &str = "/api/rem-registrationbizweb/taskItem/getUserTasks";

fn transfer(volume: i64) -> Value {
    json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": volume } })
}

fn count_of(figures: &Value, status: &str) -> i64 {
    figures["byStatus"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["status"] == status)
        .map_or(0, |s| s["count"].as_i64().unwrap())
}

fn business(figures: &Value, app_id: &str) -> (i64, i64) {
    figures["byBusiness"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["appId"] == app_id)
        .map_or((0, 0), |b| {
            (
                b["count"].as_i64().unwrap(),
                b["approved"].as_i64().unwrap(),
            )
        })
}

fn this_month(figures: &Value) -> (i64, i64) {
    let last = figures["byMonth"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    (
        last["submitted"].as_i64().unwrap(),
        last["approved"].as_i64().unwrap(),
    )
}

async fn figures(app: &TestApp, token: &str) -> Value {
    app.get(DASHBOARD, Some(token)).await.assert_ok().clone()
}

#[actix_rt::test]
async fn staff_see_the_tenants_figures_and_they_move_with_each_application() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let before = figures(&app, &p.first).await;
    assert_eq!(before["scope"], "tenant");
    let mut conn = app.state.pool.get().unwrap();
    let in_db: i64 = applications::table
        .filter(applications::tenant_id.eq("000000"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    drop(conn);
    assert_eq!(before["total"], in_db);

    approved(&app, &p, &p.investor, transfer(10))
        .await
        .assert_ok();
    let running = submitted(&app, &p.investor, transfer(5)).await;
    let rejected = submitted(&app, &p.investor, transfer(3)).await;
    decide(&app, &p.first, &rejected, "reject", "不符合条件")
        .await
        .assert_ok();

    let after = figures(&app, &p.first).await;
    assert_eq!(after["total"], before["total"].as_i64().unwrap() + 3);
    assert_eq!(
        count_of(&after, "approved"),
        count_of(&before, "approved") + 1
    );
    assert_eq!(
        count_of(&after, "running"),
        count_of(&before, "running") + 1
    );
    assert_eq!(
        count_of(&after, "rejected"),
        count_of(&before, "rejected") + 1
    );
    let (count, done) = business(&before, "550004");
    assert_eq!(business(&after, "550004"), (count + 3, done + 1));
    let (submitted_now, approved_now) = this_month(&before);
    assert_eq!(this_month(&after), (submitted_now + 3, approved_now + 1));
    // the running transfer waits for the first reviewer: it is among the to-dos
    let tasks = app.post_json(TASKS, Some(&p.first), &json!({})).await;
    assert_eq!(after["todos"], tasks.assert_ok()["totalRecord"]);
    assert!(after["todos"].as_i64().unwrap() >= 1);
    assert!(!running.is_empty());
}

#[actix_rt::test]
async fn an_applicant_sees_its_own_applications_only() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    approved(&app, &p, &p.investor, transfer(10))
        .await
        .assert_ok();
    let other = app.access_token("orgholder_demo").await;
    let theirs = figures(&app, &other).await;
    assert_eq!(theirs["scope"], "mine");
    let mine = figures(&app, &p.investor).await;
    assert_eq!(mine["scope"], "mine");
    let mut conn = app.state.pool.get().unwrap();
    let mut count = |account: &str| -> i64 {
        use server::schema::users;
        applications::table
            .inner_join(users::table.on(users::id.eq(applications::applicant_id)))
            .filter(users::account.eq(account))
            .count()
            .get_result(&mut conn)
            .unwrap()
    };
    let (investor_total, other_total) = (count("personal_demo"), count("orgholder_demo"));
    drop(conn);
    assert_eq!(mine["total"], investor_total);
    assert_eq!(theirs["total"], other_total);
    assert_eq!(business(&mine, "550004").1, 1);
    assert_eq!(business(&theirs, "550004").1, 0);
    assert_eq!(app.get(DASHBOARD, None).await.status, 401);
}

#[actix_rt::test]
async fn the_trend_covers_six_beijing_months_ending_with_this_one() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    approved(&app, &p, &p.investor, transfer(10))
        .await
        .assert_ok();
    let now = figures(&app, &p.investor).await;
    let months: Vec<String> = now["byMonth"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["month"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(months.len(), 6);
    let today = beijing_date(app.clock.now()).format("%Y-%m").to_string();
    assert_eq!(months[5], today);
    let (submitted_now, approved_now) = this_month(&now);
    assert!(submitted_now >= 1 && approved_now >= 1);
    // forty days on, the same application counts in the month before
    app.clock.advance(40 * 24 * 3600);
    let token = app.access_token("personal_demo").await;
    let later = figures(&app, &token).await;
    let later_months = later["byMonth"].as_array().unwrap();
    let earlier = later_months
        .iter()
        .find(|m| m["month"] == today.as_str())
        .unwrap();
    assert_eq!(earlier["submitted"].as_i64().unwrap(), submitted_now);
    assert_eq!(earlier["approved"].as_i64().unwrap(), approved_now);
    assert_eq!(this_month(&later), (0, 0));
}
