//! Several servers, one truth (issue 23). What a server keeps in memory — the public answers
//! and the published definitions — another server behind the same load balancer can change.
//! On PostgreSQL each server announces its changes on the `platform_changes` channel and hears
//! the others' through one connection of its own (`LISTEN`), polled every 100 ms; a server that
//! lost that connection cannot know what it missed, so when it is back it forgets every answer
//! and catches up on every definition. SQLite is one process: there is nobody to tell.

mod listener;

use std::sync::{
    atomic::{AtomicBool, Ordering},
    mpsc::Sender,
    Arc,
};

pub use listener::{listen, Targets};

/// The channel every server of one database announces and listens on.
pub const CHANNEL: &str = "platform_changes";

/// What changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Change {
    /// The register or something the public pages show: cached public answers are stale.
    Answers,
    /// A definition (flow, form, script, fragment) was published.
    Definitions,
}

impl Change {
    pub fn as_str(self) -> &'static str {
        match self {
            Change::Answers => "answers",
            Change::Definitions => "definitions",
        }
    }

    pub fn parse(payload: &str) -> Option<Change> {
        match payload {
            "answers" => Some(Change::Answers),
            "definitions" => Some(Change::Definitions),
            _ => None,
        }
    }
}

/// Where this server announces its changes: the listener's connection sends them once the
/// change is committed (callers announce after their transaction), or nowhere on SQLite.
#[derive(Clone, Debug, Default)]
pub struct Changes {
    outbox: Option<Sender<Change>>,
    /// Set once the listener hears the others and has caught up on what it missed before;
    /// until then its catch-up may still forget the answers cached meanwhile.
    listening: Arc<AtomicBool>,
}

impl Changes {
    /// A server alone on its database.
    pub fn single_process() -> Changes {
        Changes::default()
    }

    /// Whether this server hears the other servers' changes (always, alone on SQLite).
    pub fn is_listening(&self) -> bool {
        self.outbox.is_none() || self.listening.load(Ordering::Acquire)
    }

    pub fn announce(&self, change: Change) {
        if let Some(outbox) = &self.outbox {
            // The listener ended only because the server is stopping: nobody to tell.
            let _ = outbox.send(change);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_reads_back_from_its_payload_and_nothing_else_does() {
        for change in [Change::Answers, Change::Definitions] {
            assert_eq!(Change::parse(change.as_str()), Some(change));
        }
        assert_eq!(Change::parse("register"), None);
    }

    #[test]
    fn a_single_process_announces_to_nobody_and_misses_nothing() {
        let alone = Changes::single_process();
        alone.announce(Change::Answers);
        assert!(alone.is_listening());
    }
}
