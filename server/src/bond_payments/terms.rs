//! What staff ask a bond payment (兑付兑息) to be, read and checked before the register is
//! touched: the payment date, the coupon rate (percent, a positive decimal of at most four
//! places), the units redeemed (a whole number, none for an interest payment) and a remark.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::ApiError;

pub const NO_BOND: &str = "请选择债券";
pub const BAD_DATE: &str = "请填写正确的兑付日期（YYYY-MM-DD）";
pub const BAD_RATE: &str = "票面利率需为大于0且最多4位小数的数字";
pub const BAD_REFUND: &str = "兑付份数需为不小于0的整数";
pub const LONG_REMARK: &str = "备注不能超过200个字";

/// The longest remark, in characters.
pub const REMARK_MAX: usize = 200;

/// The request of `bondPayment/saveBondPayment`. The rate and the units may come as text or as
/// numbers, as a form sends them.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentRequest {
    pub bond_id: Option<String>,
    /// YYYY-MM-DD.
    pub payment_date: Option<String>,
    /// Coupon rate, percent: `"5.25"`.
    #[schema(value_type = Option<String>)]
    pub profit: Option<Value>,
    /// Units redeemed, all accounts together.
    #[schema(value_type = Option<i64>)]
    pub refund_num: Option<Value>,
    pub remark: Option<String>,
}

/// A request that passed its checks.
#[derive(Debug, Clone)]
pub struct PaymentTerms {
    pub bond_id: String,
    pub date: NaiveDate,
    pub rate: Decimal,
    pub refund: i64,
    pub remark: String,
}

impl PaymentRequest {
    pub fn terms(self) -> Result<PaymentTerms, ApiError> {
        let bond_id = text(self.bond_id).ok_or_else(|| ApiError::bad_request(NO_BOND))?;
        let date = text(self.payment_date)
            .filter(|d| d.len() == 10)
            .and_then(|d| NaiveDate::parse_from_str(&d, "%Y-%m-%d").ok())
            .ok_or_else(|| ApiError::bad_request(BAD_DATE))?;
        let rate = rate(self.profit.as_ref()).ok_or_else(|| ApiError::bad_request(BAD_RATE))?;
        let refund = match self.refund_num {
            None | Some(Value::Null) => Some(0),
            Some(Value::Number(n)) => n.as_i64(),
            Some(Value::String(s)) if s.trim().is_empty() => Some(0),
            Some(Value::String(s)) => s
                .trim()
                .chars()
                .all(|c| c.is_ascii_digit())
                .then(|| s.trim().parse().ok())
                .flatten(),
            Some(_) => None,
        }
        .filter(|n| *n >= 0)
        .ok_or_else(|| ApiError::bad_request(BAD_REFUND))?;
        let remark = self.remark.unwrap_or_default().trim().to_owned();
        if remark.chars().count() > REMARK_MAX {
            return Err(ApiError::bad_request(LONG_REMARK));
        }
        Ok(PaymentTerms {
            bond_id,
            date,
            rate,
            refund,
            remark,
        })
    }
}

fn text(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// A positive decimal of at most four places, written plainly (digits, one point).
fn rate(value: Option<&Value>) -> Option<Decimal> {
    let written = match value? {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => return None,
    };
    let (whole, places) = written.split_once('.').unwrap_or((written.as_str(), ""));
    let plain = !whole.is_empty()
        && whole.chars().all(|c| c.is_ascii_digit())
        && places.chars().all(|c| c.is_ascii_digit())
        && places.len() <= 4
        && !written.ends_with('.');
    let rate: Decimal = written.parse().ok().filter(|_| plain)?;
    (rate > Decimal::ZERO).then_some(rate)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn request(profit: Value, refund: Value, date: &str) -> PaymentRequest {
        PaymentRequest {
            bond_id: Some("b-1".into()),
            payment_date: Some(date.into()),
            profit: Some(profit),
            refund_num: Some(refund),
            remark: None,
        }
    }

    #[test]
    fn the_rate_is_a_positive_decimal_of_at_most_four_places() {
        for ok in [
            json!("5"),
            json!("5.25"),
            json!("0.0001"),
            json!(6.5),
            json!("12.3456"),
        ] {
            let terms = request(ok.clone(), json!(0), "2027-12-16").terms();
            assert!(terms.is_ok(), "{ok}");
        }
        for bad in [
            json!("0"),
            json!("-1"),
            json!("1.23456"),
            json!("abc"),
            json!("1e2"),
            json!("5."),
            json!(".5"),
            json!(true),
        ] {
            let err = request(bad.clone(), json!(0), "2027-12-16")
                .terms()
                .unwrap_err();
            assert_eq!(err.to_string(), BAD_RATE, "{bad}");
        }
    }

    #[test]
    fn the_units_are_whole_and_the_date_a_calendar_day() {
        assert_eq!(
            request(json!("5"), json!("300"), "2027-12-16")
                .terms()
                .unwrap()
                .refund,
            300
        );
        for bad in [json!("1.5"), json!(-3), json!(2.5), json!("x")] {
            let err = request(json!("5"), bad.clone(), "2027-12-16")
                .terms()
                .unwrap_err();
            assert_eq!(err.to_string(), BAD_REFUND, "{bad}");
        }
        for bad in ["2027-02-30", "2027-1-5", "20271216", ""] {
            let err = request(json!("5"), json!(0), bad).terms().unwrap_err();
            assert_eq!(err.to_string(), BAD_DATE, "{bad}");
        }
    }
}
