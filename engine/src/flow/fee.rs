//! The fee a charged business costs (02 §9). A flow's `charge` script computes the charge
//! base (a par value, the largest of a pledge's amounts, a total value, a stated amount); the
//! flow's tariff turns the base into the fee, and says whether the fee must be paid before
//! the business may complete. A flow with a charge script and no tariff charges the base
//! itself, payment optional.

use rust_decimal::{Decimal, RoundingStrategy};
use serde::Deserialize;

use super::parse::Parse;

/// `"fee": {"rate": "0.001", "minimum": "50", "maximum": "50000", "payment": "required"}`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RawFee {
    #[serde(default)]
    pub rate: Option<String>,
    #[serde(default)]
    pub minimum: Option<String>,
    #[serde(default)]
    pub maximum: Option<String>,
    #[serde(default)]
    pub payment: Option<String>,
}

/// Whether the business may complete before its fee is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Payment {
    /// The fee is shown and may be paid; the business completes either way.
    #[default]
    Optional,
    /// The final approval is refused until the fee is paid.
    Required,
}

/// The tariff: fee = base × rate, no less than the minimum and no more than the maximum,
/// rounded half away from zero to the fen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fee {
    pub rate: Decimal,
    pub minimum: Option<Decimal>,
    pub maximum: Option<Decimal>,
    pub payment: Payment,
}

impl Default for Fee {
    fn default() -> Self {
        Fee {
            rate: Decimal::ONE,
            minimum: None,
            maximum: None,
            payment: Payment::Optional,
        }
    }
}

impl Fee {
    /// The fee of a charge base. A base of zero or less charges nothing: the minimum applies
    /// only to a business that has something to charge.
    pub fn amount(&self, base: Decimal) -> Decimal {
        if base <= Decimal::ZERO {
            return Decimal::ZERO;
        }
        let mut fee = base * self.rate;
        if let Some(min) = self.minimum {
            fee = fee.max(min);
        }
        if let Some(max) = self.maximum {
            fee = fee.min(max);
        }
        fee.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
    }

    pub fn payment_required(&self) -> bool {
        self.payment == Payment::Required
    }
}

impl Parse<'_> {
    /// The flow's tariff: decimals that read, a rate above zero, a minimum not above the
    /// maximum, `payment` required or optional, and only on a flow that has a charge script.
    pub(super) fn fee(&mut self, raw: Option<&RawFee>, has_charge: bool) -> Fee {
        let Some(raw) = raw else {
            return Fee::default();
        };
        if !has_charge {
            self.push(
                self.problem("`fee` needs a charge script (hooks.charge) to compute its base")
                    .field("fee"),
            );
        }
        let mut decimal = |name: &str, text: &Option<String>| -> Option<Decimal> {
            let text = text.as_deref()?;
            match text.trim().parse::<Decimal>() {
                Ok(d) if d >= Decimal::ZERO => Some(d),
                _ => {
                    self.push(
                        self.problem(format!(
                            "`fee.{name}` is `{text}`; write a decimal of zero or more, e.g. \"0.001\""
                        ))
                        .field("fee"),
                    );
                    None
                }
            }
        };
        let rate = decimal("rate", &raw.rate).unwrap_or(Decimal::ONE);
        let minimum = decimal("minimum", &raw.minimum);
        let maximum = decimal("maximum", &raw.maximum);
        if rate.is_zero() {
            self.push(
                self.problem("`fee.rate` is 0, so nothing would ever be charged; leave the charge out instead")
                    .field("fee"),
            );
        }
        if let (Some(min), Some(max)) = (minimum, maximum) {
            if min > max {
                self.push(
                    self.problem(format!("`fee.minimum` {min} is above `fee.maximum` {max}"))
                        .field("fee"),
                );
            }
        }
        let payment = match raw.payment.as_deref() {
            None | Some("optional") => Payment::Optional,
            Some("required") => Payment::Required,
            Some(other) => {
                self.push(
                    self.problem(format!(
                        "`fee.payment` is `{other}`; it is `required` or `optional`"
                    ))
                    .field("fee"),
                );
                Payment::Optional
            }
        };
        Fee {
            rate,
            minimum,
            maximum,
            payment,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    fn tariff(rate: &str, min: Option<&str>, max: Option<&str>) -> Fee {
        Fee {
            rate: d(rate),
            minimum: min.map(d),
            maximum: max.map(d),
            payment: Payment::Optional,
        }
    }

    #[test]
    fn the_fee_is_base_times_rate_within_minimum_and_maximum() {
        let fee = tariff("0.001", Some("50"), Some("50000"));
        assert_eq!(fee.amount(d("200000")), d("200.00"));
        assert_eq!(fee.amount(d("1000")), d("50"), "the minimum");
        assert_eq!(fee.amount(d("100000000")), d("50000"), "the maximum");
    }

    #[test]
    fn the_fee_rounds_half_away_from_zero_to_the_fen() {
        let fee = tariff("0.001", None, None);
        assert_eq!(fee.amount(d("12345")), d("12.35"));
        assert_eq!(fee.amount(d("12344")), d("12.34"));
        assert_eq!(fee.amount(d("12344.999")), d("12.34"));
    }

    #[test]
    fn nothing_to_charge_costs_nothing_even_with_a_minimum() {
        let fee = tariff("0.001", Some("50"), None);
        assert_eq!(fee.amount(Decimal::ZERO), Decimal::ZERO);
        assert_eq!(fee.amount(d("-5")), Decimal::ZERO);
    }

    #[test]
    fn without_a_tariff_the_base_is_the_fee() {
        assert_eq!(Fee::default().amount(d("1200.505")), d("1200.51"));
        assert!(!Fee::default().payment_required());
    }
}
