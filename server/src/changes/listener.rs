//! The listening connection of a server on PostgreSQL: sends this server's announcements,
//! hears the other servers' and applies them.

use std::{
    collections::BTreeSet,
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc::{self, Receiver, TryRecvError},
        Arc, Weak,
    },
    thread,
    time::{Duration, Instant},
};

use diesel::{
    connection::SimpleConnection, sql_types::Text, Connection, PgConnection, RunQueryDsl,
};

use super::{Change, Changes, CHANNEL};
use crate::{answer_cache::AnswerCache, db::DbConn, flows::FlowLibrary, forms::FormLibrary};

/// How often the connection is asked for what arrived: within this, another server's change
/// is applied here.
const POLL: Duration = Duration::from_millis(100);
/// A connection that heard nothing for this long is asked a question, so that a dead one is
/// noticed and replaced.
const PROBE_AFTER: Duration = Duration::from_secs(10);
const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// What a change is applied to. Held weakly: when the server's state is gone, the listener
/// ends with it.
pub struct Targets {
    pub answers: Weak<AnswerCache>,
    pub forms: Weak<FormLibrary>,
    pub flows: Weak<FlowLibrary>,
}

struct Live {
    answers: Arc<AnswerCache>,
    forms: Arc<FormLibrary>,
    flows: Arc<FlowLibrary>,
}

impl Targets {
    fn live(&self) -> Option<Live> {
        Some(Live {
            answers: self.answers.upgrade()?,
            forms: self.forms.upgrade()?,
            flows: self.flows.upgrade()?,
        })
    }
}

impl Live {
    fn apply(&self, change: Change, conn: &mut DbConn) -> anyhow::Result<()> {
        match change {
            Change::Answers => self.answers.clear(),
            Change::Definitions => {
                let added = crate::studio::load::catch_up(conn, &self.forms, &self.flows)?;
                tracing::info!(added, "definitions published by another server loaded");
            }
        }
        Ok(())
    }
}

/// Starts the listener of a server on the PostgreSQL database at `url`; answers where the
/// server announces its own changes.
pub fn listen(url: String, targets: Targets) -> std::io::Result<Changes> {
    let (outbox, announced) = mpsc::channel();
    let listening = Arc::new(AtomicBool::new(false));
    let heard_by = listening.clone();
    thread::Builder::new()
        .name("platform-changes".into())
        .spawn(move || run(&url, &announced, &targets, &heard_by))?;
    Ok(Changes {
        outbox: Some(outbox),
        listening,
    })
}

fn run(url: &str, announced: &Receiver<Change>, targets: &Targets, listening: &AtomicBool) {
    let mut backoff = POLL;
    while targets.live().is_some() {
        match session(url, announced, targets, listening) {
            Ok(()) => return,
            Err(error) => {
                listening.store(false, Ordering::Release);
                tracing::warn!(%error, "the change listener lost its connection; reconnecting");
                thread::sleep(backoff);
                backoff = (backoff * 2).min(MAX_BACKOFF);
            }
        }
    }
}

/// One connection's life: answers `Ok` when the server is gone, an error when the connection
/// failed.
fn session(
    url: &str,
    announced: &Receiver<Change>,
    targets: &Targets,
    listening: &AtomicBool,
) -> anyhow::Result<()> {
    let mut conn = DbConn::Postgres(PgConnection::establish(url)?);
    conn.batch_execute(&format!("LISTEN {CHANNEL}"))?;
    let own: i32 = diesel::select(diesel::dsl::sql::<diesel::sql_types::Integer>(
        "pg_backend_pid()",
    ))
    .get_result(&mut conn)?;
    // What was announced while this server was not listening is lost: catch up on all of it.
    match targets.live() {
        Some(live) => {
            live.apply(Change::Answers, &mut conn)?;
            live.apply(Change::Definitions, &mut conn)?;
        }
        None => return Ok(()),
    }
    listening.store(true, Ordering::Release);
    let mut last_heard = Instant::now();
    loop {
        let Some(live) = targets.live() else {
            return Ok(());
        };
        for change in outgoing(announced) {
            diesel::sql_query("SELECT pg_notify($1, $2)")
                .bind::<Text, _>(CHANNEL)
                .bind::<Text, _>(change.as_str())
                .execute(&mut conn)?;
            last_heard = Instant::now();
        }
        let heard = heard(&mut conn, own)?;
        if !heard.is_empty() {
            last_heard = Instant::now();
        }
        for change in heard {
            live.apply(change, &mut conn)?;
        }
        if last_heard.elapsed() > PROBE_AFTER {
            conn.batch_execute("SELECT 1")?;
            last_heard = Instant::now();
        }
        drop(live);
        thread::sleep(POLL);
    }
}

/// This server's announcements since the last poll, each once.
fn outgoing(announced: &Receiver<Change>) -> BTreeSet<Change> {
    let mut changes = BTreeSet::new();
    loop {
        match announced.try_recv() {
            Ok(change) => {
                changes.insert(change);
            }
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => return changes,
        }
    }
}

/// The other servers' announcements that arrived, each once (this connection's own come back
/// too, and are left out).
fn heard(conn: &mut DbConn, own: i32) -> anyhow::Result<BTreeSet<Change>> {
    let mut changes = BTreeSet::new();
    if let DbConn::Postgres(pg) = conn {
        for notification in pg.notifications_iter() {
            let notification = notification?;
            if notification.process_id != own {
                changes.extend(Change::parse(&notification.payload));
            }
        }
    }
    Ok(changes)
}
