//! Time as an input, in one unit. The server reads it through a `Clock` so tests can move it;
//! every time it stores or answers is a [`Timestamp`] in seconds. Two conversions leave this
//! unit, and both live here: the engine's history counts milliseconds ([`to_engine`],
//! [`from_engine`]), and the market's screens, serial numbers and calendar days are Beijing
//! time, UTC+8 all year ([`beijing`] and the functions after it).

use std::sync::{
    atomic::{AtomicI64, Ordering},
    Arc,
};

use chrono::{NaiveDate, NaiveDateTime};

/// Seconds since the Unix epoch.
pub type Timestamp = i64;

/// The engine's clock ticks in milliseconds.
const MILLIS_PER_SECOND: i64 = 1000;

/// China Standard Time: UTC+8, no daylight saving.
const BEIJING_OFFSET_SECS: i64 = 8 * 3600;

pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;

    /// Now, as the engine counts it.
    fn engine_now(&self) -> engine::Timestamp {
        to_engine(self.now())
    }
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

/// A server time as the engine's millisecond timestamp.
pub fn to_engine(secs: Timestamp) -> engine::Timestamp {
    engine::Timestamp(secs.saturating_mul(MILLIS_PER_SECOND))
}

/// An engine timestamp as the server's seconds (the milliseconds dropped).
pub fn from_engine(t: engine::Timestamp) -> Timestamp {
    t.0 / MILLIS_PER_SECOND
}

/// The Beijing wall-clock time at `secs` (the epoch's for a time out of chrono's range).
pub fn beijing(secs: Timestamp) -> NaiveDateTime {
    chrono::DateTime::from_timestamp(secs.saturating_add(BEIJING_OFFSET_SECS), 0)
        .unwrap_or_default()
        .naive_utc()
}

/// The Beijing calendar day at `secs`: the platform's "today".
pub fn beijing_date(secs: Timestamp) -> NaiveDate {
    beijing(secs).date()
}

/// The first second of a Beijing calendar day.
pub fn beijing_day_start(day: NaiveDate) -> Timestamp {
    day.and_time(chrono::NaiveTime::MIN)
        .and_utc()
        .timestamp()
        .saturating_sub(BEIJING_OFFSET_SECS)
}

/// `yyyy-MM-dd HH:mm:ss` in Beijing, as the screens and lists show a time.
pub fn beijing_text(secs: Timestamp) -> String {
    beijing(secs).format("%Y-%m-%d %H:%M:%S").to_string()
}

/// `yyyyMMddHHmmss` in Beijing, the time part of a business serial number.
pub fn beijing_digits(secs: Timestamp) -> String {
    beijing(secs).format("%Y%m%d%H%M%S").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2024-01-01 00:30:00 UTC.
    const NEW_YEAR_UTC: Timestamp = 1_704_069_000;

    #[test]
    fn a_beijing_day_starts_at_sixteen_hundred_utc_the_day_before() {
        let day = NaiveDate::from_ymd_opt(2024, 1, 1).unwrap();
        assert_eq!(beijing_text(beijing_day_start(day)), "2024-01-01 00:00:00");
        assert_eq!(beijing_day_start(day), 1_704_038_400);
    }

    #[test]
    fn beijing_is_eight_hours_ahead_of_utc() {
        assert_eq!(beijing_text(NEW_YEAR_UTC), "2024-01-01 08:30:00");
        assert_eq!(beijing_digits(NEW_YEAR_UTC), "20240101083000");
        // 16:00 UTC is already the next day in Beijing.
        let late = NEW_YEAR_UTC + 15 * 3600 + 30 * 60;
        assert_eq!(beijing_date(late).to_string(), "2024-01-02");
    }

    #[test]
    fn engine_time_is_the_same_instant_in_milliseconds() {
        assert_eq!(to_engine(12), engine::Timestamp(12_000));
        assert_eq!(from_engine(engine::Timestamp(12_999)), 12);
        assert_eq!(from_engine(to_engine(NEW_YEAR_UTC)), NEW_YEAR_UTC);
    }
}
