//! A range of days typed into a list's filter (yyyy-MM-dd, Beijing days), read the same way by
//! every list: both ends optional, the start no later than the end, and the moments it covers.

use chrono::NaiveDate;

use crate::{
    clock::{beijing_day_start, Timestamp},
    error::ApiError,
};

pub const WRONG_DAY: &str = "请输入正确的日期（yyyy-MM-dd）";
pub const START_AFTER_END: &str = "开始日期不能晚于结束日期";

/// Days from and to, both included; an open end is none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DayRange {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

/// A day as typed; blank is none, anything else not a day is refused with `wrong`.
pub fn day(text: Option<&str>, wrong: &str) -> Result<Option<NaiveDate>, ApiError> {
    match text.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(s) => NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| ApiError::bad_request(wrong)),
    }
}

impl DayRange {
    /// The range typed as `from` and `to`; `wrong` is the message for a value that is not a day.
    pub fn read(from: Option<&str>, to: Option<&str>, wrong: &str) -> Result<DayRange, ApiError> {
        let range = DayRange {
            from: day(from, wrong)?,
            to: day(to, wrong)?,
        };
        match (range.from, range.to) {
            (Some(f), Some(t)) if f > t => Err(ApiError::bad_request(START_AFTER_END)),
            _ => Ok(range),
        }
    }

    /// The moments the days cover: from the first day's start (Beijing) to the start of the day
    /// after the last, that end excluded.
    pub fn moments(&self) -> (Option<Timestamp>, Option<Timestamp>) {
        (
            self.from.map(beijing_day_start),
            self.to.and_then(|d| d.succ_opt()).map(beijing_day_start),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_ends_are_open_and_the_moments_cover_whole_beijing_days() {
        let range = DayRange::read(Some(" 2024-01-01 "), Some(""), WRONG_DAY).unwrap();
        assert_eq!(range.to, None);
        assert_eq!(range.moments(), (Some(1_704_038_400), None));
        let one = DayRange::read(Some("2024-01-01"), Some("2024-01-01"), WRONG_DAY).unwrap();
        assert_eq!(one.moments(), (Some(1_704_038_400), Some(1_704_124_800)));
    }

    #[test]
    fn a_wrong_day_and_a_start_after_the_end_are_refused() {
        let err = DayRange::read(Some("2024-13-01"), None, "提交日期格式不正确").unwrap_err();
        assert_eq!(err.to_string(), "提交日期格式不正确");
        let err = DayRange::read(Some("2024-02-02"), Some("2024-02-01"), WRONG_DAY).unwrap_err();
        assert_eq!(err.to_string(), START_AFTER_END);
    }
}
