//! Bank card numbers (01 §5): digits only, 16 to 19 of them, an issuer prefix from the list the
//! product accepts, and the Luhn check digit.

use super::{all_digits, Check};

pub(super) const REQUIRED: &str = "请输入银行卡号";
pub(super) const NOT_DIGITS: &str = "银行卡号必须全为数字";
pub(super) const BAD_LENGTH: &str = "银行卡号长度必须在16到19位之间";
pub(super) const MESSAGE: &str = "请输入正确的银行卡号";

/// The first two digits the product accepts.
const ISSUER_PREFIXES: [&str; 35] = [
    "10", "18", "30", "35", "37", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50",
    "51", "52", "53", "54", "55", "56", "58", "60", "62", "65", "68", "69", "84", "87", "88", "94",
    "95", "98", "99",
];

pub(super) fn check(s: &str) -> Check {
    if !all_digits(s) {
        return Err(NOT_DIGITS.into());
    }
    if !(16..=19).contains(&s.len()) {
        return Err(BAD_LENGTH.into());
    }
    if !ISSUER_PREFIXES.contains(&&s[..2]) || !luhn(s) {
        return Err(MESSAGE.into());
    }
    Ok(())
}

/// The Luhn (mod 10) check over a string of ASCII digits.
pub(super) fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let twice = d * 2;
                if twice > 9 {
                    twice - 9
                } else {
                    twice
                }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luhn_of_well_known_test_numbers() {
        assert!(luhn("4111111111111111"));
        assert!(!luhn("4111111111111112"));
        assert!(luhn("79927398713"));
    }

    #[test]
    fn messages_in_the_spec_order() {
        assert_eq!(check("6222 0212 3456 7890"), Err(NOT_DIGITS.into()));
        assert_eq!(check("411111111111111"), Err(BAD_LENGTH.into()));
        assert_eq!(check("4111111111111111"), Ok(()));
        assert_eq!(check("2111111111111119"), Err(MESSAGE.into()));
    }
}
