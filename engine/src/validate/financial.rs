//! The financial tables (02 §5, §9) and percentages (03 §5, §9): a cell is at most 18
//! characters of an optional minus sign, digits and up to six decimals; a headcount at most 9
//! digits; a percentage a positive number of up to two decimals, at most 100.

use super::number::Plain;
use super::{all_digits, char_len, Check};

pub(super) const CELL: &str = "请输入不超过六位小数的数字";
pub(super) const CELL_LENGTH: &str = "长度不能超过18位";
pub(super) const HEADCOUNT: &str = "请输入整数";
pub(super) const HEADCOUNT_LENGTH: &str = "长度不能超过9位";
pub(super) const PERCENTAGE: &str = "请输入不超过两位小数的正数且不超过100";

pub(super) fn check_cell(s: &str) -> Check {
    if char_len(s) > 18 {
        return Err(CELL_LENGTH.into());
    }
    match Plain::parse(s, true) {
        Some(n) if n.frac.len() <= 6 => Ok(()),
        _ => Err(CELL.into()),
    }
}

pub(super) fn check_headcount(s: &str) -> Check {
    if char_len(s) > 9 {
        return Err(HEADCOUNT_LENGTH.into());
    }
    if !all_digits(s) {
        return Err(HEADCOUNT.into());
    }
    Ok(())
}

pub(super) fn check_percentage(s: &str) -> Check {
    let ok = Plain::parse(s, false).is_some_and(|n| {
        !n.negative && n.frac.len() <= 2 && n.int.len() <= 3 && {
            let hundredths = n.int.parse::<u32>().unwrap_or(u32::MAX) * 100
                + format!("{:0<2}", n.frac).parse::<u32>().unwrap_or(0);
            hundredths > 0 && hundredths <= 10_000
        }
    });
    if ok {
        Ok(())
    } else {
        Err(PERCENTAGE.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells() {
        assert_eq!(check_cell("-123456789.123456"), Ok(()));
        assert_eq!(check_cell("1.1234567"), Err(CELL.into()));
        assert_eq!(check_cell("1234567890123456789"), Err(CELL_LENGTH.into()));
        assert_eq!(check_cell("12a"), Err(CELL.into()));
    }

    #[test]
    fn headcounts() {
        assert_eq!(check_headcount("123456789"), Ok(()));
        assert_eq!(check_headcount("1234567890"), Err(HEADCOUNT_LENGTH.into()));
        assert_eq!(check_headcount("1.5"), Err(HEADCOUNT.into()));
    }

    #[test]
    fn percentages() {
        for ok in ["100", "100.00", "0.01", "99.99", "5"] {
            assert_eq!(check_percentage(ok), Ok(()), "{ok}");
        }
        for bad in ["0", "0.00", "100.01", "101", "1.234", "-1", "1000"] {
            assert_eq!(check_percentage(bad), Err(PERCENTAGE.into()), "{bad}");
        }
    }
}
