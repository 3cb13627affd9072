//! Decimal numbers with at most N integer digits and R decimals (01 §5, defaults 12 and 2):
//! `positiveNumber` (greater than 0), `nonNegativeNumber` (0 allowed) and `signedNumber` (an
//! optional minus sign). Numbers are written plainly: no plus sign, no exponent, no leading
//! zeros (`0.5` but not `00.5`), no point without digits on both sides.

use std::borrow::Cow;

use super::{all_digits, Check};

pub(super) const NOT_ZERO: &str = "请输入大于0的数字";

/// Which numbers a numeric validator accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sign {
    Positive,
    NonNegative,
    Signed,
}

/// A numeric validator with its digit limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberOptions {
    pub sign: Sign,
    /// At most this many digits before the point (1 to 30).
    pub int: u32,
    /// At most this many digits after it (0 to 9).
    pub dec: u32,
}

impl NumberOptions {
    pub const DEFAULT_INT: u32 = 12;
    pub const DEFAULT_DEC: u32 = 2;

    /// Options from the parts of a name after the validator: none, `[int]` or `[int, dec]`.
    pub(super) fn parse(sign: Sign, options: &[&str]) -> Option<Self> {
        let num = |s: &str| -> Option<u32> {
            (all_digits(s) && (s == "0" || !s.starts_with('0')) && s.len() <= 2)
                .then(|| s.parse().ok())?
        };
        let (int, dec) = match options {
            [] => (Self::DEFAULT_INT, Self::DEFAULT_DEC),
            [int] => (num(int)?, Self::DEFAULT_DEC),
            [int, dec] => (num(int)?, num(dec)?),
            _ => return None,
        };
        ((1..=30).contains(&int) && dec <= 9).then_some(NumberOptions { sign, int, dec })
    }

    /// The format name these options compile to, e.g. `positiveNumber:12:2`.
    pub fn name(&self) -> String {
        let base = match self.sign {
            Sign::Positive => "positiveNumber",
            Sign::NonNegative => "nonNegativeNumber",
            Sign::Signed => "signedNumber",
        };
        format!("{base}:{}:{}", self.int, self.dec)
    }

    pub(super) fn check(&self, s: &str) -> Check {
        let Some(n) = Plain::parse(s, false) else {
            return Err(self.shape_message());
        };
        if n.negative && self.sign != Sign::Signed {
            return Err(self.shape_message());
        }
        if n.frac.len() > self.dec as usize {
            return Err(self.shape_message());
        }
        if n.int.len() > self.int as usize {
            return Err(format!("整数部分不能超过{}位", self.int).into());
        }
        if self.sign == Sign::Positive && n.is_zero() {
            return Err(NOT_ZERO.into());
        }
        Ok(())
    }

    /// 请输入不超过两位小数的正数 and its kin; with no decimals allowed, 请输入正整数 and its kin.
    fn shape_message(&self) -> Cow<'static, str> {
        let what = match (self.sign, self.dec) {
            (Sign::Positive, 0) => return "请输入正整数".into(),
            (Sign::NonNegative, 0) => return "请输入非负整数".into(),
            (Sign::Signed, 0) => return "请输入整数".into(),
            (Sign::Positive, _) => "正数",
            (Sign::NonNegative, _) => "非负数",
            (Sign::Signed, _) => "数字",
        };
        format!("请输入不超过{}小数的{what}", decimals_phrase(self.dec)).into()
    }
}

/// `两位`, `六位`: how the product writes a count of decimals.
pub(super) fn decimals_phrase(dec: u32) -> String {
    const DIGITS: [&str; 10] = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九"];
    match DIGITS.get(dec as usize) {
        Some(d) => format!("{d}位"),
        None => format!("{dec}位"),
    }
}

/// A plainly written decimal number, split at the point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Plain<'a> {
    pub negative: bool,
    pub int: &'a str,
    pub frac: &'a str,
}

impl<'a> Plain<'a> {
    /// `-?digits(.digits)?`; leading zeros refused unless `leading_zeros`.
    pub fn parse(s: &'a str, leading_zeros: bool) -> Option<Self> {
        let (negative, rest) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let (int, frac) = match rest.split_once('.') {
            Some((int, frac)) => (int, Some(frac)),
            None => (rest, None),
        };
        if !all_digits(int) || frac.is_some_and(|f| !all_digits(f)) {
            return None;
        }
        if !leading_zeros && int.len() > 1 && int.starts_with('0') {
            return None;
        }
        Some(Plain {
            negative,
            int,
            frac: frac.unwrap_or(""),
        })
    }

    pub fn is_zero(&self) -> bool {
        self.int.bytes().chain(self.frac.bytes()).all(|b| b == b'0')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(sign: Sign, int: u32, dec: u32) -> NumberOptions {
        NumberOptions { sign, int, dec }
    }

    #[test]
    fn options_from_a_name() {
        assert_eq!(
            NumberOptions::parse(Sign::Positive, &[]),
            Some(opts(Sign::Positive, 12, 2))
        );
        assert_eq!(
            NumberOptions::parse(Sign::Signed, &["18", "6"]).map(|o| o.name()),
            Some("signedNumber:18:6".to_string())
        );
        assert_eq!(NumberOptions::parse(Sign::Positive, &["012", "2"]), None);
        assert_eq!(NumberOptions::parse(Sign::Positive, &["12", "10"]), None);
        assert_eq!(NumberOptions::parse(Sign::Positive, &["", "2"]), None);
    }

    #[test]
    fn limits_and_sign() {
        let p = opts(Sign::Positive, 3, 2);
        assert_eq!(p.check("999.99"), Ok(()));
        assert_eq!(p.check("1000"), Err("整数部分不能超过3位".into()));
        assert_eq!(p.check("1.234"), Err("请输入不超过两位小数的正数".into()));
        assert_eq!(p.check("0.00"), Err(NOT_ZERO.into()));
        assert_eq!(p.check("-1"), Err("请输入不超过两位小数的正数".into()));
        assert_eq!(opts(Sign::NonNegative, 3, 2).check("0"), Ok(()));
        assert_eq!(opts(Sign::Signed, 3, 2).check("-0.5"), Ok(()));
        assert_eq!(
            opts(Sign::Signed, 3, 0).check("1.5"),
            Err("请输入整数".into())
        );
    }

    #[test]
    fn plain_numbers_only() {
        for bad in [
            "", "-", ".5", "5.", "+5", "1e5", "1,000", "00.5", "0x10", " 1",
        ] {
            assert_eq!(Plain::parse(bad, false), None, "{bad:?}");
        }
        assert!(Plain::parse("007", true).is_some());
    }
}
