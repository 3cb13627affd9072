//! Citizen identity card numbers (01 §5): 15 or 18 characters, a province prefix, a birth
//! date giving an age of 3 to 150 on `today`, and the ISO 7064 MOD 11-2 check character of
//! the 18-character form (`X` or `x` for 10).

use super::{CalendarDate, Check};

pub(super) const MESSAGE: &str = "请输入正确的身份证号码";
pub(super) const REQUIRED: &str = "请输入身份证号码";

/// Provinces, autonomous regions and municipalities (GB/T 2260), Taiwan, Hong Kong and Macau,
/// 83 for the residence permits of Taiwan residents and 91 for overseas.
const PROVINCES: [u8; 36] = [
    11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
    53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83, 91,
];

const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS: &[u8; 11] = b"10X98765432";

const MIN_AGE: i32 = 3;
const MAX_AGE: i32 = 150;

pub(super) fn check(s: &str, today: CalendarDate) -> Check {
    if is_valid(s, today) {
        Ok(())
    } else {
        Err(MESSAGE.into())
    }
}

fn is_valid(s: &str, today: CalendarDate) -> bool {
    let b = s.as_bytes();
    let shape = match b.len() {
        15 => b.iter().all(u8::is_ascii_digit),
        18 => b[..17].iter().all(u8::is_ascii_digit) && matches!(b[17], b'0'..=b'9' | b'X' | b'x'),
        _ => false,
    };
    if !shape {
        return false;
    }
    let province = (b[0] - b'0') * 10 + (b[1] - b'0');
    if !PROVINCES.contains(&province) {
        return false;
    }
    let Some(born) = birth_date(b) else {
        return false;
    };
    let age = born.age_on(today);
    if !(MIN_AGE..=MAX_AGE).contains(&age) {
        return false;
    }
    b.len() == 15 || check_char(&b[..17]) == b[17].to_ascii_uppercase()
}

/// The birth date: `yyyyMMdd` at 6..14, or `yyMMdd` of the 1900s at 6..12 in the old form.
fn birth_date(b: &[u8]) -> Option<CalendarDate> {
    let num = |r: std::ops::Range<usize>| {
        b[r].iter()
            .fold(0u32, |acc, d| acc * 10 + u32::from(d - b'0'))
    };
    if b.len() == 15 {
        CalendarDate::new(1900 + num(6..8) as i32, num(8..10), num(10..12))
    } else {
        CalendarDate::new(num(6..10) as i32, num(10..12), num(12..14))
    }
}

fn check_char(first17: &[u8]) -> u8 {
    let sum: u32 = first17
        .iter()
        .zip(WEIGHTS)
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    CHECK_CHARS[(sum % 11) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> CalendarDate {
        CalendarDate::new(2024, 6, 15).unwrap()
    }

    #[test]
    fn a_known_good_number_passes_in_either_case_of_x() {
        assert_eq!(check("11010519491231002X", today()), Ok(()));
        assert_eq!(check("11010519491231002x", today()), Ok(()));
        assert_eq!(check("110105194912310021", today()), Err(MESSAGE.into()));
    }

    #[test]
    fn the_old_form_has_no_check_character() {
        assert_eq!(check("110105491231002", today()), Ok(()));
        assert_eq!(check("110105491331002", today()), Err(MESSAGE.into()));
    }

    #[test]
    fn unknown_provinces_are_refused() {
        assert_eq!(check("990105491231002", today()), Err(MESSAGE.into()));
    }

    #[test]
    fn check_character_of_the_standard_example() {
        assert_eq!(check_char(b"11010519491231002"), b'X');
    }
}
