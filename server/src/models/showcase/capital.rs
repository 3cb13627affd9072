//! Registered capital in the showcase: stored as integer fen so that the range filters of
//! spec §9 are exact, shown as yuan with two places.

use serde::Serialize;
use utoipa::ToSchema;

/// Registered capital: integer fen, so that range filters are exact.
pub const FEN_PER_WAN: i64 = 1_000_000;

/// A capital range option of spec §9, bounds in 万元 (lower inclusive, upper exclusive).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CapitalRange {
    pub key: &'static str,
    pub value: &'static str,
    pub greater_than: Option<i64>,
    pub less_than: Option<i64>,
}

pub const CAPITAL_RANGES: [(&str, &str, Option<i64>, Option<i64>); 5] = [
    ("-500", "500万以下", None, Some(500)),
    ("500-1000", "500万-1000万", Some(500), Some(1000)),
    ("1000-2000", "1000万-2000万", Some(1000), Some(2000)),
    ("2000-5000", "2000万-5000万", Some(2000), Some(5000)),
    ("5000-", "5000万及以上", Some(5000), None),
];

pub fn capital_ranges() -> Vec<CapitalRange> {
    CAPITAL_RANGES
        .iter()
        .map(|&(key, value, greater_than, less_than)| CapitalRange {
            key,
            value,
            greater_than,
            less_than,
        })
        .collect()
}

/// Fen as a decimal yuan string with two places: 123456 -> "1234.56".
pub fn fen_to_yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    let abs = fen.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_prints_as_yuan_with_two_places() {
        assert_eq!(fen_to_yuan(0), "0.00");
        assert_eq!(fen_to_yuan(500_000_000), "5000000.00");
        assert_eq!(fen_to_yuan(123_456_789), "1234567.89");
        assert_eq!(fen_to_yuan(-5), "-0.05");
    }
}
