//! The statement budget of a business (issue 23): what a whole share transfer, submit and both
//! reviews, sends to the database, counted by the pool's own counter as pgbench counts TPC-B's
//! 5 (without `BEGIN` and `END`; the transaction control is counted and shown too; the
//! voucher made after the answer, off the request, is counted apart). The goal is 25, and
//! PostgreSQL is held to it; the budgets below are what the code achieves today (23 on
//! PostgreSQL: submit 11, first review 3, recheck 9; 33 on SQLite: 14, 6, 13), so that no
//! change makes it dearer unnoticed. Run with `RUST_LOG=sql=trace` to see each statement.

use server::db::DbConn;

use crate::helpers::TestApp;
use crate::support::{decide, people, share_transfer, submit, volume};

/// Statements that read or write, for the three commands together: 86 round trips before
/// issue 23 (62 when it was filed), 37 and 8 transaction control before a step's writes and
/// the chain's entry became one statement each, 23 and 6 now on PostgreSQL. SQLite writes the
/// application, its steps and each of its tasks in turn, and reads the chain's head and numbers
/// its entry from the table (its writers take turns): 10 more there.
const BUDGET_POSTGRES: u64 = 23;
const BUDGET_SQLITE: u64 = 33;
/// Where issue 23 wants it.
const GOAL: u64 = 25;

#[actix_rt::test]
async fn a_share_transfer_stays_within_its_statement_budget() {
    let app = TestApp::spawn().await;
    let p = people(&app).await;
    let postgres = matches!(*app.state.pool.get().unwrap(), DbConn::Postgres(_));
    let budget = if postgres {
        BUDGET_POSTGRES
    } else {
        BUDGET_SQLITE
    };
    let sent = || app.state.statements.sent();

    let start = sent();
    let answer = submit(&app, &p.investor, share_transfer(1000)).await;
    let uuid = answer.assert_ok()["uuid"].as_str().unwrap().to_owned();
    let submitted = sent();
    decide(&app, &p.first, &uuid, "approve", "材料齐全，同意")
        .await
        .assert_ok();
    let reviewed = sent();
    let done = decide(&app, &p.recheck, &uuid, "approve", "同意").await;
    assert_eq!(done.assert_ok()["status"], "approved");
    let completed = sent();

    let (submit, review, recheck) = (
        submitted - start,
        reviewed - submitted,
        completed - reviewed,
    );
    let whole = completed - start;
    eprintln!(
        "a share transfer: {} statements and {} transaction control (submit {}, first review {}, \
         recheck {}); the goal is {GOAL}",
        whole.work(),
        whole.transaction_control,
        submit.work(),
        review.work(),
        recheck.work()
    );
    assert!(
        whole.work() <= budget,
        "a share transfer sent {} statements (submit {}, first review {}, recheck {}); the \
         budget is {budget}",
        whole.work(),
        submit.work(),
        review.work(),
        recheck.work()
    );
    if postgres {
        assert!(
            whole.work() <= GOAL,
            "a share transfer sent {} statements on PostgreSQL; issue 23's goal is {GOAL}",
            whole.work()
        );
    }
    // The statements did the work: the shares moved.
    assert_eq!(volume(&app, "h-zhangwei-1", "p-100001"), 99_000);
    // The voucher is produced after the answer, off the request: counted apart.
    let produced = || {
        use diesel::prelude::*;
        use server::schema::business_documents;
        business_documents::table
            .filter(business_documents::application_id.eq(&uuid))
            .count()
            .get_result::<i64>(&mut *app.state.pool.get().unwrap())
            .unwrap()
            > 0
    };
    for _ in 0..200 {
        if produced() {
            break;
        }
        actix_rt::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(produced(), "the voucher is produced");
    eprintln!(
        "its documents, produced after the answer: {} statements",
        (sent() - start).off_request
    );
}
