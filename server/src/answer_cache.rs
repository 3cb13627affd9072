//! A short-lived memory of public answers. The showcase lists change only when a business
//! completes, yet every visitor's first page asks the database again; within the configured
//! time (`PLATFORM_PUBLIC_CACHE_SECS`) an identical query is answered from here. A completed
//! business clears it, so this process never shows a stale register; another server on the
//! same PostgreSQL database hears of it (`changes`) and clears its own within a second.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use actix_web::web::Bytes;

/// Entries kept at most; a full cache drops what has expired, then everything.
const CAPACITY: usize = 2048;

pub struct AnswerCache {
    ttl: Duration,
    entries: Mutex<HashMap<String, (Instant, Bytes)>>,
}

impl AnswerCache {
    pub fn new(ttl: Duration) -> AnswerCache {
        AnswerCache {
            ttl,
            entries: Mutex::default(),
        }
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Instant, Bytes)>> {
        self.entries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The answer stored under `key`, while it is fresh.
    pub fn get(&self, key: &str) -> Option<Bytes> {
        if self.ttl.is_zero() {
            return None;
        }
        let entries = self.entries();
        let (stored, body) = entries.get(key)?;
        (stored.elapsed() < self.ttl).then(|| body.clone())
    }

    pub fn put(&self, key: String, body: Bytes) {
        if self.ttl.is_zero() {
            return;
        }
        let mut entries = self.entries();
        if entries.len() >= CAPACITY {
            let ttl = self.ttl;
            entries.retain(|_, (stored, _)| stored.elapsed() < ttl);
            if entries.len() >= CAPACITY {
                entries.clear();
            }
        }
        entries.insert(key, (Instant::now(), body));
    }

    /// Forgets every answer: the register changed.
    pub fn clear(&self) {
        self.entries().clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_served_while_fresh_and_forgotten_on_clear() {
        let cache = AnswerCache::new(Duration::from_secs(60));
        assert!(cache.get("a").is_none());
        cache.put("a".into(), Bytes::from_static(b"1"));
        assert_eq!(cache.get("a").as_deref(), Some(&b"1"[..]));
        cache.clear();
        assert!(cache.get("a").is_none());
    }

    #[test]
    fn an_expired_answer_is_not_served() {
        let cache = AnswerCache::new(Duration::from_millis(1));
        cache.put("a".into(), Bytes::from_static(b"1"));
        std::thread::sleep(Duration::from_millis(5));
        assert!(cache.get("a").is_none());
    }

    #[test]
    fn a_zero_time_turns_the_cache_off() {
        let cache = AnswerCache::new(Duration::ZERO);
        cache.put("a".into(), Bytes::from_static(b"1"));
        assert!(cache.get("a").is_none());
    }

    #[test]
    fn a_full_cache_never_grows_past_its_capacity() {
        let cache = AnswerCache::new(Duration::from_secs(60));
        for i in 0..CAPACITY + 10 {
            cache.put(i.to_string(), Bytes::from_static(b"x"));
        }
        assert!(cache.entries().len() <= CAPACITY);
        assert!(cache.get(&(CAPACITY + 9).to_string()).is_some());
    }
}
