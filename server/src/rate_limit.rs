//! Rate limits for endpoints that invite guessing or cost something per call: per client
//! address on the token endpoint (and the SMS and e-mail code sending later), per user on an
//! applicant's holder look-up. Each such endpoint keeps its own [`Limiter`] in `AppState`.
//!
//! The limit lives in the server's memory (governor's GCRA, a burst of `n` refilled at `n` a
//! minute), so with several server processes each one counts on its own; the lock-out of
//! accounts in the database is the guard that holds across processes. Time comes from the
//! server's `Clock`, so tests move it instead of waiting.

use std::{hash::Hash, net::IpAddr, num::NonZeroU32, sync::Arc, time::Duration};

use governor::{
    clock, middleware::NoOpMiddleware, state::keyed::HashMapStateStore, Quota, RateLimiter,
};

use crate::{clock::Clock, error::ApiError};

pub const TOO_MANY_REQUESTS: &str = "请求过于频繁，请稍后再试";

/// Past this many remembered keys, the ones whose allowance is full again are forgotten.
const FORGET_ABOVE: usize = 10_000;

/// governor reads time through its own trait; this one reads the server's clock.
#[derive(Clone)]
struct ServerClock(Arc<dyn Clock>);

impl clock::Clock for ServerClock {
    type Instant = Duration;

    fn now(&self) -> Duration {
        Duration::from_secs(u64::try_from(self.0.now()).unwrap_or(0))
    }
}

type Keyed<K> = RateLimiter<K, HashMapStateStore<K>, ServerClock, NoOpMiddleware<Duration>>;

/// Calls counted per key (a client address, a user).
pub struct Limiter<K: Hash + Eq + Clone> {
    /// `None`: no limit (configured as 0).
    limiter: Option<Keyed<K>>,
}

/// Calls counted per client address.
pub type PerIpLimiter = Limiter<IpAddr>;

/// Calls counted per user id.
pub type PerUserLimiter = Limiter<String>;

impl<K: Hash + Eq + Clone> Limiter<K> {
    /// At most `per_minute` calls a minute for one key, all of them at once if it wants;
    /// 0 turns the limit off.
    pub fn per_minute(per_minute: u32, clock: Arc<dyn Clock>) -> Self {
        let limiter = NonZeroU32::new(per_minute)
            .map(|n| RateLimiter::hashmap_with_clock(Quota::per_minute(n), ServerClock(clock)));
        Self { limiter }
    }

    /// Counts one call for `key`; refuses it with 429 past the limit. A call without a key
    /// (an address unknown, not over TCP) is not limited.
    pub fn check(&self, key: Option<K>) -> Result<(), ApiError> {
        let (Some(limiter), Some(key)) = (&self.limiter, key) else {
            return Ok(());
        };
        if limiter.len() > FORGET_ABOVE {
            limiter.retain_recent();
        }
        limiter
            .check_key(&key)
            .map_err(|_| ApiError::TooManyRequests(TOO_MANY_REQUESTS.into()))
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;

    use super::*;
    use crate::clock::ManualClock;

    #[test]
    fn each_address_has_its_own_allowance_which_refills_within_a_minute() {
        let clock = ManualClock::at(1_000);
        let limiter = PerIpLimiter::per_minute(3, Arc::new(clock.clone()));
        let a = Some(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1)));
        let b = Some(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)));
        for _ in 0..3 {
            limiter.check(a).unwrap();
        }
        assert!(matches!(
            limiter.check(a),
            Err(ApiError::TooManyRequests(_))
        ));
        limiter.check(b).unwrap();
        clock.advance(60);
        for _ in 0..3 {
            limiter.check(a).unwrap();
        }
    }

    #[test]
    fn zero_means_no_limit() {
        let limiter = PerIpLimiter::per_minute(0, Arc::new(ManualClock::at(0)));
        let a = Some(IpAddr::V4(Ipv4Addr::LOCALHOST));
        for _ in 0..1_000 {
            limiter.check(a).unwrap();
        }
    }
}
