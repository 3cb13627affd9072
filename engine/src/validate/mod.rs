//! Named validators of the form DSL (`forms/README.md`) and the formatting helpers of the
//! specification (thousands separators, Chinese capital numerals, the period rate).
//!
//! The same rules live in `frontend/src/forms/validators/`; both sides are tested against the
//! one vector file `forms/tests/validator-vectors.json`. Everything here is a pure function: the date
//! that "today" means is an argument, never read from a clock.
//!
//! A format name is the validator's name, optionally followed by number options:
//! `positiveNumber:12:2` (at most 12 integer digits and 2 decimals). An empty value (`null` or
//! `""`) passes [`Format::check`]: emptiness is the business of the `required` rule, whose
//! validator-specific message is [`Format::required_message`] (and [`Format::check_required`]
//! applies both).

mod amount;
mod bank_card;
mod calendar_date;
mod certificate_no;
mod financial;
mod holder_name;
mod id_card;
mod integer;
mod mobile;
mod number;
pub mod plain_text;
mod rate;

pub use amount::{capital_amount, thousands};
pub use calendar_date::CalendarDate;
pub use number::{NumberOptions, Sign};
pub use plain_text::is_hidden;
pub use rate::period_rate;

use serde_json::Value;
use std::borrow::Cow;

/// What a validator family answers: nothing, or the user's message.
type Check = Result<(), Cow<'static, str>>;

/// The message of a required value that is missing, unless a validator has its own.
pub const REQUIRED: &str = "此项为必填项！";

/// A checked named validator: what a `"format"` in a compiled form schema stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    IdCard,
    BankCard,
    Mobile,
    HolderName,
    CertificateNo,
    /// `positiveNumber`, `nonNegativeNumber` and `signedNumber` with their digit limits.
    Number(NumberOptions),
    PositiveInteger,
    NonNegativeInteger,
    FinancialCell,
    Headcount,
    Percentage,
    /// Typed text without control or invisible characters (every free text of a form).
    PlainText,
}

/// The format a name stands for, or `None` when the name or its options are not known.
///
/// ```
/// use engine::validate::{format, Format};
/// assert_eq!(format("idCard"), Some(Format::IdCard));
/// assert!(format("positiveNumber:8:4").is_some());
/// assert!(format("idCard:1").is_none());
/// ```
pub fn format(name: &str) -> Option<Format> {
    let mut parts = name.split(':');
    let base = parts.next()?;
    let options: Vec<&str> = parts.collect();
    let simple = |f: Format| options.is_empty().then_some(f);
    match base {
        "idCard" => simple(Format::IdCard),
        "bankCard" => simple(Format::BankCard),
        "mobile" => simple(Format::Mobile),
        "holderName" => simple(Format::HolderName),
        "certificateNo" => simple(Format::CertificateNo),
        "positiveInteger" => simple(Format::PositiveInteger),
        "nonNegativeInteger" => simple(Format::NonNegativeInteger),
        "financialCell" => simple(Format::FinancialCell),
        "headcount" => simple(Format::Headcount),
        "percentage" => simple(Format::Percentage),
        "plainText" => simple(Format::PlainText),
        "positiveNumber" => NumberOptions::parse(Sign::Positive, &options).map(Format::Number),
        "nonNegativeNumber" => {
            NumberOptions::parse(Sign::NonNegative, &options).map(Format::Number)
        }
        "signedNumber" => NumberOptions::parse(Sign::Signed, &options).map(Format::Number),
        _ => None,
    }
}

/// Whether a format name (with its options) is one the validators know.
pub fn known_format(name: &str) -> bool {
    format(name).is_some()
}

impl Format {
    /// Checks a value that may be empty: `null` and `""` pass.
    pub fn check(&self, value: &Value, today: CalendarDate) -> Result<(), String> {
        match text(value) {
            Text::Empty => Ok(()),
            Text::Other => Err(self.type_message()),
            Text::Some(s) => self.check_text(&s, today),
        }
    }

    /// Checks a value that must be present: an empty one gets [`Format::required_message`].
    pub fn check_required(&self, value: &Value, today: CalendarDate) -> Result<(), String> {
        match text(value) {
            Text::Empty => Err(self.required_message().to_string()),
            _ => self.check(value, today),
        }
    }

