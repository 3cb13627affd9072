//! The rules of a bond row that read several of its fields (03 §5 "Bond row", "Bond save
//! checks"): the raise period, the directed issue's investors, the conversion and interest
//! dates, the subscription bounds, the service providers (at least one, no repeats, a
//! recommender, a credit enhancer's four fields) and the amount against the price and the
//! trading base. A table item with `rowChecks: "bond"` compiles to `x-rowChecks: "bond"`;
//! the server (`validate.rs`) and the browser (`frontend/src/forms/validators/bond-row.ts`)
//! run these on the same vectors (`forms/tests/bond-rows.json`).

use std::collections::BTreeMap;
use std::str::FromStr;

use rust_decimal::Decimal;
use serde_json::Value;

use crate::validate::CalendarDate;

/// The named row checks a table may carry.
pub const ROW_CHECKS: &[&str] = &["bond"];

/// The service-provider categories the checks name (03 §9).
pub const RECOMMENDER: &str = "4";
pub const CREDIT_ENHANCER: &str = "15";

/// The provider fields a credit enhancer must fill.
pub const ENHANCER_FIELDS: [&str; 4] = [
    "creditEnhancerNature",
    "creditEnhancementMethod",
    "enhancementProviderRating",
    "creditEnhancementRadio",
];

/// The fields that make two provider rows the same provider.
const PROVIDER_KEY: [&str; 3] = [
    "serviceProviderCategoryCode",
    "serviceProviderCode",
    "serviceProviderName",
];

pub const RAISE_ORDER: &str = "募集开始时间不可大于结束时间";
pub const NEEDS_INVESTOR: &str = "请选择定向投资者";
pub const CONVERSION_ORDER: &str = "转股结束日不能早于转股开始日";
pub const MATURITY_ORDER: &str = "到期日不能早于起息日";
pub const BUY_BOUNDS: &str = "认购下限份数不能大于认购上限份数";
pub const NEEDS_PROVIDER: &str = "请最少添加一条服务方信息";
pub const NEEDS_RECOMMENDER: &str = "请最少添加一条服务方为推荐商服务方信息";
pub const AMOUNT_PRICE: &str = "发行金额需要是发行价格的整数倍";
pub const UNITS_BASE: &str = "发行金额除以发行价格所得份数需要是交易基数的整数倍";

/// A repeated provider: the rows, numbered from 1.
pub fn repeated_provider(rows: &[usize]) -> String {
    let numbers: Vec<String> = rows.iter().map(usize::to_string).collect();
    format!("第{}条服务方信息重复，请修改", numbers.join("、"))
}

/// A credit enhancer without its four fields (03 §5, word for word).
pub fn enhancer_message(number: usize) -> String {
    format!("第{number}条服务方分类为增信机构，增信类字段必填，请填写。")
}

/// One broken rule: the path under the table (`0/rateEndDate`), the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowError {
    pub path: String,
    pub message: String,
}

/// The rule name errors carry.
pub const RULE: &str = "x-rowChecks";

fn text(row: &Value, field: &str) -> Option<String> {
    match row.get(field)? {
        Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn date(row: &Value, field: &str) -> Option<CalendarDate> {
    CalendarDate::parse(&text(row, field)?)
}

fn decimal(row: &Value, field: &str) -> Option<Decimal> {
    Decimal::from_str(&text(row, field)?).ok()
}

/// Every broken rule of every bond row.
pub fn errors(rows: Option<&Value>) -> Vec<RowError> {
    rows.and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
        .flat_map(|(i, row)| {
            row_errors(row)
                .into_iter()
                .map(move |(field, message)| RowError {
                    path: format!("{i}/{field}"),
                    message,
                })
        })
        .collect()
}

/// `(field under the row, message)` for one bond.
pub fn row_errors(row: &Value) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut order = |first: &str, last: &str, at: &str, message: &str| {
        if let (Some(a), Some(b)) = (date(row, first), date(row, last)) {
            if a > b {
                found.push((at.to_owned(), message.to_owned()));
            }
        }
    };
    order(
        "raiseBeginDate",
        "raiseEndDate",
        "raiseBeginDate",
        RAISE_ORDER,
    );
    order(
        "transferBeginDate",
        "transferEndDate",
        "transferEndDate",
        CONVERSION_ORDER,
    );
    order(
        "rateBeginDate",
        "rateEndDate",
        "rateEndDate",
        MATURITY_ORDER,
    );
    if text(row, "publishArea").as_deref() == Some("2") && list(row, "investorsList").is_empty() {
        found.push(("investorsList".into(), NEEDS_INVESTOR.into()));
    }
    if let (Some(min), Some(max)) = (decimal(row, "buyMin"), decimal(row, "buyMax")) {
        if min > max {
            found.push(("buyMax".into(), BUY_BOUNDS.into()));
        }
    }
    found.extend(provider_errors(list(row, "bondServiceProvidersList")));
    found.extend(amount_errors(row));
    found
}

fn list<'a>(row: &'a Value, field: &str) -> &'a [Value] {
    row.get(field)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default()
}

