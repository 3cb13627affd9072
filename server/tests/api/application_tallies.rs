//! Issue 23 item 3: 流程查询's counts by business and status come from the tallies the
//! database's triggers keep, not from counting the applications; they must agree with a count
//! of the rows after every kind of change, after a fold, and under concurrent writers and folds
//! (with transactions rolled back among them).

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    thread,
};

use diesel::{connection::Connection, prelude::*, sql_query, sql_types::Text};
use serde_json::{json, Value};
use server::{db::DbConn, tallies};

use crate::{
    helpers::TestApp,
    query_pages::rows,
    support::{decide, people, submitted},
};

const WITHDRAW: &str = "/api/rem-registrationbizweb/application/withdraw";
const QUERY: &str = "/api/rem-registrationbizweb/application/query";

fn transfer(volume: i64) -> Value {
    json!({ "appId": "550004", "formData": { "transfersType": "2", "productCode": "100001",
        "accountNumberOut": "2000000001", "accountNumberIn": "1000000001", "transferVolume": volume } })
}

#[derive(QueryableByName, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Group {
    #[diesel(sql_type = Text)]
    tenant_id: String,
    #[diesel(sql_type = Text)]
    app_id: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

/// Every group's count of the applications themselves, and the tallies' sum of it.
fn counted_and_tallied(conn: &mut DbConn) -> (Vec<Group>, Vec<Group>) {
    let counted = sql_query(
        "SELECT tenant_id, app_id, status, count(*) AS n FROM applications \
         GROUP BY tenant_id, app_id, status ORDER BY 1, 2, 3",
    )
    .load(conn)
    .unwrap();
    let tallied = sql_query(
        "SELECT tenant_id, app_id, status, CAST(sum(delta) AS BIGINT) AS n \
         FROM application_tallies GROUP BY tenant_id, app_id, status \
         HAVING sum(delta) <> 0 ORDER BY 1, 2, 3",
    )
    .load(conn)
    .unwrap();
    (counted, tallied)
}

