//! Whole numbers within JavaScript's safe range (01 §5): `positiveInteger` (no leading zero)
//! and `nonNegativeInteger` (0, or no leading zero).

use super::{all_digits, Check};

pub(super) const POSITIVE: &str = "请输入正整数";
pub(super) const NON_NEGATIVE: &str = "请输入非负整数";
/// The product's message for a number above 2^53 − 1 (02 §5, amount input).
pub(super) const UNSAFE: &str = "数字超过最大安全长度";

/// 2^53 − 1, `Number.MAX_SAFE_INTEGER`.
pub const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

pub(super) fn check_positive(s: &str) -> Check {
    if !all_digits(s) || s.starts_with('0') {
        return Err(POSITIVE.into());
    }
    safe(s)
}

pub(super) fn check_non_negative(s: &str) -> Check {
    if !all_digits(s) || (s.len() > 1 && s.starts_with('0')) {
        return Err(NON_NEGATIVE.into());
    }
    safe(s)
}

/// `digits` has no leading zero.
fn safe(digits: &str) -> Check {
    match digits.parse::<u64>() {
        Ok(n) if n <= MAX_SAFE_INTEGER => Ok(()),
        _ => Err(UNSAFE.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_safe_range_ends_at_two_to_the_53_minus_one() {
        assert_eq!(check_positive("9007199254740991"), Ok(()));
        assert_eq!(check_positive("9007199254740992"), Err(UNSAFE.into()));
        assert_eq!(
            check_positive("123456789012345678901234567890"),
            Err(UNSAFE.into())
        );
        assert_eq!(check_non_negative("0"), Ok(()));
        assert_eq!(check_non_negative("00"), Err(NON_NEGATIVE.into()));
        assert_eq!(check_positive("0"), Err(POSITIVE.into()));
        assert_eq!(check_positive("01"), Err(POSITIVE.into()));
    }
}
