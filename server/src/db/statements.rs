//! Counts the statements a pool's connections send to the database, for the statement budget
//! of a business (issue 23: a whole share transfer in few statements on PostgreSQL) and for
//! anyone asking where a request's time goes (`RUST_LOG=sql=trace` names each statement).

use std::{
    cell::Cell,
    fmt::{self, Write},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
};

use diesel::connection::{Instrumentation, InstrumentationEvent};

thread_local! {
    /// Set while a thread does work off any request (`off_request`).
    static OFF_REQUEST: Cell<bool> = const { Cell::new(false) };
}

/// Runs `work` as work done off any request (a business's documents, produced after its
/// answer): its statements are counted apart from the requests'.
pub fn off_request<T>(work: impl FnOnce() -> T) -> T {
    struct Reset;
    impl Drop for Reset {
        fn drop(&mut self) {
            OFF_REQUEST.set(false);
        }
    }
    OFF_REQUEST.set(true);
    let _reset = Reset;
    work()
}

/// What the connections of one pool have sent for requests: every statement, and among them
/// those that only begin or end a transaction (`BEGIN`, `COMMIT`, `ROLLBACK`, savepoints). Each
/// is a round trip; pgbench's TPC-B counts its 5 statements without its `BEGIN` and `END`.
/// Statements of work off the requests are counted apart.
#[derive(Clone, Debug, Default)]
pub struct Statements {
    sent: Arc<AtomicU64>,
    control: Arc<AtomicU64>,
    off_request: Arc<AtomicU64>,
}

/// Counts so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sent {
    pub statements: u64,
    pub transaction_control: u64,
    /// Statements of work done off the requests.
    pub off_request: u64,
}

impl Sent {
    /// The statements that read or write data.
    pub fn work(&self) -> u64 {
        self.statements - self.transaction_control
    }
}

impl std::ops::Sub for Sent {
    type Output = Sent;
    fn sub(self, earlier: Sent) -> Sent {
        Sent {
            statements: self.statements - earlier.statements,
            transaction_control: self.transaction_control - earlier.transaction_control,
            off_request: self.off_request - earlier.off_request,
        }
    }
}

impl Statements {
    pub fn sent(&self) -> Sent {
        Sent {
            statements: self.sent.load(Ordering::Relaxed),
            transaction_control: self.control.load(Ordering::Relaxed),
            off_request: self.off_request.load(Ordering::Relaxed),
        }
    }

    /// The instrumentation a connection of the pool carries.
    pub(super) fn counter(&self) -> impl Instrumentation {
        let (sent, control, off) = (
            self.sent.clone(),
            self.control.clone(),
            self.off_request.clone(),
        );
        move |event: InstrumentationEvent<'_>| {
            if let InstrumentationEvent::StartQuery { query, .. } = event {
                if OFF_REQUEST.get() {
                    off.fetch_add(1, Ordering::Relaxed);
                } else {
                    sent.fetch_add(1, Ordering::Relaxed);
                    if is_transaction_control(query) {
                        control.fetch_add(1, Ordering::Relaxed);
                    }
                }
                if tracing::enabled!(target: "sql", tracing::Level::TRACE) {
                    // The statement, never its values: codes and passwords travel in them.
                    tracing::trace!(target: "sql", "{}", text_of(query));
                }
            }
        }
    }
}

/// Whether a statement only begins or ends a transaction; reads no more of its text than the
/// first word (a statement's text can be long: an application's instance is in its binds).
fn is_transaction_control(query: &dyn fmt::Display) -> bool {
    let mut head = Head(String::new());
    // Head stops the formatting once it has enough: the error is that stop.
    let _ = write!(head, "{query}");
    let word = head.0.trim_start();
    ["BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE"]
        .iter()
        .any(|w| {
            word.get(..w.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(w))
        })
}

/// A statement's SQL without its bound values.
fn text_of(query: &dyn fmt::Display) -> String {
    let mut text = Sql(String::new());
    let _ = write!(text, "{query}");
    text.0
}

/// Takes the SQL diesel writes before its ` -- binds: [...]`, then stops the formatting.
struct Sql(String);

impl Write for Sql {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.push_str(s);
        match self.0.find(" -- binds:") {
            Some(at) => {
                self.0.truncate(at);
                Err(fmt::Error)
            }
            None => Ok(()),
        }
    }
}

struct Head(String);

impl Write for Head {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let room = 16usize.saturating_sub(self.0.len());
        self.0.extend(s.chars().take(room));
        if self.0.len() >= 16 {
            Err(fmt::Error)
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_off_the_requests_is_counted_apart() {
        use diesel::{connection::SimpleConnection, Connection, SqliteConnection};
        let statements = Statements::default();
        let mut conn = SqliteConnection::establish(":memory:").unwrap();
        conn.set_instrumentation(statements.counter());
        conn.batch_execute("SELECT 1").unwrap();
        off_request(|| conn.batch_execute("SELECT 2")).unwrap();
        conn.batch_execute("BEGIN; COMMIT").unwrap();
        let sent = statements.sent();
        assert_eq!(
            (sent.statements, sent.transaction_control, sent.off_request),
            (2, 1, 1)
        );
        assert_eq!(sent.work(), 1);
    }

    #[test]
    fn a_statement_is_logged_without_its_values() {
        let logged =
            text_of(&"INSERT INTO sms_outbox (content) VALUES (?) -- binds: [\"验证码为274875\"]");
        assert_eq!(logged, "INSERT INTO sms_outbox (content) VALUES (?)");
    }

    #[test]
    fn transaction_control_is_told_from_work_by_its_first_word() {
        for sql in [
            "BEGIN",
            "COMMIT",
            "ROLLBACK TO SAVEPOINT a; RELEASE SAVEPOINT a",
            "savepoint x",
            "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        ] {
            assert!(is_transaction_control(&sql), "{sql}");
        }
        for sql in [
            "SELECT 1",
            "UPDATE \"positions\" SET",
            "INSERT INTO \"tasks\"",
            "  ",
            "-- 流程查询",
        ] {
            assert!(!is_transaction_control(&sql), "{sql}");
        }
    }
}
