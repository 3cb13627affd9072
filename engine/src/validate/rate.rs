//! The period-on-period rate of the periodic financial report (02 §5).

use std::str::FromStr;

use rust_decimal::{Decimal, RoundingStrategy};

use super::number::Plain;

/// (this − last) / |last| × 100, or 100 × (this − last) when last is 0, rounded half away from
/// zero to two decimals (`"12.35"`, `"-50.00"`). Empty text when either value is missing or is
/// not a plain decimal number, since no rate can be shown then.
pub fn period_rate(this: &str, last: &str) -> String {
    rate(this, last)
        .map(|r| {
            let r = r.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero);
            let mut r = if r.is_zero() { Decimal::ZERO } else { r };
            r.rescale(2);
            r.to_string()
        })
        .unwrap_or_default()
}

fn rate(this: &str, last: &str) -> Option<Decimal> {
    let this = decimal(this)?;
    let last = decimal(last)?;
    let hundred_times_diff = this.checked_sub(last)?.checked_mul(Decimal::ONE_HUNDRED)?;
    if last.is_zero() {
        Some(hundred_times_diff)
    } else {
        hundred_times_diff.checked_div(last.abs())
    }
}

fn decimal(s: &str) -> Option<Decimal> {
    Plain::parse(s, true)?;
    Decimal::from_str(s).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates() {
        assert_eq!(period_rate("150", "100"), "50.00");
        assert_eq!(period_rate("50", "-100"), "150.00");
        assert_eq!(period_rate("1", "3"), "-66.67");
        assert_eq!(period_rate("2", "3"), "-33.33");
        assert_eq!(period_rate("12.5", "0"), "1250.00");
        assert_eq!(period_rate("0", "0"), "0.00");
        assert_eq!(period_rate("", "1"), "");
        assert_eq!(period_rate("1", "x"), "");
    }
}