    /// The message for a missing value when the rule gives none.
    pub fn required_message(&self) -> &'static str {
        match self {
            Format::IdCard => id_card::REQUIRED,
            Format::BankCard => bank_card::REQUIRED,
            Format::Mobile => mobile::REQUIRED,
            Format::CertificateNo => certificate_no::REQUIRED,
            _ => REQUIRED,
        }
    }

    fn check_text(&self, s: &str, today: CalendarDate) -> Result<(), String> {
        match self {
            Format::IdCard => id_card::check(s, today),
            Format::BankCard => bank_card::check(s),
            Format::Mobile => mobile::check(s),
            Format::HolderName => holder_name::check(s),
            Format::CertificateNo => certificate_no::check(s),
            Format::Number(options) => options.check(s),
            Format::PositiveInteger => integer::check_positive(s),
            Format::NonNegativeInteger => integer::check_non_negative(s),
            Format::FinancialCell => financial::check_cell(s),
            Format::Headcount => financial::check_headcount(s),
            Format::Percentage => financial::check_percentage(s),
            Format::PlainText => plain_text::check(s),
        }
        .map_err(|m| m.into_owned())
    }

    /// The message for a value of the wrong JSON type (an object, a list, a boolean): it is
    /// read as a text no validator accepts, so each answers its message for unreadable input.
    fn type_message(&self) -> String {
        self.check_text(UNREADABLE, CalendarDate::EPOCH)
            .err()
            .unwrap_or_default()
    }
}

/// Stands for a value that is neither text nor a number.
const UNREADABLE: &str = "\u{1}";

enum Text {
    Empty,
    Some(String),
    Other,
}

/// The text of a value as the browser sees it: strings as they are, JSON numbers written out.
/// A float that holds a whole number is written without a point, as JavaScript does.
fn text(value: &Value) -> Text {
    match value {
        Value::Null => Text::Empty,
        Value::String(s) if s.is_empty() => Text::Empty,
        Value::String(s) => Text::Some(s.clone()),
        Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => Text::Some(i.to_string()),
            (_, Some(u), _) => Text::Some(u.to_string()),
            (_, _, Some(f)) if f.fract() == 0.0 && f.abs() < 1e21 => Text::Some(format!("{f:.0}")),
            _ => Text::Some(n.to_string()),
        },
        _ => Text::Other,
    }
}

/// ASCII digits only, and at least one.
fn all_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// Number of characters (code points), as the browser counts them with `[...s].length`.
fn char_len(s: &str) -> usize {
    s.chars().count()
}

/// A Chinese character: the CJK unified ideographs and extension A.
fn is_chinese(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const TODAY: CalendarDate = CalendarDate::EPOCH;

    #[test]
    fn names_with_and_without_options() {
        assert!(known_format("positiveInteger"));
        assert!(known_format("positiveNumber"));
        assert!(known_format("signedNumber:18:6"));
        assert!(!known_format("positiveInteger:12:2"));
        assert!(!known_format("positiveNumber:0:2"));
        assert!(!known_format("positiveNumber:12:2:1"));
        assert!(!known_format("email"));
        assert!(!known_format(""));
    }

    #[test]
    fn empty_values_pass_unless_required() {
        let f = format("bankCard").unwrap();
        assert_eq!(f.check(&json!(null), TODAY), Ok(()));
        assert_eq!(f.check(&json!(""), TODAY), Ok(()));
        assert_eq!(
            f.check_required(&json!(""), TODAY),
            Err("请输入银行卡号".to_string())
        );
    }

    #[test]
    fn numbers_are_read_as_the_browser_writes_them() {
        let f = format("positiveInteger").unwrap();
        assert_eq!(f.check(&json!(12), TODAY), Ok(()));
        assert_eq!(f.check(&json!(12.0), TODAY), Ok(()));
        assert!(f.check(&json!(12.5), TODAY).is_err());
        assert_eq!(
            f.check(&json!(true), TODAY),
            Err("请输入正整数".to_string())
        );
    }
}
