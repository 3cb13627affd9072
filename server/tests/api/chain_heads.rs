//! The chain's per-tenant head (issue 23): a completion locks its tenant's head row, not the
//! chain's table, so completions of different tenants never wait for each other while two of
//! one tenant take turns and stay linked.

use diesel::connection::SimpleConnection;
use server::{
    db::{DbConn, PooledConn},
    models::chain::ChainEntry,
};

use crate::helpers::TestApp;

fn append(conn: &mut PooledConn, tenant: &str, biz_sn: &str) -> diesel::QueryResult<ChainEntry> {
    ChainEntry::append(
        conn,
        tenant,
        biz_sn,
        "550004",
        format!("{{\"bizSn\":\"{biz_sn}\"}}"),
        1_700_000_000,
    )
}

#[actix_rt::test]
async fn completions_of_different_tenants_never_wait_for_each_other() {
    let app = TestApp::spawn().await;
    let mut first = app.state.pool.get().unwrap();
    let mut second = app.state.pool.get().unwrap();
    if !matches!(*first, DbConn::Postgres(_)) {
        // SQLite has one writer at a time by design (BEGIN IMMEDIATE): nothing to show there.
        return;
    }
    // A waiting statement fails after 1 s instead of waiting: waiting is what is tested.
    second.batch_execute("SET lock_timeout = '1s'").unwrap();

    // The first completion of tenant 000000 is under way: its transaction is open.
    first.batch_execute("BEGIN").unwrap();
    let opened = append(&mut first, "000000", "SN-A").unwrap();

    // Another tenant's completion goes through meanwhile.
    second.batch_execute("BEGIN").unwrap();
    let other = append(&mut second, "116000", "SN-B").unwrap();
    second.batch_execute("COMMIT").unwrap();
    assert_eq!(other.prev_hash, server::models::chain::GENESIS);

    // A second completion of the same tenant waits for the first (here: gives up waiting).
    second.batch_execute("BEGIN").unwrap();
    let waited = append(&mut second, "000000", "SN-C").unwrap_err();
    assert!(
        waited.to_string().contains("lock timeout"),
        "the same tenant's completion must wait: {waited}"
    );
    second.batch_execute("ROLLBACK").unwrap();

    // Once the first commits, the next links to it.
    first.batch_execute("COMMIT").unwrap();
    second.batch_execute("BEGIN").unwrap();
    let next = append(&mut second, "000000", "SN-C").unwrap();
    second.batch_execute("COMMIT").unwrap();
    assert_eq!(next.prev_hash, opened.hash);
    assert!(next.seq > other.seq && other.seq > opened.seq);
    for tenant in ["000000", "116000"] {
        assert!(
            ChainEntry::verify(&mut first, tenant).unwrap().is_none(),
            "{tenant}'s chain is intact"
        );
    }
}

#[actix_rt::test]
async fn a_completion_rolled_back_leaves_the_head_where_it_was() {
    let app = TestApp::spawn().await;
    let mut conn = app.state.pool.get().unwrap();
    conn.batch_execute("BEGIN").unwrap();
    let kept = append(&mut conn, "000000", "SN-1").unwrap();
    conn.batch_execute("COMMIT").unwrap();
    conn.batch_execute("BEGIN").unwrap();
    append(&mut conn, "000000", "SN-2").unwrap();
    conn.batch_execute("ROLLBACK").unwrap();
    conn.batch_execute("BEGIN").unwrap();
    let next = append(&mut conn, "000000", "SN-2").unwrap();
    conn.batch_execute("COMMIT").unwrap();
    assert_eq!(
        next.prev_hash, kept.hash,
        "linked to the last committed entry"
    );
    assert!(ChainEntry::verify(&mut conn, "000000").unwrap().is_none());
}