const PROVIDERS: &str = "bondServiceProvidersList";

fn provider_errors(providers: &[Value]) -> Vec<(String, String)> {
    if providers.is_empty() {
        return vec![(PROVIDERS.into(), NEEDS_PROVIDER.into())];
    }
    let mut found = Vec::new();
    let mut seen: BTreeMap<Vec<Option<String>>, Vec<usize>> = BTreeMap::new();
    for (i, p) in providers.iter().enumerate() {
        let key: Vec<Option<String>> = PROVIDER_KEY.iter().map(|f| text(p, f)).collect();
        if key.iter().any(Option::is_some) {
            seen.entry(key).or_default().push(i + 1);
        }
    }
    let mut repeats: Vec<&Vec<usize>> = seen.values().filter(|rows| rows.len() > 1).collect();
    repeats.sort();
    if let Some(rows) = repeats.first() {
        found.push((PROVIDERS.into(), repeated_provider(rows)));
    }
    let category = |p: &Value| text(p, "serviceProviderCategoryCode");
    if !providers
        .iter()
        .any(|p| category(p).as_deref() == Some(RECOMMENDER))
    {
        found.push((PROVIDERS.into(), NEEDS_RECOMMENDER.into()));
    }
    for (i, p) in providers.iter().enumerate() {
        let incomplete = ENHANCER_FIELDS.iter().any(|f| text(p, f).is_none());
        if category(p).as_deref() == Some(CREDIT_ENHANCER) && incomplete {
            found.push((format!("{PROVIDERS}/{i}"), enhancer_message(i + 1)));
        }
    }
    found
}

/// The amount a whole multiple of the price, and the units it makes a whole multiple of the
/// trading base; computed exactly (decimals), only when the three are numbers and positive.
fn amount_errors(row: &Value) -> Vec<(String, String)> {
    let (Some(amount), Some(price)) = (decimal(row, "bondAmount"), decimal(row, "price")) else {
        return Vec::new();
    };
    if amount <= Decimal::ZERO || price <= Decimal::ZERO {
        return Vec::new();
    }
    if !(amount % price).is_zero() {
        return vec![("bondAmount".into(), AMOUNT_PRICE.into())];
    }
    let units = amount / price;
    match decimal(row, "transactionBase") {
        Some(base) if base > Decimal::ZERO && !(units % base).is_zero() => {
            vec![("bondAmount".into(), UNITS_BASE.into())]
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn provider(category: &str, name: &str) -> Value {
        json!({ "isPartnerMember": "0", "serviceProviderCategoryCode": category, "serviceProviderName": name })
    }

    #[test]
    fn a_complete_bond_has_no_error() {
        let row = json!({
            "raiseBeginDate": "2026-12-01", "raiseEndDate": "2026-12-10",
            "rateBeginDate": "2026-12-11", "rateEndDate": "2029-12-10",
            "buyMin": 10, "buyMax": 100, "bondAmount": 1000000, "price": "100", "transactionBase": 10,
            "publishArea": "1",
            "bondServiceProvidersList": [provider("4", "长安证券")]
        });
        assert_eq!(row_errors(&row), Vec::<(String, String)>::new());
    }

    #[test]
    fn amount_and_base_are_exact() {
        let base = |amount: &str, price: &str, base: i64| {
            row_errors(&json!({
                "bondAmount": amount, "price": price, "transactionBase": base,
                "bondServiceProvidersList": [provider("4", "甲")]
            }))
        };
        assert_eq!(base("1000", "100", 10), vec![]);
        assert_eq!(base("1000", "0.3", 1)[0].1, AMOUNT_PRICE);
        assert_eq!(base("0.9", "0.3", 1), vec![]);
        assert_eq!(base("1000", "100", 3)[0].1, UNITS_BASE);
    }

    #[test]
    fn repeated_providers_name_their_rows() {
        let providers = [
            provider("4", "甲"),
            provider("1", "乙"),
            provider("4", "甲"),
        ];
        let found = provider_errors(&providers);
        assert_eq!(found, vec![(PROVIDERS.into(), repeated_provider(&[1, 3]))]);
    }
}