fn rows_of_tallies(conn: &mut DbConn) -> i64 {
    sql_query("SELECT count(*) AS n FROM application_tallies")
        .load::<Count>(conn)
        .unwrap()[0]
        .n
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

async fn totals(app: &TestApp, staff: &str) -> Vec<Value> {
    let mut totals = Vec::new();
    for filters in [
        json!({}),
        json!({"appId": "550004"}),
        json!({"status": "running"}),
        json!({"status": "withdrawn"}),
        json!({"appId": "550004", "status": "approved"}),
        json!({"appId": "550008", "status": "running"}),
    ] {
        let page = rows(app, staff, "processQuery2", json!({ "filters": filters })).await;
        totals.push(page["totalRecord"].clone());
    }
    for filters in [
        json!({}),
        json!({"appId": "550004"}),
        json!({"status": "running"}),
    ] {
        let found = app.post_json(QUERY, Some(staff), &filters).await;
        totals.push(found.assert_ok()["totalRecord"].clone());
    }
    totals
}

#[actix_rt::test]
async fn the_counts_by_business_and_status_follow_every_change_and_survive_a_fold() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let mut conn = app.state.pool.get().unwrap();
    tallies::fold(&mut conn).unwrap();
    let before = rows(&app, &p.first, "processQuery2", json!({})).await["totalRecord"]
        .as_i64()
        .unwrap();

    // a draft, two submitted, one approved through both reviews, one withdrawn
    let draft = app
        .post_json(
            "/api/rem-registrationbizweb/application/save",
            Some(&p.investor),
            &transfer(3),
        )
        .await
        .assert_ok()["uuid"]
        .as_str()
        .unwrap()
        .to_owned();
    let running = submitted(&app, &p.investor, transfer(4)).await;
    let approved = submitted(&app, &p.investor, transfer(5)).await;
    decide(&app, &p.first, &approved, "approve", "初审通过")
        .await
        .assert_ok();
    decide(&app, &p.recheck, &approved, "approve", "复审通过")
        .await
        .assert_ok();
    app.post_json(WITHDRAW, Some(&p.investor), &json!({ "uuid": draft }))
        .await
        .assert_ok();

    let (counted, tallied) = counted_and_tallied(&mut conn);
    assert_eq!(counted, tallied, "the tallies follow every change");
    let page = rows(&app, &p.first, "processQuery2", json!({ "pageSize": 100 })).await;
    assert_eq!(page["totalRecord"], before + 3);
    let running_page = rows(
        &app,
        &p.first,
        "processQuery2",
        json!({ "filters": {"status": "running", "appId": "550004"}, "pageSize": 100 }),
    )
    .await;
    let found: Vec<&str> = running_page["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["uuid"].as_str().unwrap())
        .collect();
    assert!(found.contains(&running.as_str()) && !found.contains(&approved.as_str()));
    assert_eq!(running_page["totalRecord"], found.len());

    // a fold leaves one row per group and the same answers
    let asked = totals(&app, &p.first).await;
    assert!(rows_of_tallies(&mut conn) > counted.len() as i64);
    assert!(tallies::fold(&mut conn).unwrap() > 0);
    assert_eq!(rows_of_tallies(&mut conn), counted.len() as i64);
    assert_eq!(counted_and_tallied(&mut conn).1, counted);
    assert_eq!(totals(&app, &p.first).await, asked);
    assert_eq!(tallies::fold(&mut conn).unwrap(), 0, "nothing left to fold");
}

#[actix_rt::test]
async fn concurrent_writers_and_folds_keep_the_tallies_exact() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let mut ids = Vec::new();
    for volume in 1..=4 {
        ids.push(submitted(&app, &p.investor, transfer(volume)).await);
    }
    let pool = app.state.pool.clone();
    let writing = Arc::new(AtomicBool::new(true));
    let writers: Vec<_> = ids
        .into_iter()
        .enumerate()
        .map(|(n, id)| {
            let pool = pool.clone();
            thread::spawn(move || {
                let mut pooled = pool.get().unwrap();
                let conn: &mut DbConn = &mut pooled;
                for round in 0..60 {
                    let status = ["approved", "rejected", "running", "withdrawn"][round % 4];
                    let change = match *conn {
                        DbConn::Postgres(_) => "UPDATE applications SET status = $1 WHERE id = $2",
                        DbConn::Sqlite(_) => "UPDATE applications SET status = ? WHERE id = ?",
                    };
                    let work = |conn: &mut DbConn| {
                        sql_query(change)
                            .bind::<Text, _>(status)
                            .bind::<Text, _>(&id)
                            .execute(conn)?;
                        // every third writer's every fifth change is rolled back
                        if n % 3 == 0 && round % 5 == 0 {
                            Err(diesel::result::Error::RollbackTransaction)
                        } else {
                            Ok(())
                        }
                    };
                    match conn.transaction(work) {
                        Ok(()) | Err(diesel::result::Error::RollbackTransaction) => {}
                        Err(e) if is_busy(&e) => {}
                        Err(e) => panic!("{e}"),
                    }
                }
            })
        })
        .collect();
    let folders: Vec<_> = (0..2)
        .map(|_| {
            let (pool, writing) = (pool.clone(), writing.clone());
            thread::spawn(move || {
                let mut conn = pool.get().unwrap();
                let mut folds = 0;
                while writing.load(Ordering::Acquire) || folds == 0 {
                    tallies::fold(&mut conn).unwrap();
                    folds += 1;
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    writing.store(false, Ordering::Release);
    for folder in folders {
        folder.join().unwrap();
    }
    let mut conn = pool.get().unwrap();
    let (counted, tallied) = counted_and_tallied(&mut conn);
    assert_eq!(counted, tallied);
    tallies::fold(&mut conn).unwrap();
    assert_eq!(counted_and_tallied(&mut conn).1, counted);
}

/// SQLite may refuse a writer that has waited its busy timeout out; the change is then not
/// made, and neither is its tally.
fn is_busy(e: &diesel::result::Error) -> bool {
    e.to_string().contains("database is locked")
}
