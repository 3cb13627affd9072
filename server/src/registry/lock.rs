//! The form lock of 02 §4: when the platform knows the enterprise in a role (`haveRole` 1) or
//! has confirmed it (`haveConfirm` 1), the fields filled from its record are locked; with
//! neither but an institutional account under its certificate (`haveChildAccount` 1), its
//! certificate type and number are. The handler's fields (jbr*) are never locked: they are the
//! applicant's own. The browser disables the locked fields; the registration's effect checks
//! the submission against the record again, so a locked field changed by hand is refused.

use rust_decimal::Decimal;
use serde_json::{Map, Value};

use super::platform::RefCompanyData;
use crate::error::ApiError;

/// The registered facts a lock may hold, with their labels for the refusal.
pub const LOCKABLE: &[(&str, &str)] = &[
    ("name", "企业名称"),
    ("idType", "证件类型"),
    ("idNumber", "证件号码"),
    ("englishName", "英文名称"),
    ("companyType", "企业类型"),
    ("registeredCapital", "注册资本"),
    ("registeredCapitalCurrency", "注册资本币种"),
    ("paidInCapital", "实缴资本"),
    ("paidInCapitalCurrency", "实缴资本币种"),
    ("registryDate", "成立日期"),
    ("registeredAddress", "注册地址"),
    ("businessScope", "经营范围"),
    ("companyStatus", "企业状态"),
    ("provinceCityDistrictCode", "所属地区"),
    ("legalName", "法定代表人姓名"),
    ("legalIdType", "法定代表人证件类型"),
    ("legalIdNumber", "法定代表人证件号码"),
];

const CERTIFICATE: &[&str] = &["idType", "idNumber"];

/// The refusal of a locked field changed by hand.
pub const LOCKED_MESSAGE: &str = "该项已按登记信息锁定，不能修改";

fn filled(value: Option<&Value>) -> bool {
    match value {
        None | Some(Value::Null) => false,
        Some(Value::String(s)) => !s.trim().is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        Some(Value::Object(o)) => !o.is_empty(),
        Some(_) => true,
    }
}

/// The props locked for an enterprise with these flags whose record filled `record`.
pub fn locked_fields(flags: &RefCompanyData, record: &Map<String, Value>) -> Vec<String> {
    let props: Vec<&str> = if flags.have_role == 1 || flags.have_confirm == 1 {
        LOCKABLE.iter().map(|(prop, _)| *prop).collect()
    } else if flags.have_child_account == 1 {
        CERTIFICATE.to_vec()
    } else {
        Vec::new()
    };
    props
        .into_iter()
        .filter(|prop| filled(record.get(*prop)))
        .map(str::to_owned)
        .collect()
}

/// Two values of a field the same for the register: text trimmed, numbers by value (a stored
/// 5000000 is the typed 5000000.00), objects and lists member by member.
pub fn same(a: &Value, b: &Value) -> bool {
    let text = |v: &Value| match v {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same(v, w))
        }
        _ => match (text(a), text(b)) {
            (Some(x), Some(y)) => {
                x == y
                    || matches!((x.parse::<Decimal>(), y.parse::<Decimal>()), (Ok(p), Ok(q)) if p == q)
            }
            _ => a == b,
        },
    }
}

/// Refuses, at its field, the first locked field the submission holds otherwise than the record.
pub fn check(
    locked: &[String],
    record: &Map<String, Value>,
    submitted: &Map<String, Value>,
) -> Result<(), ApiError> {
    for prop in locked {
        let (Some(expected), given) = (record.get(prop), submitted.get(prop)) else {
            continue;
        };
        if !given.is_some_and(|given| same(expected, given)) {
            let label = LOCKABLE
                .iter()
                .find(|(p, _)| p == prop)
                .map_or(prop.as_str(), |(_, label)| *label);
            return Err(ApiError::bad_request(LOCKED_MESSAGE).at_field(prop, label));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn record() -> Map<String, Value> {
        json!({"name": "秦岭数据", "idType": "11", "idNumber": "91610113MA6TXK0L2Q",
               "registeredCapital": "5000000", "legalName": "赵立新", "jbrName": "李娜",
               "businessScope": ""})
        .as_object()
        .cloned()
        .unwrap()
    }

    fn flags(role: i32, confirm: i32, child: i32) -> RefCompanyData {
        RefCompanyData {
            have_role: role,
            is_org_role: 0,
            have_confirm: confirm,
            have_child_account: child,
        }
    }

    #[test]
    fn a_role_or_a_confirmation_locks_every_filled_registered_fact_but_not_the_handler() {
        for flags in [flags(1, 0, 0), flags(0, 1, 0), flags(1, 1, 1)] {
            let locked = locked_fields(&flags, &record());
            assert_eq!(
                locked,
                [
                    "name",
                    "idType",
                    "idNumber",
                    "registeredCapital",
                    "legalName"
                ],
                "{flags:?}"
            );
        }
    }

    #[test]
    fn a_child_account_alone_locks_the_certificate_and_nothing_locks_without_flags() {
        assert_eq!(
            locked_fields(&flags(0, 0, 1), &record()),
            ["idType", "idNumber"]
        );
        assert!(locked_fields(&flags(0, 0, 0), &record()).is_empty());
    }

    #[test]
    fn a_changed_locked_field_is_refused_at_its_field_and_equal_values_pass() {
        let locked = locked_fields(&flags(1, 0, 0), &record());
        let mut submitted = record();
        submitted.insert("registeredCapital".into(), json!("5000000.00"));
        submitted.insert("jbrName".into(), json!("王五"));
        assert!(check(&locked, &record(), &submitted).is_ok());
        submitted.insert("legalName".into(), json!("钱七"));
        let refusal = check(&locked, &record(), &submitted).unwrap_err();
        let ApiError::Invalid(errors) = refusal else {
            panic!("not at a field");
        };
        assert_eq!(errors[0].field, "legalName");
        assert_eq!(errors[0].message, LOCKED_MESSAGE);
        submitted.insert("legalName".into(), json!("赵立新"));
        submitted.remove("idNumber");
        assert!(
            check(&locked, &record(), &submitted).is_err(),
            "a locked field left out"
        );
    }
}
