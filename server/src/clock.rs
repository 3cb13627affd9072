//! Time as an input. The server reads it through a `Clock` so tests can move it.

use std::sync::{
    atomic::{AtomicI64, Ordering},
    Arc,
};

/// Seconds since the Unix epoch.
pub type Timestamp = i64;

pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        chrono::Utc::now().timestamp()
    }
}

/// A clock that only moves when told to.
#[derive(Clone, Default)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    pub fn at(now: Timestamp) -> Self {
        Self(Arc::new(AtomicI64::new(now)))
    }
    pub fn advance(&self, secs: i64) {
        self.0.fetch_add(secs, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        self.0.load(Ordering::SeqCst)
    }
}
