//! Seeds a database for the volume benchmark (issue 23 item 3): the demo data plus `APPS`
//! applications of tenant 000000 (one in fifty waiting at 初审 with its open to-do, the others
//! completed with their two closed tasks), spread over five businesses and the demo
//! applicants, and `ACCOUNTS` natural-person holder accounts each holding shares of 秦创智能
//! (p-100001), whose total grows by what they hold so that the register still adds up.
//!
//! Rows go in as multi-row `INSERT`s of 1,000, one transaction per table, so a million
//! applications and their two million tasks load in a minute or two on either backend.
//!
//! usage: volume_bench_seed DATABASE_URL [APPS=1000000] [ACCOUNTS=100000]

mod bench_seed;

use bench_seed::BUSINESSES;
use diesel::{connection::SimpleConnection, prelude::*, Connection};
use server::{db::DbConn, schema::products, seed::MAIN_TENANT};
/// One application in this many waits at the first review.
const PENDING_EVERY: usize = 50;
const CHUNK: usize = 1_000;
/// 2026-01-01 00:00 Beijing; applications one every 30 s from there.
const START: i64 = 1_767_196_800;

fn main() -> anyhow::Result<()> {
    let (url, [apps, accounts]) = bench_seed::arguments(
        "volume_bench_seed DATABASE_URL [APPS] [ACCOUNTS]",
        [1_000_000, 100_000],
    )?;
    let mut conn = bench_seed::demo_database(&url)?;
    let applicants = bench_seed::applicants(&mut conn)?;

    chunked(
        &mut conn,
        apps,
        |i| {
            let (app_id, name) = business(i);
            let (applicant, _) = &applicants[i % applicants.len()];
            let at = START + i as i64 * 30;
            let pending = i % PENDING_EVERY == 0;
            let (status, node, completed) = if pending {
                ("pending", "PreliminaryApprove", "NULL".to_owned())
            } else {
                ("approved", "end", (at + 7_200).to_string())
            };
            format!(
            "('vol-{i:07}','{MAIN_TENANT}','{app_id}','VOL{i:010}','{name}','{applicant}',NULL,\
             NULL,'{status}','{node}','{{}}',1,{at},{},{completed},{at},0)",
            at + 3_600
        )
        },
        "INSERT INTO applications (id, tenant_id, app_id, biz_sn, biz_type_name, applicant_id, \
        company_id, holder_uuid, status, current_node, instance, revision, created_at, \
        updated_at, completed_at, submitted_at, step_count) VALUES ",
    )?;
    println!("seeded {apps} applications");
    // the triggers tallied them one by one: one row per business and status from here on
    server::tallies::fold(&mut conn).map_err(|e| anyhow::anyhow!("{e:?}"))?;

    seed_tasks(&mut conn, &url, apps)?;

    chunked(
        &mut conn,
        accounts,
        |i| {
            format!(
                "('vol-h-{i:06}','{MAIN_TENANT}','9{i:09}','投资者{i}',2,NULL,1,0,NULL,NULL,'1',\
             '61011319900101{:04}',{})",
                i % 10_000,
                truth(&conn_kind(&url), true)
            )
        },
        "INSERT INTO holder_accounts (uuid, tenant_id, account_number, holder_name, organ_type, \
        organ_type_id, holder_account_status, investor_expire_status, company_id, product_id, \
        cert_type, certificate_no, rights_confirmed) VALUES ",
    )?;
    let volume = |i: usize| 100 + (i % 1_000) as i64 * 10;
    chunked(
        &mut conn,
        accounts,
        |i| format!("('vol-h-{i:06}','p-100001',{},0,0)", volume(i)),
        "INSERT INTO positions (account_uuid, product_id, volume, pledged, frozen) VALUES ",
    )?;
    let added: i64 = (0..accounts).map(volume).sum();
    diesel::update(products::table.find("p-100001"))
        .set(products::total_shares.eq(products::total_shares + added))
        .execute(&mut conn)?;
    println!("seeded {accounts} holder accounts holding {added} more shares of p-100001");

    // The planner's statistics for the new rows.
    conn.batch_execute(if url.starts_with("postgres") {
        "VACUUM ANALYZE"
    } else {
        "ANALYZE"
    })?;
    Ok(())
}

/// The business of the `i`th application: in turn, the waiting ones too (every fiftieth would
/// otherwise always fall on the first).
fn business(i: usize) -> (&'static str, &'static str) {
    BUSINESSES[(i + i / PENDING_EVERY) % BUSINESSES.len()]
}

/// Every application's to-dos: the open first review of one in fifty, the two closed reviews
/// of the others.
fn seed_tasks(conn: &mut DbConn, url: &str, apps: usize) -> anyhow::Result<()> {
    let tasks: Vec<(usize, u8)> = (0..apps)
        .flat_map(|i| {
            let n = if i % PENDING_EVERY == 0 { 1 } else { 2 };
            (0..n).map(move |k| (i, k))
        })
        .collect();
    chunked(
        conn,
        tasks.len(),
        |t| {
            let (i, k) = tasks[t];
            let at = START + i as i64 * 30;
            let carried = format!("'{MAIN_TENANT}','{}',{at}", business(i).0);
            if i % PENDING_EVERY == 0 {
                format!(
                    "('vol-{i:07}',1,'PreliminaryApprove','初审',NULL,',first_reviewer,',{},{at},\
                 NULL,NULL,NULL,NULL,{carried})",
                    truth(&conn_kind(url), true)
                )
            } else {
                let (no, node, name, role, by) = if k == 0 {
                    (
                        1,
                        "PreliminaryApprove",
                        "初审",
                        "first_reviewer",
                        "u-staff_first",
                    )
                } else {
                    (2, "Recheck", "复审", "recheck_reviewer", "u-staff_recheck")
                };
                format!(
                    "('vol-{i:07}',{no},'{node}','{name}',NULL,',{role},',{},{at},{},'{by}',\
                 'approve','同意',{carried})",
                    truth(&conn_kind(url), false),
                    at + 3_600 * no
                )
            }
        },
        "INSERT INTO tasks (application_id, task_no, node, node_name, assignee_user, \
        assignee_roles, open, opened_at, closed_at, closed_by, action, memo, tenant_id, app_id, \
        submitted_at) VALUES ",
    )?;
    println!("seeded {} tasks", tasks.len());
    Ok(())
}

#[derive(PartialEq)]
enum Kind {
    Postgres,
    Sqlite,
}

fn conn_kind(url: &str) -> Kind {
    if url.starts_with("postgres") {
        Kind::Postgres
    } else {
        Kind::Sqlite
    }
}

/// A boolean literal each backend takes.
fn truth(kind: &Kind, value: bool) -> &'static str {
    match (kind, value) {
        (Kind::Postgres, true) => "TRUE",
        (Kind::Postgres, false) => "FALSE",
        (Kind::Sqlite, true) => "1",
        (Kind::Sqlite, false) => "0",
    }
}

/// Inserts `count` rows, `CHUNK` to a statement, in one transaction. The values are the
/// benchmark's own (digits, fixed names), never a visitor's, so they are written as literals.
fn chunked(
    conn: &mut DbConn,
    count: usize,
    row: impl Fn(usize) -> String,
    insert: &str,
) -> anyhow::Result<()> {
    conn.transaction(|conn| {
        let mut start = 0;
        while start < count {
            let end = (start + CHUNK).min(count);
            let values: Vec<String> = (start..end).map(&row).collect();
            conn.batch_execute(&format!("{insert}{}", values.join(",")))?;
            start = end;
        }
        Ok::<_, anyhow::Error>(())
    })
}
