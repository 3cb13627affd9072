//! What a user's filters on a query page ask for, read against the page's definition: only
//! the filters the page offers, each value of the kind its field keeps, and the page's fixed
//! conditions always added. A wrong value is refused with the message the page shows.

use serde_json::{Map, Value};

use super::{
    definition::Checked,
    source::{Field, Kind},
};
use crate::{
    day_range::{DayRange, WRONG_DAY},
    error::ApiError,
    models::containing,
};

/// One condition on one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Criterion {
    /// A LIKE pattern (already escaped) the text contains.
    Contains(String),
    /// The code is one of these.
    OneOf(Vec<String>),
    /// Days from and to, both included.
    Days(DayRange),
    /// A count from and to, both included.
    Between(Option<i64>, Option<i64>),
}

/// The conditions of a query, by prop, and its order.
#[derive(Clone, Debug, Default)]
pub struct Criteria {
    pub conditions: Vec<(&'static str, Criterion)>,
    /// The prop rows are ordered by and whether descending (ties by the source's key).
    pub sort: Option<(&'static str, bool)>,
}

const LONGEST_TEXT: usize = 100;

/// The criteria of `filters` (prop → value) and the order asked for (`sort`: a sortable prop,
/// `descending`), on the page `page`.
pub fn read(
    page: &Checked,
    filters: &Map<String, Value>,
    sort: Option<(&str, bool)>,
) -> Result<Criteria, ApiError> {
    let mut conditions = Vec::new();
    for (prop, value) in filters {
        if is_blank(value) {
            continue;
        }
        let offered = page.def.filters.iter().any(|f| &f.prop == prop);
        let field = page.source.field(prop).filter(|_| offered);
        let Some(field) = field else {
            return Err(ApiError::bad_request(format!("不能按「{prop}」查询")));
        };
        let label = page.label_of(prop, None);
        conditions.push((field.prop, criterion(field, &label, value)?));
    }
    for (prop, values) in &page.def.fixed {
        if let Some(field) = page.source.field(prop) {
            conditions.push((field.prop, Criterion::OneOf(values.clone())));
        }
    }
    let sort = match sort {
        Some((prop, descending)) => {
            let field = page
                .source
                .field(prop)
                .filter(|f| f.sortable)
                .ok_or_else(|| ApiError::bad_request(format!("不能按「{prop}」排序")))?;
            Some((field.prop, descending))
        }
        None => page.def.sort.as_ref().and_then(|s| {
            page.source
                .field(&s.prop)
                .map(|f| (f.prop, s.order == "desc"))
        }),
    };
    Ok(Criteria { conditions, sort })
}

fn is_blank(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.trim().is_empty(),
        Value::Array(items) => items.iter().all(is_blank),
        _ => false,
    }
}

fn criterion(field: &Field, label: &str, value: &Value) -> Result<Criterion, ApiError> {
    match field.kind {
        Kind::Text => {
            let text = value
                .as_str()
                .map(str::trim)
                .ok_or_else(|| ApiError::bad_request(format!("{label}须为文字")))?;
            if text.chars().count() > LONGEST_TEXT {
                return Err(ApiError::bad_request(format!(
                    "{label}不能超过{LONGEST_TEXT}个字"
                )));
            }
            Ok(Criterion::Contains(containing(text)))
        }
        Kind::Code => {
            let code = match value {
                Value::String(s) => s.trim().to_owned(),
                Value::Number(n) => n.to_string(),
                _ => return Err(ApiError::bad_request(format!("{label}的取值不正确"))),
            };
            if !field.options.is_empty() && !field.options.iter().any(|(k, _)| *k == code) {
                return Err(ApiError::bad_request(format!("{label}的取值不正确")));
            }
            Ok(Criterion::OneOf(vec![code]))
        }
        Kind::Day | Kind::Time => {
            let (from, to) = pair(value, label)?;
            Ok(Criterion::Days(DayRange::read(
                day_text(from)?,
                day_text(to)?,
                WRONG_DAY,
            )?))
        }
        Kind::Shares => {
            let (min, max) = pair(value, label)?;
            let wrong = || ApiError::bad_request(format!("{label}须为整数"));
            let count = |v: &Value| -> Result<Option<i64>, ApiError> {
                match v {
                    Value::Null => Ok(None),
                    Value::String(s) if s.trim().is_empty() => Ok(None),
                    Value::String(s) => s.trim().parse().map(Some).map_err(|_| wrong()),
                    Value::Number(n) => n.as_i64().map(Some).ok_or_else(wrong),
                    _ => Err(wrong()),
                }
            };
            let (min, max) = (count(min)?, count(max)?);
            if let (Some(a), Some(b)) = (min, max) {
                if a > b {
                    return Err(ApiError::bad_request(format!(
                        "{label}的最小值不能大于最大值"
                    )));
                }
            }
            Ok(Criterion::Between(min, max))
        }
        Kind::Money => Err(ApiError::bad_request(format!("不能按「{label}」查询"))),
    }
}

/// A day's text, none for null; anything else is no day.
fn day_text(value: &Value) -> Result<Option<&str>, ApiError> {
    match value {
        Value::Null => Ok(None),
        Value::String(s) => Ok(Some(s.as_str())),
        _ => Err(ApiError::bad_request(WRONG_DAY)),
    }
}

/// The two ends of a range: `[from, to]`.
fn pair<'v>(value: &'v Value, label: &str) -> Result<(&'v Value, &'v Value), ApiError> {
    match value.as_array().map(Vec::as_slice) {
        Some([from, to]) => Ok((from, to)),
        _ => Err(ApiError::bad_request(format!("{label}须为起止两个值"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query_pages::definition::check;
    use serde_json::json;

    fn page() -> Checked {
        check(
            &json!({
                "pageKey": "t", "title": "测试", "source": "holdings",
                "columns": [{"prop": "holderName"}],
                "filters": [
                    {"prop": "holderName", "widget": "input"},
                    {"prop": "organType", "widget": "select"},
                    {"prop": "volume", "widget": "numberrange"}
                ],
                "sort": {"prop": "volume", "order": "desc"},
                "roles": ["administrator"]
            })
            .to_string(),
        )
        .unwrap()
    }

    fn read_json(filters: Value) -> Result<Criteria, ApiError> {
        read(&page(), filters.as_object().unwrap(), None)
    }

    #[test]
    fn offered_filters_become_typed_criteria_and_blanks_are_dropped() {
        let got = read_json(json!({
            "holderName": " 张_三 ", "organType": "2", "volume": ["100", null], "productCode": ""
        }))
        .unwrap();
        assert_eq!(
            got.conditions,
            vec![
                ("holderName", Criterion::Contains("%张\\_三%".into())),
                ("organType", Criterion::OneOf(vec!["2".into()])),
                ("volume", Criterion::Between(Some(100), None)),
            ]
        );
        assert_eq!(got.sort, Some(("volume", true)));
    }

    #[test]
    fn a_filter_the_page_does_not_offer_is_refused() {
        let err = read_json(json!({"productCode": "830001"})).unwrap_err();
        assert_eq!(err.to_string(), "不能按「productCode」查询");
        let err = read(&page(), &Map::new(), Some(("free", false))).unwrap_err();
        assert_eq!(err.to_string(), "不能按「free」排序");
    }

    #[test]
    fn wrong_values_are_refused_in_the_pages_words() {
        let err = read_json(json!({"volume": ["9", "3"]})).unwrap_err();
        assert_eq!(err.to_string(), "持股数量（股）的最小值不能大于最大值");
        let err = read_json(json!({"volume": ["x", "3"]})).unwrap_err();
        assert_eq!(err.to_string(), "持股数量（股）须为整数");
        let err = read_json(json!({"volume": "3"})).unwrap_err();
        assert_eq!(err.to_string(), "持股数量（股）须为起止两个值");
        let long = "股".repeat(101);
        let err = read_json(json!({"holderName": long})).unwrap_err();
        assert_eq!(err.to_string(), "股东名称不能超过100个字");
    }
}
