//! A calendar date without a clock: what "today" is comes from the caller.

use std::fmt;

/// A valid Gregorian calendar date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CalendarDate {
    year: i32,
    month: u32,
    day: u32,
}

impl CalendarDate {
    /// 1970-01-01, a fixed date for checks that do not depend on today.
    pub const EPOCH: CalendarDate = CalendarDate {
        year: 1970,
        month: 1,
        day: 1,
    };

    /// The date, if it exists in the calendar (years 1 to 9999).
    pub fn new(year: i32, month: u32, day: u32) -> Option<Self> {
        let ok = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        ok.then_some(CalendarDate { year, month, day })
    }

    /// Parses `yyyy-MM-dd`.
    pub fn parse(s: &str) -> Option<Self> {
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let num = |r: std::ops::Range<usize>| -> Option<u32> {
            let part = s.get(r)?;
            part.bytes()
                .all(|c| c.is_ascii_digit())
                .then(|| part.parse().ok())?
        };
        Self::new(num(0..4)? as i32, num(5..7)?, num(8..10)?)
    }

    pub fn year(&self) -> i32 {
        self.year
    }

    pub fn month(&self) -> u32 {
        self.month
    }

    pub fn day(&self) -> u32 {
        self.day
    }

    /// Full years from `self` (a birth date) to `today`; negative when `self` is later.
    /// Someone born on 29 February turns a year older on 1 March in common years.
    pub fn age_on(&self, today: CalendarDate) -> i32 {
        let years = today.year - self.year;
        if (today.month, today.day) < (self.month, self.day) {
            years - 1
        } else {
            years
        }
    }
}

impl fmt::Display for CalendarDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_only_real_dates() {
        assert_eq!(
            CalendarDate::parse("2024-02-29").map(|d| d.to_string()),
            Some("2024-02-29".to_string())
        );
        assert_eq!(CalendarDate::parse("2023-02-29"), None);
        assert_eq!(CalendarDate::parse("1900-02-29"), None);
        assert!(CalendarDate::parse("2000-02-29").is_some());
        assert_eq!(CalendarDate::parse("2024-13-01"), None);
        assert_eq!(CalendarDate::parse("2024-04-31"), None);
        assert_eq!(CalendarDate::parse("2024-4-01"), None);
        assert_eq!(CalendarDate::parse("+024-04-01"), None);
    }

    #[test]
    fn age_counts_full_years() {
        let born = CalendarDate::new(2020, 2, 29).unwrap();
        assert_eq!(born.age_on(CalendarDate::new(2023, 2, 28).unwrap()), 2);
        assert_eq!(born.age_on(CalendarDate::new(2023, 3, 1).unwrap()), 3);
        assert_eq!(born.age_on(CalendarDate::new(2024, 2, 29).unwrap()), 4);
        assert_eq!(born.age_on(CalendarDate::new(2019, 1, 1).unwrap()), -2);
    }
}
